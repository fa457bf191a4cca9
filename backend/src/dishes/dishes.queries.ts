import type { EntityManager } from 'typeorm';
import type { DishKitchenNeeds } from '../contracts/kitchen.contract';
import { loaded, type Loaded } from '../platform/common/loaded';
import { DishEntity } from './dish.entity';

/**
 * The dishes table for other modules, which name no table they do not own: reads for the events module (which
 * DishesService itself depends on), and the changes other modules make to a dish, inside the caller's transaction.
 * The SQL stays with the module that owns the table.
 */

/** A dish with the person bringing it. */
export type DishWithContributor = Loaded<DishEntity, 'contributor'>;

/** An event's dishes with their contributors, oldest first. */
export async function eventDishes(manager: EntityManager, eventId: string): Promise<DishWithContributor[]> {
  const rows = await manager.getRepository(DishEntity).find({
    where: { eventId },
    relations: { contributor: true },
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  return rows.map((d) => loaded(d, 'contributor'));
}

/** A dish's kitchen needs and when it arrives (`arrivesAt`: the instant, or null). */
export async function setDishKitchenNeeds(
  tx: EntityManager,
  eventId: string,
  dishId: string,
  needs: DishKitchenNeeds,
  arrivesAt: Date | null,
): Promise<void> {
  await tx.query(
    `UPDATE "dishes" SET "ovenTemperature" = $3, "ovenUnit" = $4, "ovenMinutes" = $5, "needsStove" = $6,
       "needsFridge" = $7, "needsFreezer" = $8, "needsOutlet" = $9, "needsUtensils" = $10, "arrivesAt" = $11
     WHERE "id" = $1 AND "eventId" = $2`,
    [
      dishId,
      eventId,
      needs.oven?.temperature ?? null,
      needs.oven?.unit ?? null,
      needs.oven?.minutes ?? null,
      needs.stove,
      needs.fridge,
      needs.freezer,
      needs.outlet,
      needs.utensils,
      arrivesAt,
    ],
  );
}

/** The dish's recipe or note after the party, or null. */
export async function setDishAfterNote(
  tx: EntityManager,
  eventId: string,
  dishId: string,
  note: string | null,
): Promise<void> {
  await tx.query(`UPDATE "dishes" SET "afterNote" = $3 WHERE "id" = $1 AND "eventId" = $2`, [dishId, eventId, note]);
}

/** Whether the dish's container was left behind at the party. */
export async function setDishContainerLeft(
  tx: EntityManager,
  eventId: string,
  dishId: string,
  left: boolean,
): Promise<void> {
  await tx.query(`UPDATE "dishes" SET "containerLeft" = $3 WHERE "id" = $1 AND "eventId" = $2`, [
    dishId,
    eventId,
    left,
  ]);
}

/** The event's dishes' notes after the party and container marks, in no order. */
export function dishesAfterParty(
  db: Pick<EntityManager, 'query'>,
  eventId: string,
): Promise<{ id: string; afterNote: string | null; containerLeft: boolean }[]> {
  return db.query<{ id: string; afterNote: string | null; containerLeft: boolean }[]>(
    `SELECT "id", "afterNote", "containerLeft" FROM "dishes" WHERE "eventId" = $1`,
    [eventId],
  );
}

/** The event a dish belongs to and who brings it (undefined: no such dish). */
export async function dishOwnership(
  db: Pick<EntityManager, 'query'>,
  dishId: string,
): Promise<{ eventId: string; contributorId: string } | undefined> {
  const rows: { eventId: string; contributorId: string }[] = await db.query(
    `SELECT "eventId", "contributorId" FROM "dishes" WHERE "id" = $1`,
    [dishId],
  );
  return rows[0];
}

/** Each of the event's dishes' names, by id. */
export function dishNames(db: Pick<EntityManager, 'query'>, eventId: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }[]>(`SELECT "id", "name" FROM "dishes" WHERE "eventId" = $1`, [eventId]);
}

/** The event's dishes, oldest first: name, category and who brings each. */
export function dishesByAge(
  db: Pick<EntityManager, 'query'>,
  eventId: string,
): Promise<{ name: string; category: string; contributorId: string }[]> {
  return db.query(
    `SELECT "name", "category", "contributorId" FROM "dishes" WHERE "eventId" = $1 ORDER BY "createdAt"`,
    [eventId],
  );
}

/**
 * Locks the dish row against deletion until the caller's transaction ends (FOR SHARE). False when the dish is gone or
 * belongs to another event.
 */
export async function lockDishForShare(tx: EntityManager, eventId: string, dishId: string): Promise<boolean> {
  const rows: unknown[] = await tx.query(`SELECT 1 FROM "dishes" WHERE "id" = $1 AND "eventId" = $2 FOR SHARE`, [
    dishId,
    eventId,
  ]);
  return rows.length > 0;
}
