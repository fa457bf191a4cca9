import * as z from 'zod';
import { EVENT_THEMES, DISH_CATEGORIES, RSVP_STATUSES } from './common.rules';

export const eventThemeSchema = z.enum(EVENT_THEMES);
export type EventTheme = z.infer<typeof eventThemeSchema>;

export const dishCategorySchema = z.enum(DISH_CATEGORIES);
export type DishCategory = z.infer<typeof dishCategorySchema>;

export const rsvpStatusSchema = z.enum(RSVP_STATUSES);
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;

/** Trims, and turns blank strings into null, for optional free-text columns. */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max, 'validation.field.maxChars')
    .nullish()
    .transform((v) => {
      const t = v?.trim();
      return t ? t : null;
    });

/** Only http(s) links: a javascript: or data: URL in a shared page is an attack. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048, 'validation.field.linkTooLong')
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'validation.field.httpLink');

export const optionalHttpUrl = z
  .union([httpUrlSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
