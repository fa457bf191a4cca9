import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * After the party: a dish's recipe or note and whether a container was left with it, the host's thank-you line,
 * and one row per (event, person, kind) for the after-party prompt and summary, so every process sends each once.
 */
export class AfterParty1767000000000 implements MigrationInterface {
  name = 'AfterParty1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "dishes" ADD "afterNote" varchar(1000), ADD "containerLeft" boolean NOT NULL DEFAULT false`,
    );
    await q.query(`ALTER TABLE "events" ADD "thankYou" varchar(500)`);
    await q.query(`
      CREATE TABLE "after_party_sends" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "kind" varchar(16) NOT NULL CHECK ("kind" IN ('prompt', 'summary')),
        "sentAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "UQ_after_party_sends_event_user_kind" UNIQUE ("eventId", "userId", "kind")
      )`);
    await q.query(`CREATE INDEX "IDX_after_party_sends_user" ON "after_party_sends" ("userId")`);
    await q.query(
      `CREATE INDEX "IDX_after_party_sends_pending" ON "after_party_sends" ("createdAt") WHERE "sentAt" IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "after_party_sends"`);
    await q.query(`ALTER TABLE "events" DROP COLUMN IF EXISTS "thankYou"`);
    await q.query(`ALTER TABLE "dishes" DROP COLUMN IF EXISTS "afterNote", DROP COLUMN IF EXISTS "containerLeft"`);
  }
}
