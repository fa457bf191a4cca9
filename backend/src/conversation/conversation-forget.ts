import type { EntityManager } from 'typeorm';

type Query = Pick<EntityManager, 'query'>;

/**
 * A person who deletes their account leaves the conversations, inside the deletion's transaction: each comment keeps
 * its place in its thread as a former guest's, with its text removed, so the replies under it still read; their
 * reactions and private questions are deleted, and so are their mutes and pending digest news (with their row). The
 * announcements they wrote as a host and the answers they gave stay, without their name (their references are set
 * to null when the row goes). Answers the events concerned.
 */
export async function forgetConversationOf(tx: Query, userId: string): Promise<string[]> {
  const rows: { eventId: string }[] = await tx.query(
    `SELECT "eventId" FROM "comments" WHERE "authorId" = $1
     UNION SELECT c."eventId" FROM "comment_reactions" x JOIN "comments" c ON c."id" = x."commentId" WHERE x."userId" = $1
     UNION SELECT "eventId" FROM "questions" WHERE "askerId" = $1`,
    [userId],
  );
  await tx.query(`UPDATE "comments" SET "authorId" = NULL, "body" = '', "editedAt" = NULL WHERE "authorId" = $1`, [
    userId,
  ]);
  await tx.query(`DELETE FROM "comment_reactions" WHERE "userId" = $1`, [userId]);
  await tx.query(`DELETE FROM "questions" WHERE "askerId" = $1`, [userId]);
  return rows.map((r) => r.eventId);
}
