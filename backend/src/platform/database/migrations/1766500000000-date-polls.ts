import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Date polls: an event may start without a date and offer 2–8 date options instead; invitees answer each option
 * yes / if need be / no; the host picks one and it becomes the event's date. Until then `events.date` is NULL.
 * `date_poll_notices` holds one row per person told about the pick, so every process sends each notice once.
 */
export class DatePolls1766500000000 implements MigrationInterface {
  name = 'DatePolls1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events" ALTER COLUMN "date" DROP NOT NULL`);
    await q.query(`
      CREATE TABLE "date_poll_options" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "startsAt" timestamptz NOT NULL,
        "pickedAt" timestamptz,
        CONSTRAINT "UQ_date_poll_options_event_start" UNIQUE ("eventId", "startsAt")
      )`);
    await q.query(`
      CREATE TABLE "date_poll_answers" (
        "optionId" uuid NOT NULL REFERENCES "date_poll_options" ("id") ON DELETE CASCADE,
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "answer" varchar(8) NOT NULL CHECK ("answer" IN ('yes', 'maybe', 'no')),
        "answeredAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("optionId", "userId")
      )`);
    await q.query(`CREATE INDEX "IDX_date_poll_answers_event" ON "date_poll_answers" ("eventId")`);
    await q.query(`CREATE INDEX "IDX_date_poll_answers_user" ON "date_poll_answers" ("userId")`);
    await q.query(`
      CREATE TABLE "date_poll_notices" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "saidYes" boolean NOT NULL,
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_date_poll_notices_event_user" UNIQUE ("eventId", "userId")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "date_poll_notices"`);
    await q.query(`DROP TABLE IF EXISTS "date_poll_answers"`);
    await q.query(`DROP TABLE IF EXISTS "date_poll_options"`);
    await q.query(`DELETE FROM "events" WHERE "date" IS NULL`);
    await q.query(`ALTER TABLE "events" ALTER COLUMN "date" SET NOT NULL`);
  }
}
