import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteMessage } from '@contracts/invitation.contract';
import { request } from './request';

export function getInviteMessage(eventId: string): Promise<InviteMessage> {
  // The reader's zone, so the event time in the message is the one the host sees.
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return request<InviteMessage>(`/api/events/${eventId}/invite-message?tz=${encodeURIComponent(tz)}`);
}

export const inviteMessageQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: ['events', eventId, 'invite-message'], queryFn: () => getInviteMessage(eventId) });

export const useInviteMessage = (eventId: string) => useQuery(inviteMessageQueryOptions(eventId));
