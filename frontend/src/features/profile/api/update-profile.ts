import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, User } from '@contracts/user.contract';
import { apiJson, type RequestOptions } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const updateProfileMutationKey = ['profile', 'update'] as const;

/** PUT /api/profile with { nickname }; resolves with the updated user. */
export function updateProfile(input: UpdateProfileInput, options?: RequestOptions): Promise<User | undefined> {
  return apiJson<User>('PUT', '/api/profile', input, options);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateProfileMutationKey,
    mutationFn: (input: UpdateProfileInput) => updateProfile(input),
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(queryKeys.currentUser(), user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser() });
    },
  });
}
