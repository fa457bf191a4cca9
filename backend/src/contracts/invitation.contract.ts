import * as z from 'zod';

export const INVITE_MESSAGE_MAX = 2000;

/** Body of POST /api/events/{id}/invitations: exactly one of email or phoneNumber. */
export const invitationInputSchema = z
  .object({
    eventId: z.string().nullish(),
    invitedByUserId: z.string().nullish(),
    email: z.email('Invalid email').trim().toLowerCase().nullish(),
    phoneNumber: z.string().trim().max(32, 'Invalid phone number').nullish(),
    message: z.string().max(INVITE_MESSAGE_MAX, `Message must be at most ${INVITE_MESSAGE_MAX} characters`).nullish(),
  })
  .refine((v) => !!v.email !== !!v.phoneNumber, {
    message: 'Give either an email or a phone number',
    path: ['email'],
  });
export type InvitationInput = z.input<typeof invitationInputSchema>;

export type DeliveryChannel = 'email' | 'sms';
export type DeliveryMode = 'smtp' | 'sms-provider' | 'outbox';

export interface InvitationView {
  id: string;
  eventId: string;
  email: string | null;
  phoneNumber: string | null;
  message: string | null;
  sentAt: string | null;
  createdAt: string;
  channel: DeliveryChannel;
  delivery: DeliveryMode;
}
