import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import type { CommentEdit, CommentInput, CommentView, ReactionInput } from '../contracts/conversation.contract';
import { CONVERSATION_LIMITS } from '../contracts/conversation.rules';
import type { User } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { EventAccessService } from '../events/event-access.service';
import { newEntityId } from '../platform/idempotency/idempotency-context';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { recordDigestLine } from './host-digest-line';
import { ConversationNotifier } from './conversation-notifier';
import { ConversationService } from './conversation.service';
import { commentNotFound } from './conversation-refusals';
import { eventShowsGuestList } from '../events/events.queries';
import { serverText } from '../i18n/server-text';

/**
 * The event thread: anyone who may read the event comments (replies one level deep) and reacts; authors edit and
 * delete their own comments; the host and co-hosts delete any, remove all of one person's, and close the thread.
 */
@Injectable()
export class CommentsService {
  constructor(
    private readonly db: DataSource,
    private readonly eventAccess: EventAccessService,
    private readonly rateLimits: RateLimitService,
    private readonly domainEvents: DomainEventsService,
    private readonly conversation: ConversationService,
    private readonly notifier: ConversationNotifier,
  ) {}

  async create(user: User, eventId: string, input: CommentInput): Promise<CommentView> {
    const { event, role } = await this.eventAccess.requireEvent(user, eventId, 'read');
    await this.rateLimits.enforce(
      `comments:user:${user.id}`,
      CONVERSATION_LIMITS.commentsPerPerson,
      serverText('error.conversation.commentsTooFast'),
    );
    const id = await this.db.transaction(async (tx) => {
      // One writer per thread at a time: the caps and the closed flag are read and obeyed together.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('comments:' || $1))`, [eventId]);
      await assertOpen(tx, eventId);
      const [{ n }]: { n: number }[] = await tx.query(
        `SELECT count(*)::int AS n FROM "comments" WHERE "eventId" = $1`,
        [eventId],
      );
      const max = CONVERSATION_LIMITS.commentsPerEvent;
      if (n >= max)
        throw AppException.unprocessable(
          serverText('error.conversation.tooManyComments', { max }),
          'TOO_MANY_COMMENTS',
        );
      const [mine]: { n: number }[] = await tx.query(
        `SELECT count(*)::int AS n FROM "comments" WHERE "eventId" = $1 AND "authorId" = $2`,
        [eventId, user.id],
      );
      const most = CONVERSATION_LIMITS.commentsPerPersonPerEvent;
      if (mine.n >= most) {
        throw AppException.unprocessable(
          serverText('error.conversation.tooManyCommentsByYou', { max: most }),
          'TOO_MANY_COMMENTS',
        );
      }
      const parentId = input.parentId ? await this.rootOf(tx, eventId, input.parentId) : null;
      // From the Idempotency-Key when there is one: a create that runs again finds its row instead of adding one.
      const commentId = newEntityId('comment');
      await tx.query(
        `INSERT INTO "comments" ("id", "eventId", "authorId", "parentId", "body") VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT ("id") DO NOTHING`,
        [commentId, eventId, user.id, parentId, input.body],
      );
      if (role !== 'host') await this.recordForDigest(tx, eventId, user.id, input.body);
      return commentId;
    });
    this.domainEvents.publish({ type: 'talk_updated', eventId, part: 'thread' });
    if (input.parentId) await this.notifier.reply(id);
    return this.viewOf(user, event.id, role !== 'guest', id);
  }

  async edit(user: User, commentId: string, input: CommentEdit): Promise<CommentView> {
    const { comment, manager } = await this.find(user, commentId);
    if (comment.authorId !== user.id)
      throw AppException.forbidden(serverText('error.conversation.notCommentAuthor'), 'NOT_COMMENT_AUTHOR');
    await assertOpen(this.db.manager, comment.eventId);
    await this.db.query(`UPDATE "comments" SET "body" = $2, "editedAt" = now() WHERE "id" = $1 AND "body" <> $2`, [
      commentId,
      input.body,
    ]);
    this.domainEvents.publish({ type: 'talk_updated', eventId: comment.eventId, part: 'thread' });
    return this.viewOf(user, comment.eventId, manager, commentId);
  }

  /** The author, or the host and co-hosts; a comment's replies go with it. */
  async remove(user: User, commentId: string): Promise<void> {
    const { comment, manager } = await this.find(user, commentId);
    if (comment.authorId !== user.id && !manager) {
      throw AppException.forbidden(serverText('error.conversation.notCommentDeleter'), 'NOT_COMMENT_AUTHOR');
    }
    await this.db.query(`DELETE FROM "comments" WHERE "id" = $1`, [commentId]);
    this.domainEvents.publish({ type: 'talk_updated', eventId: comment.eventId, part: 'thread' });
  }

