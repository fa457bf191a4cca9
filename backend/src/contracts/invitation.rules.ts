// The invitation rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in invitation.contract.ts load only with the forms).

export const INVITE_MESSAGE_MAX = 2000;

// A contact containing @ is an email, otherwise a phone number.
export type ContactKind = 'email' | 'phone';
export const contactKind = (contact: string): ContactKind => (contact.includes('@') ? 'email' : 'phone');
