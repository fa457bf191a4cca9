import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DomainEvent } from '../contracts/realtime.contract';
import { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { formatEventDate } from '../platform/common/event-time';
import { JobsService } from '../platform/jobs/jobs.service';
import { Clock } from '../platform/clock/clock';
import { PushService } from '../push/push.service';
import { answerReminderMail, digestMail, reminderMail } from '../mail/mail-templates';
import { invitedAddresses } from '../invitations/invitations.queries';
import { accountLocaleOfAddress } from '../users/users.queries';
import { addHostDigestLine, digestChanges } from './digest-changes';
import { MailService } from '../mail/mail.service';
import { translate, translator, type ServerLocale } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { sendOnce } from '../platform/jobs/send-once';
import { dishesByAge } from '../dishes/dishes.queries';
import { eventsAnswersClosing } from '../events/events.queries';
import {
  type AnswerReminderRow,
  claimDigest,
  digestHost,
  eventManagers,
  hostLocaleOf,
  LOCKED_ANSWER_REMINDER,
  lockedReminder,
  planAnswerReminders,
  planPushReminders,
  planReminders,
  type ReminderRow,
} from './recipients.repository';

const SCAN_QUEUE = 'reminder-scan';
const SEND_QUEUE = 'reminder-email';
const PUSH_REMINDER_QUEUE = 'reminder-push';
const ANSWER_REMINDER_QUEUE = 'answer-reminder';
// The reminder to answer goes out this long before the event's answers close.
const ANSWER_REMINDER_LEAD = `interval '1 day'`;
// Categories a potluck needs food in; a reminder names those that have no dish yet.
const FOOD_CATEGORIES = ['appetizer', 'main_dish', 'side_dish', 'dessert'] as const;

/** A dish deleted with its contributor's account. */
export interface DishLeft {
  id: string;
  eventId: string;
  name: string;
}

/** The event is still on, at the date the reminder was planned for. */
const asPlanned = (row: ReminderRow) => row.on && new Date(row.date).getTime() === new Date(row.eventDate).getTime();

/**
 * E-mail reminders 2 days and 2 hours before an event, to Going and Maybe guests who have an e-mail.
 * Jobs live in PostgreSQL (pg-boss): its cron runs the scan on one process at a time, the scan plans each reminder
 * once (a unique row per event, kind, date and address), and each send is a job whose id is that row's id, retried
 * with backoff. A send holds its row locked while it mails and marks it sent, so a restart or a second process
 * neither loses nor repeats it.
 */
@Injectable()
export class NotificationsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger(NotificationsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly domainEvents: DomainEventsService,
    private readonly jobs: JobsService,
    private readonly push: PushService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // Only the process that made a change publishes it, so each change is recorded once.
    this.domainEvents.subscribe((event) => {
      this.recordChange(event).catch((err: Error) => this.logger.warn(`digest change not recorded: ${err.message}`));
    });
  }

  /** A guest's answer or dish change, in words, for the host's next digest (see digestChanges). */
  private async recordChange(event: DomainEvent): Promise<void> {
    const rows = await digestChanges(this.db, event);
    for (const row of rows) {
      await addHostDigestLine(this.db, event.eventId, row.summary, row.actorId);
    }
  }

  /**
   * The dishes of a guest who deleted their account are missing again: a line for each in its host's next digest,
   * in the host's language, inside the deletion's transaction (the guest is not named: they asked to be forgotten).
   */
  async recordDishesLeft(tx: EntityManager, dishes: readonly DishLeft[]): Promise<void> {
    for (const dish of dishes) {
      const host = await hostLocaleOf(tx, dish.eventId);
      if (!host) continue;
      const locale = serverLocale(host.locale) ?? 'en';
      await addHostDigestLine(tx, dish.eventId, translate(locale, 'push.dish.left', { dish: dish.name }), null);
    }
  }

  /** The same news as a push to the event's host and co-hosts, each in their language (after the deletion commits). */
  async pushDishesLeft(dishes: readonly DishLeft[]): Promise<void> {
    for (const dish of dishes) {
      const managers = await eventManagers(this.db, dish.eventId);
      const byLocale = new Map<ServerLocale, string[]>();
      for (const m of managers) {
        const locale = serverLocale(m.locale) ?? 'en';
        byLocale.set(locale, [...(byLocale.get(locale) ?? []), m.id]);
      }
      for (const [locale, userIds] of byLocale) {
        await this.push.notify(
          userIds,
          {
            title: managers[0].eventName,
            body: translate(locale, 'push.dish.left', { dish: dish.name }),
            url: `/events/${dish.eventId}`,
            tag: `dish-${dish.id}`,
          },
          `dish-left:${dish.id}:${locale}`,
        );
      }
    }
  }

  /**
   * Sends each host at most one digest an hour per event with the changes since the last one. Claiming the hour
   * (an upsert guarded by the last send time) decides which process sends; a failed send rolls the claim back.
   * `only` limits the run to some events (the scheduled run serves them all).
   */
  async sendDigests(now: Date, only?: readonly string[]): Promise<void> {
    const events: { eventId: string }[] = await this.db.query(
      `SELECT DISTINCT "eventId" FROM "host_digest_changes"
        WHERE "sentAt" IS NULL AND ($1::uuid[] IS NULL OR "eventId" = ANY($1::uuid[]))`,
      [only ?? null],
    );
    for (const { eventId } of events) {
      await this.db.transaction(async (tx) => {
        // An event deleted meanwhile has no digest to send: the claim locks the event's row, or claims nothing.
        if (!(await claimDigest(tx, eventId, now))) return;
        const changes: { summary: string }[] = await tx.query(
          `WITH sent AS (
             UPDATE "host_digest_changes" SET "sentAt" = $2 WHERE "eventId" = $1 AND "sentAt" IS NULL
             RETURNING "summary", "createdAt"
           ) SELECT "summary" FROM sent ORDER BY "createdAt"`,
          [eventId, now],
        );
        const host = await digestHost(tx, eventId);
        if (!host?.email || !host.on || changes.length === 0) return;
        const locale = serverLocale(host.locale) ?? 'en';
        await this.mail.sendUnlessRefused({
          kind: 'digest',
          to: host.email,
          recipient: { userId: host.hostId },
          body: digestMail(
            host.name,
            changes.map((c) => c.summary),
            this.mail.eventUrl(eventId),
            locale,
          ),
          event: { id: eventId, stopLabel: translator(locale)('mail.stopEvent') },
          locale,
        });
      });
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work(SCAN_QUEUE, { singleton: true }, async () => {
      await this.scan(this.clock.now());
      await this.sendDigests(this.clock.now());
    });
    await this.jobs.work<{ id: string }>(
      SEND_QUEUE,
      { retryLimit: 8, retryDelaySeconds: 30, pollingIntervalSeconds: 1 },
      (data) => this.send(data.id),
    );
    // Every process may queue push reminders; only those that can push take them (replicas share one configuration).
    const pushReminders = { retryLimit: 8, retryDelaySeconds: 30, pollingIntervalSeconds: 1 };
    if (this.push.publicConfig().enabled) {
      await this.jobs.work<{ id: string }>(PUSH_REMINDER_QUEUE, pushReminders, (data) => this.sendPush(data.id));
    } else {
      await this.jobs.declare(PUSH_REMINDER_QUEUE, pushReminders);
    }
    await this.jobs.work<{ id: string }>(ANSWER_REMINDER_QUEUE, pushReminders, (data) =>
      this.sendAnswerReminder(data.id),
    );
    await this.jobs.schedule(SCAN_QUEUE, '* * * * *');
  }

  /** Plans every reminder due at `now` and queues its send. `now` is a parameter so tests can move the clock. */
  async scan(now: Date): Promise<number> {
    await planReminders(this.db, now);
    await this.planAnswerReminders(now);
    return (await this.queuePlanned('reminder_sends', SEND_QUEUE, now)) + (await this.scanPush(now));
  }

  /**
   * A day before an event's answers close, one reminder to answer: to the addresses the host invited that have not
   * answered, and to those who answered Maybe. Planned once per person and deadline (a moved deadline plans again);
   * the send checks again that they still have not answered. Answers how many are pending.
   */
  async planAnswerReminders(now: Date): Promise<number> {
    const due = await eventsAnswersClosing(this.db, now, ANSWER_REMINDER_LEAD);
    if (due.length > 0) {
      const invited = await invitedAddresses(
        this.db,
        due.map((e) => e.id),
      );
      await planAnswerReminders(
        this.db,
        due.map((e) => e.id),
        invited,
      );
    }
    const pending: { id: string }[] = await this.db.query(
      `SELECT "id" FROM "answer_reminders" WHERE "sentAt" IS NULL AND "closesAt" > $1`,
      [now],
    );
    for (const row of pending) await this.jobs.send(ANSWER_REMINDER_QUEUE, { id: row.id }, row.id);
    return pending.length;
  }

  /**
   * Sends one reminder to answer, unless it was sent already, the deadline moved or passed, reminders were switched
   * off, or the person answered meanwhile. A person is mailed when their "event e-mails" choice allows it and pushed
   * on their browsers; an invited address is mailed in its account's language, else the host's (as the invitation).
   */
  async sendAnswerReminder(id: string): Promise<void> {
    await sendOnce<AnswerReminderRow>(
      this.db,
      id,
      {
        select: LOCKED_ANSWER_REMINDER,
        mark: `UPDATE "answer_reminders" SET "sentAt" = now() WHERE "id" = $1`,
      },
      async (row, tx) => {
        const closesAt = new Date(row.closesAt);
        const current =
          row.on &&
          !row.answered &&
          row.answersCloseAt !== null &&
          new Date(row.answersCloseAt).getTime() === closesAt.getTime() &&
          closesAt.getTime() > this.clock.now().getTime();
        if (!current) return;
        const hostLocale = serverLocale(row.hostLocale) ?? 'en';
        const locale =
          row.userId === null
            ? (serverLocale(row.email ? await accountLocaleOfAddress(tx, row.email) : null) ?? hostLocale)
            : (serverLocale(row.locale) ?? 'en');
        const t = translator(locale);
        const joinUrl = this.mail.joinUrl(row.eventId);
        if (row.email && (row.userId === null || row.mailWanted)) {
          await this.mail.sendUnlessRefused({
            kind: 'answer-reminder',
            to: row.email,
            recipient: row.userId === null ? { invitee: true } : { userId: row.userId },
            body: answerReminderMail({ eventName: row.name, closesAt, timeZone: row.timeZone, joinUrl, locale }),
            event: { id: row.eventId, stopLabel: t('mail.reminder.stop') },
            locale,
          });
        }
        if (row.userId !== null) {
          const when = formatEventDate(closesAt, row.timeZone, locale);
          await this.push.notify(
            [row.userId],
            {
              title: row.name,
              body: t('mail.answerBy.text', { eventName: row.name, when }),
              url: `/join/${row.eventId}`,
              tag: `reminder-answer-${row.eventId}`,
            },
            `answer-reminder:${row.id}`,
          );
        }
      },
    );
  }

  /** Plans and queues the push reminders due at `now`, like the e-mail ones. */
  async scanPush(now: Date): Promise<number> {
    await planPushReminders(this.db, now);
    return this.queuePlanned('push_reminder_sends', PUSH_REMINDER_QUEUE, now);
  }

  /**
   * Queues a send job for every planned reminder in `table` not sent yet whose event is still ahead, with the
   * reminder's id as the job id: queuing it again is a no-op. Answers how many are pending.
   */
  private async queuePlanned(
    table: 'reminder_sends' | 'push_reminder_sends',
    queue: string,
    now: Date,
  ): Promise<number> {
    const pending: { id: string }[] = await this.db.query(
      `SELECT "id" FROM "${table}" WHERE "sentAt" IS NULL AND "eventDate" > $1`,
      [now],
    );
    for (const row of pending) await this.jobs.send(queue, { id: row.id }, row.id);
    return pending.length;
  }

  /** Mails one planned reminder, unless it was sent already, the event moved or reminders were switched off. */
  async send(id: string): Promise<void> {
    await sendOnce<ReminderRow & { email: string }>(
      this.db,
      id,
      {
        select: lockedReminder('reminder_sends', ', s."email"'),
        mark: `UPDATE "reminder_sends" SET "sentAt" = now() WHERE "id" = $1`,
      },
      async (row, tx) => {
        const wanted: { on: boolean }[] = await tx.query(
          `SELECT "emailReminders" AS "on" FROM "notification_settings" WHERE "userId" = $1`,
          [row.userId],
        );
        const current = asPlanned(row);
        if (current && (wanted[0]?.on ?? true)) {
          const dishes = await dishesByAge(tx, row.eventId);
          // In the guest's language, not the host's.
          const locale = serverLocale(row.locale) ?? 'en';
          const t = translator(locale);
          const body = reminderMail({
            locale,
            eventName: row.name,
            date: new Date(row.date),
            timeZone: row.timeZone,
            location: row.location,
            eventUrl: this.mail.eventUrl(row.eventId),
            kind: row.kind,
            bringing: dishes.filter((d) => d.contributorId === row.userId).map((d) => d.name),
            missing: FOOD_CATEGORIES.filter((c) => !dishes.some((d) => d.category === c)).map((c) => t(`slot.${c}`)),
          });
          await this.mail.sendUnlessRefused({
            kind: 'reminder',
            to: row.email,
            recipient: { userId: row.userId },
            body,
            event: { id: row.eventId, stopLabel: t('mail.reminder.stop') },
            locale,
          });
        }
      },
    );
  }

  /**
   * Pushes one planned reminder to the guest's browsers (each push its own retried job, queued once), unless it was
   * pushed already, the event moved or reminders were switched off.
   */
  async sendPush(id: string): Promise<void> {
    await sendOnce<ReminderRow>(
      this.db,
      id,
      {
        select: lockedReminder('push_reminder_sends'),
        mark: `UPDATE "push_reminder_sends" SET "sentAt" = now() WHERE "id" = $1`,
      },
      async (row, tx) => {
        if (asPlanned(row)) {
          const dishes = await dishesByAge(tx, row.eventId);
          const bringing = dishes.filter((d) => d.contributorId === row.userId).map((d) => d.name);
          // In the guest's language, not the host's.
          const locale = serverLocale(row.locale) ?? 'en';
          const t = translator(locale);
          const when = formatEventDate(new Date(row.date), row.timeZone, locale);
          await this.push.notify(
            [row.userId],
            {
              title: t('push.reminder.title', { kind: row.kind, eventName: row.name }),
              body: [when, bringing.length ? t('mail.reminder.bringing', { dishes: bringing.join(', ') }) : null]
                .filter(Boolean)
                .join('\n'),
              url: `/events/${row.eventId}`,
              tag: `reminder-${row.eventId}`,
            },
            `reminder:${row.id}`,
          );
        }
      },
    );
  }

  unsubscribeUrl(email: string, scope: string): string {
    return this.mail.unsubscribeUrl(email, scope);
  }
}
