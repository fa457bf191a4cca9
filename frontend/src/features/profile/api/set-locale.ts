import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@contracts/locale.rules';
import type { User } from '@contracts/user.rules';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * PUT /api/locale: the language is kept on the account (or guest), so other devices, e-mails and push follow it.
 * The signed-in user in the cache takes it at once: the app does not switch back while the answer is on its way.
 */
export async function saveLocale(queryClient: QueryClient, locale: Locale): Promise<void> {
  queryClient.setQueryData<User | null>(queryKeys.currentUser(), (user) => (user ? { ...user, locale } : user));
  await apiJson('PUT', '/api/locale', { locale }, { idempotencyKey: newChangeKey() });
}
