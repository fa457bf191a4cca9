import type { EntityManager } from 'typeorm';
import { loaded, type Loaded } from '../platform/common/loaded';
import { DishEntity } from './dish.entity';

/**
 * Reads of the dishes table for modules that cannot use DishesService (the events module, which DishesService itself
 * depends on): the SQL stays with the module that owns the table.
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
