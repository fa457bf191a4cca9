import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@contracts/locale.rules';
import type { User } from '@contracts/user.rules';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The signed-in user in the cache takes the new language first (the app follows the account's language, and must
 * not switch back while the answer is on its way).
 */
export function rememberLocale(queryClient: QueryClient, locale: Locale): void {
  queryClient.setQueryData<User | null>(queryKeys.currentUser(), (user) => (user ? { ...user, locale } : user));
}

/** PUT /api/locale: the language is kept on the account (or guest), so other devices, e-mails and push follow it. */
export async function saveLocale(locale: Locale): Promise<void> {
  await apiJson('PUT', '/api/locale', { locale }, { idempotencyKey: newChangeKey() });
}
