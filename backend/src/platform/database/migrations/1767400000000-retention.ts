import { belongsTo, CREATED_AT, ID, migration } from './migration';

/**
 * Retention: what is kept, and for how long, is the operator's setting (see retention/). A guest identity is kept
 * while it is used, so each user row says when its person last started a session (`lastSeenAt`; rows written before
 * count from their last change). The host of an event due for deletion is told once before (`retention_notices`, one
 * row per event, sent by a job whose id is the row's id, gone with the event).
 */
export const Retention1767400000000 = migration('Retention1767400000000', {
  up: [
    `ALTER TABLE "users" ADD COLUMN "lastSeenAt" timestamptz`,
    `UPDATE "users" SET "lastSeenAt" = GREATEST("createdAt", "updatedAt")`,
    `ALTER TABLE "users" ALTER COLUMN "lastSeenAt" SET DEFAULT now(), ALTER COLUMN "lastSeenAt" SET NOT NULL`,
    `CREATE INDEX "IDX_users_guest_last_seen" ON "users" ("lastSeenAt") WHERE "isGuest"`,
    `
      CREATE TABLE "retention_notices" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        "deletesAt" timestamptz NOT NULL,
        "sentAt" timestamptz,
        ${CREATED_AT},
        UNIQUE ("eventId")
      )`,
    `CREATE INDEX "IDX_retention_notices_unsent" ON "retention_notices" ("createdAt") WHERE "sentAt" IS NULL`,
    `CREATE INDEX "IDX_retention_notices_user" ON "retention_notices" ("userId")`,
  ],
  down: [
    `DROP TABLE IF EXISTS "retention_notices"`,
    `DROP INDEX IF EXISTS "IDX_users_guest_last_seen"`,
    `ALTER TABLE "users" DROP COLUMN IF EXISTS "lastSeenAt"`,
  ],
});
