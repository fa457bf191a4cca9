import { migration } from './migration';

/** Replays of invitations are answered by the shared idempotency records (idempotency_keys), not by a column of their own. */
export const DropInvitationIdempotencyKey1764000000000 = migration('DropInvitationIdempotencyKey1764000000000', {
  up: [
    `DROP INDEX IF EXISTS "UQ_invitations_inviter_idempotency"`,
    `ALTER TABLE "invitations" DROP COLUMN IF EXISTS "idempotencyKey"`,
  ],
  down: [
    `ALTER TABLE "invitations" ADD COLUMN "idempotencyKey" varchar(100)`,
    `CREATE UNIQUE INDEX "UQ_invitations_inviter_idempotency" ON "invitations" ("invitedByUserId", "idempotencyKey") WHERE "idempotencyKey" IS NOT NULL`,
  ],
});
