import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One mail policy: the suppression list (an address that unsubscribed from everything, bounced or complained gets
 * nothing), e-mail choices kept per user instead of per address (a guest who typed someone's address must not read
 * or change that person's choices), and confirmations of the addresses guests type (only the token's hash is kept).
 * Address-wide "all" unsubscribes become suppressions; "reminders"/"digest" choices move to the accounts owning
 * the address.
 */
export class MailPolicy1765010000000 implements MigrationInterface {
  name = 'MailPolicy1765010000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "mail_suppressions" (
        "email" varchar(320) PRIMARY KEY,
        "reason" varchar(16) NOT NULL CHECK ("reason" IN ('unsubscribed', 'bounced', 'complained')),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "notification_settings" (
        "userId" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "emailReminders" boolean NOT NULL DEFAULT true,
        "hostDigest" boolean NOT NULL DEFAULT true,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "email_confirmations" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "email" varchar(320) NOT NULL,
        "tokenHash" char(64) NOT NULL UNIQUE,
        "expiresAt" timestamptz NOT NULL,
        "confirmedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_email_confirmations_user" ON "email_confirmations" ("userId", "email")`);
    await q.query(`
      INSERT INTO "mail_suppressions" ("email", "reason")
      SELECT DISTINCT "email", 'unsubscribed' FROM "email_unsubscribes" WHERE "scope" = 'all'
      ON CONFLICT DO NOTHING`);
    await q.query(`
      INSERT INTO "notification_settings" ("userId", "emailReminders", "hostDigest")
      SELECT u."id",
             NOT EXISTS (SELECT 1 FROM "email_unsubscribes" x WHERE x."email" = lower(u."email") AND x."scope" = 'reminders'),
             NOT EXISTS (SELECT 1 FROM "email_unsubscribes" x WHERE x."email" = lower(u."email") AND x."scope" = 'digest')
        FROM "users" u
       WHERE NOT u."isGuest"
         AND EXISTS (SELECT 1 FROM "email_unsubscribes" x
                      WHERE x."email" = lower(u."email") AND x."scope" IN ('reminders', 'digest'))`);
    await q.query(`DELETE FROM "email_unsubscribes" WHERE "scope" IN ('all', 'reminders', 'digest')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      INSERT INTO "email_unsubscribes" ("email", "scope")
      SELECT "email", 'all' FROM "mail_suppressions" WHERE "reason" = 'unsubscribed' ON CONFLICT DO NOTHING`);
    await q.query(`DROP TABLE IF EXISTS "email_confirmations"`);
    await q.query(`DROP TABLE IF EXISTS "notification_settings"`);
    await q.query(`DROP TABLE IF EXISTS "mail_suppressions"`);
  }
}
