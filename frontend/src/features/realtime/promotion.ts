import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@contracts/user.rules';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';

export const PROMOTED_TOAST = {
  title: "You're off the waitlist!",
  description: 'A place opened up: you can sign up a dish now.',
};

/** A waitlisted guest got a place: everyone's page refetches the event; the guest is told. */
export function announcePromotion(queryClient: QueryClient, eventId: string, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.publicEvent(eventId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents(), exact: true });
  const me = queryClient.getQueryData<User | null>(queryKeys.currentUser());
  if (me?.id === userId) toast(PROMOTED_TOAST);
}
