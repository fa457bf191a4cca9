import type { QueryClient } from '@tanstack/react-query';
import type { UploadPhotoVariables } from './photo-api';

// Registered at start-up, before persisted changes resume; the work itself loads the first time a photo is sent, so
// screens that never send one do not carry it.
const work = () => import('./photo-queue-work');

/** The create-dish change of the dishes feature (by its key: features do not import each other). */
const CREATE_DISH_KEY = JSON.stringify(['dish', 'create']);

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
    if (event.type !== 'updated' || mutation?.state.status !== 'success') return;
    if (JSON.stringify(mutation.options.mutationKey) !== CREATE_DISH_KEY) return;
    const variables: unknown = mutation.state.variables;
    const data: unknown = mutation.state.data;
    void work().then((w) => w.followNewDish(queryClient, variables, data));
  });
}
