import * as z from 'zod';
import { rsvpInputSchema, type RsvpResult } from './rsvp.contract';
import type { User } from './user.rules';
import { GUEST_NAME_MAX } from './guest.rules';
import type { RsvpStatus } from './common.contract';

const EMAIL_MAX = 320;
// A name is one line of text: no tabs, line breaks or other control characters.
const NAME_CHARACTERS = /^[^\p{Cc}]*$/u;

/** Body of POST /api/events/{id}/guest-join: an RSVP from someone without an account, with just a name. */
export const guestJoinSchema = rsvpInputSchema.extend({
  name: z
    .string({ message: 'Your name is required' })
    .trim()
    .min(1, 'Your name is required')
    .max(GUEST_NAME_MAX, `Your name must be at most ${GUEST_NAME_MAX} characters`)
    .regex(NAME_CHARACTERS, 'Your name must be one line of text'),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, `E-mail must be at most ${EMAIL_MAX} characters`)
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address')
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type GuestJoinData = z.output<typeof guestJoinSchema>;

/** The new guest, their RSVP, and their personal link (shown once: only its hash is kept). */
export interface GuestJoinResult {
  user: User;
  rsvp: RsvpResult;
  personalLink: string;
}

export interface GuestLinkResult {
  personalLink: string;
  /** Set when the link was e-mailed: 'smtp' sent, 'outbox' kept in the development outbox. */
  delivery?: string;
  /** Set instead when the guest's address is not confirmed yet: a confirmation link went to it, not the link. */
  emailConfirmation?: 'sent';
}

/** Body of POST /api/guest-link/preview and /api/guest-link/sign-in: the secret of a personal link. */
export const guestLinkTokenSchema = z.object({
  token: z
    .string({ message: 'This personal link is not valid any more' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This personal link is not valid any more'),
});
export type GuestLinkTokenData = z.output<typeof guestLinkTokenSchema>;

/** One event a guest answered, as the holder of their link (or the guest themself) sees it. */
export interface GuestEventSummary {
  id: string;
  name: string;
  date: string;
  status: RsvpStatus;
}

/**
 * Whose a guest identity is and what it holds: only what its own link would show after signing in (name, the
 * events answered, how many dishes). Never an e-mail address.
 */
export interface GuestIdentitySummary {
  id: string;
  name: string;
  events: GuestEventSummary[];
  dishCount: number;
}

/** Answer of GET /api/guest-merge: the guest this device held before signing in, until moved or kept separate. */
export interface PendingGuestMerge {
  pending: GuestIdentitySummary | null;
}

/** Body of POST /api/guest-merge: the guest the confirmation named (a stale screen cannot move another). */
export const guestMergeSchema = z.object({ guestId: z.uuid('Choose the guest to move') });
export type GuestMergeData = z.output<typeof guestMergeSchema>;

export interface GuestMergeResult {
  movedRsvps: number;
  movedDishes: number;
}
