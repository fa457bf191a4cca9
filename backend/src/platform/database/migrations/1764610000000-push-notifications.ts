import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push: each browser's subscription (one row per endpoint, owned by whoever subscribed last on that browser),
 * push reminders planned once per (event, kind, event date, user) like the e-mail ones, and the development VAPID
 * pair generated when none is configured (kept beside the subscriptions it signs for, so they stay valid together).
 */
export class PushNotifications1764610000000 implements MigrationInterface {
  name = 'PushNotifications1764610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "push_subscriptions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "endpoint" text NOT NULL UNIQUE,
        "p256dh" varchar(128) NOT NULL,
        "auth" varchar(64) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_push_subscriptions_user" ON "push_subscriptions" ("userId")`);
    await q.query(`
      CREATE TABLE "push_reminder_sends" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "kind" varchar(8) NOT NULL CHECK ("kind" IN ('2d', '2h')),
        "eventDate" timestamptz NOT NULL,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "sentAt" timestamptz,
        UNIQUE ("eventId", "kind", "eventDate", "userId")
      )`);
    await q.query(`
      CREATE TABLE "push_vapid_keys" (
        "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
        "publicKey" varchar(128) NOT NULL,
        "privateKey" varchar(64) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "push_vapid_keys"`);
    await q.query(`DROP TABLE IF EXISTS "push_reminder_sends"`);
    await q.query(`DROP TABLE IF EXISTS "push_subscriptions"`);
  }
}
