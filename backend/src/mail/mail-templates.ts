import { formatEventDate } from '../platform/common/event-time';
import { href, lines, markup, type HtmlValue, type SafeHtml } from '../platform/common/html';
import { translate, translator, type ServerLocale, type Translate } from '../i18n/catalogue';
import { htmlAttributes } from '../i18n/locale';

/**
 * The body of every kind of mail Potluck sends, as plain text and as HTML built by the `markup` tag (user text is
 * escaped by construction). MailService wraps each body in the one layout, with the unsubscribe footer.
 */
export interface MailBody {
  subject: string;
  text: string;
  html: SafeHtml;
}

const P = 'margin:0 0 16px;line-height:1.4';
const BUTTON =
  'display:inline-block;background:#E8590C;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px';
const QUOTE = 'margin:0 0 16px;padding:8px 12px;border-left:4px solid #E7E2DA;color:#1F2328;line-height:1.4';

function button(url: string, label: HtmlValue): SafeHtml {
  return markup`<p style="margin:24px 0"><a href="${href(url)}" style="${BUTTON}">${label}</a></p>`;
}

/** A mail that asks one thing: a heading, the ask in a sentence, and one button to where it is done. */
export function askMail(f: { heading: string; ask: string; label: string; url: string }): MailBody {
  return {
    subject: f.heading,
    text: [f.heading, '', f.ask, '', `${f.label}: ${f.url}`].join('\n'),
    html: markup`<h1 style="font-size:20px;margin:0 0 16px">${f.heading}</h1>
      <p style="${P}">${f.ask}</p>
      ${button(f.url, f.label)}`,
  };
}

function paragraphs(text: string): SafeHtml {
  return markup`${text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => markup`<p style="${P}">${lines(p)}</p>`)}`;
}

/**
 * The name a host's words are signed with. A name that says "Potluck" is marked as a host's, so no host can sign a
 * message as the service itself.
 */
export function hostName(name: string, locale: ServerLocale = 'en'): string {
  return /potluck/i.test(name) ? translate(locale, 'mail.hostOnPotluck', { name }) : name;
}

/** A host's own words, quoted and named as theirs in text and HTML, so they can never pass for Potluck's. */
function hostNoteText(t: Translate, signer: string, note: string): string {
  return [t('mail.hostNote', { name: signer }), ...note.split('\n').map((l) => `> ${l}`)].join('\n');
}

function hostNoteHtml(t: Translate, signer: string, note: string): SafeHtml {
  return markup`<p style="margin:0 0 4px;font-weight:600">${t('mail.hostNote', { name: signer })}</p>
    <blockquote style="${QUOTE}">${lines(note)}</blockquote>`;
}

export interface InviteFacts {
  name: string;
  /** Null while a date poll is open: written "Date to be decided". */
  date: Date | null;
  location: string | null;
  hostName: string;
  joinUrl: string;
  /** The event's IANA zone: the time is written in it, whatever the server's own zone is. */
  timeZone: string;
}

/**
 * The invitation text Potluck writes (also the invite page's prefilled message the host may share themself), in the
 * host's language.
 */
export function inviteMessage(facts: InviteFacts, locale: ServerLocale = 'en'): string {
  const t = translator(locale);
  return [
    t('mail.invite.heading', { eventName: facts.name }),
    '',
    t('mail.whenLine', { when: formatEventDate(facts.date, facts.timeZone, locale) }),
    t('mail.whereLine', { where: facts.location?.trim() || t('mail.locationTbd') }),
    t('mail.invite.hostedBy', { hostName: facts.hostName }),
    '',
    t('mail.invite.rsvpAndBring', { url: facts.joinUrl }),
  ].join('\n');
}

/**
 * An invitation e-mail, in the invitee's language: Potluck's facts and link, then the host's note (if any) quoted
 * under their name.
 */
