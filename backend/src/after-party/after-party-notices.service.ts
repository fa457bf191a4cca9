import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { JobsService } from '../platform/jobs/jobs.service';
import { MailRefused, MailService, type MailRequest } from '../mail/mail.service';
import { PushService } from '../push/push.service';
import { PARTY_HOURS } from '../contracts/kitchen.rules';
import { displayName, type NamedUser } from '../contracts/user.rules';
import { translator, type ServerLocale } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { afterPromptMail, afterSummaryMail } from './after-party-mail';

const SEND_QUEUE = 'after-party-send';
const SCAN_QUEUE = 'after-party-scan';
/** The summary waits a day after the party, so contributors can add their recipes and the host a thank-you. */
export const SUMMARY_DELAY_HOURS = 24;
/** Parties that ended longer ago get nothing (a new deployment does not write to everyone's old parties). */
const LOOK_BACK_DAYS = 7;

interface SendRow {
  id: string;
  eventId: string;
  userId: string;
  kind: 'prompt' | 'summary';
  eventName: string;
  hostId: string;
  showGuestList: boolean;
  thankYou: string | null;
  email: string | null;
  mailWanted: boolean;
  locale: string | null;
}

/**
 * What goes out after the party, each to each person once: the prompt to add a recipe or note (push, and e-mail when
 * their "event e-mails" setting allows it) to everyone who brought a dish, and a day later the summary by e-mail to
 * everyone who came (Going with a place). A minutely scan (one process at a time) writes one row per (event, person,
 * kind) and queues a send job whose id is the row's id; the send holds its row locked until it is marked sent, so
 * two processes, a retry or a restart never send one twice.
 */
