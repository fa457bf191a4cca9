import * as z from 'zod';
import {
  dishCategorySchema,
  optionalHttpUrl,
  optionalText,
  type DishCategory,
  type PersonRef,
} from './common.contract';

export const DISH_NAME_MAX = 255;

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
    imageUrl: optionalHttpUrl,
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

export interface DietaryRules {
  allowVegan: boolean;
  allowVegetarian: boolean;
  allowNonVegetarian: boolean;
}
/** The dietary flags a dish carries: signed-up dishes, catalogue entries and suggestions. */
export interface DishFlags {
  isVegetarian: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  isDairyFree: boolean;
  containsNuts: boolean;
  isSpicy: boolean;
  containsMeat: boolean;
}

export const DISH_EDIT_FORBIDDEN_MESSAGE = 'Only the dish contributor and event host can edit it.';

/** Only the dish's contributor, the event's host and its co-hosts may change or delete a dish; anyone who may read the event adds one. */
export function canEditDish(
  dish: { contributorId: string | null },
  event: { hostId: string },
  userId: string | null | undefined,
  /** The caller is one of the event's co-hosts, who manage dishes like the host. */
  coHost = false,
): boolean {
  return !!userId && (dish.contributorId === userId || event.hostId === userId || coHost);
}

/** The event's dietary rules, checked in the form before sending and again on the server. */
export function dietaryRuleViolation(
  dish: Partial<Pick<DishFlags, 'isVegan' | 'isVegetarian' | 'containsMeat'>>,
  rules: DietaryRules,
): string | null {
  if (dish.isVegan && !rules.allowVegan) return 'Vegan dishes are not allowed for this potluck.';
  if (dish.isVegetarian && !dish.containsMeat && !rules.allowVegetarian)
    return 'Vegetarian dishes are not allowed for this potluck.';
  if (dish.containsMeat && !rules.allowNonVegetarian) return 'Non-vegetarian dishes are not allowed for this potluck.';
  return null;
}

/** A dish as the API answers it. */
export interface DishView extends DishFlags {
  id: string;
  eventId: string;
  contributorId: string;
  name: string;
  category: DishCategory;
  description: string | null;
  servingSize: string | null;
  imageUrl: string | null;
  recipeLink: string | null;
  createdAt: string;
  updatedAt: string;
  contributor: PersonRef;
}
