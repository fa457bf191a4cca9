import type { EntityManager } from 'typeorm';

/**
 * The event_removals table (the access policy reads it, so its SQL lives here): people the host or a co-host
 * removed from an event. A removed person is treated as someone without the event's id: every read answers the
 * same 404 as an unknown event, and they cannot answer it, bring a dish or follow it live until let back in.
 */

type Query = Pick<EntityManager, 'query'>;

/** Records the removal inside the caller's transaction (removing again keeps the first record). */
export async function recordRemoval(tx: Query, eventId: string, userId: string, removedBy: string): Promise<void> {
  await tx.query(
    `INSERT INTO "event_removals" ("eventId", "userId", "removedBy") VALUES ($1, $2, $3)
     ON CONFLICT ("eventId", "userId") DO NOTHING`,
    [eventId, userId, removedBy],
  );
}

/** Forgets the removal inside the caller's transaction; false when the person was not removed. */
export async function forgetRemoval(tx: Query, eventId: string, userId: string): Promise<boolean> {
  const [, count]: [unknown[], number] = await tx.query(
    `DELETE FROM "event_removals" WHERE "eventId" = $1 AND "userId" = $2 RETURNING "userId"`,
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

/** The ids of everyone removed from the event. */
export async function removedUserIds(tx: Query, eventId: string): Promise<string[]> {
  const rows: { userId: string }[] = await tx.query(`SELECT "userId" FROM "event_removals" WHERE "eventId" = $1`, [
    eventId,
  ]);
  return rows.map((r) => r.userId);
}

export interface RemovalRow {
  userId: string;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  removedAt: Date;
}

/** Everyone removed from the event with their names, most recent removal first. */
export async function removalsOf(tx: Query, eventId: string): Promise<RemovalRow[]> {
  return tx.query(
    `SELECT u."id" AS "userId", u."firstName", u."lastName", u."nickname",
            r."createdAt" AS "removedAt"
       FROM "event_removals" r JOIN "users" u ON u."id" = r."userId"
      WHERE r."eventId" = $1
      ORDER BY r."createdAt" DESC, u."id"`,
    [eventId],
  );
}
