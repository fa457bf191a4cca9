import { PARTY_HOURS } from '@contracts/kitchen.rules';

/** A party is over PARTY_HOURS after it starts (events have no end time): then it is "after the party". */
export function isPartyOver(date: string | null, now: Date = new Date()): boolean {
  // An event whose date poll is still open has not happened yet.
  if (date === null) return false;
  return new Date(date).getTime() + PARTY_HOURS * 3_600_000 <= now.getTime();
}
