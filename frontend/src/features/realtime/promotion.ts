import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@contracts/user.rules';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

const promotedToast = () => ({ title: t('rsvp.promoted'), description: t('rsvp.promotedText') });

/** A waitlisted guest got a place: everyone's page refetches the event; the guest is told. */
export function announcePromotion(queryClient: QueryClient, eventId: string, userId: string): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.publicEvent(eventId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents(), exact: true });
  const me = queryClient.getQueryData<User | null>(queryKeys.currentUser());
  if (me?.id === userId) toast(promotedToast());
}
