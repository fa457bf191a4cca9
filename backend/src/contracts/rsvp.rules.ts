// The rsvp rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in rsvp.contract.ts load only with the forms).

export const RSVP_ADULTS_MIN = 1;
export const RSVP_ADULTS_MAX = 10;
export const RSVP_KIDS_MAX = 10;
/** Dietary restrictions, allergies and supplies: each free text up to this many characters. */
export const RSVP_TEXT_MAX = 1000;
