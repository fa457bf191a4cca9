import { belongsTo, CREATED_AT, ID, migration } from './migration';

/**
 * Date polls: an event may start without a date and offer 2–8 date options instead; invitees answer each option
 * yes / if need be / no; the host picks one and it becomes the event's date. Until then `events.date` is NULL.
 * `date_poll_notices` holds one row per person told about the pick, so every process sends each notice once.
 */
export const DatePolls1766500000000 = migration('DatePolls1766500000000', {
  up: [
    `ALTER TABLE "events" ALTER COLUMN "date" DROP NOT NULL`,
    `
      CREATE TABLE "date_poll_options" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        "startsAt" timestamptz NOT NULL,
        "pickedAt" timestamptz,
        CONSTRAINT "UQ_date_poll_options_event_start" UNIQUE ("eventId", "startsAt")
      )`,
    `
      CREATE TABLE "date_poll_answers" (
        ${belongsTo('optionId', 'date_poll_options')},
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        "answer" varchar(8) NOT NULL CHECK ("answer" IN ('yes', 'maybe', 'no')),
        "answeredAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("optionId", "userId")
      )`,
    `CREATE INDEX "IDX_date_poll_answers_event" ON "date_poll_answers" ("eventId")`,
    `CREATE INDEX "IDX_date_poll_answers_user" ON "date_poll_answers" ("userId")`,
    `
      CREATE TABLE "date_poll_notices" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        "saidYes" boolean NOT NULL,
        "sentAt" timestamptz,
        ${CREATED_AT},
        CONSTRAINT "UQ_date_poll_notices_event_user" UNIQUE ("eventId", "userId")
      )`,
  ],
  down: [
    `DROP TABLE IF EXISTS "date_poll_notices"`,
    `DROP TABLE IF EXISTS "date_poll_answers"`,
    `DROP TABLE IF EXISTS "date_poll_options"`,
    `DELETE FROM "events" WHERE "date" IS NULL`,
    `ALTER TABLE "events" ALTER COLUMN "date" SET NOT NULL`,
  ],
});
