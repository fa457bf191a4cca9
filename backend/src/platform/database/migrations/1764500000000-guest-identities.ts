import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guests without an account: a user row marked as a guest, with an optional unverified e-mail that never matches
 * an account's, the hash of their personal link, and the Idempotency-Key of the join that created them.
 * Events get the host's "Guests can see who's coming" setting.
 */
export class GuestIdentities1764500000000 implements MigrationInterface {
  name = 'GuestIdentities1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE "users"
        ADD COLUMN "isGuest" boolean NOT NULL DEFAULT false,
        ADD COLUMN "guestTokenHash" char(64),
        ADD COLUMN "guestJoinKey" varchar(255),
        ADD COLUMN "guestJoinFingerprint" char(64),
        ALTER COLUMN "email" DROP NOT NULL`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "UQ_users_email"`);
    // Accounts are matched by e-mail; a guest's address is only theirs to be reminded at, never a key.
    await q.query(`CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") WHERE NOT "isGuest"`);
    await q.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_account_email" CHECK ("isGuest" OR "email" IS NOT NULL)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_users_guest_token" ON "users" ("guestTokenHash") WHERE "guestTokenHash" IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "UQ_users_guest_join_key" ON "users" ("guestJoinKey") WHERE "guestJoinKey" IS NOT NULL`,
    );
    await q.query(`ALTER TABLE "events" ADD COLUMN "showGuestList" boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "events" DROP COLUMN "showGuestList"`);
    await q.query(`DELETE FROM "users" WHERE "isGuest"`);
    await q.query(`DROP INDEX "UQ_users_guest_join_key"`);
    await q.query(`DROP INDEX "UQ_users_guest_token"`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_account_email"`);
    await q.query(`DROP INDEX "UQ_users_email"`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "UQ_users_email" UNIQUE ("email")`);
    await q.query(`
      ALTER TABLE "users"
        ALTER COLUMN "email" SET NOT NULL,
        DROP COLUMN "guestJoinFingerprint",
        DROP COLUMN "guestJoinKey",
        DROP COLUMN "guestTokenHash",
        DROP COLUMN "isGuest"`);
  }
}
