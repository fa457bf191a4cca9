import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventPhotos, PhotoSettings, PhotoView } from '@contracts/photo.contract';
import { apiJson, newChangeKey, serverMessage } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { create } from 'zustand';
import { forgetPendingPhoto, newDishPhotoKey, pendingPhoto } from './photo-blobs';
import { dropLocalPhoto, savingNewDishPhotos, showLocalPhoto } from './local-photos';
import { photoText } from './photos.text';
import { uploadPhoto } from './upload-photo';

export const eventPhotosKey = (eventId: string) => ['/api/events', eventId, 'photos'] as const;

/** The event's cover, dish photos and switches (readers of the event). */
export function useEventPhotos(eventId: string | undefined) {
  return useQuery<EventPhotos>({
    queryKey: eventPhotosKey(eventId ?? ''),
    queryFn: () =>
      apiJson<EventPhotos>('GET', `/api/events/${encodeURIComponent(eventId!)}/photos`) as Promise<EventPhotos>,
    enabled: !!eventId,
    staleTime: 30_000,
  });
}

export const coverUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/cover`;
export const dishPhotoUrl = (dishId: string) => `/api/dishes/${encodeURIComponent(dishId)}/photo`;

/** Upload progress by the upload's Idempotency-Key (0..1), for the progress bars. */
export const useUploadProgress = create<{ byKey: Record<string, number> }>(() => ({ byKey: {} }));
const setProgress = (key: string, fraction: number | null) =>
  useUploadProgress.setState((s) => {
    const byKey = { ...s.byKey };
    if (fraction === null) delete byKey[key];
    else byKey[key] = fraction;
    return { byKey };
  });

export const uploadPhotoMutationKey = ['photo', 'upload'] as const;

/** Plain JSON, so it waits in the offline queue like any change: the picture itself waits in IndexedDB. */
export interface UploadPhotoVariables {
  eventId: string;
  url: string;
  photoKey: string;
  label: string;
  idempotencyKey: string;
  /** The dish whose local picture shows until the server's is in. */
  dishId?: string;
}

async function sendQueuedPhoto(vars: UploadPhotoVariables): Promise<PhotoView> {
  const photo = await pendingPhoto(vars.photoKey);
  if (!photo) throw new Error(photoText('unreadable'));
  try {
    return await uploadPhoto(vars.url, photo, vars.idempotencyKey, (f) => setProgress(vars.idempotencyKey, f));
  } finally {
    setProgress(vars.idempotencyKey, null);
  }
}

/** The create-dish change of the dishes feature (by its key: features do not import each other). */
const CREATE_DISH_KEY = JSON.stringify(['dish', 'create']);
const PENDING_DISH_PREFIX = 'pending-';

export function registerPhotoDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(uploadPhotoMutationKey, {
    mutationFn: sendQueuedPhoto,
    onSuccess: async (_photo: unknown, vars: UploadPhotoVariables) => {
      await forgetPendingPhoto(vars.photoKey).catch(() => undefined);
    },
    onError: (error: unknown, vars: UploadPhotoVariables) => {
      reportFailedChange(
        {
          mutationKey: uploadPhotoMutationKey,
          variables: { ...vars },
          eventId: vars.eventId,
          label: vars.label,
          error,
        },
        { title: 'Error', description: photoText('failed', { reason: serverMessage(error) ?? '' }) },
      );
    },
    onSettled: async (_p: unknown, _e: unknown, vars: UploadPhotoVariables) => {
      await queryClient.invalidateQueries({ queryKey: eventPhotosKey(vars.eventId) });
      if (vars.dishId) dropLocalPhoto(vars.dishId);
    },
  });
  const followed = new Set<string>();
  // A dish added with a picture: once the dish exists (now, or when the signal returns), its picture follows it.
  queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation;
    if (event.type !== 'updated' || !mutation || mutation.state.status !== 'success') return;
    if (JSON.stringify(mutation.options.mutationKey) !== CREATE_DISH_KEY) return;
    const vars = mutation.state.variables as { eventId: string; idempotencyKey: string; dish: { name: string } };
    const dish = mutation.state.data as { id: string } | undefined;
    if (!dish?.id || !vars?.idempotencyKey || followed.has(vars.idempotencyKey)) return;
    followed.add(vars.idempotencyKey);
    const photoKey = newDishPhotoKey(vars.idempotencyKey);
    const saving = savingNewDishPhotos.get(vars.idempotencyKey) ?? Promise.resolve();
    savingNewDishPhotos.delete(vars.idempotencyKey);
    void saving.then(async () => {
      const photo = await pendingPhoto(photoKey);
      if (!photo) return;
      showLocalPhoto(dish.id, photo);
      dropLocalPhoto(PENDING_DISH_PREFIX + vars.idempotencyKey);
      queryClient
        .getMutationCache()
        .build<PhotoView, Error, UploadPhotoVariables, unknown>(queryClient, {
          mutationKey: uploadPhotoMutationKey,
          scope: { id: `photo:${photoKey}` },
        })
        .execute({
          eventId: vars.eventId,
          url: dishPhotoUrl(dish.id),
          photoKey,
          label: `Photo: ${vars.dish.name}`,
          idempotencyKey: newChangeKey(),
          dishId: dish.id,
        })
        .catch(() => undefined);
    });
  });
}

/** Sends a picture now (or queues it), with its progress under the returned key. */
export function useUploadPhoto() {
  return useMutation<PhotoView, Error, UploadPhotoVariables>({ mutationKey: uploadPhotoMutationKey });
}

export function useRemovePhoto(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiJson('DELETE', url, undefined, { idempotencyKey: newChangeKey() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventPhotosKey(eventId) }),
  });
}

export function useSavePhotoSettings(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: PhotoSettings) =>
      apiJson<PhotoSettings>('PUT', `/api/events/${encodeURIComponent(eventId)}/photo-settings`, settings, {
        idempotencyKey: newChangeKey(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventPhotosKey(eventId) }),
  });
}
