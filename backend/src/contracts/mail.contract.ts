import * as z from 'zod';

// E-mail confirmation of a guest's address (files in contracts/ import nothing but zod).

/** POST /api/email-confirmation: the confirmation link was sent, or the address is confirmed already. */
export interface EmailConfirmationResult {
  email: string;
  confirmed: boolean;
  /** A confirmation mail left just now. */
  sent: boolean;
}

/** GET and POST /api/email-confirmation/{token}: the token from the confirmation mail. */
export const emailConfirmationTokenSchema = z.object({ token: z.string().min(1).max(64) });
