import { Injectable } from '@nestjs/common';
import { formatEventDate } from '../platform/common/event-time';
import { NoticeSender, type NoticeLanguage, type NoticeRow } from '../notifications/notice-sender';
import { datePickedMail } from './date-poll-mail';

interface DatePickedRow extends NoticeRow {
  eventId: string;
  saidYes: boolean;
  name: string;
  date: Date | null;
  timeZone: string;
}

/**
 * Tells each person who answered a date poll that the host picked a date: a push to their browsers and an e-mail
 * when their settings allow it. The pick records one notice row per person and queues it; the minutely scan queues
 * notices whose job was never queued (a process stopped right after the pick).
 */
@Injectable()
export class DatePollNoticesService extends NoticeSender<DatePickedRow> {
  protected readonly table = 'date_poll_notices';
  protected readonly queues = { send: 'date-poll-notice', scan: 'date-poll-notice-scan' };
  protected readonly columns = `n."saidYes", e."name", e."date", e."timeZone"`;

  async scan(): Promise<void> {
    await this.queueUnsent();
  }

  protected async tell(row: DatePickedRow, { locale, t }: NoticeLanguage): Promise<void> {
    if (row.date === null) return;
    const path = `/events/${row.eventId}${row.saidYes ? '?rsvp=going' : ''}`;
    const date = new Date(row.date);
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
    await this.mailTo(row, {
      kind: 'date-picked',
      body: datePickedMail({
        name: row.name,
        date,
        timeZone: row.timeZone,
        url: this.link(path),
        saidYes: row.saidYes,
        locale,
      }),
      event: { id: row.eventId, stopLabel: t('mail.stopEvent') },
    });
  }
}
