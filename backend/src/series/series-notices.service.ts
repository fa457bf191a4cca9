import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatEventDate } from '../platform/common/event-time';
import { NoticeSender, type NoticeLanguage, type NoticeRow } from '../notifications/notice-sender';
import { seriesCancelledMail, seriesInviteMail } from './series-notice-mail';

interface SeriesNoticeRow extends NoticeRow {
  kind: 'invite' | 'cancelled';
  eventName: string;
  startsAt: Date;
  timeZone: string;
  location: string | null;
  /** False when an invitation is no longer wanted: the occurrence is gone, or they were removed. */
  stillDue: boolean;
  /** The occurrence's date now (null once it is gone): past, its invitation is no longer wanted either. */
  eventDate: Date | null;
}

/**
 * Who is a guest of a series for occurrence `o`: everyone who answered an earlier occurrence, except its host, anyone
 * removed from any occurrence of the series (never invited again), and anyone who stopped e-mails about one of its
 * occurrences (they opted out of the series); for a cancelled (deleted) occurrence, its 'excluded' rows say so.
 */
const SERIES_GUESTS = `
  SELECT DISTINCT r."userId" FROM "events" p JOIN "rsvps" r ON r."eventId" = p."id"
   WHERE p."seriesId" = o."seriesId" AND p."seriesStart" < o."seriesStart" AND r."userId" <> o."hostId"
     AND NOT EXISTS (SELECT 1 FROM "event_removals" x JOIN "events" xe ON xe."id" = x."eventId"
                      WHERE xe."seriesId" = o."seriesId" AND x."userId" = r."userId")
     AND NOT EXISTS (SELECT 1 FROM "email_unsubscribes" eu JOIN "users" u ON lower(u."email") = eu."email"
                       JOIN "events" ue ON ue."id"::text = eu."scope"
                      WHERE u."id" = r."userId" AND ue."seriesId" = o."seriesId")
     AND NOT EXISTS (SELECT 1 FROM "series_notices" ex
                      WHERE ex."kind" = 'excluded' AND ex."seriesId" = o."seriesId" AND ex."userId" = r."userId")
     AND NOT EXISTS (SELECT 1 FROM "rsvps" mine WHERE mine."eventId" = o."id" AND mine."userId" = r."userId")`;

/**
 * What a series tells its guests, each exactly once: the invitation to an occurrence a set time
 * (SERIES_INVITE_LEAD_DAYS) before it, and the cancellation of an occurrence. Planning records one row per person
 * (unique per kind, series, start and person, so two processes or a rerun plan once); the minutely scan plans the
 * invitations now due and queues rows whose job was never queued.
 */
@Injectable()
export class SeriesNoticesService extends NoticeSender<SeriesNoticeRow> {
  protected readonly table = 'series_notices';
  protected readonly queues = { send: 'series-notice', scan: 'series-notice-scan' };
  protected readonly columns = `n."kind", n."eventName", n."startsAt", n."timeZone", e."location",
    e."date" AS "eventDate", (e."id" IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM "event_removals" x JOIN "events" xe ON xe."id" = x."eventId"
        WHERE xe."seriesId" = n."seriesId" AND x."userId" = n."userId")) AS "stillDue"`;

  /** Days before an occurrence its series' guests are invited. */
  get leadDays(): number {
    return this.config.seriesInviteLeadDays;
  }

  async scan(now: Date): Promise<void> {
    await this.planInvites(now);
    await this.queueUnsent();
  }

  /** Records (and queues) an invitation for each guest of every occurrence that is now within the lead time. */
  async planInvites(now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(
      `INSERT INTO "series_notices" ("kind", "seriesId", "eventId", "userId", "seriesStart", "eventName", "startsAt", "timeZone")
       SELECT 'invite', o."seriesId", o."id", g."userId", o."seriesStart", o."name", o."date", o."timeZone"
         FROM "events" o CROSS JOIN LATERAL (${SERIES_GUESTS}) g
        WHERE o."seriesId" IS NOT NULL AND o."date" > $1 AND o."date" <= $1::timestamptz + make_interval(days => $2)
       ON CONFLICT ("kind", "seriesId", "seriesStart", "userId") DO NOTHING
       RETURNING "id"`,
      [now, this.leadDays],
    );
    const ids = rows.map((r) => r.id);
    await this.queue(ids);
    return ids;
  }

