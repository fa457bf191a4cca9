// After the party, shared by both sides (no zod): when an event is over, and how long its texts may be.
import { PARTY_HOURS } from './kitchen.rules';

/** A dish's recipe or note (a few lines, or a link kept as text). */
export const AFTER_NOTE_MAX = 1000;
/** The host's thank-you line in the summary. */
export const THANK_YOU_MAX = 500;

/** Events have no end time: one is over PARTY_HOURS after it starts (the calendar file's length too). */
export function partyEndsAt(date: Date | string | null): Date | null {
  if (date === null) return null;
  return new Date(new Date(date).getTime() + PARTY_HOURS * 3_600_000);
}

/** Whether the event is "after the party" at `now`; one still polling for its date has not happened. */
export function isAfterParty(date: Date | string | null, now: Date = new Date()): boolean {
  const end = partyEndsAt(date);
  return end !== null && end.getTime() <= now.getTime();
}
