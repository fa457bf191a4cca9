import { formatEventDate } from '../platform/common/event-time';
import { href, markup } from '../platform/common/html';
import { translator, type ServerLocale } from '../i18n/catalogue';
import type { MailBody } from '../mail/mail-templates';

const P = 'margin:0 0 16px;line-height:1.4';
const BUTTON =
  'display:inline-block;background:#E8590C;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px';

export interface DeletionNoticeFacts {
  eventName: string;
  deletesAt: Date;
  timeZone: string;
  /** RETENTION_EVENT_MONTHS: how long an event is kept after it ends. */
  months: number;
  /** The event's page, where the host downloads its guest list and photos. */
  url: string;
  locale: ServerLocale;
}

/** "Your event will be deleted on …": to the host, once, before their past event is deleted, in their language. */
export function deletionNoticeMail(f: DeletionNoticeFacts): MailBody {
  const t = translator(f.locale);
  const date = formatEventDate(f.deletesAt, f.timeZone, f.locale);
  const heading = t('mail.retention.heading', { eventName: f.eventName, date });
  const body = t('mail.retention.body', { eventName: f.eventName, date, months: f.months });
  const keep = t('mail.retention.keep');
  const open = t('mail.open', { eventName: f.eventName });
  return {
    subject: heading,
    text: [heading, '', body, '', keep, '', `${open}: ${f.url}`].join('\n'),
    html: markup`<h1 style="font-size:20px;margin:0 0 16px">${heading}</h1>
      <p style="${P}">${body}</p>
      <p style="${P}">${keep}</p>
      <p style="margin:24px 0"><a href="${href(f.url)}" style="${BUTTON}">${open}</a></p>`,
  };
}
