import { href, markup } from '../platform/common/html';
import { translator, type ServerLocale } from '../i18n/catalogue';
import type { MailBody } from '../mail/mail-templates';

const P = 'margin:0 0 16px;line-height:1.4';
const BUTTON =
  'display:inline-block;background:#E8590C;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px';

/** The nudge: what the event still misses, to its host (to fill it) or a guest who has signed up for nothing. */
export function nudgeMail(f: {
  eventName: string;
  items: string[];
  host: boolean;
  url: string;
  locale: ServerLocale;
}): MailBody {
  const t = translator(f.locale);
  const heading = t('nudge.title', { eventName: f.eventName });
  const ask = t(f.host ? 'nudge.host' : 'nudge.guest', { items: f.items.join(', ') });
  const label = t('nudge.button');
  return {
    subject: heading,
    text: [heading, '', ask, '', `${label}: ${f.url}`].join('\n'),
    html: markup`<h1 style="font-size:20px;margin:0 0 16px">${heading}</h1>
      <p style="${P}">${ask}</p>
      <p style="margin:24px 0"><a href="${href(f.url)}" style="${BUTTON}">${label}</a></p>`,
  };
}
