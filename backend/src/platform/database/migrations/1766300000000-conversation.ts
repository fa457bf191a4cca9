import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The conversation around an event: the host's announcements (with one row per recipient, holding their read state
 * and whether their e-mail and push went out, so each goes exactly once), private questions to the host, the
 * thread's comments (replies one level deep) and reactions, the thread's closed flag and per-person mutes.
 * Everything goes with its event; a person's own rows go with the person.
 */
export class Conversation1766300000000 implements MigrationInterface {
  name = 'Conversation1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "announcements" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "authorId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "body" varchar(500) NOT NULL,
        "audience" varchar(16) NOT NULL CHECK ("audience" IN ('going', 'going_maybe', 'everyone')),
        "includeWaitlist" boolean NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_announcements_event" ON "announcements" ("eventId", "createdAt")`);
    await q.query(`
      CREATE TABLE "announcement_recipients" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "announcementId" uuid NOT NULL REFERENCES "announcements" ("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "readAt" timestamptz,
        "mailedAt" timestamptz,
        "pushedAt" timestamptz,
        UNIQUE ("announcementId", "userId")
      )`);
    await q.query(`CREATE INDEX "IDX_announcement_recipients_user" ON "announcement_recipients" ("userId")`);
    await q.query(`
      CREATE TABLE "questions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "askerId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "body" varchar(1000) NOT NULL,
        "answer" varchar(1000),
        "answeredAt" timestamptz,
        "answeredBy" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
        "readAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_questions_event" ON "questions" ("eventId", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_questions_asker" ON "questions" ("askerId")`);
    await q.query(`
      CREATE TABLE "comments" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "authorId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "parentId" uuid REFERENCES "comments" ("id") ON DELETE CASCADE,
        "body" varchar(1000) NOT NULL,
        "editedAt" timestamptz,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_comments_event" ON "comments" ("eventId", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_comments_author" ON "comments" ("authorId")`);
    await q.query(`CREATE INDEX "IDX_comments_parent" ON "comments" ("parentId")`);
    await q.query(`
      CREATE TABLE "comment_reactions" (
        "commentId" uuid NOT NULL REFERENCES "comments" ("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "reaction" varchar(16) NOT NULL CHECK ("reaction" IN ('thumbs_up', 'heart', 'laugh', 'party', 'wow')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("commentId", "userId", "reaction")
      )`);
    await q.query(`CREATE INDEX "IDX_comment_reactions_user" ON "comment_reactions" ("userId")`);
    await q.query(`
      CREATE TABLE "event_threads" (
        "eventId" uuid PRIMARY KEY REFERENCES "events" ("id") ON DELETE CASCADE,
        "closedAt" timestamptz
      )`);
    await q.query(`
      CREATE TABLE "conversation_mutes" (
        "eventId" uuid NOT NULL REFERENCES "events" ("id") ON DELETE CASCADE,
        "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("eventId", "userId")
      )`);
    await q.query(`CREATE INDEX "IDX_conversation_mutes_user" ON "conversation_mutes" ("userId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'conversation_mutes',
      'event_threads',
      'comment_reactions',
      'comments',
      'questions',
      'announcement_recipients',
      'announcements',
    ]) {
      await q.query(`DROP TABLE IF EXISTS "${table}"`);
    }
  }
}
