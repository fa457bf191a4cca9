// The operator's console and "Report this event", shared by both sides: constants and pure rules, no zod.

/** Who may create events: everyone, accounts whose address is on the allowlist (and the operators), or operators only. */
export const EVENT_CREATION_MODES = ['everyone', 'allowlist', 'operators'] as const;
export type EventCreationMode = (typeof EVENT_CREATION_MODES)[number];

export const REPORT_REASON_MAX = 500;
export const REPORT_REASON_REQUIRED = 'validation.operator.reportReason';
export const ALLOWLIST_MAX = 200;
export const ALLOWLIST_ENTRY_MAX = 254;
export const ALLOWLIST_ENTRY_MESSAGE = 'validation.operator.allowlistEntry';

/** A line of the allowlist: an address (ana@example.org) or a domain (example.org, also written @example.org). */
export const ALLOWLIST_ENTRY = /^([^\s@]*@)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

/**
 * Whether an account with this sign-in address may create events under the policy. Operators always may; an address
 * on the allowlist matches as a whole, a domain matches the part after the "@".
 */
export function mayCreateEvents(
  policy: { mode: EventCreationMode; allowlist: readonly string[] },
  email: string | null,
  operator: boolean,
): boolean {
  if (operator || policy.mode === 'everyone') return true;
  if (policy.mode === 'operators' || !email) return false;
  const address = email.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  return policy.allowlist.some((entry) => (entry.includes('@') ? entry === address : entry === domain));
}

/** What an operator did, as the audit log names it. */
export const OPERATOR_ACTIONS = [
  'hide_event',
  'unhide_event',
  'delete_event',
  'block_account',
  'unblock_account',
  'set_creation_policy',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];
