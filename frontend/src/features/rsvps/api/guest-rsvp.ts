import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { GuestRsvpResult, GuestLinkResult } from '@contracts/guest.contract';
import { apiJson, serverMessage } from '@/lib/api-client';
import { setSignedInUser } from '@/lib/auth';
import { reportFailedChange, useFailedChanges } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { storePersonalLink } from '@/lib/storage';
import { isRsvpChangeFor, type SubmitRsvpVariables } from './submit-rsvp';
import { t } from '@/lib/i18n';

export const guestRsvpMutationKey = ['rsvp', 'guest-join'] as const;

/** Plain JSON only: a join made without signal is persisted with the cache and sent when the phone is back. */
export interface GuestRsvpVariables {
  eventId: string;
  input: SubmitRsvpVariables['input'] & { name: string; email: string };
  /** Made once per change: the server answers a replay with the same guest and creates nothing more. */
  idempotencyKey: string;
}

export async function sendGuestRsvp({ eventId, input, idempotencyKey }: GuestRsvpVariables) {
  return apiJson<GuestRsvpResult>('POST', `/api/events/${encodeURIComponent(eventId)}/guest-join`, input, {
    idempotencyKey,
  });
}

/** What a guest's answer needs from the rest of the app, given at start-up. */
export interface GuestRsvpOptions {
  /** Starts loading the event's view for whoever is signed in: "You're All Set!" is drawn from it. */
  loadEventView: (eventId: string) => Promise<void>;
}

/**
 * Registered at start-up like every queued change: the answer signs this device in as the new guest (the server
 * set the session cookie) and keeps their personal link here.
 */
export function registerGuestRsvpDefaults(queryClient: QueryClient, { loadEventView }: GuestRsvpOptions): void {
  queryClient.setMutationDefaults<GuestRsvpResult | undefined, Error, GuestRsvpVariables>(guestRsvpMutationKey, {
    mutationFn: sendGuestRsvp,
    onSuccess: async (result, vars) => {
      useFailedChanges.getState().removeWhere(isRsvpChangeFor(vars.eventId));
      if (!result) return;
      storePersonalLink(result.user.id, result.personalLink);
      // Asked for with the session the answer has just set, not once the signed-in panel has rendered: on a slow
      // phone that render takes about a second, and "You're All Set!" waited for it and then for this request. A view
      // that fails to load here is asked for again by that panel.
      void loadEventView(vars.eventId).catch(() => undefined);
      await setSignedInUser(queryClient, result.user);
    },
    onError: (error, vars) => {
      const fallback = t('rsvp.submitFailedText');
      reportFailedChange(
        {
          mutationKey: guestRsvpMutationKey,
          variables: { ...vars },
          eventId: vars.eventId,
          label: t('rsvp.guestChangeLabel', { name: vars.input.name.trim() }),
          error,
          fallback,
        },
        { title: t('rsvp.submitFailed'), description: serverMessage(error) ?? fallback },
      );
    },
    onSettled: (_data, _error, vars) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(vars.eventId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publicEvent(vars.eventId) }),
      ]),
  });
}

export function useGuestRsvp(eventId: string) {
  return useMutation<GuestRsvpResult | undefined, Error, GuestRsvpVariables>({
    mutationKey: guestRsvpMutationKey,
    scope: { id: `event:${eventId}` },
  });
}

export async function renewPersonalLink({ email, idempotencyKey }: { email: boolean; idempotencyKey: string }) {
  return apiJson<GuestLinkResult>('POST', email ? '/api/guest/link/email' : '/api/guest/link', undefined, {
    idempotencyKey,
  });
}

/** A new personal link (the old one stops working), optionally e-mailed to the guest. */
export function useRenewPersonalLink(userId: string) {
  return useMutation<GuestLinkResult | undefined, Error, { email: boolean; idempotencyKey: string }>({
    mutationFn: renewPersonalLink,
    onSuccess: (result) => {
      if (result) storePersonalLink(userId, result.personalLink);
    },
  });
}
