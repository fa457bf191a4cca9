import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { formatEventDate } from '../platform/common/event-time';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { JobsService } from '../platform/jobs/jobs.service';
import { MailRefused, MailService } from '../mail/mail.service';
import { PushService } from '../push/push.service';
import { translator } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { datePickedMail } from './date-poll-mail';
import { sendOnce } from '../platform/jobs/send-once';

const SEND_QUEUE = 'date-poll-notice';
const SCAN_QUEUE = 'date-poll-notice-scan';

interface NoticeRow {
  id: string;
  eventId: string;
  userId: string;
  saidYes: boolean;
  name: string;
  date: Date;
  timeZone: string;
  email: string | null;
  mailWanted: boolean;
  locale: string | null;
}

/**
 * Tells each person who answered a date poll that the host picked a date: a push to their browsers and an e-mail
 * when their settings allow it (the "event e-mails" choice, `emailReminders`; the mail policy checks the rest).
 * The pick records one notice row per person; each is sent by a job whose id is the row's id, and the send holds
 * the row locked until it is marked sent, so two processes, a retry or a restart never tell anyone twice. A
 * minutely scan queues notices whose job was never queued (a process stopped right after the pick).
 */
@Injectable()
export class DatePollNoticesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DatePollNoticesService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly push: PushService,
    private readonly mail: MailService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.workNotices(
      { send: SEND_QUEUE, scan: SCAN_QUEUE },
      (id) => this.send(id),
      () => this.queueUnsent(),
    );
  }

  async queue(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.jobs.send(SEND_QUEUE, { id }, id);
  }

  /** Queues every notice not sent yet (queuing one twice is a no-op). */
  async queueUnsent(): Promise<void> {
    const rows: { id: string }[] = await this.db.query(`SELECT "id" FROM "date_poll_notices" WHERE "sentAt" IS NULL`);
    await this.queue(rows.map((r) => r.id));
  }

  /** Sends one notice unless it was sent already (or another process is sending it right now). */
  async send(id: string): Promise<void> {
    await sendOnce<NoticeRow>(
      this.db,
      id,
      {
        select: `SELECT n."id", n."eventId", n."userId", n."saidYes", e."name", e."date", e."timeZone",
                lower(u."email") AS "email", COALESCE(ns."emailReminders", true) AS "mailWanted",
                u."locale"
           FROM "date_poll_notices" n
           JOIN "events" e ON e."id" = n."eventId"
           JOIN "users" u ON u."id" = n."userId"
           LEFT JOIN "notification_settings" ns ON ns."userId" = n."userId"
          WHERE n."id" = $1 AND n."sentAt" IS NULL
          FOR UPDATE OF n SKIP LOCKED`,
        mark: `UPDATE "date_poll_notices" SET "sentAt" = now() WHERE "id" = $1`,
      },
      async (row) => {
        if (row.date !== null) await this.tell(row);
      },
    );
  }

  private async tell(row: NoticeRow): Promise<void> {
    const path = `/events/${row.eventId}${row.saidYes ? '?rsvp=going' : ''}`;
    const date = new Date(row.date);
    // In the language of the person told, not the host's.
    const locale = serverLocale(row.locale) ?? 'en';
    const t = translator(locale);
    const when = formatEventDate(date, row.timeZone, locale);
    await this.push.notify(
      [row.userId],
      {
        title: t('datePoll.notice.title', { eventName: row.name }),
        body: row.saidYes ? t('datePoll.notice.pushSaidYes', { when }) : when,
        url: path,
        tag: `date-picked-${row.eventId}`,
      },
      `date-picked:${row.id}`,
    );
    if (!row.email || !row.mailWanted) return;
    const body = datePickedMail({
      name: row.name,
      date,
      timeZone: row.timeZone,
      url: `${this.config.publicUrl}${path}`,
      saidYes: row.saidYes,
      locale,
    });
    try {
      await this.mail.send({
        kind: 'date-picked',
        to: row.email,
        recipient: { userId: row.userId },
        body,
        event: { id: row.eventId, stopLabel: t('mail.stopEvent') },
      });
    } catch (e) {
      if (!(e instanceof MailRefused)) throw e;
      this.logger.log(`A date-picked mail was not sent: ${e.reason}`);
    }
  }
}
