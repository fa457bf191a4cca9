import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How each person hears about the conversation (push, e-mail digest or nothing; without a row it follows from their
 * push subscriptions and e-mail reminders, see conversation.sql.ts), and the e-mail digest's news: one row per person and piece of news (a reply to
 * their comment, an answer to their question), unique by its key so recording it twice keeps one, and one row per
 * person and period a digest went out in, so each period sends at most one.
 */
export class TalkNotifications1767100000000 implements MigrationInterface {
  name = 'TalkNotifications1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "conversation_settings" (
        "userId" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "channel" varchar(8) NOT NULL CHECK ("channel" IN ('push', 'digest', 'none')),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE "talk_digest_items" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "key" varchar(120) NOT NULL,
        "kind" varchar(8) NOT NULL CHECK ("kind" IN ('reply', 'answer')),
        "actorName" varchar(200) NOT NULL,
        "excerpt" varchar(200) NOT NULL,
        "period" bigint NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "sentAt" timestamptz,
        UNIQUE ("userId", "key")
      )`);
    await q.query(
      `CREATE INDEX "IDX_talk_digest_items_unsent" ON "talk_digest_items" ("userId", "period") WHERE "sentAt" IS NULL`,
    );
    await q.query(`
      CREATE TABLE "talk_digest_sends" (
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "period" bigint NOT NULL,
        "sentAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("userId", "period")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "talk_digest_sends"`);
    await q.query(`DROP TABLE IF EXISTS "talk_digest_items"`);
    await q.query(`DROP TABLE IF EXISTS "conversation_settings"`);
  }
}
