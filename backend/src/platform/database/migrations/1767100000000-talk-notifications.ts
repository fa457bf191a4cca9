import { belongsTo, CREATED_AT, dropTables, ID, migration, oneRowPer, UPDATED_AT } from './migration';

/**
 * How each person hears about the conversation (push, e-mail digest or nothing; without a row it follows from their
 * push subscriptions and e-mail reminders, see conversation.sql.ts), and the e-mail digest's news: one row per person and piece of news (a reply to
 * their comment, an answer to their question), unique by its key so recording it twice keeps one, and one row per
 * person and period a digest went out in, so each period sends at most one.
 */
export const TalkNotifications1767100000000 = migration('TalkNotifications1767100000000', {
  up: [
    `
      CREATE TABLE "conversation_settings" (
        ${oneRowPer('userId', 'users')},
        "channel" varchar(8) NOT NULL CHECK ("channel" IN ('push', 'digest', 'none')),
        ${UPDATED_AT}
      )`,
    `
      CREATE TABLE "talk_digest_items" (
        ${ID},
        ${belongsTo('userId', 'users')},
        ${belongsTo('eventId', 'events')},
        "key" varchar(120) NOT NULL,
        "kind" varchar(8) NOT NULL CHECK ("kind" IN ('reply', 'answer')),
        "actorName" varchar(200) NOT NULL,
        "excerpt" varchar(200) NOT NULL,
        "period" bigint NOT NULL,
        ${CREATED_AT},
        "sentAt" timestamptz,
        UNIQUE ("userId", "key")
      )`,
    `CREATE INDEX "IDX_talk_digest_items_unsent" ON "talk_digest_items" ("userId", "period") WHERE "sentAt" IS NULL`,
    `
      CREATE TABLE "talk_digest_sends" (
        ${belongsTo('userId', 'users')},
        "period" bigint NOT NULL,
        "sentAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("userId", "period")
      )`,
  ],
  down: dropTables('talk_digest_sends', 'talk_digest_items', 'conversation_settings'),
});
