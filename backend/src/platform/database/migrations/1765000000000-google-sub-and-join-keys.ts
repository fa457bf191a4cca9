import { migration } from './migration';

/**
 * Accounts are found by Google's stable subject identifier (`sub`), not by e-mail: an address can change hands, a
 * `sub` never does. Join keys a guest can no longer use (their link was renewed, they moved into an account) are
 * remembered so a replay of that join is refused instead of signing anyone in.
 */
export const GoogleSubAndJoinKeys1765000000000 = migration('GoogleSubAndJoinKeys1765000000000', {
  up: [
    `ALTER TABLE "users" ADD COLUMN "googleSub" varchar(255)`,
    `CREATE UNIQUE INDEX "UQ_users_google_sub" ON "users" ("googleSub") WHERE "googleSub" IS NOT NULL`,
    `
      CREATE TABLE "retired_guest_join_keys" (
        "key" varchar(255) PRIMARY KEY,
        "retiredAt" timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  down: [
    `DROP TABLE "retired_guest_join_keys"`,
    `DROP INDEX "UQ_users_google_sub"`,
    `ALTER TABLE "users" DROP COLUMN "googleSub"`,
  ],
});
