import type { DishView } from '../contracts/dish.contract';
import { dishFlagsOf } from '../contracts/dish.rules';
import type { DishEntity } from './dish.entity';

/**
 * Builds the API view of a dish; the contributor relation must be loaded. `named`: the reader may see who brings it
 * (the visibility policy's `brings`); otherwise the contributor has no name.
 */
export function toDishView(e: DishEntity, named = true): DishView {
  return {
    id: e.id,
    eventId: e.eventId,
    contributorId: e.contributorId,
    name: e.name,
    category: e.category,
    description: e.description,
    servingSize: e.servingSize,
    imageUrl: e.imageUrl,
    recipeLink: e.recipeLink,
    ...dishFlagsOf(e),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    offeredAt: e.offeredAt ? e.offeredAt.toISOString() : null,
    contributor: {
      id: e.contributorId,
      firstName: named ? (e.contributor?.firstName ?? null) : null,
      lastName: named ? (e.contributor?.lastName ?? null) : null,
      nickname: named ? (e.contributor?.nickname ?? null) : null,
    },
  };
}
