import { belongsTo, CREATED_AT, ID, migration, oneRowPer, UPDATED_AT } from './migration';

/**
 * One mail policy: the suppression list (an address that unsubscribed from everything, bounced or complained gets
 * nothing), e-mail choices kept per user instead of per address (a guest who typed someone's address must not read
 * or change that person's choices), and confirmations of the addresses guests type (only the token's hash is kept).
 * Address-wide "all" unsubscribes become suppressions; "reminders"/"digest" choices move to the accounts owning
 * the address.
 */
export const MailPolicy1765010000000 = migration('MailPolicy1765010000000', {
  up: [
    `
      CREATE TABLE "mail_suppressions" (
        "email" varchar(320) PRIMARY KEY,
        "reason" varchar(16) NOT NULL CHECK ("reason" IN ('unsubscribed', 'bounced', 'complained')),
        ${CREATED_AT}
      )`,
    `
      CREATE TABLE "notification_settings" (
        ${oneRowPer('userId', 'users')},
        "emailReminders" boolean NOT NULL DEFAULT true,
        "hostDigest" boolean NOT NULL DEFAULT true,
        ${UPDATED_AT}
      )`,
    `
      CREATE TABLE "email_confirmations" (
        ${ID},
        ${belongsTo('userId', 'users')},
        "email" varchar(320) NOT NULL,
        "tokenHash" char(64) NOT NULL UNIQUE,
        "expiresAt" timestamptz NOT NULL,
        "confirmedAt" timestamptz,
        ${CREATED_AT}
      )`,
    `CREATE INDEX "IDX_email_confirmations_user" ON "email_confirmations" ("userId", "email")`,
    `
      INSERT INTO "mail_suppressions" ("email", "reason")
      SELECT DISTINCT "email", 'unsubscribed' FROM "email_unsubscribes" WHERE "scope" = 'all'
      ON CONFLICT DO NOTHING`,
    `
      INSERT INTO "notification_settings" ("userId", "emailReminders", "hostDigest")
      SELECT u."id",
             NOT EXISTS (SELECT 1 FROM "email_unsubscribes" x WHERE x."email" = lower(u."email") AND x."scope" = 'reminders'),
             NOT EXISTS (SELECT 1 FROM "email_unsubscribes" x WHERE x."email" = lower(u."email") AND x."scope" = 'digest')
        FROM "users" u
       WHERE NOT u."isGuest"
         AND EXISTS (SELECT 1 FROM "email_unsubscribes" x
                      WHERE x."email" = lower(u."email") AND x."scope" IN ('reminders', 'digest'))`,
    `DELETE FROM "email_unsubscribes" WHERE "scope" IN ('all', 'reminders', 'digest')`,
  ],
  down: [
    `
      INSERT INTO "email_unsubscribes" ("email", "scope")
      SELECT "email", 'all' FROM "mail_suppressions" WHERE "reason" = 'unsubscribed' ON CONFLICT DO NOTHING`,
    `DROP TABLE IF EXISTS "email_confirmations"`,
    `DROP TABLE IF EXISTS "notification_settings"`,
    `DROP TABLE IF EXISTS "mail_suppressions"`,
  ],
});
