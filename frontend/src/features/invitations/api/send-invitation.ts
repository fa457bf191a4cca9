import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, InvitationResult } from '@contracts/invitation.contract';
import { apiJson } from '@/lib/api-client';
import { forgetUserIfSessionLost } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import type { SelectedGuest } from '../guest-list';

export async function sendInvitation(
  eventId: string,
  body: InvitationInput,
  idempotencyKey: string,
): Promise<InvitationResult> {
  const result = await apiJson<InvitationResult>(
    'POST',
    `/api/events/${encodeURIComponent(eventId)}/invitations`,
    body,
    {
      idempotencyKey,
    },
  );
  if (!result) throw new Error('The server sent no answer');
  return result;
}

/**
 * Sends one guest's invitation (one call per guest). Not queued offline: a host sends invitations
 * while looking at the result, and a failure keeps the guest in the list to retry.
 */
export function useSendInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (guest: SelectedGuest, message: string) => {
      const body: InvitationInput =
        guest.kind === 'email'
          ? { eventId, email: guest.contact, message }
          : { eventId, phoneNumber: guest.contact, message };
      try {
        return await sendInvitation(eventId, body, crypto.randomUUID());
      } catch (error) {
        forgetUserIfSessionLost(queryClient, error);
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: queryKeys.events.invitations(eventId) });
      }
    },
    [eventId, queryClient],
  );
}
