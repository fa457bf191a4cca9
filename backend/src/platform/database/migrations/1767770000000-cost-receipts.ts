import { migration } from './migration';

/**
 * A cost's receipt is a photo of the event like its cover and its dishes' (same processing and store), naming its
 * cost; it goes with the cost. The cover is now the event's photo of neither a dish nor a cost.
 */
export const CostReceipts1767770000000 = migration('CostReceipts1767770000000', {
  up: [
    `ALTER TABLE "photos" ADD COLUMN "costId" uuid REFERENCES "costs" ("id") ON DELETE CASCADE`,
    `CREATE UNIQUE INDEX "UQ_photos_cost" ON "photos" ("costId") WHERE "costId" IS NOT NULL`,
    `DROP INDEX "UQ_photos_cover"`,
    `CREATE UNIQUE INDEX "UQ_photos_cover" ON "photos" ("eventId") WHERE "dishId" IS NULL AND "costId" IS NULL`,
  ],
  down: [
    `DELETE FROM "photos" WHERE "costId" IS NOT NULL`,
    `DROP INDEX "UQ_photos_cover"`,
    `CREATE UNIQUE INDEX "UQ_photos_cover" ON "photos" ("eventId") WHERE "dishId" IS NULL`,
    `DROP INDEX "UQ_photos_cost"`,
    `ALTER TABLE "photos" DROP COLUMN "costId"`,
  ],
});
