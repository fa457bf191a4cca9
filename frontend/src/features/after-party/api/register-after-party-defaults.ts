import type { QueryClient } from '@tanstack/react-query';
import { registerQueuedEventChange } from '@/lib/queued-event-change';

export const saveAfterDishMutationKey = ['after-party', 'dish'] as const;

/** A dish's note or container mark is a guest's change: it can wait in the offline queue. */
export function registerAfterPartyDefaults(queryClient: QueryClient): void {
  registerQueuedEventChange(queryClient, saveAfterDishMutationKey, async () => {
    const change = await import('./after-party-mutation');
    return { send: change.saveAfterDish, show: change.showChange, saved: change.saved, refused: change.refused };
  });
}
