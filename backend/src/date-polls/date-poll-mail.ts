import { formatEventDate } from '../common/event-time';
import { href, markup } from '../common/html';
import type { MailBody } from '../mail/mail-templates';
import { DATE_POLL_TEXT as T, format } from './date-polls.text';

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
}

/** "The date is set": to each person who answered the poll. */
export function datePickedMail(f: PickedFacts): MailBody {
  const when = formatEventDate(f.date, f.timeZone);
  const ask = f.saidYes ? T.pickedSaidYes : T.pickedOther;
  const label = f.saidYes ? T.pickedButtonGoing : format(T.pickedButtonOpen, { name: f.name });
  return {
    subject: format(T.pickedSubject, { name: f.name }),
    text: [format(T.pickedHeading, { name: f.name }), '', format(T.pickedWhen, { when }), '', `${ask} ${f.url}`].join(
      '\n',
    ),
    html: markup`<h1 style="font-size:20px;margin:0 0 16px">${format(T.pickedHeading, { name: f.name })}</h1>
      <p style="${P}">${format(T.pickedWhen, { when })}</p>
      <p style="${P}">${ask}</p>
      <p style="margin:24px 0"><a href="${href(f.url)}" style="${BUTTON}">${label}</a></p>`,
  };
}
