import { STORAGE_PREFIX } from '@/lib/storage';

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

/** Whether this phone keeps an answer for the event (the app then takes it over: kept-answer-input.ts). */
export function hasKeptAnswer(eventId: string): boolean {
  return keptAnswerStorage()?.getItem(keyOf(eventId)) != null;
}
