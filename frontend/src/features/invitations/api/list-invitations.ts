import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationView } from '@contracts/invitation.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/events/{id}/invitations: who the host and co-hosts invited (managers only). */
export async function listInvitations(eventId: string): Promise<InvitationView[]> {
  return (await apiJson<InvitationView[]>('GET', `/api/events/${encodeURIComponent(eventId)}/invitations`)) ?? [];
}

export const invitationsQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.events.invitations(eventId), queryFn: () => listInvitations(eventId) });

export const useInvitations = (eventId: string) => useQuery(invitationsQueryOptions(eventId));
