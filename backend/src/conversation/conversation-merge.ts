import type { EntityManager } from 'typeorm';

type Query = Pick<EntityManager, 'query'>;

/**
 * A guest merged into an account hands over, inside the merge's transaction, everything they said in conversations:
 * their comments (the replies others left under them stay where they are), their reactions (one kept where both
 * identities gave the same reaction to the same comment), their private questions and the answers they gave as a
 * co-host, the announcements they wrote and received, and their mutes and pending digest news. Answers the events concerned, so
 * the caller can lock them and publish their change.
 */
export async function moveConversationOf(tx: Query, guestId: string, accountId: string): Promise<string[]> {
  const rows: { eventId: string }[] = await tx.query(
    `SELECT "eventId" FROM "comments" WHERE "authorId" = $1
     UNION SELECT c."eventId" FROM "comment_reactions" x JOIN "comments" c ON c."id" = x."commentId" WHERE x."userId" = $1
     UNION SELECT "eventId" FROM "questions" WHERE "askerId" = $1 OR "answeredBy" = $1`,
    [guestId],
  );
  await tx.query(`UPDATE "comments" SET "authorId" = $2 WHERE "authorId" = $1`, [guestId, accountId]);
  await tx.query(
    `INSERT INTO "comment_reactions" ("commentId", "userId", "reaction", "createdAt")
     SELECT "commentId", $2, "reaction", "createdAt" FROM "comment_reactions" WHERE "userId" = $1
     ON CONFLICT DO NOTHING`,
    [guestId, accountId],
  );
  await tx.query(`DELETE FROM "comment_reactions" WHERE "userId" = $1`, [guestId]);
  await tx.query(`UPDATE "questions" SET "askerId" = $2 WHERE "askerId" = $1`, [guestId, accountId]);
  await tx.query(`UPDATE "questions" SET "answeredBy" = $2 WHERE "answeredBy" = $1`, [guestId, accountId]);
  await tx.query(`UPDATE "announcements" SET "authorId" = $2 WHERE "authorId" = $1`, [guestId, accountId]);
  // The announcements they received stay theirs, read or not (where both received one, the account's row stands).
  await tx.query(
    `INSERT INTO "announcement_recipients" ("announcementId", "userId", "readAt", "mailedAt", "pushedAt")
     SELECT "announcementId", $2, "readAt", "mailedAt", "pushedAt" FROM "announcement_recipients" WHERE "userId" = $1
     ON CONFLICT DO NOTHING`,
    [guestId, accountId],
  );
  await tx.query(
    `INSERT INTO "conversation_mutes" ("eventId", "userId", "createdAt")
     SELECT "eventId", $2, "createdAt" FROM "conversation_mutes" WHERE "userId" = $1
     ON CONFLICT DO NOTHING`,
    [guestId, accountId],
  );
  await tx.query(
    `UPDATE "talk_digest_items" g SET "userId" = $2
      WHERE g."userId" = $1 AND g."sentAt" IS NULL
        AND NOT EXISTS (SELECT 1 FROM "talk_digest_items" a WHERE a."userId" = $2 AND a."key" = g."key")`,
    [guestId, accountId],
  );
  return rows.map((r) => r.eventId);
}
