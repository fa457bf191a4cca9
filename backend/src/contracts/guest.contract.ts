import * as z from 'zod';
import { rsvpInputSchema } from './rsvp.contract';
import { GUEST_NAME_MAX } from './guest.rules';

const EMAIL_MAX = 320;
// A name is one line of text: no tabs, line breaks or other control characters.
const NAME_CHARACTERS = /^[^\p{Cc}]*$/u;

/** Body of POST /api/events/{id}/guest-join: an RSVP from someone without an account, with just a name. */
export const guestRsvpSchema = rsvpInputSchema.extend({
  name: z
    .string({ message: 'validation.guest.nameRequired' })
    .trim()
    .min(1, 'validation.guest.nameRequired')
    .max(GUEST_NAME_MAX, 'validation.guest.nameMax')
    .regex(NAME_CHARACTERS, 'validation.guest.nameOneLine'),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, 'validation.email.max')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.email.invalid')
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : null)),
});
export type GuestRsvpData = z.output<typeof guestRsvpSchema>;

/** Body of POST /api/guest-link/preview and /api/guest-link/sign-in: the secret of a personal link. */
export const guestLinkTokenSchema = z.object({
  token: z
    .string({ message: 'validation.guest.linkInvalid' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'validation.guest.linkInvalid'),
});
export type GuestLinkTokenData = z.output<typeof guestLinkTokenSchema>;

/** Body of POST /api/guest-merge: the guest the confirmation named (a stale screen cannot move another). */
export const guestMergeSchema = z.object({ guestId: z.uuid('validation.guest.chooseToMove') });
export type GuestMergeData = z.output<typeof guestMergeSchema>;

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type {
  GuestRsvpResult,
  GuestLinkResult,
  GuestIdentitySummary,
  PendingGuestMerge,
  GuestMergeResult,
} from './responses.contract';
