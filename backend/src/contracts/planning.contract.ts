import * as z from 'zod';
import { SLOT_GROUPS, type SlotGroup, SLOT_MAX, CAPACITY_MIN, CAPACITY_MAX } from './planning.rules';

const slotCount = z
  .number({ message: 'validation.field.number' })
  .int('validation.field.wholeNumber')
  .min(0, 'validation.field.notNegative')
  .max(SLOT_MAX, 'validation.field.atMost');

/** How many dishes of each group the host wants. A missing group has no slot (the default rule applies). */
export const dishSlotsSchema = z.object(
  Object.fromEntries(SLOT_GROUPS.map((g) => [g, slotCount.optional()])) as Record<
    SlotGroup,
    z.ZodOptional<typeof slotCount>
  >,
);
/** The most people (adults + kids) who may be Going; null means no limit. */
export const capacitySchema = z
  .number({ message: 'validation.field.number' })
  .int('validation.field.wholeNumber')
  .min(CAPACITY_MIN, 'validation.planning.atLeastOne')
  .max(CAPACITY_MAX, 'validation.planning.maxPeople');

/** Body of PUT /api/events/{id}/co-hosts/{userId}. */
export const coHostInputSchema = z.object({ coHost: z.boolean({ message: 'validation.field.trueOrFalse' }) });
export type CoHostInput = z.infer<typeof coHostInputSchema>;

/** Query of GET /api/events/{id}/dishes/duplicates. */
export const duplicatesQuerySchema = z.object({
  name: z.string().max(255, 'validation.field.atMostChars').default(''),
  exceptDishId: z.uuid('validation.field.dishId').optional(),
});
export type DuplicatesQuery = z.output<typeof duplicatesQuerySchema>;

/** Query of GET /api/planning/slot-suggestion. */
export const slotSuggestionQuerySchema = z.object({
  people: z.coerce
    .number({ message: 'validation.field.number' })
    .int('validation.field.wholeNumber')
    .min(CAPACITY_MIN, 'validation.planning.atLeastOne')
    .max(CAPACITY_MAX, 'validation.planning.maxPeople'),
});
export type SlotSuggestionQuery = z.output<typeof slotSuggestionQuerySchema>;
