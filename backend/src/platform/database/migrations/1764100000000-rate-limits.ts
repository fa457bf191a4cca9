import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One table of fixed-window counters for every rate limit (sign-in, guests, mutations, invitations...), shared by
 * all app processes. Replaces the invitations' own counter table.
 */
export class RateLimits1764100000000 implements MigrationInterface {
  name = 'RateLimits1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "rate_limits" (
        "key" varchar(200) NOT NULL,
        "windowStart" timestamptz NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "count" integer NOT NULL DEFAULT 1,
        CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key", "windowStart")
      )`);
    // Pruning scans by expiry.
    await q.query(`CREATE INDEX "IDX_rate_limits_expiresAt" ON "rate_limits" ("expiresAt")`);
    await q.query(`DROP TABLE IF EXISTS "invite_rate_limits"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "rate_limits"`);
    await q.query(`
      CREATE TABLE "invite_rate_limits" (
        "hostId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "windowStart" timestamptz NOT NULL,
        "count" integer NOT NULL DEFAULT 0,
        PRIMARY KEY ("hostId", "windowStart")
      )`);
  }
}
