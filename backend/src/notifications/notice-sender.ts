import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { JobsService } from '../platform/jobs/jobs.service';
import { Clock } from '../platform/clock/clock';
import { sendOnce } from '../platform/jobs/send-once';
import { MailService, type MailRequest } from '../mail/mail.service';
import { PushService } from '../push/push.service';
import { translator, type ServerLocale, type Translate } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { lockedNotice } from './recipients.repository';

/** What every send reads of a notice row: whom it tells, and how they may be told. */
export interface NoticeRow {
  id: string;
  userId: string;
  /** The event it is about (a series notice's is null once its occurrence is deleted). */
  eventId: string | null;
  email: string | null;
  /** Their "event e-mails" choice (`emailReminders`) allows this mail. */
  mailWanted: boolean;
  locale: string | null;
}

/** The language a person is told in: theirs, not the host's. */
export interface NoticeLanguage {
  locale: ServerLocale;
  t: Translate;
}

/**
 * Tells people something about an event, each person once. Every notice is a row of `table` (with "id", "userId",
 * "eventId", "sentAt" and "createdAt"), sent by a job whose id is the row's id, so queuing it twice is a no-op; the
 * send holds the row locked until it is marked sent, so two processes, a retry or a restart never tell anyone twice.
 * A minutely scan (one process at a time) plans what is due and queues rows whose job was never queued. Each person
 * is told in their language, by push to their browsers and by e-mail when their "event e-mails" choice allows it
 * (the mail policy checks the rest: confirmed address, suppressions, daily caps).
 */
@Injectable()
export abstract class NoticeSender<Row extends NoticeRow> implements OnApplicationBootstrap {
  protected abstract readonly table: string;
  protected abstract readonly queues: { send: string; scan: string };
  /** What a send reads besides the person: columns of the row `n` and of its event `e`. */
  protected abstract readonly columns: string;
  /** Rows planned longer ago than this are no longer sent (null: a row waits until it is sent). */
  protected readonly keepDays: number | null = null;
  /** When the scan runs (pg-boss cron, one process at a time): every minute unless a notice needs it less often. */
  protected readonly scanCron: string = '* * * * *';
  /** The notice is about the person's own data (its deletion): mailed whatever their "event e-mails" choice. */
  protected readonly aboutTheirData: boolean = false;

  constructor(
    @InjectDataSource() protected readonly db: DataSource,
    @Inject(APP_CONFIG) protected readonly config: AppConfig,
    private readonly jobs: JobsService,
    protected readonly push: PushService,
    private readonly mail: MailService,
    protected readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.workNotices(
      this.queues,
      (id) => this.send(id),
      () => this.scan(this.clock.now()),
      this.scanCron,
    );
  }

  /** Plans what is due at `now` and queues every unsent row (`now` is a parameter so tests can move the clock). */
  abstract scan(now: Date): Promise<void>;

  /** Tells the person of one row (locked, not sent yet), inside the send's transaction. */
  protected abstract tell(row: Row, language: NoticeLanguage, tx: EntityManager): Promise<void>;

  async queue(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.jobs.send(this.queues.send, { id }, id);
  }

  /** Queues every row not sent yet (queuing one twice is a no-op). */
  async queueUnsent(): Promise<void> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT "id" FROM "${this.table}"
        WHERE "sentAt" IS NULL AND ($1::int IS NULL OR "createdAt" > now() - make_interval(days => $1::int))`,
      [this.keepDays],
    );
    await this.queue(rows.map((r) => r.id));
  }

  /** Sends one row unless it was sent already (or another process is sending it right now), then marks it sent. */
  async send(id: string): Promise<void> {
    await sendOnce<Row>(
      this.db,
      id,
      {
        select: lockedNotice(this.table, this.columns),
        mark: `UPDATE "${this.table}" SET "sentAt" = now() WHERE "id" = $1`,
      },
      (row, tx) => {
        const locale = serverLocale(row.locale) ?? 'en';
        return this.tell(row, { locale, t: translator(locale) }, tx);
      },
    );
  }

  /** The app's address of `path`, for a mail's links. */
  protected link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  /** Mails the person, when they have an address and their "event e-mails" choice allows it (or need not). */
  protected async mailTo(row: Row, mail: Omit<MailRequest, 'to' | 'recipient'>): Promise<void> {
    if (!row.email || !(row.mailWanted || this.aboutTheirData)) return;
    await this.mail.sendUnlessRefused({ ...mail, to: row.email, recipient: { userId: row.userId } });
  }
}
