import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@contracts/user.contract';
import type { User } from '@contracts/user.rules';
import { apiJson, serverMessage } from '@/lib/api-client';
import { reportRestoredChangeFailure } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { t } from '@/lib/i18n';

export const updateProfileMutationKey = ['profile', 'update'] as const;

export interface UpdateProfileVariables {
  input: UpdateProfileInput;
  idempotencyKey: string;
}

/** PUT /api/profile with { nickname }; resolves with the updated user. */
export function updateProfile({ input, idempotencyKey }: UpdateProfileVariables): Promise<User | undefined> {
  return apiJson<User>('PUT', '/api/profile', input, { idempotencyKey });
}

/** Registered at start-up: a save still unanswered when the page went away is resent after a reload. */
export function registerUpdateProfileDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<User | undefined, Error, UpdateProfileVariables>(updateProfileMutationKey, {
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(queryKeys.currentUser(), user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser() });
    },
    // The dialog shows its own refusal; a save resumed after a reload has no dialog any more.
    onError: reportRestoredChangeFailure((vars, error) => ({
      mutationKey: updateProfileMutationKey,
      label: t('profile.changeLabel', { name: vars.input.nickname ?? '' }).trim(),
      fallback: t('profile.updateFailedText'),
      shown: { title: t('profile.updateFailed'), description: serverMessage(error) ?? t('profile.updateFailedText') },
    })),
  });
}

export function useUpdateProfile() {
  return useMutation<User | undefined, Error, UpdateProfileVariables>({ mutationKey: updateProfileMutationKey });
}
