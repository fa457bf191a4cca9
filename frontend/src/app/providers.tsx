import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';
import { OfflineQueryProvider } from './offline-query-provider';
import { startOffline } from './start-offline';

// Before the first render: the persisted cache is restored during it, and restored changes need their defaults.
startOffline(queryClient);

/** App-wide providers: the query client, its cache persisted for offline use. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <OfflineQueryProvider client={queryClient}>{children}</OfflineQueryProvider>;
}
