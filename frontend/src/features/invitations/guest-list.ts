// The invite screen is a form from its first paint (and not a first-visit screen): it loads zod with its code.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { contactProblem } from '@contracts/invitation.contract';
import { contactKind, type ContactKind } from '@contracts/invitation.rules';
import { t, type MessageKey } from '@/lib/i18n';

export interface SelectedGuest {
  /** The contact as typed or picked; phone numbers are normalised by the server. */
  contact: string;
  kind: ContactKind;
  /** A name from the Contact Picker, when there is one. */
  name?: string;
  /** The server's reason when sending to this guest failed. */
  error?: string;
}

export type AddResult = { ok: true; guests: SelectedGuest[] } | { ok: false; error: string | null };

/** Comparable form of a contact: emails are case-insensitive, phone numbers compared on their digits. */
export const contactIdentity = (contact: string): string =>
  contactKind(contact) === 'email' ? contact.trim().toLowerCase() : contact.replace(/[^\d+]/g, '');

/**
 * Adds a typed contact (empty input ignored, '@' means email, otherwise phone).
 * `error: null` means there was nothing to add.
 */
export function addGuest(guests: SelectedGuest[], raw: string, name?: string): AddResult {
  const contact = raw.trim();
  if (!contact) return { ok: false, error: null };
  const problem = contactProblem(contact);
  if (problem) return { ok: false, error: t(problem as MessageKey) };
  if (guests.some((g) => contactIdentity(g.contact) === contactIdentity(contact))) {
    return { ok: false, error: t('invite.duplicateGuest') };
  }
  return { ok: true, guests: [...guests, { contact, kind: contactKind(contact), ...(name ? { name } : {}) }] };
}

export const removeGuest = (guests: SelectedGuest[], contact: string): SelectedGuest[] =>
  guests.filter((g) => g.contact !== contact);

export function whatsappUrl(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** mailto: addressed to the selected email guests (if any), with subject and body prefilled. */
export function mailtoUrl(eventName: string, message: string, guests: SelectedGuest[]): string {
  const to = guests
    .filter((g) => g.kind === 'email')
    // '@' stays readable: some mail apps do not decode %40 in the address part.
    .map((g) => encodeURIComponent(g.contact).replace(/%40/g, '@'))
    .join(',');
  const subject = encodeURIComponent(t('invite.mailSubject', { eventName }));
  return `mailto:${to}?subject=${subject}&body=${encodeURIComponent(message)}`;
}
