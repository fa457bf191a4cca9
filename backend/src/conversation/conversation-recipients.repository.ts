import type { EntityManager } from 'typeorm';
import { REMOVED_FROM } from '../events/event-removals';
import { MUTED, WHO } from './conversation.sql';
import { MANAGES } from './conversation-pages.repository';

// Who hears of an event's conversation, and how: an announcement's recipients, the people a reply or an answer
// concerns, the conversation digest's person and news, each with their language and channel. A read model
// (table-owners.ts): it reads the events, answers, people and their choices, and writes only the conversation's
// own tables (talk_digest_items and talk_digest_sends keep the conversation's old word "talk": tables are not renamed).

type Db = Pick<EntityManager, 'query'>;

/**
 * How user column `col` hears about conversations: their choice, else push when one of their browsers has push on,
 * else nothing when they switched e-mail reminders off (their e-mail choice before this one existed), else the e-mail
 * digest (whose mails still follow the mail policy: confirmed addresses, "Stop all", caps).
 */
const CHANNEL = (col: string) =>
  `coalesce((SELECT cs."channel" FROM "conversation_settings" cs WHERE cs."userId" = ${col}),
            CASE WHEN EXISTS (SELECT 1 FROM "push_subscriptions" ps WHERE ps."userId" = ${col}) THEN 'push'
                 WHEN EXISTS (SELECT 1 FROM "notification_settings" ns WHERE ns."userId" = ${col} AND NOT ns."emailReminders")
                   THEN 'none'
                 ELSE 'digest' END)`;

/** How the person hears about conversations (see CHANNEL). */
export async function conversationChannel(db: Db, userId: string): Promise<'push' | 'digest' | 'none'> {
  const [row]: { channel: 'push' | 'digest' | 'none' }[] = await db.query(
    `SELECT ${CHANNEL('$1::uuid')} AS "channel"`,
    [userId],
  );
  return row.channel;
}

/**
 * Fixes an announcement's recipients (inside its transaction): everyone whose answer is in the audience (`statuses`;
 * the waitlist only with `includeWaitlist`), and the host when a co-host writes; never the author, never a removed
 * person.
 */
export async function addAnnouncementRecipients(
  tx: EntityManager,
  announcementId: string,
  eventId: string,
  authorId: string,
  statuses: readonly string[],
  includeWaitlist: boolean,
): Promise<void> {
  await tx.query(
    `INSERT INTO "announcement_recipients" ("announcementId", "userId")
         SELECT $1::uuid, r."userId" FROM "rsvps" r
          WHERE r."eventId" = $2 AND r."userId" <> $3 AND r."status" = ANY($4::text[])
            AND ($5 OR r."waitlistedAt" IS NULL)
            AND NOT ${REMOVED_FROM('r."eventId"', 'r."userId"')}
         UNION
         SELECT $1::uuid, e."hostId" FROM "events" e WHERE e."id" = $2 AND e."hostId" <> $3
         ON CONFLICT DO NOTHING`,
    [announcementId, eventId, authorId, statuses, includeWaitlist],
  );
}

const NOT_MUTED = `NOT EXISTS (SELECT 1 FROM "conversation_mutes" m WHERE m."eventId" = a."eventId" AND m."userId" = r."userId")`;
// The recipient's conversation channel: push to their browsers, e-mail, or nothing.
const RECIPIENT_CHANNEL = CHANNEL('r."userId"');

/** An announcement's recipient who did not mute the event, with what they are told and how. */
export interface AnnouncementRecipientRow {
  id: string;
  userId: string;
  eventId: string;
  eventName: string;
  body: string;
  mail: boolean;
  locale: string | null;
  channel: string;
}

export function announcementRecipients(db: Db, announcementId: string): Promise<AnnouncementRecipientRow[]> {
  return db.query(
    `SELECT r."id", r."userId", a."eventId", e."name" AS "eventName", a."body", u."locale",
                COALESCE(u."email", '') <> '' AS "mail", ${RECIPIENT_CHANNEL} AS "channel"
           FROM "announcement_recipients" r
           JOIN "announcements" a ON a."id" = r."announcementId"
           JOIN "events" e ON e."id" = a."eventId"
           JOIN "users" u ON u."id" = r."userId"
          WHERE r."announcementId" = $1 AND ${NOT_MUTED}`,
    [announcementId],
  );
}

/** One recipient's copy of an announcement, for its mail; `wanted`: not muted, and they chose e-mail. */
export interface AnnouncementMailRow {
  userId: string;
  email: string;
  eventId: string;
  eventName: string;
  body: string;
  authorName: string;
  locale: string | null;
  wanted: boolean;
}

/** Reads one recipient's copy not mailed yet ($1: its id) and locks it. */
export const LOCKED_ANNOUNCEMENT_MAIL = `SELECT r."userId", lower(u."email") AS "email", a."eventId", e."name" AS "eventName", a."body", u."locale",
                (SELECT ${WHO} FROM "users" u WHERE u."id" = a."authorId") AS "authorName",
                ${NOT_MUTED} AND ${RECIPIENT_CHANNEL} = 'digest' AS "wanted"
           FROM "announcement_recipients" r
           JOIN "announcements" a ON a."id" = r."announcementId"
           JOIN "events" e ON e."id" = a."eventId"
           JOIN "users" u ON u."id" = r."userId"
          WHERE r."id" = $1 AND r."mailedAt" IS NULL
          FOR UPDATE OF r SKIP LOCKED`;

