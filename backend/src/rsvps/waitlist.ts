import type { EntityManager } from 'typeorm';
import { answersClosed } from '../contracts/event.rules';
import type { EventPlaces } from '../events/events.queries';

/**
 * The waitlist is kept by SQL on the rsvps table, always inside a transaction that holds the event row locked
 * (`lockEventForPlaces`, in the events module): every change of places of one event runs one after the other, so the capacity holds under
 * concurrency and nobody is promoted twice.
 */

/** People (adults + kids) holding a place: Going and not waitlisted, except `exceptUserId`'s own answer. */
export async function placesTaken(tx: EntityManager, eventId: string, exceptUserId?: string): Promise<number> {
  const [row]: { n: number }[] = await tx.query(
    `SELECT COALESCE(SUM("adultCount" + "kidCount"), 0)::int AS "n" FROM "rsvps"
      WHERE "eventId" = $1 AND "status" = 'attending' AND "waitlistedAt" IS NULL AND "userId" IS DISTINCT FROM $2`,
    [eventId, exceptUserId ?? null],
  );
  return row.n;
}

/**
 * Gives free places to the waitlist, first in, first out: the first waiting party that does not fit stops the
 * promotion (nobody behind them jumps the queue). Once answers are closed nobody is promoted by themself: the host
 * has started shopping, and gives places by hand. Returns the promoted users.
 */
export async function promoteWaitlist(
  tx: EntityManager,
  eventId: string,
  { capacity, answersCloseAt }: EventPlaces,
  now: Date,
): Promise<string[]> {
  if (answersClosed(answersCloseAt, now)) return [];
  const waiting: { id: string; userId: string; people: number }[] = await tx.query(
    `SELECT "id", "userId", ("adultCount" + "kidCount")::int AS "people" FROM "rsvps"
      WHERE "eventId" = $1 AND "waitlistedAt" IS NOT NULL ORDER BY "waitlistedAt", "id"`,
    [eventId],
  );
  if (waiting.length === 0) return [];
  let taken = await placesTaken(tx, eventId);
  const promoted: { id: string; userId: string }[] = [];
  for (const w of waiting) {
    if (capacity !== null && taken + w.people > capacity) break;
    taken += w.people;
    promoted.push(w);
  }
  if (promoted.length > 0) {
    await tx.query(`UPDATE "rsvps" SET "waitlistedAt" = NULL, "updatedAt" = now() WHERE "id" = ANY($1::uuid[])`, [
      promoted.map((p) => p.id),
    ]);
  }
  return promoted.map((p) => p.userId);
}

/** 1-based place of the user's answer in the waitlist, or null when they are not waiting. */
export async function waitlistPosition(tx: EntityManager, eventId: string, userId: string): Promise<number | null> {
  const rows: { position: number }[] = await tx.query(
    `SELECT w."position" FROM (
       SELECT "userId", row_number() OVER (ORDER BY "waitlistedAt", "id")::int AS "position"
         FROM "rsvps" WHERE "eventId" = $1 AND "waitlistedAt" IS NOT NULL
     ) w WHERE w."userId" = $2`,
    [eventId, userId],
  );
  return rows[0]?.position ?? null;
}
