import type { EntityManager } from 'typeorm';

type Db = Pick<EntityManager, 'query'>;

/** A household's arrival as stored. */
export interface CheckInRow {
  rsvpId: string;
  arrivedAt: Date;
  dishBrought: boolean;
}

/** The arrivals at an event's door, by answer id. */
export async function eventCheckIns(db: Db, eventId: string): Promise<Map<string, CheckInRow>> {
  const rows: CheckInRow[] = await db.query(
    `SELECT "rsvpId", "arrivedAt", "dishBrought" FROM "check_ins" WHERE "eventId" = $1`,
    [eventId],
  );
  return new Map(rows.map((r) => [r.rsvpId, r]));
}

/**
 * Marks the household arrived, once: a second check-in (another phone, a replay) finds the row and leaves its time,
 * and may only add the dish. `inserted` says whether this call was the arrival.
 */
export async function checkIn(
  db: Db,
  row: { eventId: string; rsvpId: string; withDish: boolean; by: string },
): Promise<CheckInRow & { inserted: boolean }> {
  const rows: (CheckInRow & { inserted: boolean })[] = await db.query(
    `INSERT INTO "check_ins" ("rsvpId", "eventId", "dishBrought", "checkedInBy") VALUES ($1, $2, $3, $4)
     ON CONFLICT ("rsvpId") DO UPDATE SET "dishBrought" = "check_ins"."dishBrought" OR EXCLUDED."dishBrought"
     RETURNING "rsvpId", "arrivedAt", "dishBrought", (xmax = 0) AS "inserted"`,
    [row.rsvpId, row.eventId, row.withDish, row.by],
  );
  return rows[0];
}

/** Undoes an arrival; whether there was one. */
export async function undoCheckIn(db: Db, eventId: string, rsvpId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `DELETE FROM "check_ins" WHERE "eventId" = $1 AND "rsvpId" = $2 RETURNING "rsvpId"`,
    [eventId, rsvpId],
  );
  return rows.length > 0;
}

/** The accounts the hosts let check guests in at this event's door, first named first. */
export async function doorHelperIds(db: Db, eventId: string): Promise<string[]> {
  const rows: { userId: string }[] = await db.query(
    `SELECT "userId" FROM "door_helpers" WHERE "eventId" = $1 ORDER BY "createdAt", "userId"`,
    [eventId],
  );
  return rows.map((r) => r.userId);
}

export async function isDoorHelper(db: Db, eventId: string, userId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM "door_helpers" WHERE "eventId" = $1 AND "userId" = $2`, [
    eventId,
    userId,
  ]);
  return rows.length > 0;
}

/** Adds a door helper (a second add changes nothing); the number of helpers after it. */
export async function addDoorHelper(db: Db, eventId: string, userId: string, by: string): Promise<void> {
  await db.query(
    `INSERT INTO "door_helpers" ("eventId", "userId", "addedBy") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [eventId, userId, by],
  );
}

export async function removeDoorHelper(db: Db, eventId: string, userId: string): Promise<void> {
  await db.query(`DELETE FROM "door_helpers" WHERE "eventId" = $1 AND "userId" = $2`, [eventId, userId]);
}

/** The events whose door this account helps at, newest named first. */
export async function doorDutyEventIds(db: Db, userId: string): Promise<string[]> {
  const rows: { eventId: string }[] = await db.query(
    `SELECT "eventId" FROM "door_helpers" WHERE "userId" = $1 ORDER BY "createdAt" DESC LIMIT 50`,
    [userId],
  );
  return rows.map((r) => r.eventId);
}