/** A person a reply or an answer concerns, with the news and its writer. */
export interface ConversationRecipientRow {
  userId: string;
  locale: string | null;
  channel: 'push' | 'digest' | 'none';
  muted: boolean;
  eventId: string;
  eventName: string;
  body: string;
  /** The comment a reply answers (its thread); absent for an answer to a question. */
  threadId?: string;
}

/**
 * The people a reply concerns (the other writers in its thread, not removed), each with the reply's author, their
 * name, and whether the author and the person manage the event (for the visibility policy).
 */
export function replyRecipients(
  db: Db,
  commentId: string,
): Promise<
  (ConversationRecipientRow & {
    authorId: string;
    authorName: string | null;
    authorManages: boolean;
    recipientManages: boolean;
    showGuestList: boolean;
  })[]
> {
  return db.query(
    `SELECT p."userId", r."locale", ${CHANNEL('p."userId"')} AS "channel", ${MUTED('e."id"', 'p."userId"')} AS "muted",
              c."authorId", ${WHO} AS "authorName", ${MANAGES('c."authorId"')} AS "authorManages",
              ${MANAGES('p."userId"')} AS "recipientManages", e."showGuestList",
              e."id" AS "eventId", e."name" AS "eventName", c."body", c."parentId" AS "threadId"
         FROM "comments" c
         JOIN "events" e ON e."id" = c."eventId"
         JOIN "users" u ON u."id" = c."authorId"
         JOIN (SELECT DISTINCT o."authorId" AS "userId", o."eventId" FROM "comments" o
                 JOIN "comments" me ON me."id" = $1
                WHERE o."eventId" = me."eventId" AND o."id" <> me."id"
                  AND (o."id" = me."parentId" OR o."parentId" = me."parentId")) p ON p."eventId" = c."eventId"
         JOIN "users" r ON r."id" = p."userId"
        WHERE c."id" = $1 AND c."parentId" IS NOT NULL AND p."userId" <> c."authorId"
          AND NOT ${REMOVED_FROM('e."id"', 'p."userId"')}`,
    [commentId],
  );
}

/** The asker an answer concerns (unless they answered themselves, or were removed), with the answerer's name. */
export function answerRecipients(
  db: Db,
  questionId: string,
): Promise<(ConversationRecipientRow & { actorId: string | null; actorName: string | null; answeredAt: Date })[]> {
  return db.query(
    `SELECT q."askerId" AS "userId", r."locale", ${CHANNEL('q."askerId"')} AS "channel",
              ${MUTED('e."id"', 'q."askerId"')} AS "muted", q."answeredBy" AS "actorId", ${WHO} AS "actorName",
              e."id" AS "eventId", e."name" AS "eventName", q."answer" AS "body", q."answeredAt"
         FROM "questions" q
         JOIN "events" e ON e."id" = q."eventId"
         JOIN "users" r ON r."id" = q."askerId"
         LEFT JOIN "users" u ON u."id" = q."answeredBy"
        WHERE q."id" = $1 AND q."answer" IS NOT NULL AND q."answeredBy" IS DISTINCT FROM q."askerId"
          AND NOT ${REMOVED_FROM('e."id"', 'q."askerId"')}`,
    [questionId],
  );
}

/** The person a conversation digest goes to: their address, language and channel; undefined when they are gone. */
export async function digestPerson(
  tx: Db,
  userId: string,
): Promise<{ email: string | null; locale: string | null; channel: string } | undefined> {
  const [person]: { email: string | null; locale: string | null; channel: string }[] = await tx.query(
    `SELECT lower(u."email") AS "email", u."locale", ${CHANNEL('u."id"')} AS "channel" FROM "users" u WHERE u."id" = $1`,
    [userId],
  );
  return person;
}

/** A piece of news in a conversation digest, with its event's name. */
export interface DigestItemRow {
  eventId: string;
  eventName: string;
  kind: 'reply' | 'answer';
  actorName: string;
  excerpt: string;
}

/**
 * Takes the person's news of `period` and before off the list (inside the send's transaction), and answers those
 * still to mail to `email`, oldest first: not about an event they muted, were removed from or unsubscribed from.
 */
export function takeDigestItems(tx: Db, userId: string, period: number, email: string): Promise<DigestItemRow[]> {
  return tx.query(
    `WITH sent AS (
             UPDATE "talk_digest_items" SET "sentAt" = now()
              WHERE "userId" = $1 AND "sentAt" IS NULL AND "period" <= $2
             RETURNING "eventId", "kind", "actorName", "excerpt", "createdAt"
           )
           SELECT s."eventId", e."name" AS "eventName", s."kind", s."actorName", s."excerpt"
             FROM sent s JOIN "events" e ON e."id" = s."eventId"
            WHERE NOT ${MUTED('s."eventId"', '$1::uuid')}
              AND NOT ${REMOVED_FROM('s."eventId"', '$1::uuid')}
              AND NOT EXISTS (SELECT 1 FROM "email_unsubscribes" un
                               WHERE un."email" = $3 AND un."scope" = s."eventId"::text)
            ORDER BY s."createdAt"`,
    [userId, period, email],
  );
}
