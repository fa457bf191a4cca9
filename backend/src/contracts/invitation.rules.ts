// The invitation rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in invitation.contract.ts load only with the forms).

// Long enough for the prefilled invitation and a few words; short enough for a text message or two.
export const INVITE_MESSAGE_MAX = 500;

// A contact containing @ is an email, otherwise a phone number.
export type ContactKind = 'email' | 'phone';
export const contactKind = (contact: string): ContactKind => (contact.includes('@') ? 'email' : 'phone');
