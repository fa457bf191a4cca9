import type { DishView } from '../contracts/dish.contract';
import { dishFlagsOf } from '../contracts/dish.rules';
import type { DishEntity } from './dish.entity';

/** Builds the API view of a dish; the contributor relation must be loaded. */
export function toDishView(e: DishEntity): DishView {
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
    contributor: {
      id: e.contributorId,
      firstName: e.contributor?.firstName ?? null,
      lastName: e.contributor?.lastName ?? null,
      nickname: e.contributor?.nickname ?? null,
    },
  };
}
