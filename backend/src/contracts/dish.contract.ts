import * as z from 'zod';
import { dishCategorySchema, optionalHttpUrl, optionalText } from './common.contract';
import {
  DISH_DESCRIPTION_MAX,
  DISH_NAME_MAX,
  DISH_SERVING_SIZE_MAX,
  OWN_IMAGE_MESSAGE,
  isOwnImagePath,
  dishFlagConflict,
  mapFlags,
} from './dish.rules';

/** A dish picture: one of our own image paths (see isOwnImagePath), or none. */
const ownImagePath = z
  .union([
    z.string().trim().max(255, OWN_IMAGE_MESSAGE).refine(isOwnImagePath, OWN_IMAGE_MESSAGE),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((v) => (v ? v : null));

const flags = mapFlags(() => z.boolean().default(false));

/** Body of POST /api/events/{id}/dishes and PUT /api/dishes/{id}. eventId/contributorId are ignored. */
export const dishInputSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.dish.nameRequired').max(DISH_NAME_MAX, 'validation.dish.nameMax'),
    category: dishCategorySchema.default('main_dish'),
    description: optionalText(DISH_DESCRIPTION_MAX),
    servingSize: optionalText(DISH_SERVING_SIZE_MAX),
    imageUrl: ownImagePath,
    recipeLink: optionalHttpUrl,
    eventId: z.string().nullish(),
    contributorId: z.string().nullish(),
    ...flags,
  })
  .superRefine((d, ctx) => {
    const conflict = dishFlagConflict(d);
    if (conflict) ctx.addIssue({ code: 'custom', path: [conflict.flag], message: conflict.message });
  });
export type DishInput = z.input<typeof dishInputSchema>;
export type DishData = z.output<typeof dishInputSchema>;

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type { DishView } from './responses.contract';
