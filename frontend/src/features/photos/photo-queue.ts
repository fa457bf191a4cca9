import type { QueryClient } from '@tanstack/react-query';
import type { UploadPhotoVariables } from './photo-api';
import { draftCover, newEventCoverKey, savingNewCovers } from './new-event-cover';

// Registered at start-up, before persisted changes resume; the work itself loads the first time a photo is sent, so
// screens that never send one do not carry it.
const work = () => import('./photo-queue-work');

/** The create-dish change of the dishes feature (by its key: features do not import each other). */
const CREATE_DISH_KEY = JSON.stringify(['dish', 'create']);
/** The create-event change of the events feature. */
const CREATE_EVENT_KEY = JSON.stringify(['event', 'create']);

export function registerPhotoDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(['photo', 'upload'], {
    mutationFn: async (vars: UploadPhotoVariables) => (await work()).sendQueuedPhoto(vars),
    onSuccess: async (_photo: unknown, vars: UploadPhotoVariables) => (await work()).photoUploaded(vars),
    onError: async (error: unknown, vars: UploadPhotoVariables) => (await work()).photoRefused(error, vars),
    onSettled: async (_p: unknown, _e: unknown, vars: UploadPhotoVariables) =>
      (await work()).photoSettled(queryClient, vars),
  });
  // A dish added with a picture: once the dish exists (now, or when the signal returns), its picture follows it.
  queryClient.getMutationCache().subscribe((event) => {
    const mutation = event.mutation;
    if (event.type !== 'updated' || !mutation) return;
    const key = JSON.stringify(mutation.options.mutationKey);
    const variables: unknown = mutation.state.variables;
    const data: unknown = mutation.state.data;
    if (key === CREATE_EVENT_KEY && mutation.state.status === 'pending') keepNewCover(variables);
    if (mutation.state.status !== 'success') return;
    if (key === CREATE_DISH_KEY) void work().then((w) => w.followNewDish(queryClient, variables, data));
    // An event created with a cover chosen in the form: once it exists, its cover follows it.
    if (key === CREATE_EVENT_KEY) void work().then((w) => w.followNewEvent(queryClient, variables, data));
  });
}

/**
 * The event form sends an event: the cover chosen in it (once ready, if it is still being prepared) waits in
 * IndexedDB under the create's key.
 */
function keepNewCover(variables: unknown): void {
  const createKey = (variables as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  const chosen = draftCover.current;
  if (typeof createKey !== 'string' || !chosen || savingNewCovers.has(createKey)) return;
  draftCover.current = null;
  savingNewCovers.set(
    createKey,
    chosen.then(async (photo) => {
      if (!photo) return;
      const blobs = await import('./photo-blobs');
      await blobs.savePendingPhoto(newEventCoverKey(createKey), photo);
    }),
  );
}
