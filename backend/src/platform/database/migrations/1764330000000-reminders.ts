import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail reminders: one row per (event, reminder kind, event date, address), so a reminder is planned once however
 * many app processes scan; sentAt marks it done. Unsubscribes per address, for one event or for all.
 */
export class Reminders1764330000000 implements MigrationInterface {
  name = 'Reminders1764330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "reminder_sends" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "kind" varchar(8) NOT NULL CHECK ("kind" IN ('2d', '2h')),
        "eventDate" timestamptz NOT NULL,
        "email" varchar(320) NOT NULL,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "sentAt" timestamptz,
        UNIQUE ("eventId", "kind", "eventDate", "email")
      )`);
    await q.query(`
      CREATE TABLE "email_unsubscribes" (
        "email" varchar(320) NOT NULL,
        "scope" varchar(36) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("email", "scope")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "email_unsubscribes"`);
    await q.query(`DROP TABLE IF EXISTS "reminder_sends"`);
  }
}
