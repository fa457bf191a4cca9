import { migration } from './migration';

/** The language a person (account or guest) chose: their pages, e-mails, reminders and push follow it. */
export const UserLocale1766000000000 = migration('UserLocale1766000000000', {
  up: [`ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "locale" varchar(16)`],
  down: [`ALTER TABLE "users" DROP COLUMN IF EXISTS "locale"`],
});
