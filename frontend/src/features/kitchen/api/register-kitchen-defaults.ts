import type { QueryClient } from '@tanstack/react-query';
import { registerQueuedEventChange } from '@/lib/queued-event-change';

export const saveDishKitchenMutationKey = ['kitchen', 'dish'] as const;

/** A dish's needs are a guest's change: they can wait in the offline queue. */
export function registerKitchenDefaults(queryClient: QueryClient): void {
  registerQueuedEventChange(queryClient, saveDishKitchenMutationKey, async () => {
    const change = await import('./kitchen-mutation');
    return { send: change.saveDishKitchen, show: change.showInPlan, saved: change.saved, refused: change.refused };
  });
}
