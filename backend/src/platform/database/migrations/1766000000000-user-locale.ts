import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The language a person (account or guest) chose: their pages, e-mails, reminders and push follow it. */
export class UserLocale1766000000000 implements MigrationInterface {
  name = 'UserLocale1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "locale" varchar(16)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN IF EXISTS "locale"`);
  }
}
