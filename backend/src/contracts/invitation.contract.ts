import * as z from 'zod';
import { eventOwned, instant, text } from './answer-fields';
import {
  BULK_INVITATIONS_MAX,
  BULK_REFUSALS,
  contactKind,
  INVITE_MESSAGE_MAX,
  INVITEE_NAME_MAX,
} from './invitation.rules';

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
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email('validation.invitation.invalidEmail').max(320, 'validation.invitation.invalidEmail'))
      .nullish(),
    phoneNumber: z.string().trim().max(32, 'validation.invitation.invalidPhone').nullish(),
    message: z
      .string()
      .max(INVITE_MESSAGE_MAX, 'validation.invitation.messageMax')
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
  })
  .refine((v) => !!v.email !== !!v.phoneNumber, {
    message: 'validation.invitation.emailOrPhone',
    path: ['email'],
  });
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** Body of POST /api/events/{id}/invitations/bulk: a list to check (`send` false) or to invite. */
export const bulkInvitationSchema = z.object({
  rows: z
    .array(
      z.object({
        name: z.string().trim().max(INVITEE_NAME_MAX).default(''),
        email: z.string().trim().max(320),
      }),
    )
    .min(1)
    .max(BULK_INVITATIONS_MAX, 'validation.invitation.maxAtOnce'),
  message: z
    .string()
    .max(INVITE_MESSAGE_MAX, 'validation.invitation.messageMax')
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null)),
  send: z.boolean().default(false),
});
export type BulkInvitationInput = z.input<typeof bulkInvitationSchema>;
export type BulkInvitationData = z.output<typeof bulkInvitationSchema>;

/** The answer: each row as it was checked (`ready`), invited (`sent`) or refused, with why. */
export const bulkInvitationResultSchema = z
  .object({
    rows: z.array(
      z.object({
        name: z.string(),
        email: z.string(),
        outcome: z.enum(['ready', 'sent', 'refused']),
        reason: z.enum(BULK_REFUSALS).nullable(),
      }),
    ),
    ready: z.number().int(),
    sent: z.number().int(),
    refused: z.number().int(),
  })
  .meta({ id: 'BulkInvitationResult' });
export type BulkInvitationResult = z.infer<typeof bulkInvitationResultSchema>;

const emailCheck = z.email();

/**
 * Client-side screening of a typed contact: the message key of what is wrong, or null when acceptable. The server is
 * the authority on phone numbers (it parses them for the configured region); this only rejects what can never be a
 * number: letters, or fewer than 7 / more than 15 digits (the E.164 maximum).
 */
export function contactProblem(contact: string): string | null {
  const value = contact.trim();
  if (contactKind(value) === 'email')
    return emailCheck.safeParse(value).success ? null : 'validation.invitation.invalidEmail';
  if (!/^\+?[\d\s().-]+$/.test(value)) return 'validation.invitation.invalidPhone';
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? null : 'validation.invitation.invalidPhone';
}

// The answers: zod schemas, their types inferred from them (see responses.contract.ts).

/** How an invitation left: a real SMTP server, the SMS provider, or the development outbox (nothing sent). */
const deliveryModeSchema = z.enum(['smtp', 'sms-provider', 'outbox']);
export type DeliveryMode = z.infer<typeof deliveryModeSchema>;
/**
 * sent: handed to SMTP/SMS; outbox: stored because delivery is not configured; failed: the provider refused
 * (the host may try again); pending: another request is delivering it right now.
 */
const deliveryStatusSchema = z.enum(['pending', 'sent', 'outbox', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const invitationViewSchema = z
  .object({
    ...eventOwned,
    email: text,
    phoneNumber: text,
    message: text,
    sentAt: instant.nullable(),
    createdAt: instant,
    channel: z.enum(['email', 'sms']),
    delivery: deliveryModeSchema,
    status: deliveryStatusSchema,
  })
  .meta({ id: 'InvitationView' });
export type InvitationView = z.infer<typeof invitationViewSchema>;
/** POST /api/events/{id}/invitations; `notice` says when nothing was really sent (outbox). */
export const invitationResultSchema = invitationViewSchema.extend({ notice: text }).meta({ id: 'InvitationResult' });
export type InvitationResult = z.infer<typeof invitationResultSchema>;
/** GET /api/events/{id}/invite-message. */
export const inviteMessageSchema = z
  .object({ message: z.string(), joinUrl: z.url(), eventName: z.string() })
  .meta({ id: 'InviteMessage' });
export type InviteMessage = z.infer<typeof inviteMessageSchema>;
