import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { href, markup } from '../platform/common/html';
import { Clock } from '../platform/clock/clock';
import { JobsService } from '../platform/jobs/jobs.service';
import { MailService } from '../mail/mail.service';
import { jobIdFor } from '../push/push.service';
import { translator } from '../i18n/catalogue';
import { serverLocale } from '../i18n/locale';
import { digestPerson, takeDigestItems } from './conversation-recipients.repository';

// The stored names keep the conversation's old word "talk": the pg-boss queue and its job ids (queued jobs hold
// them), the mail kind, the lock key and the tables talk_digest_items and talk_digest_sends.
const QUEUE = 'talk-digest';
/** At most one conversation digest per person per clock-aligned hour. */
export const DIGEST_PERIOD_SECONDS = 3600;

export interface DigestNews {
  userId: string;
  eventId: string;
  /** Names the news (e.g. the reply's id): recorded twice, it is kept once. */
  key: string;
  kind: 'reply' | 'answer';
  /** Who wrote what the news quotes: the news goes with them when they delete their account. */
  actorId: string | null;
  /** As the recipient may see it ("A guest" while the guest list is private). */
  actorName: string;
  excerpt: string;
}

/**
 * The e-mail digest of conversation news for people who chose it (and, for those who chose push, the news past their
 * hourly push cap): each piece of news is a row in the period (hour)
 * it happened in, and the period's digest is a job queued with an id made from the person and the period, to run
 * when the period ends: queued again, or by another process, it is one job. The send claims the person's period
 * (one row), so at most one digest per person and period goes out whichever process works it; a failed send rolls
 * the claim back and the job is tried again. A per-person lock orders recording and sending, so a piece of news is
 * either in the digest being sent or in the next period's.
 */
@Injectable()
export class ConversationDigest implements OnApplicationBootstrap {
  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<{ userId: string; period: number }>(
      QUEUE,
      { retryLimit: 8, retryDelaySeconds: 30, pollingIntervalSeconds: 1 },
      (data) => this.send(data.userId, data.period),
    );
  }

  /** Keeps one piece of news for the person's digest and queues the digest of its period. */
  async record(news: DigestNews): Promise<void> {
    const period = await this.db.transaction(async (tx) => {
      await lockPerson(tx, news.userId);
      // Read once the lock is held: a digest being sent has taken every piece of news of the periods before this one.
      const current = Math.floor(this.clock.now().getTime() / 1000 / DIGEST_PERIOD_SECONDS);
      const rows: { period: string }[] = await tx.query(
        `INSERT INTO "talk_digest_items" ("userId", "eventId", "key", "kind", "actorId", "actorName", "excerpt", "period")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT ("userId", "key") DO NOTHING RETURNING "period"`,
        [
          news.userId,
          news.eventId,
          news.key,
          news.kind,
          news.actorId,
          news.actorName.slice(0, 200),
          news.excerpt.slice(0, 200),
          current,
        ],
      );
      return rows[0] ? Number(rows[0].period) : null;
    });
    if (period === null) return;
    const ends = new Date((period + 1) * DIGEST_PERIOD_SECONDS * 1000);
    await this.jobs.send(QUEUE, { userId: news.userId, period }, digestJobId(news.userId, period), ends);
  }

  /** Sends every digest whose period ended by `now` (without the job queue: development, tests, a manual run). */
  async sendDue(now: Date): Promise<void> {
    const due: { userId: string; period: string }[] = await this.db.query(
      `SELECT "userId", max("period") AS "period" FROM "talk_digest_items"
        WHERE "sentAt" IS NULL AND "period" < floor(extract(epoch FROM $1::timestamptz) / ${DIGEST_PERIOD_SECONDS})
        GROUP BY "userId"`,
      [now],
    );
    for (const d of due) await this.send(d.userId, Number(d.period));
  }

  /** One person's digest for `period` (and any earlier news still waiting), unless that period's went already. */
  async send(userId: string, period: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockPerson(tx, userId);
      const claimed: unknown[] = await tx.query(
        `INSERT INTO "talk_digest_sends" ("userId", "period") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
        [userId, period],
      );
      if (claimed.length === 0) return;
      const person = await digestPerson(tx, userId);
      // Taken off the list in any case: news the person no longer wants by e-mail is not kept for later.
      const items = await takeDigestItems(tx, userId, period, person?.email ?? '');
      // Those who chose push get here the news past their hourly push cap; those who chose nothing get nothing.
      if (!person?.email || person.channel === 'none' || items.length === 0) return;
      const locale = serverLocale(person.locale) ?? 'en';
      const t = translator(locale);
      const events = [...new Map(items.map((i) => [i.eventId, i.eventName])).entries()];
      const lineOf = (i: (typeof items)[number]) =>
        t(i.kind === 'reply' ? 'conversation.notify.replyLine' : 'conversation.notify.answerLine', {
          name: i.actorName,
          eventName: i.eventName,
          body: i.excerpt,
        });
      const links = events.map(([id, name]) => ({
        label: t('conversation.mail.button', { eventName: name }),
        url: this.mail.eventUrl(id),
      }));
      const intro = t('conversation.notify.digestIntro');
      const single = events.length === 1 ? events[0] : null;
      await this.mail.sendUnlessRefused({
        kind: 'talk-digest',
        to: person.email,
        recipient: { userId },
        body: {
          subject: t('conversation.notify.digestSubject', { count: items.length }),
          text: [
            intro,
            '',
            ...items.map((i) => `- ${lineOf(i)}`),
            '',
            ...links.map((l) => `${l.label}: ${l.url}`),
          ].join('\n'),
          html: markup`<p style="margin:0 0 16px;line-height:1.4">${intro}</p>
            <ul style="margin:0 0 16px;padding-inline-start:20px;line-height:1.4">${items.map(
              (i) => markup`<li style="margin:0 0 8px">${lineOf(i)}</li>`,
            )}</ul>
            ${links.map((l) => markup`<p style="margin:16px 0"><a href="${href(l.url)}">${l.label}</a></p>`)}`,
        },
        event: single ? { id: single[0], stopLabel: t('conversation.mail.stop') } : undefined,
        locale,
      });
    });
  }
}

/** The digest job's id: the same person and period always make the same job. */
export function digestJobId(userId: string, period: number): string {
  return jobIdFor(`talk-digest\n${userId}\n${period}`);
}

async function lockPerson(tx: { query: DataSource['query'] }, userId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('talk-digest:' || $1))`, [userId]);
}
