import type { EntityManager } from 'typeorm';
import type { AnnouncementAudience } from '../contracts/conversation.rules';
import type { UnreadQuestions } from '../contracts/conversation.contract';
import { REMOVED_FROM } from '../events/event-removals';
import { WHO } from './conversation.sql';

// What the conversation's pages show: its announcements, questions and comments with their authors' names and
// roles, the thread's state, and the unread questions on the managers' event cards. A read model (table-owners.ts):
// it reads the events, the co-hosts' answers and the people, and writes nothing.

type Db = Pick<EntityManager, 'query'>;

/** Whether user column `col` manages event `e` (its host or a co-host). */
export const MANAGES = (col: string) =>
  `(${col} = e."hostId" OR EXISTS (SELECT 1 FROM "rsvps" co WHERE co."eventId" = e."id" AND co."userId" = ${col} AND co."coHost"))`;

/** The event's conversation as the person finds it: whether the guest list shows, the thread closed, they muted it. */
export async function conversationState(
  db: Db,
  eventId: string,
  userId: string,
): Promise<{ showGuestList: boolean; closed: boolean; muted: boolean } | undefined> {
  const [state]: { showGuestList: boolean; closed: boolean; muted: boolean }[] = await db.query(
    `SELECT e."showGuestList",
              EXISTS (SELECT 1 FROM "event_threads" t WHERE t."eventId" = e."id" AND t."closedAt" IS NOT NULL) AS "closed",
              EXISTS (SELECT 1 FROM "conversation_mutes" m WHERE m."eventId" = e."id" AND m."userId" = $2) AS "muted"
         FROM "events" e WHERE e."id" = $1`,
    [eventId, userId],
  );
  return state;
}

export interface AnnouncementRow {
  id: string;
  body: string;
  audience: AnnouncementAudience;
  includeWaitlist: boolean;
  authorName: string | null;
  createdAt: Date;
  read: boolean;
}

/** The newest `limit` announcements of the event addressed to the person (all for a manager), with their authors. */
export function announcementRows(
  db: Db,
  eventId: string,
  userId: string,
  manager: boolean,
  limit: number,
): Promise<AnnouncementRow[]> {
  return db.query(
    `SELECT a."id", a."body", a."audience", a."includeWaitlist", a."createdAt",
              ${WHO} AS "authorName",
              ($3 OR r."readAt" IS NOT NULL) AS "read"
         FROM "announcements" a
         LEFT JOIN "users" u ON u."id" = a."authorId"
         LEFT JOIN "announcement_recipients" r ON r."announcementId" = a."id" AND r."userId" = $2
        WHERE a."eventId" = $1 AND ($3 OR r."userId" IS NOT NULL)
        ORDER BY a."createdAt" DESC, a."id"
        LIMIT ${limit}`,
    [eventId, userId, manager],
  );
}

/** One announcement with its author's name. */
export async function announcementRow(db: Db, id: string): Promise<Omit<AnnouncementRow, 'read'>> {
  const [row]: Omit<AnnouncementRow, 'read'>[] = await db.query(
    `SELECT a."id", a."body", a."audience", a."includeWaitlist", a."createdAt", ${WHO} AS "authorName"
         FROM "announcements" a LEFT JOIN "users" u ON u."id" = a."authorId" WHERE a."id" = $1`,
    [id],
  );
  return row;
}

export interface QuestionRow {
  id: string;
  body: string;
  askerId: string;
  askerName: string | null;
  createdAt: Date;
  answer: string | null;
  answeredAt: Date | null;
  read: boolean;
}

/** The event's questions the person may see (their own; all for a manager), oldest first, with their askers. */
export function questionRows(db: Db, eventId: string, userId: string, manager: boolean): Promise<QuestionRow[]> {
  return db.query(
    `SELECT q."id", q."body", q."askerId", ${WHO} AS "askerName", q."createdAt", q."answer", q."answeredAt",
              q."readAt" IS NOT NULL AS "read"
         FROM "questions" q JOIN "users" u ON u."id" = q."askerId"
        WHERE q."eventId" = $1 AND ($3 OR q."askerId" = $2)
        ORDER BY q."createdAt", q."id"`,
    [eventId, userId, manager],
  );
}

/** One question with its asker's name; undefined when there is none (or its asker is gone). */
export async function questionRow(db: Db, questionId: string): Promise<QuestionRow | undefined> {
  const rows: QuestionRow[] = await db.query(
    `SELECT q."id", q."body", q."askerId", ${WHO} AS "askerName", q."createdAt", q."answer", q."answeredAt",
              q."readAt" IS NOT NULL AS "read"
         FROM "questions" q JOIN "users" u ON u."id" = q."askerId" WHERE q."id" = $1`,
    [questionId],
  );
  return rows[0];
}

/** Unread questions per event the person hosts or co-hosts (and was not removed from). */
export function unreadQuestionsByEvent(db: Db, userId: string): Promise<UnreadQuestions> {
  return db.query(
    `SELECT q."eventId", count(*)::int AS "count"
         FROM "questions" q JOIN "events" e ON e."id" = q."eventId"
        WHERE q."readAt" IS NULL
          AND (e."hostId" = $1 OR EXISTS (SELECT 1 FROM "rsvps" r
                WHERE r."eventId" = e."id" AND r."userId" = $1 AND r."coHost"))
          AND NOT ${REMOVED_FROM('e."id"', '$1::uuid')}
        GROUP BY q."eventId" ORDER BY q."eventId"`,
    [userId],
  );
}

export interface CommentRow {
  id: string;
  parentId: string | null;
  /** Null: a former guest's comment (they deleted their account), kept with its text removed. */
  authorId: string | null;
  name: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  authorManages: boolean;
}

/** The event's thread (or its one comment `only`), oldest first, with each author's name and whether they manage. */
export function commentRows(db: Db, eventId: string, only: string | null): Promise<CommentRow[]> {
  return db.query(
    `SELECT c."id", c."parentId", c."authorId", ${WHO} AS "name", c."body", c."createdAt", c."editedAt",
              ${MANAGES('c."authorId"')} AS "authorManages"
         FROM "comments" c LEFT JOIN "users" u ON u."id" = c."authorId" JOIN "events" e ON e."id" = c."eventId"
        WHERE c."eventId" = $1 AND ($2::uuid IS NULL OR c."id" = $2)
        ORDER BY c."createdAt", c."id"`,
    [eventId, only],
  );
}
