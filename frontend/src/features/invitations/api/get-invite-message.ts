import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteMessage } from '@contracts/invitation.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getInviteMessage(eventId: string): Promise<InviteMessage | undefined> {
  // The reader's zone, so the event time in the message is the one the host sees.
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return apiJson<InviteMessage>(
    'GET',
    `/api/events/${encodeURIComponent(eventId)}/invite-message?tz=${encodeURIComponent(tz)}`,
  );
}

export const inviteMessageQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.events.inviteMessage(eventId), queryFn: () => getInviteMessage(eventId) });

export const useInviteMessage = (eventId: string) => useQuery(inviteMessageQueryOptions(eventId));
