import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import type { ReactNode } from 'react';
import { persistOptions } from '@/lib/query-persister';
import { OfflineBanner } from './offline-banner';
import { pageLoadedAt } from './server-data';

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
        // Queued changes replay in the background (in order per event) while the page already shows the cache.
        void client.resumePausedMutations();
        // Restored answers show at once, but they are only as fresh as the last visit (and data never goes stale on
        // its own): ask the server again for everything on screen. Offline, the refetches simply wait. This also
        // confirms the restored user, whose session may have ended or changed meanwhile.
        // What arrived during this visit (the data a server-rendered page embeds) is current already.
        await client.invalidateQueries({ predicate: (q) => q.state.dataUpdatedAt < pageLoadedAt });
      }}
    >
      <OfflineBanner />
      {children}
    </PersistQueryClientProvider>
  );
}
