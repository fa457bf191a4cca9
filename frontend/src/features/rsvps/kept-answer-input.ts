import type { Question } from '@contracts/question.rules';
import { rsvpFormAnswersOf, rsvpFormInput, rsvpFormValuesOf } from '@contracts/rsvp-form.rules';
import type { GuestRsvpVariables } from './api/guest-rsvp';
import { forgetKeptAnswer, keptAnswerStorage, readKeptAnswer, type KeptAnswer } from './kept-answer';

/**
 * The app takes the answer this phone keeps for the event over, to send it from its own queue with its form key: the
 * page keeps it no longer. Null when there is none.
 */
export function takeKeptAnswer(
  eventId: string,
  questions: readonly Question[],
): Pick<GuestRsvpVariables, 'input' | 'idempotencyKey'> | null {
  const storage = keptAnswerStorage();
  const kept = storage && readKeptAnswer(storage, eventId);
  if (!storage || !kept) return null;
  forgetKeptAnswer(storage, eventId);
  return { input: keptAnswerInput(kept, questions), idempotencyKey: kept.key };
}

/**
 * A kept answer as the guest RSVP's body: read as the server reads the posted form (the contracts' rsvp-form rules),
 * so an answer the server took before the phone lost its reply is the same answer again (its key replays it). The
 * server checks it as it checks the form: what is wrong comes back as a refusal with its reasons.
 */
function keptAnswerInput(kept: KeptAnswer, questions: readonly Question[]): GuestRsvpVariables['input'] {
  const params = new URLSearchParams(kept.body);
  const posted = Object.fromEntries(
    [...new Set(params.keys())].map((name) => {
      const values = params.getAll(name);
      return [name, values.length === 1 ? values[0] : values];
    }),
  );
  return rsvpFormInput(
    rsvpFormValuesOf(posted),
    false,
    questions,
    rsvpFormAnswersOf(posted),
  ) as GuestRsvpVariables['input'];
}
