import { Injectable } from '@nestjs/common';
import { sees } from '../events/visibility/visibility-policy';
import { DataSource } from 'typeorm';
import type { AnnouncementView, CommentView, QuestionView, ConversationView } from '../contracts/conversation.contract';
import { THREAD_PAGE, type CommentReaction } from '../contracts/conversation.rules';
import type { User } from '../contracts/user.rules';
import { EventAccessService } from '../events/event-access.service';
import { announcementRows, commentRows, questionRows, conversationState } from './conversation-pages.repository';

/** Newest announcements shown; older ones stay in the database. */
const ANNOUNCEMENTS_SHOWN = 50;

/**
 * What each person may see of an event's conversation: announcements addressed to them (all of them for the host
 * and co-hosts), their own questions (every question for the host and co-hosts) and the thread. While the host keeps
 * the guest list private, other guests see "A guest" instead of a commenter's name, and never anyone's id.
 */
@Injectable()
export class ConversationService {
  constructor(
    private readonly db: DataSource,
    private readonly eventAccess: EventAccessService,
  ) {}

  /** `shown`: how many of the thread's newest comments (not replies) to send, each with its replies. */
  async view(user: User, eventId: string, shown = THREAD_PAGE): Promise<ConversationView> {
    const { role } = await this.eventAccess.requireEvent(user, eventId, 'read');
    const manager = role !== 'guest';
    const state = await conversationState(this.db, eventId, user.id);
    const [announcements, questions, comments] = await Promise.all([
      this.announcements(user, eventId, manager),
      this.questions(user, eventId, manager),
      this.comments(user, eventId, manager, state?.showGuestList ?? true),
    ]);
    const roots = comments.filter((c) => c.parentId === null);
    const earlier = Math.max(roots.length - shown, 0);
    // Comments and their replies come together: the first root shown starts the slice.
    const from = earlier > 0 ? comments.indexOf(roots[earlier]) : 0;
    return {
      canManage: manager,
      muted: state?.muted ?? false,
      announcements,
      questions,
      unreadQuestions: manager ? questions.filter((q) => !q.read).length : 0,
      thread: { closed: state?.closed ?? false, comments: comments.slice(from), earlier, total: comments.length },
    };
  }

  private async announcements(user: User, eventId: string, manager: boolean): Promise<AnnouncementView[]> {
    const rows = await announcementRows(this.db, eventId, user.id, manager, ANNOUNCEMENTS_SHOWN);
    return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
  }

  private async questions(user: User, eventId: string, manager: boolean): Promise<QuestionView[]> {
    const rows = await questionRows(this.db, eventId, user.id, manager);
    return rows.map(({ askerId, ...r }) => ({
      ...r,
      mine: askerId === user.id,
      createdAt: new Date(r.createdAt).toISOString(),
      answeredAt: r.answeredAt ? new Date(r.answeredAt).toISOString() : null,
    }));
  }

  /** The thread, oldest first (newest at the bottom), replies after the comment they answer. */
  async comments(
    user: User,
    eventId: string,
    manager: boolean,
    showNames: boolean,
    only?: string,
  ): Promise<CommentView[]> {
    const rows = await commentRows(this.db, eventId, only ?? null);
    const reactions: { commentId: string; reaction: CommentReaction; count: number; mine: boolean }[] =
      await this.db.query(
        `SELECT x."commentId", x."reaction", count(*)::int AS "count", bool_or(x."userId" = $2) AS "mine"
           FROM "comment_reactions" x JOIN "comments" c ON c."id" = x."commentId"
          WHERE c."eventId" = $1 AND ($3::uuid IS NULL OR c."id" = $3)
          GROUP BY x."commentId", x."reaction" ORDER BY x."reaction"`,
        [eventId, user.id, only ?? null],
      );
    const reactionsOf = new Map<string, CommentView['reactions']>();
    for (const { commentId, reaction, count, mine } of reactions) {
      reactionsOf.set(commentId, [...(reactionsOf.get(commentId) ?? []), { reaction, count, mine }]);
    }
    const views = rows.map((c): CommentView => {
      const mine = c.authorId === user.id;
      const former = c.authorId === null;
      // The host's and co-hosts' names are on the event page already; other guests' only with the guest list.
      const named =
        !former &&
        sees(
          { userId: user.id, role: manager ? 'co_host' : 'guest' },
          'name',
          { id: c.authorId, manages: c.authorManages },
          { showGuestList: showNames, publicDishPhotos: false },
        );
      return {
        id: c.id,
        parentId: c.parentId,
        authorId: manager || mine ? c.authorId : null,
        // Hidden: null, never the name; the app writes "A guest" in the reader's language.
        authorName: named ? c.name : null,
        former,
        mine,
        body: c.body,
        createdAt: new Date(c.createdAt).toISOString(),
        editedAt: c.editedAt ? new Date(c.editedAt).toISOString() : null,
        reactions: reactionsOf.get(c.id) ?? [],
        canDelete: manager || mine,
      };
    });
    if (only) return views;
    const replies = new Map<string, CommentView[]>();
    for (const c of views) if (c.parentId !== null) replies.set(c.parentId, [...(replies.get(c.parentId) ?? []), c]);
    return views.filter((c) => c.parentId === null).flatMap((root) => [root, ...(replies.get(root.id) ?? [])]);
  }
}
