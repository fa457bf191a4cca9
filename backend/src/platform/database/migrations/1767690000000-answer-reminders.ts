import { belongsTo, CREATED_AT, dropTables, ID, migration } from './migration';

/**
 * The reminder to answer before an event's answers close: one row per event, deadline and person (an account or
 * guest by id, or an address the host invited that has no one behind it yet), so it is planned once however many
 * processes scan, and planned again only when the host moves the deadline. sentAt marks it done.
 */
export const AnswerReminders1767690000000 = migration('AnswerReminders1767690000000', {
  up: [
    `
      CREATE TABLE "answer_reminders" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        "closesAt" timestamptz NOT NULL,
        "email" varchar(320),
        "userId" uuid REFERENCES "users" ("id") ON DELETE CASCADE,
        ${CREATED_AT},
        "sentAt" timestamptz,
        CONSTRAINT "CHK_answer_reminders_whom" CHECK ("email" IS NOT NULL OR "userId" IS NOT NULL)
      )`,
    `CREATE UNIQUE INDEX "UQ_answer_reminders_whom" ON "answer_reminders" ("eventId", "closesAt", COALESCE("userId"::text, "email"))`,
  ],
  down: dropTables('answer_reminders'),
});
