import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InviteMessage } from '@contracts/invitation.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getInviteMessage(eventId: string): Promise<InviteMessage | null> {
  // The server writes the time in the event's own zone and names it.
  return (await apiJson<InviteMessage>('GET', `/api/events/${encodeURIComponent(eventId)}/invite-message`)) ?? null;
}

export const inviteMessageQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.events.inviteMessage(eventId), queryFn: () => getInviteMessage(eventId) });

export const useInviteMessage = (eventId: string) => useQuery(inviteMessageQueryOptions(eventId));
