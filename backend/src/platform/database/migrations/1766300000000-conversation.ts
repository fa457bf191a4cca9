import { belongsTo, CREATED_AT, dropTables, ID, mayPointTo, migration, oneRowPer } from './migration';

/**
 * The conversation around an event: the host's announcements (with one row per recipient, holding their read state
 * and whether their e-mail and push went out, so each goes exactly once), private questions to the host, the
 * thread's comments (replies one level deep) and reactions, the thread's closed flag and per-person mutes.
 * Everything goes with its event; a person's own rows go with the person.
 */
export const Conversation1766300000000 = migration('Conversation1766300000000', {
  up: [
    `
      CREATE TABLE "announcements" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${mayPointTo('authorId', 'users')},
        "body" varchar(500) NOT NULL,
        "audience" varchar(16) NOT NULL CHECK ("audience" IN ('going', 'going_maybe', 'everyone')),
        "includeWaitlist" boolean NOT NULL,
        ${CREATED_AT}
      )`,
    `CREATE INDEX "IDX_announcements_event" ON "announcements" ("eventId", "createdAt")`,
    `
      CREATE TABLE "announcement_recipients" (
        ${ID},
        ${belongsTo('announcementId', 'announcements')},
        ${belongsTo('userId', 'users')},
        "readAt" timestamptz,
        "mailedAt" timestamptz,
        "pushedAt" timestamptz,
        UNIQUE ("announcementId", "userId")
      )`,
    `CREATE INDEX "IDX_announcement_recipients_user" ON "announcement_recipients" ("userId")`,
    `
      CREATE TABLE "questions" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${belongsTo('askerId', 'users')},
        "body" varchar(1000) NOT NULL,
        "answer" varchar(1000),
        "answeredAt" timestamptz,
        ${mayPointTo('answeredBy', 'users')},
        "readAt" timestamptz,
        ${CREATED_AT}
      )`,
    `CREATE INDEX "IDX_questions_event" ON "questions" ("eventId", "createdAt")`,
    `CREATE INDEX "IDX_questions_asker" ON "questions" ("askerId")`,
    `
      CREATE TABLE "comments" (
        ${ID},
        ${belongsTo('eventId', 'events')},
        ${belongsTo('authorId', 'users')},
        "parentId" uuid REFERENCES "comments" ("id") ON DELETE CASCADE,
        "body" varchar(1000) NOT NULL,
        "editedAt" timestamptz,
        ${CREATED_AT}
      )`,
    `CREATE INDEX "IDX_comments_event" ON "comments" ("eventId", "createdAt")`,
    `CREATE INDEX "IDX_comments_author" ON "comments" ("authorId")`,
    `CREATE INDEX "IDX_comments_parent" ON "comments" ("parentId")`,
    `
      CREATE TABLE "comment_reactions" (
        ${belongsTo('commentId', 'comments')},
        ${belongsTo('userId', 'users')},
        "reaction" varchar(16) NOT NULL CHECK ("reaction" IN ('thumbs_up', 'heart', 'laugh', 'party', 'wow')),
        ${CREATED_AT},
        PRIMARY KEY ("commentId", "userId", "reaction")
      )`,
    `CREATE INDEX "IDX_comment_reactions_user" ON "comment_reactions" ("userId")`,
    `
      CREATE TABLE "event_threads" (
        ${oneRowPer('eventId', 'events')},
        "closedAt" timestamptz
      )`,
    `
      CREATE TABLE "conversation_mutes" (
        ${belongsTo('eventId', 'events')},
        ${belongsTo('userId', 'users')},
        ${CREATED_AT},
        PRIMARY KEY ("eventId", "userId")
      )`,
    `CREATE INDEX "IDX_conversation_mutes_user" ON "conversation_mutes" ("userId")`,
  ],
  down: dropTables(
    'conversation_mutes',
    'event_threads',
    'comment_reactions',
    'comments',
    'questions',
    'announcement_recipients',
    'announcements',
  ),
});