  async react(user: User, commentId: string, input: ReactionInput): Promise<void> {
    const { comment } = await this.find(user, commentId);
    await assertOpen(this.db.manager, comment.eventId);
    await this.rateLimits.enforce(
      `reactions:user:${user.id}`,
      CONVERSATION_LIMITS.reactionsPerPerson,
      serverText('error.conversation.reactionsTooFast'),
    );
    if (input.on) {
      await this.db.query(
        `INSERT INTO "comment_reactions" ("commentId", "userId", "reaction") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [commentId, user.id, input.reaction],
      );
    } else {
      await this.db.query(
        `DELETE FROM "comment_reactions" WHERE "commentId" = $1 AND "userId" = $2 AND "reaction" = $3`,
        [commentId, user.id, input.reaction],
      );
    }
    this.domainEvents.publish({ type: 'talk_updated', eventId: comment.eventId, part: 'thread' });
  }

  /** The host and co-hosts open or close the thread; closed, nobody comments, edits or reacts (deleting still works). */
  async setClosed(user: User, eventId: string, closed: boolean): Promise<void> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    await this.db.query(
      `INSERT INTO "event_threads" ("eventId", "closedAt") VALUES ($1, CASE WHEN $2 THEN now() END)
       ON CONFLICT ("eventId") DO UPDATE SET "closedAt" = CASE WHEN $2 THEN coalesce("event_threads"."closedAt", now()) END`,
      [eventId, closed],
    );
    this.domainEvents.publish({ type: 'talk_updated', eventId, part: 'thread' });
  }

  /** The host and co-hosts remove every comment (and reaction) one person left in the event's thread. */
  async removeAllOf(user: User, eventId: string, personId: string): Promise<void> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    if (!isUuid(personId)) return;
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM "comments" WHERE "eventId" = $1 AND "authorId" = $2`, [eventId, personId]);
      await tx.query(
        `DELETE FROM "comment_reactions" x USING "comments" c
          WHERE c."id" = x."commentId" AND c."eventId" = $1 AND x."userId" = $2`,
        [eventId, personId],
      );
    });
    this.domainEvents.publish({ type: 'talk_updated', eventId, part: 'thread' });
  }

  /** The comment when the caller may read its event (the same 404 for unknown ones and unreadable events). */
  private async find(
    user: User,
    commentId: string,
  ): Promise<{ comment: { eventId: string; authorId: string }; manager: boolean }> {
    if (!isUuid(commentId)) throw commentNotFound();
    const rows: { eventId: string; authorId: string }[] = await this.db.query(
      `SELECT "eventId", "authorId" FROM "comments" WHERE "id" = $1`,
      [commentId],
    );
    if (!rows[0]) throw commentNotFound();
    const { role } = await this.eventAccess.requireEvent(user, rows[0].eventId, 'read');
    return { comment: rows[0], manager: role !== 'guest' };
  }

  /** Replies are one level deep: a reply to a reply answers the comment that started it. */
  private async rootOf(tx: EntityManager, eventId: string, parentId: string): Promise<string> {
    const rows: { id: string; parentId: string | null }[] = await tx.query(
      `SELECT "id", "parentId" FROM "comments" WHERE "id" = $1 AND "eventId" = $2`,
      [parentId, eventId],
    );
    if (!rows[0]) throw commentNotFound();
    return rows[0].parentId ?? rows[0].id;
  }

  /** Thread activity for the host's next digest (the host's own comments are not news to the host). */
  private async recordForDigest(tx: EntityManager, eventId: string, userId: string, body: string): Promise<void> {
    await recordDigestLine(tx, eventId, userId, 'conversation.digest.comment', body);
  }

  private async viewOf(user: User, eventId: string, manager: boolean, commentId: string): Promise<CommentView> {
    const showGuestList = await eventShowsGuestList(this.db, eventId);
    const [view] = await this.conversation.comments(user, eventId, manager, showGuestList ?? true, commentId);
    if (!view) throw commentNotFound();
    return view;
  }
}

async function assertOpen(tx: EntityManager, eventId: string): Promise<void> {
  const rows: unknown[] = await tx.query(
    `SELECT 1 FROM "event_threads" WHERE "eventId" = $1 AND "closedAt" IS NOT NULL`,
    [eventId],
  );
  if (rows.length > 0) throw AppException.conflict(serverText('error.conversation.threadClosed'), 'THREAD_CLOSED');
}
