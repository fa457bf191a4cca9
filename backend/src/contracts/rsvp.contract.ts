import * as z from 'zod';
import { optionalText } from './common.contract';
import { questionAnswersSchema } from './question.contract';
import { RSVP_STATUSES } from './common.rules';
import { RSVP_ADULTS_MIN, RSVP_ADULTS_MAX, RSVP_KIDS_MAX, RSVP_TEXT_MAX } from './rsvp.rules';

/** Body of POST /api/events/{id}/rsvp. */
export const rsvpInputSchema = z.object({
  status: z
    .enum(RSVP_STATUSES, { message: 'Status must be one of attending, maybe or not_attending' })
    .default('attending'),
  adultCount: z
    .number({ message: 'Must have at least 1 adult' })
    .int('Must be a whole number')
    .min(RSVP_ADULTS_MIN, 'Must have at least 1 adult')
    .max(RSVP_ADULTS_MAX, 'Maximum 10 adults')
    .default(1),
  kidCount: z
    .number({ message: 'Kids count cannot be negative' })
    .int('Must be a whole number')
    .min(0, 'Kids count cannot be negative')
    .max(RSVP_KIDS_MAX, 'Maximum 10 kids')
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
    .number({ message: 'Must be a whole number' })
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(100_000, 'At most 100000')
    .default(0),
});
export type GuestPageQuery = z.output<typeof guestPageQuerySchema>;

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type { GuestList, GuestPage, RemovedGuest, RsvpResult, RsvpView } from './responses.contract';
