import { CREATED_AT, dropTables, migration } from './migration';

/** Idempotency records: one per (user, key), holding the first response so a replay returns it unchanged. */
export const IdempotencyKeys1763950000000 = migration('IdempotencyKeys1763950000000', {
  up: [
    `
      CREATE TABLE "idempotency_keys" (
        "userId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "key" varchar(255) NOT NULL,
        "fingerprint" char(64) NOT NULL,
        "state" varchar(16) NOT NULL DEFAULT 'processing' CHECK ("state" IN ('processing','completed')),
        "responseStatus" smallint,
        "responseBody" jsonb,
        ${CREATED_AT},
        "completedAt" timestamptz,
        CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("userId", "key")
      )`,
    // Pruning scans by age.
    `CREATE INDEX "IDX_idempotency_keys_createdAt" ON "idempotency_keys" ("createdAt")`,
  ],
  down: dropTables('idempotency_keys'),
});
