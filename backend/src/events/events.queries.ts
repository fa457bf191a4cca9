import type { EntityManager } from 'typeorm';
import type { EventKitchen } from '../contracts/kitchen.contract';
import { startEventChange, versionInTransaction } from '../platform/versions/versions.service';

/**
 * The events table for other modules, which name no table they do not own: each function takes the caller's
 * transaction (or manager), so its change is part of the caller's. The SQL stays with the module that owns the table.
 */

/**
 * Locks the event row against deletion until the caller's transaction ends (FOR SHARE: others may still read and
 * insert rows that reference it). False when the event is gone.
 */
export async function lockEventForShare(tx: EntityManager, eventId: string): Promise<boolean> {
  const rows: unknown[] = await tx.query(`SELECT 1 FROM "events" WHERE "id" = $1 FOR SHARE`, [eventId]);
  return rows.length > 0;
}

/** What the event's kitchen has: ovens, outlets and fridge shelves. */
export async function setEventKitchen(tx: EntityManager, eventId: string, kitchen: EventKitchen): Promise<void> {
  await tx.query(
    `UPDATE "events" SET "kitchenOvens" = $2, "kitchenOutlets" = $3, "kitchenFridgeShelves" = $4 WHERE "id" = $1`,
    [eventId, kitchen.ovens, kitchen.outlets, kitchen.fridgeShelves],
  );
}

/** The host's thank-you note after the party, or null. */
export async function setEventThankYou(tx: EntityManager, eventId: string, thankYou: string | null): Promise<void> {
  await tx.query(`UPDATE "events" SET "thankYou" = $2 WHERE "id" = $1`, [eventId, thankYou]);
}

/** The host's thank-you note after the party (null: none, or no such event). */
export async function eventThankYou(db: Pick<EntityManager, 'query'>, eventId: string): Promise<string | null> {
  const rows: { thankYou: string | null }[] = await db.query(`SELECT "thankYou" FROM "events" WHERE "id" = $1`, [
    eventId,
  ]);
  return rows[0]?.thankYou ?? null;
}

/**
 * Locks the event row until the caller's transaction ends (FOR UPDATE) and gives its date: null while undecided,
 * undefined when the event is gone.
 */
export async function lockEventDate(tx: EntityManager, eventId: string): Promise<Date | null | undefined> {
  const rows: { date: Date | null }[] = await tx.query(`SELECT "date" FROM "events" WHERE "id" = $1 FOR UPDATE`, [
    eventId,
  ]);
  return rows[0]?.date;
}

/** The event's date, picked after it was created: calendars that hold the event get a new sequence number. */
export async function pickEventDate(tx: EntityManager, eventId: string, date: Date): Promise<void> {
  await tx.query(
    `UPDATE "events" SET "date" = $2, "calendarSequence" = "calendarSequence" + 1, "updatedAt" = now()
      WHERE "id" = $1`,
    [eventId, date],
  );
}

/** The kitchen of one event (ovens, outlets, fridge shelves) copied to another. */
export async function copyEventKitchen(
  db: Pick<EntityManager, 'query'>,
  toEventId: string,
  fromEventId: string,
): Promise<void> {
  await db.query(
    `UPDATE "events" n SET "kitchenOvens" = o."kitchenOvens", "kitchenOutlets" = o."kitchenOutlets",
       "kitchenFridgeShelves" = o."kitchenFridgeShelves" FROM "events" o WHERE n."id" = $1 AND o."id" = $2`,
    [toEventId, fromEventId],
  );
}

/** The event becomes the first occurrence of a series, starting at its date. */
export async function startEventSeries(tx: EntityManager, eventId: string, seriesId: string): Promise<void> {
  await tx.query(`UPDATE "events" SET "seriesId" = $2, "seriesStart" = "date" WHERE "id" = $1`, [eventId, seriesId]);
}

/**
 * Occurrences of a series at these starts, each a copy of its latest occurrence (name, place, settings, the host's
 * questions, answers closing as long before the start). A start already created is skipped (a unique index per
 * series and start); answers how many were created.
 */
