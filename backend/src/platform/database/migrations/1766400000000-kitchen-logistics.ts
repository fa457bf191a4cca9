import { migration } from './migration';

/**
 * Kitchen logistics: what a dish needs (the oven at a temperature for some minutes, the stove, the fridge or
 * freezer, a power outlet, serving utensils) and when it arrives; what the host's kitchen has (ovens, outlets,
 * fridge shelves; null: not stated, so nothing is checked against it).
 */
export const KitchenLogistics1766400000000 = migration('KitchenLogistics1766400000000', {
  up: [
    `
      ALTER TABLE "dishes"
        ADD "ovenTemperature" integer,
        ADD "ovenUnit" varchar(1),
        ADD "ovenMinutes" integer,
        ADD "needsStove" boolean NOT NULL DEFAULT false,
        ADD "needsFridge" boolean NOT NULL DEFAULT false,
        ADD "needsFreezer" boolean NOT NULL DEFAULT false,
        ADD "needsOutlet" boolean NOT NULL DEFAULT false,
        ADD "needsUtensils" boolean NOT NULL DEFAULT false,
        ADD "arrivesAt" timestamptz,
        ADD CONSTRAINT "dishes_oven_whole" CHECK (("ovenMinutes" IS NULL) = ("ovenTemperature" IS NULL)
          AND ("ovenUnit" IS NULL) = ("ovenTemperature" IS NULL))`,
    `
      ALTER TABLE "events"
        ADD "kitchenOvens" integer,
        ADD "kitchenOutlets" integer,
        ADD "kitchenFridgeShelves" integer`,
  ],
  down: [
    `ALTER TABLE "events" DROP COLUMN "kitchenOvens", DROP COLUMN "kitchenOutlets", DROP COLUMN "kitchenFridgeShelves"`,
    `
      ALTER TABLE "dishes" DROP CONSTRAINT "dishes_oven_whole", DROP COLUMN "ovenTemperature", DROP COLUMN "ovenUnit",
        DROP COLUMN "ovenMinutes", DROP COLUMN "needsStove", DROP COLUMN "needsFridge", DROP COLUMN "needsFreezer",
        DROP COLUMN "needsOutlet", DROP COLUMN "needsUtensils", DROP COLUMN "arrivesAt"`,
  ],
});
