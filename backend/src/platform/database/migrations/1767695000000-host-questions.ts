import { migration } from './migration';

/** The host's own questions on an event, and each answer's replies to them (by question id). */
export const HostQuestions1767695000000 = migration('HostQuestions1767695000000', {
  up: [
    `ALTER TABLE "events" ADD COLUMN "questions" jsonb NOT NULL DEFAULT '[]'`,
    `ALTER TABLE "rsvps" ADD COLUMN "answers" jsonb NOT NULL DEFAULT '{}'`,
  ],
  down: [`ALTER TABLE "rsvps" DROP COLUMN "answers"`, `ALTER TABLE "events" DROP COLUMN "questions"`],
});
