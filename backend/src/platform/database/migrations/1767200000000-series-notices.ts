import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a series tells its guests, one row per (kind, series, start, person), sent by a job whose id is the row's id:
 * 'invite' (a guest of earlier dates is invited to this occurrence a set time before it; the occurrence then lists
 * on their home screen) and 'cancelled' (this occurrence was cancelled). The name, start and zone are kept on the
 * row, because a cancelled occurrence is deleted before its guests are told. 'excluded' (never sent) keeps, past the
 * deletion of a cancelled occurrence, that someone was removed from it or stopped its e-mails: never invited again.
 */
export class SeriesNotices1767200000000 implements MigrationInterface {
  name = 'SeriesNotices1767200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "series_notices" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "kind" varchar(16) NOT NULL CHECK ("kind" IN ('invite', 'cancelled', 'excluded')),
        "seriesId" uuid NOT NULL REFERENCES "event_series" ("id") ON DELETE CASCADE,
        "eventId" uuid REFERENCES "events" ("id") ON DELETE SET NULL,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "seriesStart" timestamptz NOT NULL,
        "eventName" varchar(255) NOT NULL,
        "startsAt" timestamptz NOT NULL,
        "timeZone" varchar(64) NOT NULL,
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("kind", "seriesId", "seriesStart", "userId")
      )`);
    await q.query(`CREATE INDEX "IDX_series_notices_unsent" ON "series_notices" ("createdAt") WHERE "sentAt" IS NULL`);
    await q.query(`CREATE INDEX "IDX_series_notices_event_user" ON "series_notices" ("eventId", "userId")`);
    await q.query(`CREATE INDEX "IDX_series_notices_user" ON "series_notices" ("userId")`);
    // An invitation puts the occurrence in the person's lists: their list version moves, as with an RSVP.
    await q.query(`
      CREATE FUNCTION potluck_series_notice_list() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD."kind" = 'invite' THEN PERFORM potluck_bump_list(OLD."userId"); END IF;
        IF TG_OP <> 'DELETE' AND NEW."kind" = 'invite' THEN PERFORM potluck_bump_list(NEW."userId"); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER "series_notices_list" AFTER INSERT OR DELETE OR UPDATE OF "eventId" ON "series_notices"
        FOR EACH ROW EXECUTE FUNCTION potluck_series_notice_list()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "series_notices"`);
    await q.query(`DROP FUNCTION IF EXISTS potluck_series_notice_list()`);
  }
}
