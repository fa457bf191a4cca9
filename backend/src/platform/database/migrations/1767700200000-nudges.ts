import { belongsTo, CREATED_AT, dropTables, ID, migration, oneRowPer, UPDATED_AT } from './migration';

/**
 * The nudge before a potluck: how many hours before the event it goes (one row per event whose host changed it; no
 * row: 48 hours; "hours" null: off), and one row per event and person it went to, so each is nudged once.
 */
export const Nudges1767700200000 = migration('Nudges1767700200000', {
  up: [
    `
      CREATE TABLE "nudge_settings" (
        ${oneRowPer('eventId', 'events')},
        "hours" integer CHECK ("hours" BETWEEN 1 AND 336),
        ${UPDATED_AT}
      )`,
    `
      CREATE TABLE "nudge_sends" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        ${CREATED_AT},
        "sentAt" timestamptz,
        UNIQUE ("eventId", "userId")
      )`,
    `CREATE INDEX "IDX_nudge_sends_unsent" ON "nudge_sends" ("createdAt") WHERE "sentAt" IS NULL`,
    `CREATE INDEX "IDX_nudge_sends_user" ON "nudge_sends" ("userId")`,
  ],
  down: dropTables('nudge_sends', 'nudge_settings'),
});
