import type { QueryClient } from '@tanstack/react-query';
import type { PhotoView } from '@contracts/photo.contract';
import { newChangeKey, serverMessage } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { t } from '@/lib/i18n';
import {
  coverUrl,
  dishPhotoUrl,
  eventPhotosKey,
  setProgress,
  uploadPhotoMutationKey,
  type UploadPhotoVariables,
} from './photo-api';
import { forgetPendingPhoto, newDishPhotoKey, pendingPhoto } from './photo-blobs';
import { dropLocalPhoto, savingNewDishPhotos, showLocalPhoto } from './local-photos';
import { newEventCoverKey, savingNewCovers } from './new-event-cover';
import { uploadPhoto } from './upload-photo';

// The queued photo upload's work, loaded the first time a photo is sent (see photo-queue.ts).

const PENDING_DISH_PREFIX = 'pending-';
const followed = new Set<string>();

export async function sendQueuedPhoto(vars: UploadPhotoVariables): Promise<PhotoView> {
  const photo = await pendingPhoto(vars.photoKey);
  if (!photo) throw new Error(t('photos.unreadable'));
  try {
    return await uploadPhoto(vars.url, photo, vars.idempotencyKey, (f) => setProgress(vars.idempotencyKey, f));
  } finally {
    setProgress(vars.idempotencyKey, null);
  }
}

export async function photoUploaded(vars: UploadPhotoVariables): Promise<void> {
  await forgetPendingPhoto(vars.photoKey).catch(() => undefined);
}

export function photoRefused(error: unknown, vars: UploadPhotoVariables): void {
  reportFailedChange(
    { mutationKey: uploadPhotoMutationKey, variables: { ...vars }, eventId: vars.eventId, label: vars.label, error },
    { title: t('common.error'), description: t('photos.failed', { reason: serverMessage(error) ?? '' }) },
  );
}

export async function photoSettled(queryClient: QueryClient, vars: UploadPhotoVariables): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: eventPhotosKey(vars.eventId) });
  if (vars.dishId) dropLocalPhoto(vars.dishId);
}

/** The picture chosen with a new dish or event, if any: a browser that keeps no IndexedDB (or refuses it) has none. */
const waitingPicture = (photoKey: string): Promise<Blob | undefined> => pendingPhoto(photoKey).catch(() => undefined);

/** Queues the upload of a waiting picture as a change of its own, one at a time per picture, with a new key. */
async function queueUpload(
  queryClient: QueryClient,
  upload: Omit<UploadPhotoVariables, 'idempotencyKey'>,
): Promise<void> {
  await queryClient
    .getMutationCache()
    .build<PhotoView, Error, UploadPhotoVariables, unknown>(queryClient, {
      mutationKey: uploadPhotoMutationKey,
      scope: { id: `photo:${upload.photoKey}` },
    })
    .execute({ ...upload, idempotencyKey: newChangeKey() })
    .catch(() => undefined);
}

/**
 * Whether the change made with `key` is followed for the first time; if so, waits until the picture chosen with it is
 * saved on the phone (`saving`).
 */
async function followOnce(key: string, saving: Map<string, Promise<unknown>>): Promise<boolean> {
  if (followed.has(key)) return false;
  followed.add(key);
  await (saving.get(key) ?? Promise.resolve());
  saving.delete(key);
  return true;
}

/** A dish added with a picture now exists: its picture follows it, as a queued change of its own. */
export async function followNewDish(queryClient: QueryClient, variables: unknown, data: unknown): Promise<void> {
  const vars = variables as { eventId: string; idempotencyKey: string; dish: { name: string } } | undefined;
  const dish = data as { id: string } | undefined;
  if (!dish?.id || !vars?.idempotencyKey || !(await followOnce(vars.idempotencyKey, savingNewDishPhotos))) return;
  const photoKey = newDishPhotoKey(vars.idempotencyKey);
  const photo = await waitingPicture(photoKey);
  if (!photo) return;
  showLocalPhoto(dish.id, photo);
  dropLocalPhoto(PENDING_DISH_PREFIX + vars.idempotencyKey);
  await queueUpload(queryClient, {
    eventId: vars.eventId,
    url: dishPhotoUrl(dish.id),
    photoKey,
    label: t('photos.changeLabel', { dish: vars.dish.name }),
    dishId: dish.id,
  });
}

/** An event created with a cover chosen in its form now exists: the cover follows it, as a queued change. */
export async function followNewEvent(queryClient: QueryClient, variables: unknown, data: unknown): Promise<void> {
  const vars = variables as { idempotencyKey: string } | undefined;
  const event = data as { id: string } | undefined;
  if (!event?.id || !vars?.idempotencyKey || !(await followOnce(vars.idempotencyKey, savingNewCovers))) return;
  const photoKey = newEventCoverKey(vars.idempotencyKey);
  if (!(await waitingPicture(photoKey))) return;
  await queueUpload(queryClient, {
    eventId: event.id,
    url: coverUrl(event.id),
    photoKey,
    label: t('photos.coverTitle'),
  });
}
