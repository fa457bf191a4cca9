// E-mail confirmation of a guest's address (files in contracts/ import nothing but zod).

/** POST /api/email-confirmation: the confirmation link was sent, or the address is confirmed already. */
export interface EmailConfirmationResult {
  email: string;
  confirmed: boolean;
  /** A confirmation mail left just now. */
  sent: boolean;
}
