import type { EntityManager } from 'typeorm';
import type { EventKitchen } from '../contracts/kitchen.contract';

/**
 * The events table for other modules, which name no table they do not own: each function takes the caller's
 * transaction (or manager), so its change is part of the caller's. The SQL stays with the module that owns the table.
 */

/**
 * Locks the event row against deletion until the caller's transaction ends (FOR SHARE: others may still read and
 * insert rows that reference it). False when the event is gone.
 */
export async function lockEventForShare(tx: EntityManager, eventId: string): Promise<boolean> {
  const rows: unknown[] = await tx.query(`SELECT 1 FROM "events" WHERE "id" = $1 FOR SHARE`, [eventId]);
  return rows.length > 0;
}

/** What the event's kitchen has: ovens, outlets and fridge shelves. */
export async function setEventKitchen(tx: EntityManager, eventId: string, kitchen: EventKitchen): Promise<void> {
  await tx.query(
    `UPDATE "events" SET "kitchenOvens" = $2, "kitchenOutlets" = $3, "kitchenFridgeShelves" = $4 WHERE "id" = $1`,
    [eventId, kitchen.ovens, kitchen.outlets, kitchen.fridgeShelves],
  );
}

/** The host's thank-you note after the party, or null. */
export async function setEventThankYou(tx: EntityManager, eventId: string, thankYou: string | null): Promise<void> {
  await tx.query(`UPDATE "events" SET "thankYou" = $2 WHERE "id" = $1`, [eventId, thankYou]);
}

/** The host's thank-you note after the party (null: none, or no such event). */
export async function eventThankYou(db: Pick<EntityManager, 'query'>, eventId: string): Promise<string | null> {
  const rows: { thankYou: string | null }[] = await db.query(`SELECT "thankYou" FROM "events" WHERE "id" = $1`, [
    eventId,
  ]);
  return rows[0]?.thankYou ?? null;
}
