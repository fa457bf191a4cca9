import { migration } from './migration';

/**
 * A comment whose author deleted their account keeps its place in the thread, so replies under it still read: its
 * author becomes null ("a former guest") and its text is emptied. The reference still refuses deleting a person
 * whose comments were not let go first.
 */
export const FormerGuests1767500000000 = migration('FormerGuests1767500000000', {
  up: [`ALTER TABLE "comments" ALTER COLUMN "authorId" DROP NOT NULL`],
  down: [
    `DELETE FROM "comments" WHERE "authorId" IS NULL`,
    `ALTER TABLE "comments" ALTER COLUMN "authorId" SET NOT NULL`,
  ],
});
