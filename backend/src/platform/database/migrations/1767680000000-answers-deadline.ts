import { migration } from './migration';

/** An event may close its guests' answers at a set time (null: answers stay open until the event). */
export const AnswersDeadline1767680000000 = migration('AnswersDeadline1767680000000', {
  up: [`ALTER TABLE "events" ADD COLUMN "answersCloseAt" timestamptz`],
  down: [`ALTER TABLE "events" DROP COLUMN "answersCloseAt"`],
});
