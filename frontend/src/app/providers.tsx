import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { OfflineQueryProvider } from './offline-query-provider';
import { seedServerData } from './server-data';
import { startOffline } from './start-offline';

// What the server already put in the page is in the cache before the first render (and newer than any stored copy).
seedServerData(queryClient);

// Before the first render: the persisted cache is restored during it, and restored changes need their defaults.
startOffline(queryClient);

/** App-wide providers: the query client, its cache persisted for offline use. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <OfflineQueryProvider client={queryClient}>{children}</OfflineQueryProvider>;
}
