import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import type { AnswerInput, QuestionInput, QuestionView, UnreadQuestions } from '../contracts/conversation.contract';
import { ANNOUNCEMENT_MAX_LENGTH, CONVERSATION_LIMITS } from '../contracts/conversation.rules';
import type { User } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { EventAccessService } from '../events/event-access.service';
import { newEntityId } from '../platform/idempotency/idempotency-context';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import { AnnouncementsService } from './announcements.service';
import { questionRow, unreadQuestionsByEvent } from './conversation-pages.repository';
import { recordDigestLine } from './host-digest-line';
import { ConversationNotifier } from './conversation-notifier';
import { questionNotFound } from './conversation-refusals';
import { serverText } from '../i18n/server-text';

/**
 * Questions to the host: private between the guest who asks and the host and co-hosts, over HTTP and on the socket
 * (their live message goes to those people only). The host answers privately, or also as an announcement.
 */
@Injectable()
export class QuestionsService {
  constructor(
    private readonly db: DataSource,
    private readonly eventAccess: EventAccessService,
    private readonly rateLimits: RateLimitService,
    private readonly domainEvents: DomainEventsService,
    private readonly announcements: AnnouncementsService,
    private readonly notifier: ConversationNotifier,
  ) {}

  async ask(user: User, eventId: string, input: QuestionInput): Promise<QuestionView> {
    const { role } = await this.eventAccess.requireEvent(user, eventId, 'read');
    await this.rateLimits.enforce(
      `questions:user:${user.id}`,
      CONVERSATION_LIMITS.questionsPerPerson,
      serverText('error.conversation.questionsTooFast'),
    );
    const id = await this.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('questions:' || $1 || $2))`, [eventId, user.id]);
      const [{ n }]: { n: number }[] = await tx.query(
        `SELECT count(*)::int AS n FROM "questions" WHERE "eventId" = $1 AND "askerId" = $2`,
        [eventId, user.id],
      );
      const max = CONVERSATION_LIMITS.questionsPerPersonPerEvent;
      if (n >= max)
        throw AppException.unprocessable(
          serverText('error.conversation.tooManyQuestions', { max }),
          'TOO_MANY_QUESTIONS',
        );
      const questionId = newEntityId('question');
      await tx.query(
        `INSERT INTO "questions" ("id", "eventId", "askerId", "body") VALUES ($1, $2, $3, $4) ON CONFLICT ("id") DO NOTHING`,
        [questionId, eventId, user.id, input.body],
      );
      if (role !== 'host') {
        // A new question for the host's next digest.
        await recordDigestLine(tx, eventId, user.id, 'conversation.digest.question', input.body);
      }
      return questionId;
    });
    this.domainEvents.publish({ type: 'question_updated', eventId, questionId: id, askerId: user.id });
    return this.view(user, id);
  }

  /** The host or a co-host answers; with `announce`, the answer also goes out as an announcement to that audience. */
  async answer(user: User, questionId: string, input: AnswerInput): Promise<QuestionView> {
    const question = await this.find(questionId);
    await this.eventAccess.requireEvent(user, question.eventId, 'manage');
    if (input.announce && input.answer.length > ANNOUNCEMENT_MAX_LENGTH) {
      const message = serverText('error.conversation.answerTooLongToAnnounce', { max: ANNOUNCEMENT_MAX_LENGTH });
      throw AppException.badRequest(message, 'VALIDATION_FAILED', { answer: [message] });
    }
    await this.db.query(
      `UPDATE "questions" SET "answer" = $2, "answeredAt" = now(), "answeredBy" = $3, "readAt" = coalesce("readAt", now())
        WHERE "id" = $1`,
      [questionId, input.answer, user.id],
    );
    this.domainEvents.publish({
      type: 'question_updated',
      eventId: question.eventId,
      questionId,
      askerId: question.askerId,
    });
    await this.notifier.answer(questionId);
    if (input.announce) {
      await this.announcements.create(user, question.eventId, { body: input.answer, ...input.announce });
    }
    return this.view(user, questionId);
  }

  /** The host or a co-host has seen every question so far (the unread count on the event goes to zero). */
  async markRead(user: User, eventId: string): Promise<void> {
    await this.eventAccess.requireEvent(user, eventId, 'manage');
    await this.db.query(`UPDATE "questions" SET "readAt" = now() WHERE "eventId" = $1 AND "readAt" IS NULL`, [eventId]);
  }

  /** Unread questions per event the caller hosts or co-hosts (and was not removed from), for their event cards. */
  async unreadByEvent(user: User): Promise<UnreadQuestions> {
    return unreadQuestionsByEvent(this.db, user.id);
  }

  private async find(questionId: string): Promise<{ eventId: string; askerId: string }> {
    if (!isUuid(questionId)) throw questionNotFound();
    const rows: { eventId: string; askerId: string }[] = await this.db.query(
      `SELECT "eventId", "askerId" FROM "questions" WHERE "id" = $1`,
      [questionId],
    );
    if (!rows[0]) throw questionNotFound();
    return rows[0];
  }

  private async view(user: User, questionId: string): Promise<QuestionView> {
    const row = await questionRow(this.db, questionId);
    if (!row) throw questionNotFound();
    const { askerId, ...rest } = row;
    return {
      ...rest,
      mine: askerId === user.id,
      createdAt: new Date(row.createdAt).toISOString(),
      answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null,
    };
  }
}
