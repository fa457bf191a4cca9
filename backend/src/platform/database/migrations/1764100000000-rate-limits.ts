import { CREATE_INVITE_RATE_LIMITS } from './1763900000000-invitation-delivery';
import { migration } from './migration';

/**
 * One table of fixed-window counters for every rate limit (sign-in, guests, mutations, invitations...), shared by
 * all app processes. Replaces the invitations' own counter table.
 */
export const RateLimits1764100000000 = migration('RateLimits1764100000000', {
  up: [
    `
      CREATE TABLE "rate_limits" (
        "key" varchar(200) NOT NULL,
        "windowStart" timestamptz NOT NULL,
        "expiresAt" timestamptz NOT NULL,
        "count" integer NOT NULL DEFAULT 1,
        CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key", "windowStart")
      )`,
    // Pruning scans by expiry.
    `CREATE INDEX "IDX_rate_limits_expiresAt" ON "rate_limits" ("expiresAt")`,
    `DROP TABLE IF EXISTS "invite_rate_limits"`,
  ],
  down: [`DROP TABLE IF EXISTS "rate_limits"`, CREATE_INVITE_RATE_LIMITS],
});
