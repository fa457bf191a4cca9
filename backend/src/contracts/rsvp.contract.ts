import * as z from 'zod';
import { optionalText, type RsvpStatus, type rsvpStatusSchema } from './common.contract';
import { RSVP_STATUSES, type PersonRef } from './common.rules';
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
});
export type RsvpInput = z.input<typeof rsvpInputSchema>;
export type RsvpData = z.output<typeof rsvpInputSchema>;

/** Response of POST /api/events/{id}/rsvp: the caller's RSVP, and how many of their dishes leaving "Going" removed. */
export interface RsvpResult {
  id: string;
  eventId: string;
  userId: string;
  status: z.infer<typeof rsvpStatusSchema>;
  adultCount: number;
  kidCount: number;
  dietaryRestrictions: string | null;
  allergies: string | null;
  bringingSupplies: string | null;
  respondedAt: string;
  createdAt: string;
  removedDishCount: number;
  /** Waiting for a place (the event is full): 1-based position, else null. */
  waitlistPosition: number | null;
}

/** An RSVP as the API answers it (the event page's guest list, the caller's own answer). */
export interface RsvpView {
  id: string;
  eventId: string;
  userId: string;
  status: RsvpStatus;
  adultCount: number;
  kidCount: number;
  dietaryRestrictions: string | null;
  allergies: string | null;
  bringingSupplies: string | null;
  respondedAt: string;
  createdAt: string;
  /** A Going answer waiting for a place: its 1-based place in the waitlist; null when not waitlisted. */
  waitlistPosition: number | null;
  /** Made co-host by the host. */
  coHost: boolean;
  /** E-mail only for the host and the person themself; null for everyone else. */
  user: PersonRef & { email: string | null; profileImageUrl: string | null; isGuest?: boolean };
}

/** Someone the host or a co-host removed from the event (GET /api/events/{id}/removals, managers only). */
export interface RemovedGuest {
  userId: string;
  name: string;
  removedAt: string;
}
