import * as z from 'zod';
import { localDateTimeInput } from './date-time.contract';
import { KITCHEN_RESOURCES } from './kitchen.rules';

const count = (max: number) => z.int().min(0).max(max).nullable();

export const ovenNeedSchema = z.strictObject({
  temperature: z.int().min(1).max(600),
  unit: z.enum(['C', 'F']),
  minutes: z.int().min(1).max(720),
});

/** What a dish needs in the kitchen and when it arrives (a wall-clock time in the event's zone). */
export const dishKitchenInputSchema = z.strictObject({
  oven: ovenNeedSchema.nullable().default(null),
  stove: z.boolean().default(false),
  fridge: z.boolean().default(false),
  freezer: z.boolean().default(false),
  outlet: z.boolean().default(false),
  utensils: z.boolean().default(false),
  arrivesAt: localDateTimeInput().nullable().default(null),
});
export type DishKitchenInput = z.input<typeof dishKitchenInputSchema>;
export type DishKitchenNeeds = z.output<typeof dishKitchenInputSchema>;

/** What the host's kitchen has; null: not stated. */
export const eventKitchenInputSchema = z.strictObject({
  ovens: count(20),
  outlets: count(50),
  fridgeShelves: count(50),
});
export type EventKitchen = z.output<typeof eventKitchenInputSchema>;

const dishKitchenSchema = z.object({
  dishId: z.uuid(),
  name: z.string(),
  /** Null when the guest list is hidden from the reader. */
  contributorName: z.string().nullable(),
  /** The arrival as an instant, for calendars and clocks elsewhere. */
  arrivesAtUtc: z.iso.datetime().nullable(),
  needs: dishKitchenInputSchema.required(),
});

/** The event's kitchen plan: what it has, what each dish needs, when, and where that is more than it has. */
export const kitchenPlanSchema = z.object({
  timeZone: z.string(),
  /** The event's start on its own wall clock. */
  startsAt: z.string().nullable(),
  kitchen: eventKitchenInputSchema,
  dishes: z.array(dishKitchenSchema),
  uses: z.array(
    z.object({ dishId: z.uuid(), resource: z.enum(KITCHEN_RESOURCES), start: z.string(), end: z.string() }),
  ),
  clashes: z.array(
    z.object({
      resource: z.enum(KITCHEN_RESOURCES),
      at: z.string(),
      count: z.int(),
      capacity: z.int(),
      dishIds: z.array(z.uuid()),
      message: z.string(),
    }),
  ),
});
export type KitchenPlan = z.infer<typeof kitchenPlanSchema>;
