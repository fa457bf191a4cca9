import { migration } from './migration';

/**
 * A dish picture comes from our own origin only (isOwnImagePath: a path under /images/). Pictures stored before on
 * other hosts are cleared: the dish shows its category picture instead, and no other host learns who looks at it.
 */
export const DishImagesOwnOrigin1765042000000 = migration('DishImagesOwnOrigin1765042000000', {
  up: [
    `
      UPDATE "dishes" SET "imageUrl" = NULL
       WHERE "imageUrl" IS NOT NULL
         AND NOT ("imageUrl" ~ '^/images/[A-Za-z0-9._/-]{0,247}$'
                  AND "imageUrl" NOT LIKE '%//%'
                  AND "imageUrl" !~ '/\\.\\.(/|$)')`,
  ],
  down: [
    // Cleared addresses are not brought back.
  ],
});
