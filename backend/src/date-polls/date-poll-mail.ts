import { formatEventDate } from '../platform/common/event-time';
import { href, markup } from '../platform/common/html';
import { translator, type ServerLocale } from '../i18n/catalogue';
import type { MailBody } from '../mail/mail-templates';

const P = 'margin:0 0 16px;line-height:1.4';
const BUTTON =
  'display:inline-block;background:#E8590C;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px';

export interface PickedFacts {
  name: string;
  date: Date;
  timeZone: string;
  /** The page that opens the event; with `?rsvp=going` for someone who said Yes, so Going is one tap. */
  url: string;
  saidYes: boolean;
  /** The recipient's language (English when left out). */
  locale?: ServerLocale;
}

/** "The date is set": to each person who answered the poll, in their own language. */
export function datePickedMail(f: PickedFacts): MailBody {
  const locale = f.locale ?? 'en';
  const t = translator(locale);
  const when = formatEventDate(f.date, f.timeZone, locale);
  const heading = t('datePoll.notice.heading', { eventName: f.name });
  const whenLine = t('mail.whenLine', { when });
  const ask = t(f.saidYes ? 'datePoll.notice.saidYes' : 'datePoll.notice.other');
  const label = f.saidYes ? t('datePoll.going') : t('mail.open', { eventName: f.name });
  return {
    subject: t('datePoll.notice.title', { eventName: f.name }),
    text: [heading, '', whenLine, '', `${ask} ${f.url}`].join('\n'),
    html: markup`<h1 style="font-size:20px;margin:0 0 16px">${heading}</h1>
      <p style="${P}">${whenLine}</p>
      <p style="${P}">${ask}</p>
      <p style="margin:24px 0"><a href="${href(f.url)}" style="${BUTTON}">${label}</a></p>`,
  };
}
