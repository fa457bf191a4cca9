import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, InvitationResult } from '@contracts/invitation.contract';
import { apiJson, ApiError, newChangeKey } from '@/lib/api-client';
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
 * while looking at the result, and a failure keeps the guest in the list to retry. The retry of a request whose
 * answer was lost sends the same key (one key per guest and message until the server answers), so the guest
 * is not invited twice.
 */
export function useSendInvitation(eventId: string) {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<string, string>());
  return useCallback(
    async (guest: SelectedGuest, message: string) => {
      const body: InvitationInput =
        guest.kind === 'email'
          ? { eventId, email: guest.contact, message }
          : { eventId, phoneNumber: guest.contact, message };
      const change = JSON.stringify(body);
      const key = keys.current.get(change) ?? newChangeKey();
      keys.current.set(change, key);
      try {
        const result = await sendInvitation(eventId, body, key);
        keys.current.delete(change);
        return result;
      } catch (error) {
        // An answer (a refusal) ends the change; only a request that got no answer is resent with its key.
        if (error instanceof ApiError) keys.current.delete(change);
        forgetUserIfSessionLost(queryClient, error);
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: queryKeys.events.invitations(eventId) });
      }
    },
    [eventId, queryClient],
  );
}
