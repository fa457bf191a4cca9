import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Idempotency records: one per (user, key), holding the first response so a replay returns it unchanged. */
export class IdempotencyKeys1763950000000 implements MigrationInterface {
  name = 'IdempotencyKeys1763950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "idempotency_keys" (
        "userId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "key" varchar(255) NOT NULL,
        "fingerprint" char(64) NOT NULL,
        "state" varchar(16) NOT NULL DEFAULT 'processing' CHECK ("state" IN ('processing','completed')),
        "responseStatus" smallint,
        "responseBody" jsonb,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "completedAt" timestamptz,
        CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("userId", "key")
      )`);
    // Pruning scans by age.
    await q.query(`CREATE INDEX "IDX_idempotency_keys_createdAt" ON "idempotency_keys" ("createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "idempotency_keys"`);
  }
}
