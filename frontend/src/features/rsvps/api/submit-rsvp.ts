import type { QuestionAnswers } from '@contracts/question.rules';
import { onlineManager, useMutation, type QueryClient } from '@tanstack/react-query';
import type { EventDetail } from '@contracts/event.contract';
import type { RsvpView, RsvpInput, RsvpResult } from '@contracts/rsvp.contract';
import type { User } from '@contracts/user.rules';
import { apiJson, serverMessage } from '@/lib/api-client';
import { attendingCounts, isLeavingGoing, myRsvp } from '@/lib/attendance';
import { reportFailedChange, useFailedChanges } from '@/lib/failed-changes';
import { RSVP_MUTATION_KEY } from '@/lib/one-tap-going';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t, type MessageKey } from '@/lib/i18n';

export const rsvpMutationKey = RSVP_MUTATION_KEY;

/** Where the change was made: the toast on failure names the screen's action. */
export type RsvpOrigin = 'event' | 'join';

/** Plain JSON only: paused mutations are persisted while offline and replayed after a reload. */
export interface SubmitRsvpVariables {
  eventId: string;
  /** For the success toast ('Your RSVP has been updated for {event name}.'). */
  eventName: string;
  origin: RsvpOrigin;
  // Allergies and supplies are optional: changes queued before they existed leave them out.
  input: Required<Pick<RsvpInput, 'status' | 'adultCount' | 'kidCount'>> & {
    dietaryRestrictions: string;
    allergies?: string;
    bringingSupplies?: string;
    /** Replies to the host's questions (left out where the event asks none, and by changes queued before them). */
    answers?: QuestionAnswers;
  };
  /** Made once per change, so a replay after reconnecting is applied exactly once. */
  idempotencyKey: string;
}

interface RsvpContext {
  previous: EventDetail | undefined;
}

export async function submitRsvp({
  eventId,
  input,
  idempotencyKey,
}: SubmitRsvpVariables): Promise<RsvpResult | undefined> {
  return apiJson<RsvpResult>('POST', `/api/events/${encodeURIComponent(eventId)}/rsvp`, input, { idempotencyKey });
}

/** The event as it will be once the server applies the RSVP: the user's row replaced, counts and dishes updated. */
export function applyRsvp(event: EventDetail, user: User, vars: SubmitRsvpVariables, now = new Date()): EventDetail {
  const mine = myRsvp(event, user.id);
  const restrictions = vars.input.dietaryRestrictions.trim();
  const updated: RsvpView = {
    id: mine?.id ?? `pending-${vars.idempotencyKey}`,
    eventId: event.id,
    userId: user.id,
    status: vars.input.status,
    adultCount: vars.input.adultCount,
    kidCount: vars.input.kidCount,
    dietaryRestrictions: restrictions || null,
    // Left out or blank clears them, as on the server.
    allergies: vars.input.allergies?.trim() || null,
    bringingSupplies: vars.input.bringingSupplies?.trim() || null,
    respondedAt: now.toISOString(),
    createdAt: mine?.createdAt ?? now.toISOString(),
    // The server decides places; until it answers, a waiting guest keeps their place in line.
    waitlistPosition: vars.input.status === 'attending' ? (mine?.waitlistPosition ?? null) : null,
    coHost: mine?.coHost ?? false,
    // Left out (an older client's change): the saved replies stay, as on the server.
    answers: vars.input.answers ?? mine?.answers ?? {},
    user: mine?.user ?? {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      nickname: user.nickname,
      profileImageUrl: user.profileImageUrl,
    },
  };
  const rsvps = mine ? event.rsvps.map((r) => (r.userId === user.id ? updated : r)) : [...event.rsvps, updated];
  const dishes = isLeavingGoing(mine?.status, vars.input.status)
    ? event.dishes.filter((d) => d.contributorId !== user.id)
    : event.dishes;
  const counts = attendingCounts(rsvps);
  return {
    ...event,
    rsvps,
    dishes,
    totalDishCount: event.totalDishCount - (event.dishes.length - dishes.length),
    confirmedAdultCount: counts.adults,
    confirmedKidCount: counts.kids,
    confirmedGuestCount: counts.guests,
  };
}

const STATUS_LABEL = {
  attending: 'rsvp.status.attending',
  maybe: 'rsvp.status.maybe',
  not_attending: 'rsvp.status.notAttending',
} as const;

/** What a refused RSVP is called in "Couldn't sync": "RSVP: Going · Harvest Supper". */
export function rsvpChangeLabel(vars: Pick<SubmitRsvpVariables, 'eventName' | 'input'>): string {
  return t('rsvp.changeLabel', { status: t(STATUS_LABEL[vars.input.status]), eventName: vars.eventName });
}

/** A newer answer to the same event replaces a refused one still waiting in "Couldn't sync". */
export function isRsvpChangeFor(eventId: string) {
  return (change: { mutationKey: readonly unknown[]; eventId?: string }) =>
    change.eventId === eventId && change.mutationKey[0] === rsvpMutationKey[0];
}

const FAILURE = {
  event: { title: 'rsvp.updateFailed', fallback: 'rsvp.updateFailedText' },
  join: { title: 'rsvp.submitFailed', fallback: 'rsvp.submitFailedText' },
} as const satisfies Record<RsvpOrigin, { title: MessageKey; fallback: MessageKey }>;

/**
 * Registered once at start-up, so a change queued offline (and persisted across a reload) still has its
 * request, optimistic update and toasts when it resumes.
 */
export function registerRsvpMutationDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<RsvpResult | undefined, Error, SubmitRsvpVariables, RsvpContext>(rsvpMutationKey, {
    mutationFn: submitRsvp,
    onMutate: async (vars) => {
      const key = queryKeys.events.detail(vars.eventId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<EventDetail>(key);
      const user = queryClient.getQueryData<User | null>(queryKeys.currentUser());
      if (previous && user) queryClient.setQueryData<EventDetail>(key, applyRsvp(previous, user, vars));
      return { previous };
    },
    onSuccess: (_result, vars) => {
      useFailedChanges.getState().removeWhere(isRsvpChangeFor(vars.eventId));
      // The join page answers with its own "You're All Set!" panel; the toast is for the event page.
      if (vars.origin === 'event') {
        toast({ title: t('rsvp.updated'), description: t('rsvp.updatedText', { eventName: vars.eventName }) });
      }
    },
    onError: (error, vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.events.detail(vars.eventId), context.previous);
      // Refused: kept in "Couldn't sync" with the answer as typed (a lost session is told once, by the route guards).
      const failure = FAILURE[vars.origin];
      reportFailedChange(
        {
          mutationKey: rsvpMutationKey,
          variables: { ...vars },
          eventId: vars.eventId,
          label: rsvpChangeLabel(vars),
          error,
          fallback: t(failure.fallback),
        },
        { title: t(failure.title), description: serverMessage(error) ?? t(failure.fallback) },
      );
    },
    onSettled: (_data, _error, vars) =>
      Promise.all([
        // The detail key is a prefix: the event's dishes and insights refresh with it.
        queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(vars.eventId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.publicEvent(vars.eventId) }),
      ]),
  });
}

/** The component side: key and per-event scope only (changes to one event replay in order). */
export function useSubmitRsvp(eventId: string) {
  return useMutation<RsvpResult | undefined, Error, SubmitRsvpVariables, RsvpContext>({
    mutationKey: rsvpMutationKey,
    scope: { id: `event:${eventId}` },
  });
}

export const isOnline = (): boolean => onlineManager.isOnline();
