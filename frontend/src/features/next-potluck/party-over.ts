import { PARTY_HOURS } from '@contracts/kitchen.rules';

/** A party is over PARTY_HOURS after it starts (events have no end time): then it is "after the party". */
export function isPartyOver(date: string, now: Date = new Date()): boolean {
  return new Date(date).getTime() + PARTY_HOURS * 3_600_000 <= now.getTime();
}
