import { belongsTo, CREATED_AT, ID, migration } from './migration';

/**
 * After the party: a dish's recipe or note and whether a container was left with it, the host's thank-you line,
 * and one row per (event, person, kind) for the after-party prompt and summary, so every process sends each once.
 */
export const AfterParty1767000000000 = migration('AfterParty1767000000000', {
  up: [
    `ALTER TABLE "dishes" ADD "afterNote" varchar(1000), ADD "containerLeft" boolean NOT NULL DEFAULT false`,
    `ALTER TABLE "events" ADD "thankYou" varchar(500)`,
    `
      CREATE TABLE "after_party_sends" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        "kind" varchar(16) NOT NULL CHECK ("kind" IN ('prompt', 'summary')),
        "sentAt" timestamptz,
        ${CREATED_AT},
        CONSTRAINT "UQ_after_party_sends_event_user_kind" UNIQUE ("eventId", "userId", "kind")
      )`,
    `CREATE INDEX "IDX_after_party_sends_user" ON "after_party_sends" ("userId")`,
    `CREATE INDEX "IDX_after_party_sends_pending" ON "after_party_sends" ("createdAt") WHERE "sentAt" IS NULL`,
  ],
  down: [
    `DROP TABLE IF EXISTS "after_party_sends"`,
    `ALTER TABLE "events" DROP COLUMN IF EXISTS "thankYou"`,
    `ALTER TABLE "dishes" DROP COLUMN IF EXISTS "afterNote", DROP COLUMN IF EXISTS "containerLeft"`,
  ],
});
