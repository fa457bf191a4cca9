import { migration } from './migration';

/**
 * Guests without an account: a user row marked as a guest, with an optional unverified e-mail that never matches
 * an account's, the hash of their personal link, and the Idempotency-Key of the join that created them.
 * Events get the host's "Guests can see who's coming" setting.
 */
export const GuestIdentities1764500000000 = migration('GuestIdentities1764500000000', {
  up: [
    `
      ALTER TABLE "users"
        ADD COLUMN "isGuest" boolean NOT NULL DEFAULT false,
        ADD COLUMN "guestTokenHash" char(64),
        ADD COLUMN "guestJoinKey" varchar(255),
        ADD COLUMN "guestJoinFingerprint" char(64),
        ALTER COLUMN "email" DROP NOT NULL`,
    `ALTER TABLE "users" DROP CONSTRAINT "UQ_users_email"`,
    // Accounts are matched by e-mail; a guest's address is only theirs to be reminded at, never a key.
    `CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email") WHERE NOT "isGuest"`,
    `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_account_email" CHECK ("isGuest" OR "email" IS NOT NULL)`,
    `CREATE UNIQUE INDEX "UQ_users_guest_token" ON "users" ("guestTokenHash") WHERE "guestTokenHash" IS NOT NULL`,
    `CREATE UNIQUE INDEX "UQ_users_guest_join_key" ON "users" ("guestJoinKey") WHERE "guestJoinKey" IS NOT NULL`,
    `ALTER TABLE "events" ADD COLUMN "showGuestList" boolean NOT NULL DEFAULT true`,
  ],
  down: [
    `ALTER TABLE "events" DROP COLUMN "showGuestList"`,
    `DELETE FROM "users" WHERE "isGuest"`,
    `DROP INDEX "UQ_users_guest_join_key"`,
    `DROP INDEX "UQ_users_guest_token"`,
    `ALTER TABLE "users" DROP CONSTRAINT "CHK_users_account_email"`,
    `DROP INDEX "UQ_users_email"`,
    `ALTER TABLE "users" ADD CONSTRAINT "UQ_users_email" UNIQUE ("email")`,
    `
      ALTER TABLE "users"
        ALTER COLUMN "email" SET NOT NULL,
        DROP COLUMN "guestJoinFingerprint",
        DROP COLUMN "guestJoinKey",
        DROP COLUMN "guestTokenHash",
        DROP COLUMN "isGuest"`,
  ],
});
