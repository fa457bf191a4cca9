import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One private calendar feed link per user; only a hash of its secret is stored. */
export class CalendarFeeds1764320000000 implements MigrationInterface {
  name = 'CalendarFeeds1764320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "calendar_feeds" (
        "userId" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "tokenHash" varchar(64) NOT NULL UNIQUE,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "calendar_feeds"`);
  }
}