export async function createSeriesOccurrences(
  db: Pick<EntityManager, 'query'>,
  seriesId: string,
  starts: Date[],
): Promise<number> {
  const created: unknown[] = await db.query(
    `INSERT INTO "events" ("name", "description", "theme", "date", "location", "hostId", "imageUrl",
       "allowNonVegetarian", "allowVegetarian", "allowVegan", "dietaryNote", "showGuestList", "dishSlots", "capacity",
       "timeZone", "remindersEnabled", "seriesId", "seriesStart", "questions", "answersCloseAt")
     SELECT t."name", t."description", t."theme", s."start", t."location", t."hostId", t."imageUrl",
            t."allowNonVegetarian", t."allowVegetarian", t."allowVegan", t."dietaryNote", t."showGuestList",
            t."dishSlots", t."capacity", t."timeZone", t."remindersEnabled", t."seriesId", s."start", t."questions",
            -- Answers close as long before each date as they did before the latest one.
            s."start" - (t."date" - t."answersCloseAt")
       FROM (SELECT * FROM "events" WHERE "seriesId" = $1 ORDER BY "seriesStart" DESC LIMIT 1) t
      CROSS JOIN unnest($2::timestamptz[]) AS s("start")
     ON CONFLICT ("seriesId", "seriesStart") WHERE "seriesId" IS NOT NULL DO NOTHING
     RETURNING "id"`,
    [seriesId, starts],
  );
  return created.length;
}

/** The events the person hosts, in id order (the order a change of several events locks them in). */
export async function hostedEventIds(tx: Pick<EntityManager, 'query'>, userId: string): Promise<string[]> {
  const rows: { id: string }[] = await tx.query(`SELECT "id" FROM "events" WHERE "hostId" = $1 ORDER BY "id"`, [
    userId,
  ]);
  return rows.map((r) => r.id);
}

/**
 * Makes `toUserId` the host of an event `fromUserId` hosts (a host who deletes their account hands it to a co-host);
 * answers the event's series, if any, or undefined when `fromUserId` does not host it.
 */
export async function handOverEvent(
  tx: EntityManager,
  eventId: string,
  fromUserId: string,
  toUserId: string,
): Promise<{ seriesId: string | null } | undefined> {
  const [rows] = await tx.query<[{ seriesId: string | null }[], number]>(
    `UPDATE "events" SET "hostId" = $3 WHERE "id" = $1 AND "hostId" = $2 RETURNING "seriesId"`,
    [eventId, fromUserId, toUserId],
  );
  return rows[0];
}

/** Deletes the event row (its RSVPs, dishes and the rest go with it, through their references). */
export async function deleteEventRow(tx: EntityManager, eventId: string): Promise<void> {
  await tx.query(`DELETE FROM "events" WHERE "id" = $1`, [eventId]);
}

/** Of these series, those that still have an occurrence. */
export async function seriesWithOccurrences(
  db: Pick<EntityManager, 'query'>,
  seriesIds: readonly string[],
): Promise<string[]> {
  const rows: { seriesId: string }[] = await db.query(
    `SELECT DISTINCT "seriesId" FROM "events" WHERE "seriesId" = ANY($1::uuid[])`,
    [seriesIds],
  );
  return rows.map((r) => r.seriesId);
}

/** What decides who holds a place: the capacity (null: no limit) and when answers close (null: never). */
export interface EventPlaces {
  capacity: number | null;
  answersCloseAt: Date | null;
}

/** Locks the event row against other changes of places; returns what decides them, or undefined if gone. */
export async function lockEventForPlaces(tx: EntityManager, eventId: string): Promise<EventPlaces | undefined> {
  // NO KEY UPDATE: serialises RSVP changes of this event but still lets rows that only reference it be inserted.
  const rows: EventPlaces[] = await tx.query(
    `SELECT "capacity", "answersCloseAt" FROM "events" WHERE "id" = $1 FOR NO KEY UPDATE`,
    [eventId],
  );
  return rows.at(0);
}

/** Whether the event shows its guest list (undefined: no such event). */
export async function eventShowsGuestList(
  db: Pick<EntityManager, 'query'>,
  eventId: string,
): Promise<boolean | undefined> {
  const rows: { showGuestList: boolean }[] = await db.query(`SELECT "showGuestList" FROM "events" WHERE "id" = $1`, [
    eventId,
  ]);
  return rows[0]?.showGuestList;
}

