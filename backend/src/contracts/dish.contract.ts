import * as z from 'zod';
import { dishCategorySchema, optionalHttpUrl, optionalText } from './common.contract';
import { DISH_NAME_MAX, OWN_IMAGE_MESSAGE, isOwnImagePath } from './dish.rules';

/** A dish picture: one of our own image paths (see isOwnImagePath), or none. */
const ownImagePath = z
  .union([
    z.string().trim().max(255, OWN_IMAGE_MESSAGE).refine(isOwnImagePath, OWN_IMAGE_MESSAGE),
    z.literal(''),
    z.null(),
  ])
  .optional()
  .transform((v) => (v ? v : null));

const flag = z.boolean().default(false);

/** Body of POST /api/events/{id}/dishes and PUT /api/dishes/{id}. eventId/contributorId are ignored. */
export const dishInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Dish name is required')
      .max(DISH_NAME_MAX, `Dish name must be at most ${DISH_NAME_MAX} characters`),
    category: dishCategorySchema.default('main_dish'),
    description: optionalText(2000),
    servingSize: optionalText(100),
    imageUrl: ownImagePath,
    recipeLink: optionalHttpUrl,
    eventId: z.string().nullish(),
    contributorId: z.string().nullish(),
    isVegetarian: flag,
    isVegan: flag,
    isGlutenFree: flag,
    isDairyFree: flag,
    containsNuts: flag,
    isSpicy: flag,
    containsMeat: flag,
  })
  .superRefine((d, ctx) => {
    if (d.containsMeat && (d.isVegan || d.isVegetarian)) {
      ctx.addIssue({
        code: 'custom',
        path: ['containsMeat'],
        message: 'A dish that contains meat cannot be vegetarian or vegan.',
      });
    }
  });
export type DishInput = z.input<typeof dishInputSchema>;
export type DishData = z.output<typeof dishInputSchema>;

// The answers, inferred from their schemas; named here too, so imports of them from this file keep working.
export type { DishView } from './responses.contract';
