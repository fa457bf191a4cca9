// The rsvp rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in rsvp.contract.ts load only with the forms).
import type { RsvpStatus } from './common.contract';

export const RSVP_ADULTS_MIN = 1;
export const RSVP_ADULTS_MAX = 10;
export const RSVP_KIDS_MAX = 10;
/** Dietary restrictions, allergies and supplies: each free text up to this many characters. */
export const RSVP_TEXT_MAX = 1000;

/** The answer a person gives (a saved one, or none yet): what the answer forms start from. */
interface AnswerFields {
  status: RsvpStatus;
  adultCount: number;
  kidCount: number;
  dietaryRestrictions?: string | null;
  allergies?: string | null;
  bringingSupplies?: string | null;
}

/** An answer form's first values, as form text: Going, 1 adult, 0 kids, nothing else; or the saved answer's. */
export function answerFormDefaults(rsvp?: AnswerFields | null) {
  return {
    status: rsvp?.status ?? 'attending',
    adultCount: String(rsvp?.adultCount ?? 1),
    kidCount: String(rsvp?.kidCount ?? 0),
    dietaryRestrictions: rsvp?.dietaryRestrictions ?? '',
    allergies: rsvp?.allergies ?? '',
    bringingSupplies: rsvp?.bringingSupplies ?? '',
  };
}

/** An answer form's text values as the RSVP contract reads them: the counts as numbers (empty: not a number). */
export function answerFromForm<S extends string>(
  values: { status: S } & Record<
    'adultCount' | 'kidCount' | 'dietaryRestrictions' | 'allergies' | 'bringingSupplies',
    string
  >,
) {
  return {
    status: values.status,
    adultCount: formCount(values.adultCount),
    kidCount: formCount(values.kidCount),
    dietaryRestrictions: values.dietaryRestrictions,
    allergies: values.allergies,
    bringingSupplies: values.bringingSupplies,
  };
}

const formCount = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A guest list longer than this (households a guest may see) is read by pages: the event's view then carries the
 * reader's own answer and the list's counts (`guestList`), and GET /api/events/{id}/guests serves the rest.
 */
export const GUEST_LIST_INLINE_MAX = 40;
/** Households in one page of the guest list. */
export const GUEST_PAGE_SIZE = 50;

/** The guest list's order: the waitlist first, in line order, then everyone else as given (newest answer first). */
export function inListOrder<T extends { waitlistPosition: number | null }>(rsvps: readonly T[]): T[] {
  const waiting = rsvps
    .filter((r) => r.waitlistPosition !== null)
    .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0));
  return [...waiting, ...rsvps.filter((r) => r.waitlistPosition === null)];
}
