import type { Question } from '@contracts/question.rules';
import { rsvpFormAnswersOf, rsvpFormInput, rsvpFormValuesOf } from '@contracts/rsvp-form.rules';
import { STORAGE_PREFIX } from '@/lib/storage';
import type { GuestRsvpVariables } from './api/guest-rsvp';

/**
 * A guest's answer from the RSVP form the server rendered on the join page, kept on the phone from the tap on Submit
 * until the server has answered it (keep-answer-script.ts): its form key, the name for the card that says it waits,
 * and the form's fields as posted.
 */
export interface KeptAnswer {
  key: string;
  name: string;
  body: string;
}

const keyOf = (eventId: string) => `${STORAGE_PREFIX}keptAnswer.${eventId}`;

/** The phone's storage, or null where there is none to use (a private mode, blocked cookies). */
export function keptAnswerStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readKeptAnswer(storage: Storage, eventId: string): KeptAnswer | null {
  try {
    const kept = JSON.parse(storage.getItem(keyOf(eventId)) ?? 'null') as Partial<KeptAnswer> | null;
    return typeof kept?.key === 'string' && typeof kept.name === 'string' && typeof kept.body === 'string'
      ? { key: kept.key, name: kept.name, body: kept.body }
      : null;
  } catch {
    return null;
  }
}

export function keepAnswer(storage: Storage, eventId: string, kept: KeptAnswer): void {
  try {
    storage.setItem(keyOf(eventId), JSON.stringify(kept));
  } catch {
    // Storage full or refused: the form is posted as it would be without this script.
  }
}

export function forgetKeptAnswer(storage: Storage, eventId: string): void {
  storage.removeItem(keyOf(eventId));
}

/** The app takes a kept answer over (removed from the page's keeping) to send it from its own queue. */
export function takeKeptAnswer(eventId: string): KeptAnswer | null {
  const storage = keptAnswerStorage();
  const kept = storage && readKeptAnswer(storage, eventId);
  if (storage && kept) forgetKeptAnswer(storage, eventId);
  return kept || null;
}

/**
 * A kept answer as the guest RSVP's body: read as the server reads the posted form (the contracts' rsvp-form rules),
 * so an answer the server took before the phone lost its reply is the same answer again (its key replays it). The
 * server checks it as it checks the form: what is wrong comes back as a refusal with its reasons.
 */
export function keptAnswerInput(kept: KeptAnswer, questions: readonly Question[]): GuestRsvpVariables['input'] {
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
