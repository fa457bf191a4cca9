import { href, lines, markup } from '../platform/common/html';
import { translator, type ServerLocale } from '../i18n/catalogue';
import { askMail, type MailBody } from '../mail/mail-templates';

const P = 'margin:0 0 16px;line-height:1.4';
const QUOTE = 'margin:0 0 16px;padding:8px 12px;border-left:4px solid #E7E2DA;color:#1F2328;line-height:1.4';
const BUTTON =
  'display:inline-block;background:#E8590C;color:#FFFFFF;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px';

/** What every after-party mail names: the party, the link to its page, and the reader's language. */
interface PartyFacts {
  eventName: string;
  url: string;
  locale: ServerLocale;
}

/** "Add your recipe": to a contributor once the party is over, naming the dishes they brought. */
export function afterPromptMail(f: PartyFacts & { dishes: string[] }): MailBody {
  const t = translator(f.locale);
  const heading = t('afterParty.prompt.title', { eventName: f.eventName });
  const ask = t('afterParty.prompt.ask', { dishes: f.dishes.join(', ') });
  return askMail({ heading, ask, label: t('afterParty.prompt.button'), url: f.url });
}

/** A job besides food and who did it (each "A guest" where the event hides its guest list from this reader). */
export interface SummaryJob {
  title: string;
  names: string[];
}

export interface SummaryDish {
  name: string;
  /** Already "A guest" where the event hides its guest list from this reader. */
  by: string;
  note: string | null;
}

/**
 * The summary to everyone who came: the host's thank-you (quoted as the host's words), who brought what, and each
 * recipe or note as plain text (a link in it stays text: no preview, nothing to click in a guest's words).
 */
export function afterSummaryMail(
  f: PartyFacts & {
    hostName: string;
    thankYou: string | null;
    dishes: SummaryDish[];
    jobs?: SummaryJob[];
    costs?: string[];
  },
): MailBody {
  const costs = f.costs ?? [];
  const t = translator(f.locale);
  const jobs = f.jobs ?? [];
  const jobLine = (j: SummaryJob) => t('afterParty.summary.jobBy', { job: j.title, names: j.names.join(', ') });
  const whoDid = t('afterParty.summary.whoDid');
  const heading = t('afterParty.summary.title', { eventName: f.eventName });
  const from = t('afterParty.summary.thanksFrom', { name: f.hostName });
  const broughtLabel = t('afterParty.summary.whoBrought');
  const dishLine = (d: SummaryDish) => t('afterParty.dishBy', { dish: d.name, name: d.by });
  const noteLabel = t('afterParty.summary.note');
  const text = [
    heading,
    '',
    ...(f.thankYou ? [from, ...f.thankYou.split('\n').map((l) => `> ${l}`), ''] : []),
    broughtLabel,
    ...f.dishes.flatMap((d) => [
      `- ${dishLine(d)}`,
      ...(d.note ? d.note.split('\n').map((l, i) => `  ${i === 0 ? `${noteLabel}: ` : ''}${l}`) : []),
    ]),
    ...(f.dishes.length === 0 ? [t('afterParty.noDishes')] : []),
    ...(jobs.length > 0 ? ['', whoDid, ...jobs.map((j) => `- ${jobLine(j)}`)] : []),
    ...(costs.length > 0 ? ['', t('afterParty.summary.costs'), ...costs.map((l) => `- ${l}`)] : []),
    '',
    `${t('afterParty.summary.open')}: ${f.url}`,
  ].join('\n');
  const html = markup`<h1 style="font-size:20px;margin:0 0 16px">${heading}</h1>
    ${
      f.thankYou
        ? markup`<p style="margin:0 0 4px;font-weight:600">${from}</p>
      <blockquote style="${QUOTE}">${lines(f.thankYou)}</blockquote>`
        : ''
    }
    <h2 style="font-size:16px;margin:0 0 8px">${broughtLabel}</h2>
    ${
      f.dishes.length === 0
        ? markup`<p style="${P}">${t('afterParty.noDishes')}</p>`
        : markup`<ul style="margin:0 0 16px;padding-inline-start:20px">${f.dishes.map(
            (d) =>
              markup`<li style="margin:0 0 8px;line-height:1.4">${dishLine(d)}${
                d.note ? markup`<br><span style="color:#57606A">${noteLabel}: ${lines(d.note)}</span>` : ''
              }</li>`,
          )}</ul>`
    }
    ${
      jobs.length > 0
        ? markup`<h2 style="font-size:16px;margin:0 0 8px">${whoDid}</h2>
      <ul style="margin:0 0 16px;padding-inline-start:20px">${jobs.map(
        (j) => markup`<li style="margin:0 0 8px;line-height:1.4">${jobLine(j)}</li>`,
      )}</ul>`
        : ''
    }
    ${
      costs.length > 0
        ? markup`<h2 style="font-size:16px;margin:0 0 8px">${t('afterParty.summary.costs')}</h2>
      <ul style="margin:0 0 16px;padding-inline-start:20px">${costs.map(
        (l) => markup`<li style="margin:0 0 4px;line-height:1.4">${l}</li>`,
      )}</ul>`
        : ''
    }
    <p style="margin:24px 0"><a href="${href(f.url)}" style="${BUTTON}">${t('afterParty.summary.open')}</a></p>`;
  return { subject: heading, text, html };
}
