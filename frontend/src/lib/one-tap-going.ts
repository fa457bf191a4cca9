import { useMutation } from '@tanstack/react-query';
import { newChangeKey } from './api-client';

/**
 * The queue key of an RSVP change. The RSVP form and every one-tap "I'm going" (a picked date, a series' next
 * date) share it, so a tap made offline waits in the same queue, is persisted across a reload and is replayed with
 * the RSVP's own request, optimistic update and toasts (registered by the RSVP feature at start-up).
 */
export const RSVP_MUTATION_KEY = ['rsvp', 'submit'] as const;

/** The RSVP change a one-tap "I'm going" queues: one adult, no kids, nothing else said. Plain JSON. */
export interface GoingVariables {
  eventId: string;
  eventName: string;
  origin: 'event';
  input: { status: 'attending'; adultCount: number; kidCount: number; dietaryRestrictions: string };
  idempotencyKey: string;
}

export function goingVariables(eventId: string, eventName: string, idempotencyKey = newChangeKey()): GoingVariables {
  return {
    eventId,
    eventName,
    origin: 'event',
    input: { status: 'attending', adultCount: 1, kidCount: 0, dietaryRestrictions: '' },
    idempotencyKey,
  };
}

/** "I'm going" with one tap, through the RSVP queue (changes to one event replay in order). */
export function useOneTapGoing(eventId: string) {
  return useMutation<unknown, Error, GoingVariables>({
    mutationKey: RSVP_MUTATION_KEY,
    scope: { id: `event:${eventId}` },
  });
}
