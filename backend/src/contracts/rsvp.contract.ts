import * as z from 'zod';
import { optionalText } from './common.contract';
import { questionAnswersSchema } from './question.contract';
import { RSVP_STATUSES } from './common.rules';
import { RSVP_ADULTS_MIN, RSVP_ADULTS_MAX, RSVP_KIDS_MAX, RSVP_TEXT_MAX } from './rsvp.rules';

/** Body of POST /api/events/{id}/rsvp. */
export const rsvpInputSchema = z.object({
  status: z.enum(RSVP_STATUSES, { message: 'validation.rsvp.status' }).default('attending'),
  adultCount: z
    .number({ message: 'validation.rsvp.minAdults' })
    .int('validation.field.wholeNumber')
    .min(RSVP_ADULTS_MIN, 'validation.rsvp.minAdults')
    .max(RSVP_ADULTS_MAX, 'validation.rsvp.maxAdults')
    .default(1),
  kidCount: z
    .number({ message: 'validation.rsvp.negativeKids' })
    .int('validation.field.wholeNumber')
    .min(0, 'validation.rsvp.negativeKids')
    .max(RSVP_KIDS_MAX, 'validation.rsvp.maxKids')
    .default(0),
  dietaryRestrictions: optionalText(RSVP_TEXT_MAX),
  // Allergies are kept apart from preferences: the planner warns about dishes that contain them.
  allergies: optionalText(RSVP_TEXT_MAX),
  /** Plates, cups, ice: what the guest brings besides a dish. */
  bringingSupplies: optionalText(RSVP_TEXT_MAX),
  /** Replies to the host's questions, by question id; left out (an older client): the saved ones stay. */
  answers: questionAnswersSchema.optional(),
});
export type RsvpInput = z.input<typeof rsvpInputSchema>;
export type RsvpData = z.output<typeof rsvpInputSchema>;

/** Query of GET /api/events/{id}/guests: where the page starts in the list. */
export const guestPageQuerySchema = z.object({
  offset: z.coerce
    .number({ message: 'validation.field.wholeNumber' })
    .int('validation.field.wholeNumber')
    .min(0, 'validation.field.zeroOrMore')
    .max(100_000, 'validation.field.atMost')
    .default(0),
});
export type GuestPageQuery = z.output<typeof guestPageQuerySchema>;

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type { GuestList, GuestPage, RemovedGuest, RsvpResult, RsvpView } from './responses.contract';
