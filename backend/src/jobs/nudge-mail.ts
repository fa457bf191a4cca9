import { translator, type ServerLocale } from '../i18n/catalogue';
import { askMail, type MailBody } from '../mail/mail-templates';

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
  return askMail({ heading, ask, label: t('nudge.button'), url: f.url });
}
