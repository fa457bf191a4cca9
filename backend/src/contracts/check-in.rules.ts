// Check-in at the door: the code a going household shows, and the counts every door phone shows.

/**
 * A household's check-in code: its answer's id (32 hex digits, no dashes) and a 128-bit proof of it for this event
 * (22 base64url characters), made by the server from its secret. The id lets a door phone without signal name the
 * household at once; only the server can tell a real code from a made-up one.
 */
export const CHECK_IN_CODE_PATTERN = /^[0-9a-f]{32}[A-Za-z0-9_-]{22}$/;

/** The answer (RSVP) id a code names, or null when the text is not a check-in code at all. */
export function rsvpIdOfCode(code: string): string | null {
  const text = code.trim();
  if (!CHECK_IN_CODE_PATTERN.test(text)) return null;
  const hex = text.slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** At most this many door helpers per event. */
export const DOOR_HELPERS_MAX = 20;

/** A household as the door counts it. */
export interface DoorCount {
  adults: number;
  kids: number;
  arrived: boolean;
}

/** "42 of 57 households, 118 people arrived": the going households, those arrived, and the people they brought. */
export interface ArrivalCounts {
  households: number;
  arrivedHouseholds: number;
  arrivedPeople: number;
  people: number;
}

export function arrivalCounts(households: readonly DoorCount[]): ArrivalCounts {
  let arrivedHouseholds = 0;
  let arrivedPeople = 0;
  let people = 0;
  for (const h of households) {
    const size = h.adults + h.kids;
    people += size;
    if (!h.arrived) continue;
    arrivedHouseholds += 1;
    arrivedPeople += size;
  }
  return { households: households.length, arrivedHouseholds, arrivedPeople, people };
}

/** Households whose name contains every word typed (case and accents ignored), in the list's order. */
export function matchingHouseholds<T extends { name: string }>(households: readonly T[], query: string): T[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .toLocaleLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...households];
  return households.filter((h) => {
    const name = fold(h.name);
    return words.every((w) => name.includes(w));
  });
}
