import { formatEventDate } from '../platform/common/event-time';
import { href, markup } from '../platform/common/html';
import { translator, type ServerLocale } from '../i18n/catalogue';
import type { MailBody } from '../mail/mail-templates';

const P = 'margin:0 0 16px;line-height:1.4';
const BUTTON =
  'display:inline-block;background:#E8590C;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px';

export interface OccurrenceFacts {
  name: string;
  date: Date;
  timeZone: string;
  location: string | null;
  /** The occurrence's join page. */
  url: string;
  locale: ServerLocale;
}

/** "The next date is coming up": a guest of earlier dates invited to this occurrence, in their own language. */
export function seriesInviteMail(f: OccurrenceFacts): MailBody {
  const t = translator(f.locale);
  const when = formatEventDate(f.date, f.timeZone, f.locale);
  const heading = t('series.invite.heading', { eventName: f.name });
  const whenLine = t('mail.whenLine', { when });
  const whereLine = t('mail.whereLine', { where: f.location?.trim() || t('mail.locationTbd') });
  const ask = t('series.invite.ask');
  return {
    subject: t('series.invite.subject', { eventName: f.name, when }),
    text: [heading, '', whenLine, whereLine, '', `${ask} ${f.url}`].join('\n'),
    html: markup`<h1 style="font-size:20px;margin:0 0 16px">${heading}</h1>
      <p style="${P}">${whenLine}<br />${whereLine}</p>
      <p style="${P}">${ask}</p>
      <p style="margin:24px 0"><a href="${href(f.url)}" style="${BUTTON}">${t('mail.open', { eventName: f.name })}</a></p>`,
  };
}

/** "This date is cancelled": to each guest of the cancelled occurrence, in their own language. */
export function seriesCancelledMail(f: Omit<OccurrenceFacts, 'location'>): MailBody {
  const t = translator(f.locale);
  const when = formatEventDate(f.date, f.timeZone, f.locale);
  const title = t('series.notice.title', { eventName: f.name, when });
  const body = t('series.notice.body');
  return {
    subject: t('series.notice.subject', { eventName: f.name, when }),
    text: `${title}\n\n${body}\n\n${f.url}`,
    html: markup`<h1 style="font-size:20px;margin:0 0 16px">${title}</h1><p style="${P}">${body}</p>`,
  };
}
