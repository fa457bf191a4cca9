import { Inject, Injectable } from '@nestjs/common';
import { EVENTS_PER_PAGE, EventRetentionService } from '../events/event-retention.service';
import { NoticeSender, type NoticeLanguage, type NoticeRow } from '../notifications/notice-sender';
import { deletionNoticeMail } from './retention-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SendRow extends NoticeRow {
  eventId: string;
  eventName: string;
  timeZone: string;
  deletesAt: Date;
}

/**
 * The host of an event whose retention runs out within RETENTION_EVENT_NOTICE_DAYS is mailed once, with the date it
 * will be deleted: never sooner than that many days after the planning (the purge waits for the notice, see
 * RetentionService). One row per event, planned by an hourly scan; the host only, whatever their "event e-mails"
 * choice (it is about their data), the mail policy still applying.
 */
@Injectable()
export class RetentionNoticesService extends NoticeSender<SendRow> {
  protected readonly table = 'retention_notices';
  protected readonly queues = { send: 'retention-notice-send', scan: 'retention-notice-scan' };
  protected readonly columns = `n."deletesAt", e."name" AS "eventName", e."timeZone"`;
  protected override readonly scanCron = '7 * * * *';
  protected override readonly aboutTheirData = true;

  // Beside the base's own, by property: the constructor stays the base's (Nest's way for subclasses).
  @Inject(EventRetentionService) private readonly expiring!: EventRetentionService;

  async scan(now: Date): Promise<void> {
    await this.plan(now);
    await this.queueUnsent();
  }

  /** Plans a notice for each event whose time is up within the notice days; answers the new rows' ids. */
  async plan(now: Date): Promise<string[]> {
    const days = this.config.retention.eventNoticeDays;
    if (days === 0) return [];
    const told = new Date(now.getTime() + days * DAY_MS);
    const planned: string[] = [];
    for (let page = await this.expiring.expiringBy(told); page.length > 0;) {
      const rows: { id: string }[] = await this.db.query(
        `INSERT INTO "retention_notices" ("eventId", "userId", "deletesAt")
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[])
         ON CONFLICT ("eventId") DO NOTHING
         RETURNING "id"`,
        [
          page.map((e) => e.id),
          page.map((e) => e.hostId),
          page.map((e) => new Date(Math.max(new Date(e.deletesAt).getTime(), told.getTime()))),
        ],
      );
      planned.push(...rows.map((r) => r.id));
      page = page.length < EVENTS_PER_PAGE ? [] : await this.expiring.expiringBy(told, page[page.length - 1]);
    }
    return planned;
  }

  /** Events whose host was told and whose named date has come by `now`, a page at a time (oldest first). */
  async dueBy(now: Date): Promise<string[]> {
    const rows: { eventId: string }[] = await this.db.query(
      `SELECT "eventId" FROM "retention_notices" WHERE "sentAt" IS NOT NULL AND "deletesAt" <= $1
        ORDER BY "deletesAt", "eventId" LIMIT $2`,
      [now, EVENTS_PER_PAGE],
    );
    return rows.map((r) => r.eventId);
  }

  /** Forgets the notices of these events (kept after all: a series went on), so a later deletion is told again. */
  async forget(eventIds: readonly string[]): Promise<void> {
    if (eventIds.length === 0) return;
    await this.db.query(`DELETE FROM "retention_notices" WHERE "eventId" = ANY($1::uuid[])`, [eventIds]);
  }

  protected async tell(row: SendRow, { locale }: NoticeLanguage): Promise<void> {
    await this.mailTo(row, {
      kind: 'retention-notice',
      body: deletionNoticeMail({
        eventName: row.eventName,
        deletesAt: new Date(row.deletesAt),
        timeZone: row.timeZone,
        months: this.config.retention.eventMonths,
        url: this.link(`/events/${row.eventId}`),
        locale,
      }),
      locale,
    });
  }
}
