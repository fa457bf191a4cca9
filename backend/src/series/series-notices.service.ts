import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formatEventDate } from '../platform/common/event-time';
import { NoticeSender, type NoticeLanguage, type NoticeRow } from '../notifications/notice-sender';
import { seriesCancelledMail, seriesInviteMail } from './series-notice-mail';
import { planSeriesInvites, recordSeriesCancelled, SERIES_NOTICE_COLUMNS } from './series-guests.repository';

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
 * What a series tells its guests, each exactly once: the invitation to an occurrence a set time
 * (SERIES_INVITE_LEAD_DAYS) before it, and the cancellation of an occurrence. Planning records one row per person
 * (unique per kind, series, start and person, so two processes or a rerun plan once); the minutely scan plans the
 * invitations now due and queues rows whose job was never queued.
 */
@Injectable()
export class SeriesNoticesService extends NoticeSender<SeriesNoticeRow> {
  protected readonly table = 'series_notices';
  protected readonly queues = { send: 'series-notice', scan: 'series-notice-scan' };
  protected readonly columns = SERIES_NOTICE_COLUMNS;

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
    const ids = await planSeriesInvites(this.db, now, this.leadDays);
    await this.queue(ids);
    return ids;
  }

  /**
   * Inside the cancelling transaction, before the occurrence is deleted: one row per guest (Going or Maybe) to tell.
   * Queue the returned ids once the transaction has committed.
   */
  async recordCancelled(tx: Pick<EntityManager, 'query'>, eventId: string): Promise<string[]> {
    // Removals and e-mail opt-outs go with the deleted event: kept for the series, so they still bar invitations.
    return recordSeriesCancelled(tx, eventId);
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
