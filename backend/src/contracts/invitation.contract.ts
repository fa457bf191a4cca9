import * as z from 'zod';
import { contactKind, INVITE_MESSAGE_MAX } from './invitation.rules';

/**
 * Body of POST /api/events/{id}/invitations: exactly one of email or phoneNumber.
 * eventId and invitedByUserId are accepted because existing clients send them, but the server uses the path id
 * and the signed-in host instead.
 */
export const invitationInputSchema = z
  .object({
    eventId: z.string().nullish(),
    invitedByUserId: z.string().nullish(),
    // Trimmed and lower-cased before the check, so ' Ann@Example.com ' is accepted and stored normalised.
    email: z.string().trim().toLowerCase().pipe(z.email('Invalid email').max(320, 'Invalid email')).nullish(),
    phoneNumber: z.string().trim().max(32, 'Invalid phone number').nullish(),
    message: z
      .string()
      .max(INVITE_MESSAGE_MAX, `Message must be at most ${INVITE_MESSAGE_MAX} characters`)
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
  })
  .refine((v) => !!v.email !== !!v.phoneNumber, {
    message: 'Give either an email or a phone number',
    path: ['email'],
  });
export type InvitationInput = z.input<typeof invitationInputSchema>;

const emailCheck = z.email();

/**
 * Client-side screening of a typed contact; null when acceptable. The server is the authority on phone numbers
 * (it parses them for the configured region and answers 'Invalid phone number'); this only rejects what can never
 * be a number: letters, or fewer than 7 / more than 15 digits (the E.164 maximum).
 */
export function contactProblem(contact: string): string | null {
  const value = contact.trim();
  if (contactKind(value) === 'email') return emailCheck.safeParse(value).success ? null : 'Invalid email';
  if (!/^\+?[\d\s().-]+$/.test(value)) return 'Invalid phone number';
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? null : 'Invalid phone number';
}

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type {
  DeliveryChannel,
  DeliveryMode,
  DeliveryStatus,
  InvitationView,
  InvitationResult,
  InviteMessage,
} from './responses.contract';