/** Locks the event row until the caller's transaction ends (FOR UPDATE) and gives its series (null: none or gone). */
export async function lockEventSeries(tx: EntityManager, eventId: string): Promise<string | null> {
  const rows: { seriesId: string | null }[] = await tx.query(
    `SELECT "seriesId" FROM "events" WHERE "id" = $1 FOR UPDATE`,
    [eventId],
  );
  return rows[0]?.seriesId ?? null;
}

/** The series the event belongs to and its start in it (null: not in a series, or no such event). */
export async function eventSeriesPlace(
  db: Pick<EntityManager, 'query'>,
  eventId: string,
): Promise<{ seriesId: string; seriesStart: Date } | null> {
  const rows: { seriesId: string | null; seriesStart: Date }[] = await db.query(
    `SELECT "seriesId", "seriesStart" FROM "events" WHERE "id" = $1`,
    [eventId],
  );
  const row = rows[0];
  return row?.seriesId ? { seriesId: row.seriesId, seriesStart: row.seriesStart } : null;
}

/** The occurrences of a series, in the order of their starts. */
export function seriesOccurrences(
  db: Pick<EntityManager, 'query'>,
  seriesId: string,
): Promise<{ id: string; date: Date }[]> {
  return db.query<{ id: string; date: Date }[]>(
    `SELECT "id", "date" FROM "events" WHERE "seriesId" = $1 ORDER BY "seriesStart"`,
    [seriesId],
  );
}

/** The occurrences of the event's series that start after it, in order. */
export function laterOccurrences(
  db: Pick<EntityManager, 'query'>,
  eventId: string,
): Promise<{ id: string; date: Date }[]> {
  return db.query<{ id: string; date: Date }[]>(
    `SELECT o."id", o."date" FROM "events" e JOIN "events" o ON o."seriesId" = e."seriesId"
      WHERE e."id" = $1 AND o."seriesStart" > e."seriesStart" ORDER BY o."seriesStart"`,
    [eventId],
  );
}

/**
 * Hides the event from everyone but the operators, or shows it again, bumping its version so every cached snapshot
 * and page is read again; false when there is no such event.
 */
export async function setEventHidden(tx: EntityManager, eventId: string, hidden: boolean): Promise<boolean> {
  await startEventChange(tx, eventId);
  const [, changed] = await tx.query<[unknown, number]>(
    `UPDATE "events" SET "hiddenAt" = CASE WHEN $2 THEN COALESCE("hiddenAt", now()) END WHERE "id" = $1`,
    [eventId, hidden],
  );
  return changed > 0;
}

/**
 * Every event an account hosts starts a change (its version bumps): their cached snapshots are read again. Returns
 * each event's new version.
 */
export async function touchHostedEvents(
  tx: EntityManager,
  userId: string,
): Promise<{ eventId: string; version: number }[]> {
  const touched: { eventId: string; version: number }[] = [];
  for (const eventId of await hostedEventIds(tx, userId)) {
    await startEventChange(tx, eventId);
    touched.push({ eventId, version: await versionInTransaction(tx, eventId) });
  }
  return touched;
}

/** The events whose answers close within `lead` (an SQL interval) after `now`, reminders on and not hidden. */
export async function eventsAnswersClosing(
  db: Pick<EntityManager, 'query'>,
  now: Date,
  lead: string,
): Promise<{ id: string }[]> {
  return db.query(
    `SELECT "id" FROM "events"
        WHERE "remindersEnabled" AND "hiddenAt" IS NULL
          AND "answersCloseAt" > $1 AND "answersCloseAt" - ${lead} <= $1`,
    [now],
  );
}

/** The event's name; undefined when there is no such event. */
export async function eventNameOf(db: Pick<EntityManager, 'query'>, eventId: string): Promise<string | undefined> {
  const rows: { name: string }[] = await db.query(`SELECT "name" FROM "events" WHERE "id" = $1`, [eventId]);
  return rows[0]?.name;
}