@Injectable()
export class AfterPartyNoticesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AfterPartyNoticesService.name);

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
      () => this.scan(new Date()),
    );
  }

  /** Plans what is due at `now` and queues every unsent row (`now` is a parameter so tests can move the clock). */
  async scan(now: Date): Promise<number> {
    const ended = `e."date" IS NOT NULL AND e."date" + make_interval(hours => $2) > $1::timestamptz - make_interval(days => $3)`;
    await this.db.query(
      `INSERT INTO "after_party_sends" ("eventId", "userId", "kind")
       SELECT DISTINCT d."eventId", d."contributorId", 'prompt'
         FROM "dishes" d JOIN "events" e ON e."id" = d."eventId"
        WHERE ${ended} AND e."date" + make_interval(hours => $2) <= $1
          AND NOT EXISTS (SELECT 1 FROM "event_removals" x WHERE x."eventId" = e."id" AND x."userId" = d."contributorId")
       ON CONFLICT DO NOTHING`,
      [now, PARTY_HOURS, LOOK_BACK_DAYS],
    );
    await this.db.query(
      `INSERT INTO "after_party_sends" ("eventId", "userId", "kind")
       SELECT r."eventId", r."userId", 'summary'
         FROM "rsvps" r JOIN "events" e ON e."id" = r."eventId"
        WHERE ${ended} AND e."date" + make_interval(hours => $2 + $4) <= $1
          AND r."status" = 'attending' AND r."waitlistedAt" IS NULL
       ON CONFLICT DO NOTHING`,
      [now, PARTY_HOURS, LOOK_BACK_DAYS, SUMMARY_DELAY_HOURS],
    );
    return this.queueUnsent();
  }

  /** Queues every row not sent yet (queuing one twice is a no-op: the job's id is the row's). */
  async queueUnsent(): Promise<number> {
    const rows: { id: string }[] = await this.db.query(
      `SELECT "id" FROM "after_party_sends" WHERE "sentAt" IS NULL AND "createdAt" > now() - make_interval(days => $1)`,
      [LOOK_BACK_DAYS],
    );
    for (const row of rows) await this.jobs.send(SEND_QUEUE, { id: row.id }, row.id);
    return rows.length;
  }

  /** Sends one row unless it was sent already (or another process is sending it right now), then marks it sent. */
  async send(id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows: SendRow[] = await tx.query(
        `SELECT s."id", s."eventId", s."userId", s."kind", e."name" AS "eventName", e."hostId", e."showGuestList",
                e."thankYou", lower(u."email") AS "email", COALESCE(ns."emailReminders", true) AS "mailWanted",
                u."locale"
           FROM "after_party_sends" s
           JOIN "events" e ON e."id" = s."eventId"
           JOIN "users" u ON u."id" = s."userId"
           LEFT JOIN "notification_settings" ns ON ns."userId" = s."userId"
          WHERE s."id" = $1 AND s."sentAt" IS NULL
          FOR UPDATE OF s SKIP LOCKED`,
        [id],
      );
      const row = rows[0];
      if (!row) return;
      const dishes: { name: string; note: string | null; contributorId: string; by: NamedUser }[] = await tx.query(
        `SELECT d."name", d."afterNote" AS "note", d."contributorId",
                json_build_object('firstName', u."firstName", 'lastName', u."lastName", 'nickname', u."nickname") AS "by"
           FROM "dishes" d JOIN "users" u ON u."id" = d."contributorId"
          WHERE d."eventId" = $1 ORDER BY d."createdAt", d."id"`,
        [row.eventId],
      );
      const locale = serverLocale(row.locale) ?? 'en';
      if (row.kind === 'prompt') {
        const mine = dishes.filter((d) => d.contributorId === row.userId).map((d) => d.name);
        // A dish removed since the party: nothing to ask about.
        if (mine.length > 0) await this.prompt(row, mine, locale);
      } else {
        const t = translator(locale);
        const host: { by: NamedUser }[] = await tx.query(
          `SELECT json_build_object('firstName', "firstName", 'lastName', "lastName", 'nickname', "nickname") AS "by"
             FROM "users" WHERE "id" = $1`,
          [row.hostId],
        );
        const named = (d: { contributorId: string; by: NamedUser }) =>
          row.showGuestList || d.contributorId === row.userId || d.contributorId === row.hostId
            ? displayName(d.by)
            : t('afterParty.aGuest');
        if (row.email && row.mailWanted) {
          const body = afterSummaryMail({
            eventName: row.eventName,
            hostName: displayName(host[0]?.by),
            thankYou: row.thankYou,
            dishes: dishes.map((d) => ({ name: d.name, by: named(d), note: d.note })),
            url: `${this.config.publicUrl}/events/${row.eventId}`,
            locale,
          });
          await this.deliver(row, 'after-party-summary', body, locale);
        }
      }
      await tx.query(`UPDATE "after_party_sends" SET "sentAt" = now() WHERE "id" = $1`, [row.id]);
    });
  }

  private async prompt(row: SendRow, dishes: string[], locale: ServerLocale): Promise<void> {
    const t = translator(locale);
    const path = `/events/${row.eventId}`;
    await this.push.notify(
      [row.userId],
      {
        title: t('afterParty.prompt.title', { eventName: row.eventName }),
        body: t('afterParty.prompt.ask', { dishes: dishes.join(', ') }),
        url: path,
        tag: `after-party-${row.eventId}`,
      },
      `after-party:${row.id}`,
    );
    if (!row.email || !row.mailWanted) return;
    const body = afterPromptMail({
      eventName: row.eventName,
      dishes,
      url: `${this.config.publicUrl}${path}`,
      locale,
    });
    await this.deliver(row, 'after-party-prompt', body, locale);
  }

  /** A mail the policy refused is simply not sent (logged); a failed send throws, so its job is retried. */
  private async deliver(
    row: SendRow,
    kind: MailRequest['kind'],
    body: MailRequest['body'],
    locale: ServerLocale,
  ): Promise<void> {
    try {
      await this.mail.send({
        kind,
        to: row.email ?? '',
        recipient: { userId: row.userId },
        body,
        event: { id: row.eventId, stopLabel: translator(locale)('mail.stopEvent') },
        locale,
      });
    } catch (e) {
      if (!(e instanceof MailRefused)) throw e;
      this.logger.log(`A ${kind} mail was not sent: ${e.reason}`);
    }
  }
}
