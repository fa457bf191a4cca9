import { belongsTo, CREATED_AT, dropTables, ID, mayPointTo, migration, oneRowPer, UPDATED_AT } from './migration';

/**
 * Costs, without handling money: an event's currency and how its costs are split (`cost_settings`, one row once the
 * host chose anything), what was bought and who paid (`costs`, amounts in the currency's minor unit), and what each
 * household said and the payer confirmed about its share (`cost_shares`). A household's share itself is computed
 * from the costs and the going answers; a row keeps a deleted person's household in the split ("A former guest")
 * with the adults and kids it had.
 */
export const Costs1767760000000 = migration('Costs1767760000000', {
  up: [
    `
      CREATE TABLE "cost_settings" (
        ${oneRowPer('eventId', 'events')},
        "currency" char(3) NOT NULL DEFAULT 'EUR',
        "recorders" varchar(10) NOT NULL DEFAULT 'managers' CHECK ("recorders" IN ('host', 'managers', 'going')),
        "split" varchar(10) NOT NULL DEFAULT 'household' CHECK ("split" IN ('household', 'adult')),
        "kidWeight" smallint NOT NULL DEFAULT 50 CHECK ("kidWeight" BETWEEN 0 AND 100)
      )`,
    `
      CREATE TABLE "costs" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        "what" varchar(120) NOT NULL,
        "amountMinor" integer NOT NULL CHECK ("amountMinor" > 0 AND "amountMinor" <= 1000000000),
        ${mayPointTo('payerId', 'users')},
        "paymentLink" varchar(300),
        "paymentNote" varchar(200),
        ${mayPointTo('recordedBy', 'users')},
        ${CREATED_AT},
        ${UPDATED_AT}
      )`,
    `CREATE INDEX "IDX_costs_event" ON "costs" ("eventId", "createdAt")`,
    `CREATE INDEX "IDX_costs_payer" ON "costs" ("payerId")`,
    `CREATE INDEX "IDX_costs_recorded_by" ON "costs" ("recordedBy")`,
    `
      CREATE TABLE "cost_shares" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${mayPointTo('userId', 'users')},
        "formerAdults" smallint,
        "formerKids" smallint,
        "paidMinor" integer,
        "paidAt" timestamptz,
        "confirmedAt" timestamptz,
        ${CREATED_AT},
        CONSTRAINT "UQ_cost_shares_event_user" UNIQUE ("eventId", "userId")
      )`,
    `CREATE INDEX "IDX_cost_shares_user" ON "cost_shares" ("userId")`,
  ],
  down: dropTables('cost_shares', 'costs', 'cost_settings'),
});
