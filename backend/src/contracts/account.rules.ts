// Leaving Potluck, shared by both sides: constants only, no zod.

/**
 * The word a person types to confirm the deletion of their account. One word in every language (like a code), so the
 * server can check it and nobody deletes by a stray tap; the label around it is translated.
 */
export const ACCOUNT_DELETION_WORD = 'DELETE';
