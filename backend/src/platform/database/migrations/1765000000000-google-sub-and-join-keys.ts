import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts are found by Google's stable subject identifier (`sub`), not by e-mail: an address can change hands, a
 * `sub` never does. Join keys a guest can no longer use (their link was renewed, they moved into an account) are
 * remembered so a replay of that join is refused instead of signing anyone in.
 */
export class GoogleSubAndJoinKeys1765000000000 implements MigrationInterface {
  name = 'GoogleSubAndJoinKeys1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD COLUMN "googleSub" varchar(255)`);
    await q.query(`CREATE UNIQUE INDEX "UQ_users_google_sub" ON "users" ("googleSub") WHERE "googleSub" IS NOT NULL`);
    await q.query(`
      CREATE TABLE "retired_guest_join_keys" (
        "key" varchar(255) PRIMARY KEY,
        "retiredAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "retired_guest_join_keys"`);
    await q.query(`DROP INDEX "UQ_users_google_sub"`);
    await q.query(`ALTER TABLE "users" DROP COLUMN "googleSub"`);
  }
}
