export const INVITE_MESSAGE_MAX = 2000;

// A contact containing @ is an email, otherwise a phone number.
export type ContactKind = 'email' | 'phone';
export const contactKind = (contact: string): ContactKind => (contact.includes('@') ? 'email' : 'phone');
