import { migration } from './migration';

/**
 * Push subscriptions are capped per user (PUSH_SUBSCRIPTIONS_PER_USER, 10 by default; a new one drops the oldest):
 * users with more keep their 10 newest. Subscriptions that are no https address of a browser push service are left
 * to the sender, which removes them at their next push.
 */
export const PushSubscriptionCap1765041000000 = migration('PushSubscriptionCap1765041000000', {
  up: [
    `
      DELETE FROM "push_subscriptions" s USING (
        SELECT "id", row_number() OVER (PARTITION BY "userId" ORDER BY "createdAt" DESC, "id" DESC) AS "n"
          FROM "push_subscriptions"
      ) ranked
       WHERE s."id" = ranked."id" AND ranked."n" > 10`,
    `CREATE INDEX IF NOT EXISTS "IDX_push_subscriptions_user_created" ON "push_subscriptions" ("userId", "createdAt")`,
  ],
  down: [`DROP INDEX IF EXISTS "IDX_push_subscriptions_user_created"`],
});
