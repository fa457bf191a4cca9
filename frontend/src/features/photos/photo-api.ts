import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventPhotosKey } from './photo-queries';

export { eventPhotosKey, useEventPhotos } from './photo-queries';
import type { PhotoSettings, PhotoView } from '@contracts/photo.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { create } from 'zustand';

export const coverUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/cover`;
export const dishPhotoUrl = (dishId: string) => `/api/dishes/${encodeURIComponent(dishId)}/photo`;

/** Upload progress by the upload's Idempotency-Key (0..1), for the progress bars. */
export const useUploadProgress = create<{ byKey: Record<string, number> }>(() => ({ byKey: {} }));
export const setProgress = (key: string, fraction: number | null) =>
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