export function invitationMail(facts: InviteFacts, note: string | null, locale: ServerLocale = 'en'): MailBody {
  const t = translator(locale);
  const when = t('mail.whenLine', { when: formatEventDate(facts.date, facts.timeZone, locale) });
  const where = t('mail.whereLine', { where: facts.location?.trim() || t('mail.locationTbd') });
  const text = [
    t('mail.invitation.invitedYouTo', { hostName: facts.hostName, eventName: facts.name }),
    '',
    when,
    where,
    '',
    ...(note ? [hostNoteText(t, facts.hostName, note), ''] : []),
    t('mail.invitation.rsvpHere', { url: facts.joinUrl }),
  ].join('\n');
  return {
    subject: t('mail.invitation.subject', { eventName: facts.name }),
    text,
    html: markup`<h1 style="font-size:20px;margin:0 0 16px">${t('mail.invitation.title', { eventName: facts.name })}</h1>
      <p style="${P}">${t('mail.invitation.invitedYou', { hostName: facts.hostName })}</p>
      <p style="${P}">${when}<br />${where}</p>
      ${note ? hostNoteHtml(t, facts.hostName, note) : null}
      ${button(facts.joinUrl, t('mail.invitation.button', { eventName: facts.name }))}
      <p style="margin:0;font-size:12px;color:#59636E">
        ${t('mail.invitation.orOpen')} <a href="${href(facts.joinUrl)}" style="color:#59636E">${facts.joinUrl}</a>
      </p>`,
  };
}

/** The SMS invitation: Potluck's one line with the link, then the host's note named as theirs. */
export function invitationSms(facts: InviteFacts, note: string | null, locale: ServerLocale = 'en'): string {
  const t = translator(locale);
  const when = formatEventDate(facts.date, facts.timeZone, locale);
  const head = t('mail.sms.invitation', { hostName: facts.hostName, eventName: facts.name, when, url: facts.joinUrl });
  return note ? `${head}\n\n${t('mail.hostNote', { name: facts.hostName })} ${note}` : head;
}

/** The e-mail a guest without an account sends themself: their personal link, which signs them in anywhere. */
export function personalLinkMail(link: string, locale: ServerLocale = 'en'): MailBody {
  const t = translator(locale);
  return {
    subject: t('mail.personalLink.subject'),
    text: `${t('mail.personalLink.open')}\n\n${link}\n\n${t('mail.personalLink.keep')}`,
    html: markup`<p style="${P}">${t('mail.personalLink.open')}</p>
      <p style="${P}"><a href="${href(link)}" style="color:#E8590C">${link}</a></p>
      <p style="font-size:12px;color:#59636E">${t('mail.personalLink.keep')}</p>`,
  };
}

/**
 * The only mail an address typed by a guest receives before it is confirmed, in the guest's language. It carries no
 * text anybody typed (no name, no event), so it cannot carry a message to a stranger.
 */
export function confirmationMail(confirmUrl: string, locale: ServerLocale = 'en'): MailBody {
  const t = translator(locale);
  return {
    subject: t('mail.confirm.subject'),
    text: [
      t('mail.confirm.someone'),
      '',
      t('mail.confirm.ifYou', { url: confirmUrl }),
      '',
      t('mail.confirm.until'),
    ].join('\n'),
    html: markup`<p style="${P}">${t('mail.confirm.someone')}</p>
      ${button(confirmUrl, t('mail.confirm.button'))}
      <p style="${P}">${t('mail.confirm.until')}</p>`,
  };
}

export interface ReminderFacts {
  eventName: string;
  date: Date;
  timeZone: string;
  location: string | null;
  eventUrl: string;
  kind: '2d' | '2h';
  /** Names of the dishes this guest signed up for. */
  bringing: string[];
  /** Category labels that still need dishes (in the guest's language). */
  missing: string[];
  /** The guest's language (English when left out). */
  locale?: ServerLocale;
}

/**
 * The reminder e-mail, in the guest's language: when (in the event's zone), where, what the guest brings, what is
 * still missing, the link.
 */
export function reminderMail(f: ReminderFacts): MailBody {
  const t = translator(f.locale ?? 'en');
  const facts = [
    t('mail.reminder.soon', { kind: f.kind, eventName: f.eventName }),
    t('mail.whenLine', { when: formatEventDate(f.date, f.timeZone, f.locale) }),
    t('mail.whereLine', { where: f.location?.trim() || t('mail.locationTbd') }),
    f.bringing.length
      ? t('mail.reminder.bringing', { dishes: listFormat(f.locale, f.bringing) })
      : t('mail.reminder.noDish'),
    f.missing.length
      ? t('mail.reminder.missing', { categories: listFormat(f.locale, f.missing) })
      : t('mail.reminder.allCovered'),
  ];
  return {
    subject: t('mail.reminder.subject', { kind: f.kind, eventName: f.eventName }),
    text: [facts[0], '', ...facts.slice(1), '', t('mail.eventPage', { url: f.eventUrl })].join('\n'),
    html: markup`${facts.map((l) => markup`<p style="margin:0 0 12px">${l}</p>`)}
    ${button(f.eventUrl, t('mail.open', { eventName: f.eventName }))}`,
  };
}

