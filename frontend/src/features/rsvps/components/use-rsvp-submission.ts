import { useEffect, useRef } from 'react';
import { newChangeKey } from '@/lib/api-client';
import { isOnline, useSubmitRsvp, type RsvpOrigin } from '../api/submit-rsvp';
import type { ServerFormState } from '@/lib/server-form';
import type { Question } from '@contracts/question.rules';
import {
  questionErrorsOf,
  questionFormValues,
  rsvpFormDefaults,
  rsvpFormValuesFrom,
  rsvpSummaryOf,
  useRsvpForm,
  type RsvpSummary,
} from './rsvp-form';

/**
 * The RSVP form and its sending, for the Update RSVP dialog and the join page's form. `submit(onDone)` validates,
 * sends, and calls `onDone` once: when the server accepted the answer, or as soon as it waits in the queue (offline,
 * or a first attempt that got no answer because the server or its database is away: it keeps being sent with its key).
 */
export function useRsvpSubmission(
  event: { id: string; name: string; questions?: readonly Question[] },
  origin: RsvpOrigin,
  saved: RsvpSummary | null,
  /** The server's form this one takes over: its values and messages replace the defaults. */
  server?: ServerFormState | null,
) {
  const form = useRsvpForm(
    rsvpFormValuesFrom(server?.values, rsvpFormDefaults(saved)),
    server?.errors,
    event.questions,
    questionFormValues(server?.values, saved),
    questionErrorsOf(server?.errors),
  );
  const mutation = useSubmitRsvp(event.id);
  const queued = mutation.isPending && mutation.failureCount > 0;
  const pending = mutation.isPending && isOnline() && !queued;
  const whenQueued = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!queued) return;
    const done = whenQueued.current;
    whenQueued.current = null;
    done?.();
  }, [queued]);

  // One answer at a time: the form submits through form.handleSubmit, which ignores a second tap meanwhile.
  const submit = async (onDone: (answer: RsvpSummary, queued: boolean) => void) => {
    const input = await form.validate();
    if (!input) return;
    const answer = rsvpSummaryOf(input);
    whenQueued.current = () => onDone(answer, true);
    mutation.mutate(
      { eventId: event.id, eventName: event.name, origin, input, idempotencyKey: newChangeKey() },
      {
        onSuccess: () => {
          whenQueued.current = null;
          onDone(answer, false);
        },
      },
    );
    // Offline the change waits in the queue (shown by the offline indicator); the optimistic update is already on screen.
    if (!isOnline()) {
      whenQueued.current = null;
      onDone(answer, true);
    }
  };

  return { form, pending, submit };
}
