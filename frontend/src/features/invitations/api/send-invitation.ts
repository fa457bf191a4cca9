import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, InvitationResult } from '@contracts/invitation.contract';
import type { SelectedGuest } from '../guest-list';
import { request } from './request';

export function sendInvitation(eventId: string, body: InvitationInput, idempotencyKey: string): Promise<InvitationResult> {
  return request<InvitationResult>(`/api/events/${eventId}/invitations`, { method: 'POST', body, idempotencyKey });
}

/** A function sending one guest's invitation (spec §7: one call per guest); the invitation list is refreshed after. */
export function useSendInvitation(eventId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (guest: SelectedGuest, message: string) => {
      const body: InvitationInput =
        guest.kind === 'email' ? { eventId, email: guest.contact, message } : { eventId, phoneNumber: guest.contact, message };
      try {
        return await sendInvitation(eventId, body, crypto.randomUUID());
      } finally {
        void queryClient.invalidateQueries({ queryKey: ['events', eventId, 'invitations'] });
      }
    },
    [eventId, queryClient],
  );
}
