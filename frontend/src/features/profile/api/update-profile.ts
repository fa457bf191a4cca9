import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '@contracts/user.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
  });
}

export function useUpdateProfile() {
  return useMutation<User | undefined, Error, UpdateProfileVariables>({ mutationKey: updateProfileMutationKey });
}
