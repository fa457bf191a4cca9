import type { EntityManager } from 'typeorm';

// Whom a series tells: the guests it invites to an occurrence, those it tells of a cancelled one, and whether an
// invitation is still wanted. A read model (table-owners.ts): it reads the events, answers, removals, people and
// unsubscribes, and writes only the series' own table.

type Db = Pick<EntityManager, 'query'>;

/**
 * Who is a guest of a series for occurrence `o`: everyone who answered an earlier occurrence, except its host, anyone
 * removed from any occurrence of the series (never invited again), and anyone who stopped e-mails about one of its
 * occurrences (they opted out of the series); for a cancelled (deleted) occurrence, its 'excluded' rows say so.
 */
const SERIES_GUESTS = `
  SELECT DISTINCT r."userId" FROM "events" p JOIN "rsvps" r ON r."eventId" = p."id"
   WHERE p."seriesId" = o."seriesId" AND p."seriesStart" < o."seriesStart" AND r."userId" <> o."hostId"
     AND NOT EXISTS (SELECT 1 FROM "event_removals" x JOIN "events" xe ON xe."id" = x."eventId"
                      WHERE xe."seriesId" = o."seriesId" AND x."userId" = r."userId")
     AND NOT EXISTS (SELECT 1 FROM "email_unsubscribes" eu JOIN "users" u ON lower(u."email") = eu."email"
                       JOIN "events" ue ON ue."id"::text = eu."scope"
                      WHERE u."id" = r."userId" AND ue."seriesId" = o."seriesId")
     AND NOT EXISTS (SELECT 1 FROM "series_notices" ex
                      WHERE ex."kind" = 'excluded' AND ex."seriesId" = o."seriesId" AND ex."userId" = r."userId")
     AND NOT EXISTS (SELECT 1 FROM "rsvps" mine WHERE mine."eventId" = o."id" AND mine."userId" = r."userId")`;

/** What a series notice's send reads besides the person, of its row `n` and its occurrence `e`. */
export const SERIES_NOTICE_COLUMNS = `n."kind", n."eventName", n."startsAt", n."timeZone", e."location",
    e."date" AS "eventDate", (e."id" IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM "event_removals" x JOIN "events" xe ON xe."id" = x."eventId"
        WHERE xe."seriesId" = n."seriesId" AND x."userId" = n."userId")) AS "stillDue"`;

/**
 * Records an invitation for each guest of every occurrence within `leadDays` after `now` (once per person, kind,
 * series and start); answers the new rows' ids.
 */
export async function planSeriesInvites(db: Db, now: Date, leadDays: number): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO "series_notices" ("kind", "seriesId", "eventId", "userId", "seriesStart", "eventName", "startsAt", "timeZone")
       SELECT 'invite', o."seriesId", o."id", g."userId", o."seriesStart", o."name", o."date", o."timeZone"
         FROM "events" o CROSS JOIN LATERAL (${SERIES_GUESTS}) g
        WHERE o."seriesId" IS NOT NULL AND o."date" > $1 AND o."date" <= $1::timestamptz + make_interval(days => $2)
       ON CONFLICT ("kind", "seriesId", "seriesStart", "userId") DO NOTHING
       RETURNING "id"`,
    [now, leadDays],
  );
  return rows.map((r) => r.id);
}

/**
 * Inside the cancelling transaction, before the occurrence is deleted: keeps its removals and e-mail opt-outs for the
 * series (they still bar invitations), and records one cancellation per guest (Going or Maybe) to tell; answers the
 * new rows' ids.
 */
export async function recordSeriesCancelled(db: Db, eventId: string): Promise<string[]> {
  await db.query(
    `INSERT INTO "series_notices"
         ("kind", "seriesId", "userId", "seriesStart", "eventName", "startsAt", "timeZone", "sentAt")
       SELECT DISTINCT 'excluded', e."seriesId", x."userId", e."seriesStart", e."name", e."date", e."timeZone", now()
         FROM "events" e JOIN (
           SELECT "userId" FROM "event_removals" WHERE "eventId" = $1
           UNION
           SELECT u."id" FROM "email_unsubscribes" eu JOIN "users" u ON lower(u."email") = eu."email"
            WHERE eu."scope" = $1::text
         ) x ON TRUE
        WHERE e."id" = $1 AND e."seriesId" IS NOT NULL
       ON CONFLICT ("kind", "seriesId", "seriesStart", "userId") DO NOTHING`,
    [eventId],
  );
  const rows: { id: string }[] = await db.query(
    `INSERT INTO "series_notices" ("kind", "seriesId", "userId", "seriesStart", "eventName", "startsAt", "timeZone")
       SELECT 'cancelled', e."seriesId", r."userId", e."seriesStart", e."name", e."date", e."timeZone"
         FROM "events" e JOIN "rsvps" r ON r."eventId" = e."id"
        WHERE e."id" = $1 AND e."seriesId" IS NOT NULL AND r."status" IN ('attending', 'maybe') AND r."userId" <> e."hostId"
       ON CONFLICT ("kind", "seriesId", "seriesStart", "userId") DO NOTHING
       RETURNING "id"`,
    [eventId],
  );
  return rows.map((r) => r.id);
}
