import type { EntityManager } from 'typeorm';
import { DEFAULT_CURRENCY, DEFAULT_KID_WEIGHT, type CostRecorders, type CostSplit } from '../contracts/cost.rules';

type Db = Pick<EntityManager, 'query'>;

export interface CostSettingsRow {
  currency: string;
  recorders: CostRecorders;
  split: CostSplit;
  kidWeight: number;
}

export interface CostRow {
  id: string;
  eventId: string;
  what: string;
  amountMinor: number;
  payerId: string | null;
  paymentLink: string | null;
  paymentNote: string | null;
  recordedBy: string | null;
  createdAt: Date;
}

export interface ShareRow {
  id: string;
  userId: string | null;
  formerAdults: number | null;
  formerKids: number | null;
  paidMinor: number | null;
  paidAt: Date | null;
  confirmedAt: Date | null;
  createdAt: Date;
}

export const DEFAULT_SETTINGS: CostSettingsRow = {
  currency: DEFAULT_CURRENCY,
  recorders: 'managers',
  split: 'household',
  kidWeight: DEFAULT_KID_WEIGHT,
};

export async function costSettings(db: Db, eventId: string): Promise<CostSettingsRow> {
  const rows: CostSettingsRow[] = await db.query(
    `SELECT "currency", "recorders", "split", "kidWeight" FROM "cost_settings" WHERE "eventId" = $1`,
    [eventId],
  );
  return rows[0] ?? DEFAULT_SETTINGS;
}

export async function saveCostSettings(db: Db, eventId: string, s: CostSettingsRow): Promise<void> {
  await db.query(
    `INSERT INTO "cost_settings" ("eventId", "currency", "recorders", "split", "kidWeight") VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ("eventId") DO UPDATE SET "currency" = $2, "recorders" = $3, "split" = $4, "kidWeight" = $5`,
    [eventId, s.currency, s.recorders, s.split, s.kidWeight],
  );
}

export async function eventCosts(db: Db, eventId: string): Promise<CostRow[]> {
  return db.query(
    `SELECT "id", "eventId", "what", "amountMinor", "payerId", "paymentLink", "paymentNote", "recordedBy", "createdAt"
       FROM "costs" WHERE "eventId" = $1 ORDER BY "createdAt", "id"`,
    [eventId],
  );
}

export async function eventShares(db: Db, eventId: string): Promise<ShareRow[]> {
  return db.query(
    `SELECT "id", "userId", "formerAdults", "formerKids", "paidMinor", "paidAt", "confirmedAt", "createdAt"
       FROM "cost_shares" WHERE "eventId" = $1 ORDER BY "createdAt", "id"`,
    [eventId],
  );
}

/** Holds the event's costs for one change, so a currency change and a new cost never pass each other. */
export async function lockCosts(db: Db, eventId: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtext('costs:' || $1))`, [eventId]);
}

/**
 * Before a person's account goes: each event with costs where their household is in the split keeps it as "A
 * former guest" with the adults and kids it had, and what it said and was confirmed; what they gave as a payer
 * (their payment link and note) goes with them. The foreign keys then set the person's ids to NULL.
 */
export async function keepFormerShares(
  tx: Db,
  userId: string,
  households: readonly { eventId: string; adults: number; kids: number }[],
): Promise<string[]> {
  const events: string[] = [];
  for (const h of households) {
    const rows: unknown[] = await tx.query(
      `INSERT INTO "cost_shares" ("eventId", "userId", "formerAdults", "formerKids")
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM "costs" WHERE "eventId" = $1)
       ON CONFLICT ON CONSTRAINT "UQ_cost_shares_event_user"
       DO UPDATE SET "formerAdults" = $3, "formerKids" = $4
       RETURNING "eventId"`,
      [h.eventId, userId, h.adults, h.kids],
    );
    if (rows.length > 0) events.push(h.eventId);
  }
  await tx.query(`DELETE FROM "cost_shares" WHERE "userId" = $1 AND "formerAdults" IS NULL`, [userId]);
  await tx.query(`UPDATE "costs" SET "paymentLink" = NULL, "paymentNote" = NULL WHERE "payerId" = $1`, [userId]);
  return events;
}

/** A person's own cost rows, for their data export. */
export async function costDataOf(
  db: Db,
  userId: string,
): Promise<{ paid: unknown[]; recorded: unknown[]; shares: unknown[] }> {
  const rows = (sql: string): Promise<unknown[]> => db.query(sql, [userId]);
  const [paid, recorded, shares] = await Promise.all([
    rows(
      `SELECT "eventId", "what", "amountMinor", "paymentLink", "paymentNote", "createdAt" FROM "costs"
        WHERE "payerId" = $1 ORDER BY "createdAt"`,
    ),
    rows(
      `SELECT "eventId", "what", "amountMinor", "createdAt" FROM "costs" WHERE "recordedBy" = $1 ORDER BY "createdAt"`,
    ),
    rows(
      `SELECT "eventId", "paidMinor", "paidAt", "confirmedAt" FROM "cost_shares" WHERE "userId" = $1 ORDER BY "createdAt"`,
    ),
  ]);
  return { paid, recorded, shares };
}

/** The settings, costs and shares of one event, read together (for the hosts' exports and summaries). */
export async function eventCostRows(
  db: Db,
  eventId: string,
): Promise<{ settings: CostSettingsRow; costs: CostRow[]; shares: ShareRow[] }> {
  const [settings, costs, shares] = await Promise.all([
    costSettings(db, eventId),
    eventCosts(db, eventId),
    eventShares(db, eventId),
  ]);
  return { settings, costs, shares };
}
