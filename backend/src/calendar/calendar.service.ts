import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../platform/common/app-exception';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import type { CalendarFeedLink, CalendarFeedStatus } from '../contracts/calendar.contract';
import type { User } from '../contracts/user.rules';
import { EventExportService } from '../events/event-export.service';
import { firstStart, rruleText } from '../series/recurrence';
import { hostedRuleSeries } from '../series/series.queries';
import { buildCalendar, type RepeatingSeries } from './calendar-file';
import { serverText } from '../i18n/server-text';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
// A feed link's secret: 24 random bytes, base64url. Anything else is not looked up at all.
const FEED_TOKEN_RE = /^[A-Za-z0-9_-]{32}$/;

export interface CalendarFile {
  filename: string;
  body: string;
}

@Injectable()
export class CalendarService {
  constructor(
    private readonly db: DataSource,
    private readonly eventExport: EventExportService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One event's .ics, for anyone who may read the event. */
  async eventFile(user: User, eventId: string): Promise<CalendarFile> {
    const facts = await this.eventExport.calendarFacts(user, eventId);
    if (facts.date === null) throw AppException.conflict(serverText('error.calendar.noDate'), 'DATE_NOT_SET');
    const slug = facts.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'potluck';
    return { filename: `${slug.slice(0, 60)}.ics`, body: buildCalendar([facts], this.config.publicUrl) };
  }

  async feedStatus(user: User): Promise<CalendarFeedStatus> {
    const rows: { createdAt: Date }[] = await this.db.query(
      `SELECT "createdAt" FROM "calendar_feeds" WHERE "userId" = $1`,
      [user.id],
    );
    return { active: rows.length > 0, createdAt: rows[0] ? new Date(rows[0].createdAt).toISOString() : null };
  }

  /** A new secret link (only its hash is stored); an older link of the same user stops working. */
  async createFeed(user: User): Promise<CalendarFeedLink> {
    const token = randomBytes(24).toString('base64url');
    await this.db.query(
      `INSERT INTO "calendar_feeds" ("userId", "tokenHash") VALUES ($1, $2)
       ON CONFLICT ("userId") DO UPDATE SET "tokenHash" = EXCLUDED."tokenHash", "createdAt" = now()`,
      [user.id, hashToken(token)],
    );
    const url = `${this.config.publicUrl}/api/calendar-feed/${token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  }

  async revokeFeed(user: User): Promise<void> {
    await this.db.query(`DELETE FROM "calendar_feeds" WHERE "userId" = $1`, [user.id]);
  }

  /** The feed behind a secret link: every event the owner hosts or is going to. Unknown links give 404. */
  async feed(token: string): Promise<string> {
    if (!FEED_TOKEN_RE.test(token)) throw AppException.notFound(serverText('error.calendar.feedNotFound'));
    const rows: { userId: string }[] = await this.db.query(
      `SELECT "userId" FROM "calendar_feeds" WHERE "tokenHash" = $1`,
      [hashToken(token)],
    );
    if (!rows[0]) throw AppException.notFound(serverText('error.calendar.feedNotFound'));
    const events = await this.eventExport.calendarFeedFacts(rows[0].userId);
    return buildCalendar(events, this.config.publicUrl, 'Potluck', await this.hostedSeries(rows[0].userId));
  }

  /**
   * The series the user hosts that follow a rule: in their feed each is one repeating entry (RRULE, with EXDATE for
   * cancelled dates) instead of one entry per occurrence. A guest's feed keeps the occurrences they go to.
   */
  private async hostedSeries(userId: string): Promise<Map<string, RepeatingSeries>> {
    const rows = await hostedRuleSeries(this.db, userId);
    const series = new Map<string, RepeatingSeries>();
    for (const row of rows) {
      const rule = { ...row, customStarts: [] };
      const rrule = rruleText(rule);
      if (!rrule) continue;
      series.set(row.id, { rrule, start: firstStart(rule), exclude: row.cancelledStarts.map((d) => new Date(d)) });
    }
    return series;
  }
}
