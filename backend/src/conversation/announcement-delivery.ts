import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { href, lines, markup } from '../platform/common/html';
import { JobsService } from '../platform/jobs/jobs.service';
import type { MailBody } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { PushService } from '../push/push.service';
import { translator, type ServerLocale, type Translate } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import {
  announcementRecipients,
  type AnnouncementMailRow,
  LOCKED_ANNOUNCEMENT_MAIL,
} from './conversation-recipients.repository';
import { excerpt } from './excerpt';
import { sendOnce } from '../platform/jobs/send-once';

const MAIL_QUEUE = 'announcement-email';
/**
 * Sends an announcement to each recipient once, whatever the number of processes: the push through the push
 * module's queue (one job per browser, keyed by the announcement), the e-mail as one job per recipient row (its id
 * is the job's id, so queuing twice is a no-op) that locks the row, mails and marks it. Each recipient gets it the
 * way they chose (push, e-mail or nothing; the e-mail goes at once, not in the digest: it is the host's news for
 * everyone); a person who muted the event gets neither; e-mail follows the mail policy (suppression, confirmed
 * addresses, unsubscribes, caps).
 */
@Injectable()
export class AnnouncementDelivery implements OnApplicationBootstrap {
  private readonly logger = new Logger(AnnouncementDelivery.name);

  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly push: PushService,
    private readonly mail: MailService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<{ id: string }>(
      MAIL_QUEUE,
      { retryLimit: 8, retryDelaySeconds: 30, pollingIntervalSeconds: 1 },
      (data) => this.sendMail(data.id),
    );
  }

  /** Called once, by the process that saved the announcement. */
  async queue(announcementId: string): Promise<void> {
    const rows = await announcementRecipients(this.db, announcementId);
    const first = rows[0];
    if (!first) return;
    // One push per language, each recipient's own (a job per browser either way, keyed by the announcement).
    const byLocale = new Map<ServerLocale, string[]>();
    for (const r of rows.filter((row) => row.channel === 'push')) {
      const locale = serverLocale(r.locale) ?? 'en';
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), r.userId]);
    }
    for (const [locale, userIds] of byLocale) {
      await this.push
        .notify(
          userIds,
          {
            title: translator(locale)('conversation.push.title', { eventName: first.eventName }),
            body: excerpt(first.body, 180),
            url: `/events/${first.eventId}`,
            tag: `announcement-${announcementId}`,
          },
          `announcement:${announcementId}`,
        )
        .catch((err: Error) => this.logger.warn(`announcement push not queued: ${err.message}`));
    }
    for (const row of rows.filter((r) => r.mail && r.channel === 'digest')) {
      const queued = await this.jobs.send(MAIL_QUEUE, { id: row.id }, row.id);
      // Without the job queue (development, most tests) the mail goes now, still at most once per row.
      if (!queued)
        await this.sendMail(row.id).catch((err: Error) => this.logger.warn(`announcement mail: ${err.message}`));
    }
  }

  /** Mails one recipient's copy unless it went already, the person muted the event or chose push or nothing. */
  async sendMail(recipientId: string): Promise<void> {
    await sendOnce<AnnouncementMailRow>(
      this.db,
      recipientId,
      {
        select: LOCKED_ANNOUNCEMENT_MAIL,
        mark: `UPDATE "announcement_recipients" SET "mailedAt" = now() WHERE "id" = $1`,
      },
      async (row) => {
        if (row.wanted && row.email) {
          // In the recipient's language, not the host's.
          const locale = serverLocale(row.locale) ?? 'en';
          const t = translator(locale);
          await this.mail.sendUnlessRefused({
            kind: 'announcement',
            to: row.email,
            recipient: { userId: row.userId },
            body: announcementMail(t, {
              eventName: row.eventName,
              authorName: row.authorName ?? t('conversation.mail.theHost'),
              body: row.body,
              eventUrl: this.mail.eventUrl(row.eventId),
            }),
            event: { id: row.eventId, stopLabel: t('conversation.mail.stop') },
            locale,
          });
        }
      },
    );
  }
}

function announcementMail(
  t: Translate,
  { eventName, authorName, body, eventUrl }: { eventName: string; authorName: string; body: string; eventUrl: string },
): MailBody {
  const intro = t('conversation.mail.intro', { authorName, eventName });
  const button = t('conversation.mail.button', { eventName });
  return {
    subject: t('conversation.mail.subject', { eventName }),
    text: [intro, '', body, '', `${button}: ${eventUrl}`].join('\n'),
    html: markup`<p style="margin:0 0 16px;line-height:1.4">${intro}</p>
      <p style="margin:0 0 16px;padding:8px 12px;border-inline-start:4px solid #E7E2DA;line-height:1.4">${lines(body)}</p>
      <p style="margin:24px 0"><a href="${href(eventUrl)}">${button}</a></p>`,
  };
}
