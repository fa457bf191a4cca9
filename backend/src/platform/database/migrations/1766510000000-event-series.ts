import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Potluck series: events that repeat. The series keeps the rule (weekly, every two weeks, monthly on the nth
 * weekday, or custom dates), the first start as wall-clock time in its IANA zone (so 18:30 stays 18:30 across
 * daylight-saving changes) and the starts of cancelled occurrences (the calendar's EXDATE). Each occurrence is a real
 * event (its own RSVPs and dishes) pointing at its series; `seriesStart` is the start the rule gave it.
 */
export class EventSeries1766510000000 implements MigrationInterface {
  name = 'EventSeries1766510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "event_series" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "hostId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "frequency" varchar(16) NOT NULL CHECK ("frequency" IN ('weekly', 'biweekly', 'monthly', 'custom')),
        "firstLocal" varchar(16) NOT NULL,
        "timeZone" varchar(64) NOT NULL,
        "customStarts" timestamptz[] NOT NULL DEFAULT '{}',
        "cancelledStarts" timestamptz[] NOT NULL DEFAULT '{}',
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `ALTER TABLE "events" ADD COLUMN "seriesId" uuid REFERENCES "event_series" ("id") ON DELETE SET NULL`,
    );
    await q.query(`ALTER TABLE "events" ADD COLUMN "seriesStart" timestamptz`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_events_series_start" ON "events" ("seriesId", "seriesStart") WHERE "seriesId" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "UQ_events_series_start"`);
    await q.query(`ALTER TABLE "events" DROP COLUMN IF EXISTS "seriesStart"`);
    await q.query(`ALTER TABLE "events" DROP COLUMN IF EXISTS "seriesId"`);
    await q.query(`DROP TABLE IF EXISTS "event_series"`);
  }
}
