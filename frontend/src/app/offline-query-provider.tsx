import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { persistOptions } from '@/lib/query-persister';
import { queryKeys } from '@/lib/query-keys';
import { OfflineBanner } from './offline-banner';

/**
 * The query client provider with the cache persisted to localStorage. Children render at once (from memory);
 * queries wait for the restore. Once restored, changes queued while offline (or before a reload) resume; when
 * the browser comes back online, TanStack's onlineManager resumes them again.
 */
export function OfflineQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={client}
      persistOptions={persistOptions}
      onSuccess={async () => {
        await client.resumePausedMutations();
        // The restored user is a guess until the server confirms the session (it may have ended or changed).
        await client.invalidateQueries({ queryKey: queryKeys.currentUser() });
      }}
    >
      <OfflineBanner />
      {children}
    </PersistQueryClientProvider>
  );
}
