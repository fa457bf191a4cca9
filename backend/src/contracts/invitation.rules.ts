// The invitation rules shared by both sides: constants, messages and pure functions, no zod (the app loads them on
// every screen; the schemas in invitation.contract.ts load only with the forms).

// Long enough for the prefilled invitation and a few words; short enough for a text message or two.
export const INVITE_MESSAGE_MAX = 500;

// A contact containing @ is an email, otherwise a phone number.
export type ContactKind = 'email' | 'phone';
export const contactKind = (contact: string): ContactKind => (contact.includes('@') ? 'email' : 'phone');

/** How many addresses one list may invite at once. */
export const BULK_INVITATIONS_MAX = 500;
export const INVITEE_NAME_MAX = 100;

/** Why an address of a list is not invited. */
export const BULK_REFUSALS = ['invalid', 'duplicate', 'already-invited', 'suppressed', 'over-quota', 'failed'] as const;
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

/**
 * A pasted list or a CSV file as names and addresses: one person a line, as "Ann Lee <ann@example.org>",
 * "Ann Lee, ann@example.org", "ann@example.org" or a CSV row with the address in any column (a header line without
 * an address is skipped). Blank lines are skipped; a line without an address keeps its text as the address, so the
 * preview names it as not an address.
 */
export function parseInviteList(text: string): { name: string; email: string }[] {
  const rows: { name: string; email: string }[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const angle = /^(.*?)<([^>]+)>\s*$/.exec(line);
    if (angle) {
      rows.push({ name: unquote(angle[1]!), email: angle[2]!.trim() });
      continue;
    }
    const cells = line.split(/[,;\t]/).map(unquote);
    const at = cells.findIndex((c) => c.includes('@'));
    if (at === -1) {
      // A CSV's header ("name,email") is no one.
      if (rows.length === 0 && cells.some((c) => /^e-?mail$/i.test(c))) continue;
      rows.push({ name: '', email: line });
      continue;
    }
    rows.push({ name: cells.filter((c, i) => i !== at && c).join(' '), email: cells[at]! });
  }
  return rows;
}

const unquote = (cell: string) =>
  cell
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
