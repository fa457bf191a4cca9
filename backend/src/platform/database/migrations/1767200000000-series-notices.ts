import { belongsTo, CREATED_AT, ID, mayPointTo, migration, rowTrigger } from './migration';

/**
 * What a series tells its guests, one row per (kind, series, start, person), sent by a job whose id is the row's id:
 * 'invite' (a guest of earlier dates is invited to this occurrence a set time before it; the occurrence then lists
 * on their home screen) and 'cancelled' (this occurrence was cancelled). The name, start and zone are kept on the
 * row, because a cancelled occurrence is deleted before its guests are told. 'excluded' (never sent) keeps, past the
 * deletion of a cancelled occurrence, that someone was removed from it or stopped its e-mails: never invited again.
 */
export const SeriesNotices1767200000000 = migration('SeriesNotices1767200000000', {
  up: [
    `
      CREATE TABLE "series_notices" (
        ${ID},
        "kind" varchar(16) NOT NULL CHECK ("kind" IN ('invite', 'cancelled', 'excluded')),
        ${belongsTo('seriesId', 'event_series')},
        ${mayPointTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        "seriesStart" timestamptz NOT NULL,
        "eventName" varchar(255) NOT NULL,
        "startsAt" timestamptz NOT NULL,
        "timeZone" varchar(64) NOT NULL,
        "sentAt" timestamptz,
        ${CREATED_AT},
        UNIQUE ("kind", "seriesId", "seriesStart", "userId")
      )`,
    `CREATE INDEX "IDX_series_notices_unsent" ON "series_notices" ("createdAt") WHERE "sentAt" IS NULL`,
    `CREATE INDEX "IDX_series_notices_event_user" ON "series_notices" ("eventId", "userId")`,
    `CREATE INDEX "IDX_series_notices_user" ON "series_notices" ("userId")`,
    // An invitation puts the occurrence in the person's lists: their list version moves, as with an RSVP.
    `
      CREATE FUNCTION potluck_series_notice_list() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD."kind" = 'invite' THEN PERFORM potluck_bump_list(OLD."userId"); END IF;
        IF TG_OP <> 'DELETE' AND NEW."kind" = 'invite' THEN PERFORM potluck_bump_list(NEW."userId"); END IF;
        RETURN NULL;
      END $$`,
    rowTrigger(
      'series_notices_list',
      'AFTER INSERT OR DELETE OR UPDATE OF "eventId"',
      'series_notices',
      'potluck_series_notice_list',
    ),
  ],
  down: [`DROP TABLE IF EXISTS "series_notices"`, `DROP FUNCTION IF EXISTS potluck_series_notice_list()`],
});
