import { belongsTo, CREATED_AT, dropTables, ID, migration } from './migration';

/**
 * E-mail reminders: one row per (event, reminder kind, event date, address), so a reminder is planned once however
 * many app processes scan; sentAt marks it done. Unsubscribes per address, for one event or for all.
 */
export const Reminders1764330000000 = migration('Reminders1764330000000', {
  up: [
    `
      CREATE TABLE "reminder_sends" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        "kind" varchar(8) NOT NULL CHECK ("kind" IN ('2d', '2h')),
        "eventDate" timestamptz NOT NULL,
        "email" varchar(320) NOT NULL,
        ${belongsTo('userId', 'users')},
        ${CREATED_AT},
        "sentAt" timestamptz,
        UNIQUE ("eventId", "kind", "eventDate", "email")
      )`,
    `
      CREATE TABLE "email_unsubscribes" (
        "email" varchar(320) NOT NULL,
        "scope" varchar(36) NOT NULL,
        ${CREATED_AT},
        PRIMARY KEY ("email", "scope")
      )`,
  ],
  down: dropTables('email_unsubscribes', 'reminder_sends'),
});
