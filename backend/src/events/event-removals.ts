import type { EntityManager } from 'typeorm';
import { peopleNames } from '../users/users.queries';

/**
 * The event_removals table (the access policy reads it, so its SQL lives here): people the host or a co-host
 * removed from an event. A removed person is treated as someone without the event's id: every read answers the
 * same 404 as an unknown event, and they cannot answer it, bring a dish or follow it live until let back in.
 *
 * A removal covers the event's series: the row names the occurrence it was made on, and the person counts as
 * removed from every occurrence of that series, those created later included, until let back in from any of them.
 */

type Query = Pick<EntityManager, 'query'>;

/**
 * The events a removal recorded on event `eventCol` covers, as SQL: `xe` (an alias of "events" joined to the
 * removal's event) is the event itself or an occurrence of the same series.
 */
const COVERS = (eventCol: string): string =>
  `(xe."id" = ${eventCol} OR xe."seriesId" = (SELECT se."seriesId" FROM "events" se WHERE se."id" = ${eventCol}))`;

/** SQL: whether the user in `userCol` is removed from the event in `eventCol` (or from any occurrence of its series). */
export const REMOVED_FROM = (eventCol: string, userCol: string): string =>
  `EXISTS (SELECT 1 FROM "event_removals" x JOIN "events" xe ON xe."id" = x."eventId"
            WHERE x."userId" = ${userCol} AND ${COVERS(eventCol)})`;

/** The other occurrences of the event's series (none for an event that does not repeat), sorted by id. */
export async function seriesSiblingsOf(tx: Query, eventId: string): Promise<string[]> {
  const rows: { id: string }[] = await tx.query(
    `SELECT o."id" FROM "events" e JOIN "events" o ON o."seriesId" = e."seriesId" AND o."id" <> e."id"
      WHERE e."id" = $1 ORDER BY o."id"`,
    [eventId],
  );
  return rows.map((r) => r.id);
}

/**
 * Before an occurrence is deleted (cancelled), its removals move to another occurrence of the series, so they keep
 * covering the series.
 */
export async function keepSeriesRemovals(tx: Query, eventId: string): Promise<void> {
  await tx.query(
    `INSERT INTO "event_removals" ("eventId", "userId", "removedBy", "createdAt")
     SELECT o."id", x."userId", x."removedBy", x."createdAt"
       FROM "event_removals" x
       JOIN LATERAL (SELECT s."id" FROM "events" e JOIN "events" s ON s."seriesId" = e."seriesId" AND s."id" <> e."id"
                      WHERE e."id" = x."eventId" ORDER BY s."seriesStart" LIMIT 1) o ON TRUE
      WHERE x."eventId" = $1
     ON CONFLICT ("eventId", "userId") DO NOTHING`,
    [eventId],
  );
}

/** Records the removal inside the caller's transaction (removing again keeps the first record). */
export async function recordRemoval(tx: Query, eventId: string, userId: string, removedBy: string): Promise<void> {
  await tx.query(
    `INSERT INTO "event_removals" ("eventId", "userId", "removedBy") VALUES ($1, $2, $3)
     ON CONFLICT ("eventId", "userId") DO NOTHING`,
    [eventId, userId, removedBy],
  );
}

/**
 * Forgets the removal, from this event and every occurrence of its series, inside the caller's transaction; false
 * when the person was not removed.
 */
export async function forgetRemoval(tx: Query, eventId: string, userId: string): Promise<boolean> {
  const [, count]: [unknown[], number] = await tx.query(
    `DELETE FROM "event_removals" x USING "events" xe
      WHERE xe."id" = x."eventId" AND x."userId" = $2 AND ${COVERS('$1::uuid')}
     RETURNING x."userId"`,
    [eventId, userId],
  );
  return count > 0;
}

/**
 * A guest merged into an account stays removed as that account: the removals move with their answers. Returns the
 * events concerned, so the caller can lock them and publish their change.
 */
export async function removedEventIdsOf(tx: Query, userId: string): Promise<string[]> {
  const rows: { eventId: string }[] = await tx.query(
    `SELECT "eventId" FROM "event_removals" WHERE "userId" = $1 ORDER BY "eventId"`,
    [userId],
  );
  return rows.map((r) => r.eventId);
}

export async function carryRemovals(tx: Query, fromUserId: string, toUserId: string): Promise<void> {
  await tx.query(
    `INSERT INTO "event_removals" ("eventId", "userId", "removedBy", "createdAt")
     SELECT "eventId", $2, "removedBy", "createdAt" FROM "event_removals" WHERE "userId" = $1
     ON CONFLICT ("eventId", "userId") DO NOTHING`,
    [fromUserId, toUserId],
  );
}

/** The ids of everyone removed from the event (or from any occurrence of its series). */
export async function removedUserIds(tx: Query, eventId: string): Promise<string[]> {
  const rows: { userId: string }[] = await tx.query(
    `SELECT DISTINCT x."userId" FROM "event_removals" x JOIN "events" xe ON xe."id" = x."eventId"
      WHERE ${COVERS('$1::uuid')}`,
    [eventId],
  );
  return rows.map((r) => r.userId);
}

export interface RemovalRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  removedAt: Date;
}

/** Everyone removed from the event (or from any occurrence of its series) with their names, most recent first. */
export async function removalsOf(tx: Query, eventId: string): Promise<RemovalRow[]> {
  const removals: { userId: string; removedAt: Date }[] = await tx.query(
    `SELECT x."userId", max(x."createdAt") AS "removedAt"
       FROM "event_removals" x JOIN "events" xe ON xe."id" = x."eventId"
      WHERE ${COVERS('$1::uuid')} GROUP BY x."userId"
      ORDER BY "removedAt" DESC, x."userId"`,
    [eventId],
  );
  if (removals.length === 0) return [];
  const names = new Map(
    (
      await peopleNames(
        tx,
        removals.map((r) => r.userId),
      )
    ).map((p) => [p.id, p]),
  );
  return removals.flatMap((r) => {
    const person = names.get(r.userId);
    return person
      ? [
          {
            userId: r.userId,
            firstName: person.firstName,
            lastName: person.lastName,
            nickname: person.nickname,
            removedAt: r.removedAt,
          },
        ]
      : [];
  });
}