  /**
   * Inside the cancelling transaction, before the occurrence is deleted: one row per guest (Going or Maybe) to tell.
   * Queue the returned ids once the transaction has committed.
   */
  async recordCancelled(tx: Pick<EntityManager, 'query'>, eventId: string): Promise<string[]> {
    // Removals and e-mail opt-outs go with the deleted event: kept for the series, so they still bar invitations.
    await tx.query(
      `INSERT INTO "series_notices"
         ("kind", "seriesId", "userId", "seriesStart", "eventName", "startsAt", "timeZone", "sentAt")
       SELECT DISTINCT 'excluded', e."seriesId", x."userId", e."seriesStart", e."name", e."date", e."timeZone", now()
         FROM "events" e JOIN (
           SELECT "userId" FROM "event_removals" WHERE "eventId" = $1
           UNION
           SELECT u."id" FROM "email_unsubscribes" eu JOIN "users" u ON lower(u."email") = eu."email"
            WHERE eu."scope" = $1::text
         ) x ON TRUE
        WHERE e."id" = $1 AND e."seriesId" IS NOT NULL
       ON CONFLICT ("kind", "seriesId", "seriesStart", "userId") DO NOTHING`,
      [eventId],
    );
    const rows: { id: string }[] = await tx.query(
      `INSERT INTO "series_notices" ("kind", "seriesId", "userId", "seriesStart", "eventName", "startsAt", "timeZone")
       SELECT 'cancelled', e."seriesId", r."userId", e."seriesStart", e."name", e."date", e."timeZone"
         FROM "events" e JOIN "rsvps" r ON r."eventId" = e."id"
        WHERE e."id" = $1 AND e."seriesId" IS NOT NULL AND r."status" IN ('attending', 'maybe') AND r."userId" <> e."hostId"
       ON CONFLICT ("kind", "seriesId", "seriesStart", "userId") DO NOTHING
       RETURNING "id"`,
      [eventId],
    );
    return rows.map((r) => r.id);
  }

  protected async tell(row: SeriesNoticeRow, { locale, t }: NoticeLanguage): Promise<void> {
    // An invitation no longer wanted is marked sent without a word.
    const past = row.eventDate === null || new Date(row.eventDate) <= this.clock.now();
    if (row.kind === 'invite' && (!row.stillDue || past)) return;
    const date = new Date(row.startsAt);
    const when = formatEventDate(date, row.timeZone, locale);
    const invite = row.kind === 'invite' && row.eventId !== null;
    const path = invite ? `/join/${row.eventId}` : '/';
    await this.push.notify(
      [row.userId],
      invite
        ? {
            title: t('series.invite.subject', { eventName: row.eventName, when }),
            body: t('series.invite.ask'),
            url: path,
            tag: `series-invite-${row.eventId}`,
          }
        : {
            title: t('series.notice.title', { eventName: row.eventName, when }),
            body: t('series.notice.body'),
            url: path,
            tag: `series-cancelled-${row.id}`,
          },
      `series-notice:${row.id}`,
    );
    const facts = { name: row.eventName, date, timeZone: row.timeZone, url: this.link(path), locale };
    await this.mailTo(
      row,
      invite
        ? {
            kind: 'series-invite',
            body: seriesInviteMail({ ...facts, location: row.location }),
            event: { id: row.eventId!, stopLabel: t('mail.stopEvent') },
            locale,
          }
        : { kind: 'series-cancelled', body: seriesCancelledMail(facts), locale },
    );
  }
}
