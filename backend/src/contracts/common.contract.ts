import * as z from 'zod';
import { DISH_CATEGORIES, EVENT_THEMES, RSVP_STATUSES, type ErrorCode } from './common.rules';

// Shared by backend validation and frontend forms: the zod schemas and the API's types. Constants, messages and
// pure helpers live in the zod-free `*.rules.ts` beside each contract (see common.rules.ts).

export const eventThemeSchema = z.enum(EVENT_THEMES);
export type EventTheme = z.infer<typeof eventThemeSchema>;

export const dishCategorySchema = z.enum(DISH_CATEGORIES);
export type DishCategory = z.infer<typeof dishCategorySchema>;

export const rsvpStatusSchema = z.enum(RSVP_STATUSES);
export type RsvpStatus = z.infer<typeof rsvpStatusSchema>;

/** A person as other people see them in an event. */
export interface PersonRef {
  id: string;
  firstName: string | null;
  lastName: string | null;
  nickname?: string | null;
}

/** Every API error body has this shape. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
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