/**
 * The reminder to answer, in the reader's language: the event, when its answers close (in the event's zone) and the
 * join link, where anyone can answer (an invited address has no account).
 */
export function answerReminderMail(f: {
  eventName: string;
  closesAt: Date;
  timeZone: string;
  joinUrl: string;
  locale: ServerLocale;
}): MailBody {
  const t = translator(f.locale);
  const text = t('mail.answerBy.text', {
    eventName: f.eventName,
    when: formatEventDate(f.closesAt, f.timeZone, f.locale),
  });
  return {
    subject: t('mail.answerBy.subject', { eventName: f.eventName }),
    text: [text, '', t('mail.eventPage', { url: f.joinUrl })].join('\n'),
    html: markup`<p style="${P}">${text}</p>
    ${button(f.joinUrl, t('mail.answerBy.action'))}`,
  };
}

/** "a, b, c" in English (as the spec writes lists in mails); another language's own list, through Intl. */
const listFormat = (locale: ServerLocale | undefined, items: string[]): string =>
  !locale || locale === 'en' || locale === 'en-XA'
    ? items.join(', ')
    : new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);

/** The host's digest, in the host's language: the guests' answers and dishes since the last one. */
export function digestMail(
  eventName: string,
  changes: string[],
  eventUrl: string,
  locale: ServerLocale = 'en',
): MailBody {
  const t = translator(locale);
  const news = t('mail.digest.news', { eventName });
  return {
    subject: t('mail.digest.subject', { eventName, count: changes.length }),
    text: [news, '', ...changes.map((c) => `- ${c}`), '', t('mail.eventPage', { url: eventUrl })].join('\n'),
    html: markup`<p style="${P}">${news}</p>
      <ul>
        ${changes.map((c) => markup`<li>${c}</li>`)}
      </ul>
      ${button(eventUrl, t('mail.open', { eventName }))}`,
  };
}

/** A place opened up: the guest moved off the waitlist (in the guest's language). */
export function promotionMail(
  guestName: string,
  facts: Omit<InviteFacts, 'hostName'>,
  locale: ServerLocale = 'en',
): MailBody {
  const t = translator(locale);
  const when = t('mail.whenLine', { when: formatEventDate(facts.date, facts.timeZone, locale) });
  const message = [
    t('mail.promotion.goodNews', { guestName, eventName: facts.name }),
    facts.location ? `${when}\n${t('mail.whereLine', { where: facts.location })}` : when,
    t('mail.promotion.signUpDish'),
  ].join('\n\n');
  return {
    subject: t('mail.promotion.subject', { eventName: facts.name }),
    text: `${message}\n\n${t('mail.promotion.openLine', { url: facts.joinUrl })}`,
    html: markup`${paragraphs(message)} ${button(facts.joinUrl, t('mail.open', { eventName: facts.name }))}`,
  };
}

export interface Footer {
  /** "Stop e-mails about this event" and its link, when the mail is about one event. */
  event?: { label: string; url: string };
  /** "Stop all Potluck e-mails": every mail carries it. */
  allUrl: string;
}

/** The one layout: the body, then the unsubscribe links, in text and HTML. */
export function layout(
  body: MailBody,
  footer: Footer,
  locale: ServerLocale = 'en',
): { subject: string; text: string; html: string } {
  const t = translator(locale);
  const text = [
    body.text,
    '',
    ...(footer.event ? [`${footer.event.label}: ${footer.event.url}`] : []),
    t('mail.stopAllLine', { url: footer.allUrl }),
  ].join('\n');
  const { lang, dir } = htmlAttributes(locale);
  const page = markup`<!doctype html>
    <html lang="${lang}" dir="${dir}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${body.subject}</title>
      </head>
      <body
        style="margin:0;padding:24px 16px;background:#FAF7F2;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#1F2328"
      >
        <div
          style="max-width:430px;margin:0 auto;background:#FFFFFF;border-radius:16px;padding:24px;border:1px solid #E7E2DA"
        >
          ${body.html}
          <p style="margin:24px 0 0;font-size:12px;color:#59636E">
            ${
              footer.event
                ? markup`<a href="${href(footer.event.url)}" style="color:#59636E">${footer.event.label}</a> · `
                : null
            }<a href="${href(footer.allUrl)}" style="color:#59636E">${t('mail.stopAll')}</a>
          </p>
        </div>
      </body>
    </html>`;
  return { subject: body.subject, text, html: page.toString() };
}
