import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Replays of invitations are answered by the shared idempotency records (idempotency_keys), not by a column of their own. */
export class DropInvitationIdempotencyKey1764000000000 implements MigrationInterface {
  name = 'DropInvitationIdempotencyKey1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "UQ_invitations_inviter_idempotency"`);
    await q.query(`ALTER TABLE "invitations" DROP COLUMN IF EXISTS "idempotencyKey"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "invitations" ADD COLUMN "idempotencyKey" varchar(100)`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_invitations_inviter_idempotency" ON "invitations" ("invitedByUserId", "idempotencyKey") WHERE "idempotencyKey" IS NOT NULL`,
    );
  }
}
