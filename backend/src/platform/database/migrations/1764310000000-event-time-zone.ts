import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each event gets the IANA zone it takes place in, a reminders switch and a calendar SEQUENCE.
 * Events created before this have no recorded zone: they get UTC (the zone the server wrote before), and the
 * host can correct it in the edit form.
 */
export class EventTimeZone1764310000000 implements MigrationInterface {
  name = 'EventTimeZone1764310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events" ADD COLUMN "timeZone" varchar(64) NOT NULL DEFAULT 'UTC'`);
    await q.query(`ALTER TABLE "events" ADD COLUMN "remindersEnabled" boolean NOT NULL DEFAULT true`);
    await q.query(`ALTER TABLE "events" ADD COLUMN "calendarSequence" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events" DROP COLUMN "calendarSequence"`);
    await q.query(`ALTER TABLE "events" DROP COLUMN "remindersEnabled"`);
    await q.query(`ALTER TABLE "events" DROP COLUMN "timeZone"`);
  }
}
