import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { isUuid } from '../platform/common/uuid';
import type { DatePollAnswersInput, DatePollView } from '../contracts/date-poll.contract';
import { pollScore, rankOptions, type DatePollAnswer } from '../contracts/date-poll.rules';
import { displayName, type User } from '../contracts/user.rules';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { eventNotFound } from '../events/event-access';
import { readerOf, seesOf } from '../events/visibility/event-people';
import { EventAccessService } from '../events/event-access.service';
import { lockEventDate, pickEventDate } from '../events/events.queries';
import { startEventChange, versionInTransaction } from '../platform/versions/versions.service';
import { pollAnswers, pollOptions, type AnswerRow, type OptionRow } from './date-poll.queries';
import { DatePollNoticesService } from './date-poll-notices.service';
import { REMOVED_FROM } from '../events/event-removals';
import { serverText } from '../i18n/server-text';

const noPoll = () => AppException.notFound(serverText('error.datePoll.none'), 'NO_DATE_POLL');
const pollClosed = () => AppException.conflict(serverText('error.datePoll.closed'), 'POLL_CLOSED');
const optionNotFound = () =>
  AppException.notFound(serverText('error.datePoll.optionNotFound'), 'POLL_OPTION_NOT_FOUND');

/**
 * Date polls: the options a host offered instead of one date, everyone's answers to them, and the host's pick.
 * Anyone who may answer the event (guests with or without an account, co-hosts, the host) answers for themself;
 * a removed person is refused like for any other part of the event (404). Picking is final: it gives the event its
 * date, closes the poll and tells everyone who answered, once each (see DatePollNoticesService).
 */
@Injectable()
export class DatePollsService {
  constructor(
    private readonly eventAccess: EventAccessService,
    private readonly domainEvents: DomainEventsService,
    private readonly notices: DatePollNoticesService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async view(user: User, eventId: string): Promise<DatePollView> {
    const snapshot = await this.eventAccess.requireSnapshot(user, eventId, 'read');
    const { event } = snapshot;
    const [options, answers] = await Promise.all([pollOptions(this.db, event.id), pollAnswers(this.db, event.id)]);
    // An event that never had a poll answers an empty one (no options): pages ask without knowing, and a 404 would
    // be logged by every browser as a failed request.
    const may = seesOf(snapshot, readerOf(snapshot, user.id));
    const going = snapshot.rsvps.some((r) => r.userId === user.id && r.status === 'attending');
    return toView(options, answers, user.id, (personId) => may('name', personId), going);
  }

  /** The caller's own answers; options left out keep what the caller said before. */
  async answer(user: User, eventId: string, input: DatePollAnswersInput): Promise<DatePollView> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'answer');
    const seq = await this.db.transaction(async (tx) => {
      await this.lockOpenPoll(tx, event.id);
      const known = new Set((await pollOptions(tx, event.id)).map((o) => o.id));
      if (known.size === 0) throw noPoll();
      if (input.answers.some((a) => !known.has(a.optionId))) throw optionNotFound();
      await tx.query(
        `INSERT INTO "date_poll_answers" ("optionId", "eventId", "userId", "answer")
         SELECT unnest($3::uuid[]), $1, $2, unnest($4::varchar[])
         ON CONFLICT ("optionId", "userId") DO UPDATE SET "answer" = EXCLUDED."answer", "answeredAt" = now()`,
        [event.id, user.id, input.answers.map((a) => a.optionId), input.answers.map((a) => a.answer)],
      );
      return versionInTransaction(tx, event.id);
    });
    this.domainEvents.publish({ type: 'event_updated', eventId: event.id, seq });
    return this.view(user, event.id);
  }

  /**
   * The host or a co-host picks an option: it becomes the event's date (calendar SEQUENCE raised), the poll closes,
   * and one notice per person who answered (the picker aside) is recorded in the same transaction, then sent.
   */
  async pick(user: User, eventId: string, optionId: string): Promise<DatePollView> {
    const { event } = await this.eventAccess.requireEvent(user, eventId, 'manage');
    const { seq, noticeIds } = await this.db.transaction(async (tx) => {
      await this.lockOpenPoll(tx, event.id);
      const options = await pollOptions(tx, event.id);
      if (options.length === 0) throw noPoll();
      const chosen = options.find((o) => o.id === optionId);
      if (!chosen || !isUuid(optionId)) throw optionNotFound();
      await tx.query(`UPDATE "date_poll_options" SET "pickedAt" = now() WHERE "id" = $1`, [chosen.id]);
      await pickEventDate(tx, event.id, chosen.startsAt);
      const rows: { id: string }[] = await tx.query(
        `INSERT INTO "date_poll_notices" ("eventId", "userId", "saidYes")
         SELECT a."eventId", a."userId", bool_or(a."optionId" = $2 AND a."answer" = 'yes')
           FROM "date_poll_answers" a
          WHERE a."eventId" = $1 AND a."userId" <> $3
            AND NOT ${REMOVED_FROM('a."eventId"', 'a."userId"')}
          GROUP BY a."eventId", a."userId"
         ON CONFLICT ON CONSTRAINT "UQ_date_poll_notices_event_user" DO NOTHING
         RETURNING "id"`,
        [event.id, chosen.id, user.id],
      );
      return { seq: await versionInTransaction(tx, event.id), noticeIds: rows.map((r) => r.id) };
    });
    this.domainEvents.publish({ type: 'event_updated', eventId: event.id, seq });
    await this.notices.queue(noticeIds);
    return this.view(user, event.id);
  }

  /** Holds the event row for this change; refuses when the date is already set. */
  private async lockOpenPoll(tx: EntityManager, eventId: string): Promise<void> {
    await startEventChange(tx, eventId);
    const date = await lockEventDate(tx, eventId);
    if (date === undefined) throw eventNotFound();
    if (date !== null) {
      const picked: unknown[] = await tx.query(`SELECT 1 FROM "date_poll_options" WHERE "eventId" = $1 LIMIT 1`, [
        eventId,
      ]);
      throw picked.length > 0 ? pollClosed() : noPoll();
    }
  }
}

/** The tallies (best first), and who said what as far as the caller may see names. */
export function toView(
  options: OptionRow[],
  answers: AnswerRow[],
  callerId: string,
  seesName: (personId: string) => boolean,
  callerGoing: boolean,
): DatePollView {
  const tallies = options.map((o) => {
    const of = answers.filter((a) => a.optionId === o.id);
    const n = (answer: DatePollAnswer) => of.filter((a) => a.answer === answer).length;
    const t = { id: o.id, startsAt: new Date(o.startsAt).toISOString(), yes: n('yes'), maybe: n('maybe'), no: n('no') };
    return { ...t, score: pollScore(t), picked: o.pickedAt !== null };
  });
  const byPerson = new Map<string, { userId: string; name: string; answers: Record<string, DatePollAnswer> }>();
  for (const a of answers) {
    const person = byPerson.get(a.userId) ?? { userId: a.userId, name: displayName(a), answers: {} };
    person.answers[a.optionId] = a.answer;
    byPerson.set(a.userId, person);
  }
  const picked = options.find((o) => o.pickedAt !== null) ?? null;
  const mine = byPerson.get(callerId)?.answers ?? {};
  return {
    options: rankOptions(tallies),
    pickedOptionId: picked?.id ?? null,
    people: [...byPerson.values()].filter((p) => seesName(p.userId)),
    answeredCount: byPerson.size,
    mine,
    suggestGoing: picked !== null && mine[picked.id] === 'yes' && !callerGoing,
  };
}
