import { belongsTo, CREATED_AT, dropTables, ID, migration } from './migration';

/**
 * Web Push: each browser's subscription (one row per endpoint, owned by whoever subscribed last on that browser),
 * push reminders planned once per (event, kind, event date, user) like the e-mail ones, and the development VAPID
 * pair generated when none is configured (kept beside the subscriptions it signs for, so they stay valid together).
 */
export const PushNotifications1764610000000 = migration('PushNotifications1764610000000', {
  up: [
    `
      CREATE TABLE "push_subscriptions" (
        ${ID},
        ${belongsTo('userId', 'users')},
        "endpoint" text NOT NULL UNIQUE,
        "p256dh" varchar(128) NOT NULL,
        "auth" varchar(64) NOT NULL,
        ${CREATED_AT}
      )`,
    `CREATE INDEX "IDX_push_subscriptions_user" ON "push_subscriptions" ("userId")`,
    `
      CREATE TABLE "push_reminder_sends" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        "kind" varchar(8) NOT NULL CHECK ("kind" IN ('2d', '2h')),
        "eventDate" timestamptz NOT NULL,
        ${belongsTo('userId', 'users')},
        ${CREATED_AT},
        "sentAt" timestamptz,
        UNIQUE ("eventId", "kind", "eventDate", "userId")
      )`,
    `
      CREATE TABLE "push_vapid_keys" (
        "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "publicKey" varchar(128) NOT NULL,
        "privateKey" varchar(64) NOT NULL,
        ${CREATED_AT}
      )`,
  ],
  down: dropTables('push_vapid_keys', 'push_reminder_sends', 'push_subscriptions'),
});
