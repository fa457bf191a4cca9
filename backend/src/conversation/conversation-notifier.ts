import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PushService } from '../push/push.service';
import { CONVERSATION_LIMITS } from '../contracts/conversation.rules';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { translator } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { excerpt } from './excerpt';
import { ConversationDigest } from './conversation-digest';
import { answerRecipients, replyRecipients, type ConversationRecipientRow } from './conversation-recipients.repository';
import { sees, settingsOf } from '../events/visibility/visibility-policy';
import type { PushMessage } from '../contracts/notifications.contract';

type Recipient = ConversationRecipientRow & {
  /** The other person, who wrote the reply or the answer. */
  actorId: string | null;
  /** The other person's name as this recipient may see it; null while the visibility policy hides it. */
  actorName: string | null;
};

/**
 * Tells the people a reply or an answer concerns, each the way they chose: a push to their browsers (one job per
 * browser, keyed by the news, so asking twice pushes once), a line in their e-mail digest (kept once by its key), or
 * nothing; never about an event they muted, never to the one who wrote it. Called by the process that saved the
 * reply or answer.
 *
 * Pushes have manners: all news of one conversation (the replies in one thread; the answers to one person's questions
 * about one event) is one notification, updated in place and sounding again (`renotify`), never a stack; and one
 * person gets at most CONVERSATION_LIMITS.conversationPushesPerPerson pushes an hour, the rest of that hour's news going to
 * their e-mail digest.
 */
@Injectable()
export class ConversationNotifier {
  private readonly logger = new Logger(ConversationNotifier.name);

  constructor(
    private readonly db: DataSource,
    private readonly push: PushService,
    private readonly digest: ConversationDigest,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** A reply: the author of the comment it answers and the others who replied there before. */
  async reply(commentId: string): Promise<void> {
    // The reply is saved: a notification that cannot be planned is logged, never the writer's failure.
    await this.replyNews(commentId).catch((err: Error) => this.logger.warn(`reply news not planned: ${err.message}`));
  }

  /** An answer to a private question: the guest who asked (not when they answered it themself, as a co-host). */
  async answer(questionId: string): Promise<void> {
    await this.answerNews(questionId).catch((err: Error) =>
      this.logger.warn(`answer news not planned: ${err.message}`),
    );
  }

  private async replyNews(commentId: string): Promise<void> {
    const rows = await replyRecipients(this.db, commentId);
    // The author's name as the visibility policy shows it to each recipient (a reader of the thread, or a manager).
    const named = rows.map(({ authorId, authorName, authorManages, recipientManages, showGuestList, ...r }) => ({
      ...r,
      actorId: authorId,
      actorName: sees(
        { userId: r.userId, role: recipientManages ? 'co_host' : 'guest' },
        'name',
        { id: authorId, manages: authorManages },
        settingsOf({ showGuestList }),
      )
        ? authorName
        : null,
    }));
    await this.tell(named, 'reply', `talk-reply:${commentId}`);
  }

  private async answerNews(questionId: string): Promise<void> {
    const rows = await answerRecipients(this.db, questionId);
    const row = rows[0];
    if (!row) return;
    // Each answer is news once; answering again is news again.
    await this.tell(rows, 'answer', `talk-answer:${questionId}:${new Date(row.answeredAt).getTime()}`);
  }

  private async tell(rows: Recipient[], kind: 'reply' | 'answer', key: string): Promise<void> {
    for (const r of rows) {
      if (r.muted || r.channel === 'none') continue;
      const t = translator(serverLocale(r.locale) ?? 'en');
      const name = r.actorName ?? t(kind === 'reply' ? 'conversation.notify.someone' : 'conversation.mail.theHost');
      try {
        if (r.channel === 'push' && (await this.mayPush(r.userId))) {
          await this.push.notify(
            [r.userId],
            {
              title: t(kind === 'reply' ? 'conversation.notify.replyTitle' : 'conversation.notify.answerTitle', {
                eventName: r.eventName,
              }),
              body: t('conversation.notify.pushBody', { name, body: excerpt(r.body, 160) }),
              url: `/events/${r.eventId}`,
              tag: conversationTag(kind, r),
              renotify: true,
            },
            key,
          );
        } else {
          await this.digest.record({
            userId: r.userId,
            eventId: r.eventId,
            key,
            kind,
            actorId: r.actorId,
            actorName: name,
            excerpt: excerpt(r.body, 160),
          });
        }
      } catch (err) {
        this.logger.warn(`${kind} notification not queued: ${(err as Error).message}`);
      }
    }
  }

  /** Counts one conversation push for the person; false past their hourly cap (the news goes to the digest). */
  private async mayPush(userId: string): Promise<boolean> {
    const { limit, windowSeconds } = CONVERSATION_LIMITS.conversationPushesPerPerson;
    return (await this.rateLimits.consume(`talk-pushes:user:${userId}`, limit, windowSeconds)).allowed;
  }
}

/**
 * One notification per conversation: the replies in one thread, or the answers to one person's questions. The tags
 * (and the push kinds in PUSH_KINDS, the news keys stored with digest items, the rate-limit key) keep the old word
 * "talk": phones hold notifications by tag.
 */
function conversationTag(kind: 'reply' | 'answer', r: Pick<Recipient, 'eventId' | 'threadId'>): PushMessage['tag'] {
  return kind === 'reply' ? `talk-thread:${r.threadId ?? r.eventId}` : `talk-answers:${r.eventId}`;
}
