import { CREATED_AT, ID, migration } from './migration';

/** Fixed one-hour windows per host; rows older than a day are pruned as new windows open. */
export const CREATE_INVITE_RATE_LIMITS = `
      CREATE TABLE "invite_rate_limits" (
        "hostId" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "windowStart" timestamptz NOT NULL,
        "count" integer NOT NULL DEFAULT 0,
        PRIMARY KEY ("hostId", "windowStart")
      )`;

/** Delivery state of invitations, the development outbox, and the per-host invitation rate limit. */
export const InvitationDelivery1763900000000 = migration('InvitationDelivery1763900000000', {
  up: [
    `
      ALTER TABLE "invitations"
        ADD COLUMN "status" varchar(16) NOT NULL DEFAULT 'sent' CHECK ("status" IN ('pending','sent','outbox','failed')),
        ADD COLUMN "delivery" varchar(16) NOT NULL DEFAULT 'outbox' CHECK ("delivery" IN ('smtp','sms-provider','outbox')),
        ADD COLUMN "failureReason" text,
        ADD COLUMN "idempotencyKey" varchar(100)`,
    // One invitation per normalised contact and event (emails are stored lower-cased, phones in E.164).
    `CREATE UNIQUE INDEX "UQ_invitations_event_email" ON "invitations" ("eventId", "email") WHERE "email" IS NOT NULL`,
    `CREATE UNIQUE INDEX "UQ_invitations_event_phone" ON "invitations" ("eventId", "phoneNumber") WHERE "phoneNumber" IS NOT NULL`,
    `CREATE UNIQUE INDEX "UQ_invitations_inviter_idempotency" ON "invitations" ("invitedByUserId", "idempotencyKey") WHERE "idempotencyKey" IS NOT NULL`,

    // Development outbox: what would have been sent when SMTP / SMS are not configured.
    `
      CREATE TABLE "outbox" (
        ${ID},
        "invitationId" uuid REFERENCES "invitations"("id") ON DELETE CASCADE,
        "channel" varchar(8) NOT NULL CHECK ("channel" IN ('email','sms')),
        "recipient" varchar(320) NOT NULL,
        "subject" text,
        "text" text NOT NULL,
        "html" text,
        ${CREATED_AT}
      )`,
    `CREATE INDEX "IDX_outbox_createdAt" ON "outbox" ("createdAt")`,
    `CREATE INDEX "IDX_outbox_invitationId" ON "outbox" ("invitationId")`,

    CREATE_INVITE_RATE_LIMITS,
  ],
  down: [
    `DROP TABLE IF EXISTS "invite_rate_limits"`,
    `DROP TABLE IF EXISTS "outbox"`,
    `DROP INDEX IF EXISTS "UQ_invitations_inviter_idempotency"`,
    `DROP INDEX IF EXISTS "UQ_invitations_event_phone"`,
    `DROP INDEX IF EXISTS "UQ_invitations_event_email"`,
    `ALTER TABLE "invitations" DROP COLUMN "idempotencyKey", DROP COLUMN "failureReason", DROP COLUMN "delivery", DROP COLUMN "status"`,
  ],
});
