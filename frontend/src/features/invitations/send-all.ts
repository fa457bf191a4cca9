import type { InvitationResult } from '@contracts/invitation.contract';
import type { SelectedGuest } from './guest-list';

export type SendOne = (guest: SelectedGuest) => Promise<InvitationResult>;

export interface SendOutcome {
  sent: InvitationResult[];
  failed: SelectedGuest[];
}

/**
 * One call per guest, one after the other so a host's rate limit and the server see a steady trickle.
 * Guests that fail keep the reason, so they stay in the list and can be retried or removed.
 */
export async function sendAll(
  guests: SelectedGuest[],
  sendOne: SendOne,
  reason: (e: unknown) => string,
): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: [], failed: [] };
  for (const guest of guests) {
    try {
      outcome.sent.push(await sendOne(guest));
    } catch (e) {
      outcome.failed.push({ ...guest, error: reason(e) });
    }
  }
  return outcome;
}
