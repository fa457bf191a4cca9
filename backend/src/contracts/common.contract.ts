import * as z from 'zod';

// Shared by backend validation and frontend forms: files in contracts/ import nothing but zod.

export const EVENT_THEMES = [
  'diwali',
  'thanksgiving',
  'christmas',
  'vegan_feast',
  'international_food',
  'birthday',
  'neighborhood_gathering',
  'other',
] as const;
export const eventThemeSchema = z.enum(EVENT_THEMES);
export type EventTheme = z.infer<typeof eventThemeSchema>;

export const DISH_CATEGORIES = [
  'appetizer',
  'main_dish',
  'side_dish',
  'dessert',
  'soft_drinks',
  'alcohol',
  'cutlery',
] as const;
export const dishCategorySchema = z.enum(DISH_CATEGORIES);
export type DishCategory = z.infer<typeof dishCategorySchema>;

export const RSVP_STATUSES = ['attending', 'maybe', 'not_attending'] as const;
export const rsvpStatusSchema = z.enum(RSVP_STATUSES);
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;

/** Every API error body has this shape. */
export interface ApiErrorBody {
  message: string;
  code: string;
  fieldErrors?: Record<string, string[]>;
}

/** Trims, and turns blank strings into null, for optional free-text columns. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => {
      const t = v?.trim();
      return t ? t : null;
    });

/** Only http(s) links: a javascript: or data: URL in a shared page is an attack. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Link is too long')
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'Must be an http(s) link');

export const optionalHttpUrl = z
  .union([httpUrlSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
