import type { InvitationView } from '@contracts/invitation.contract';

/**
 * The invited who have not answered: an invitation by e-mail counts as answered once someone with that address has
 * an RSVP (case aside); an invitation by phone cannot be matched to an answer, so it stays listed. One entry per
 * contact, however many times it was invited.
 */
export function notAnswered(
  invitations: readonly Pick<InvitationView, 'id' | 'email' | 'phoneNumber'>[],
  answeredEmails: readonly (string | null | undefined)[],
): { id: string; contact: string }[] {
  const answered = new Set(answeredEmails.flatMap((e) => (e ? [e.trim().toLowerCase()] : [])));
  const seen = new Set<string>();
  const out: { id: string; contact: string }[] = [];
  for (const inv of invitations) {
    const contact = (inv.email || inv.phoneNumber || '').trim();
    const key = contact.toLowerCase();
    if (!contact || seen.has(key) || answered.has(key)) continue;
    seen.add(key);
    out.push({ id: inv.id, contact });
  }
  return out;
}
