import { layout, type MailBody } from '../mail/mail-templates';
import { afterPromptMail, afterSummaryMail } from './after-party-mail';
import { NASTY, parseHtml } from '../mail/mail-markup.test-support';

const LINK_NOTE = 'Recipe: https://evil.example/x <a href="https://evil.example/y">y</a>';

const mails: Record<string, MailBody> = {
  prompt: afterPromptMail({
    eventName: NASTY,
    dishes: [NASTY, NASTY],
    url: 'https://potluck.example/events/1',
    locale: 'en',
  }),
  summary: afterSummaryMail({
    eventName: NASTY,
    hostName: NASTY,
    thankYou: NASTY,
    dishes: [
      { name: NASTY, by: NASTY, note: `${NASTY}\n${LINK_NOTE}` },
      { name: 'Plain', by: 'A guest', note: null },
    ],
    jobs: [{ title: NASTY, names: [NASTY, 'A guest'] }],
    url: 'https://potluck.example/events/1',
    locale: 'en',
  }),
  'summary in Arabic, without dishes or thanks': afterSummaryMail({
    eventName: NASTY,
    hostName: NASTY,
    thankYou: null,
    dishes: [],
    url: 'https://potluck.example/events/1',
    locale: 'ar',
  }),
};

const footer = { allUrl: 'https://potluck.example/api/unsubscribe?s=all' };

describe('after-party mails: what people typed stays text', () => {
  it.each(Object.entries(mails))('%s: the HTML parses with the text intact, no markup or link from it', (_k, body) => {
    const mail = layout(body, footer);
    const doc = parseHtml(mail.html);
    const allowed = ['html', 'head', 'meta', 'title', 'body', 'div', 'h1', 'h2', 'p', 'a', 'br', 'ul', 'li', 'span'];
    for (const tag of new Set(doc.tags)) expect([...allowed, 'blockquote']).toContain(tag);
    // Every link is ours: a link in a note is text, never a link or a preview.
    for (const target of doc.hrefs) expect(target).toMatch(/^https:\/\/potluck\.example\//);
    expect(doc.body).toContain(NASTY);
    expect(mail.text).toContain(NASTY);
    expect(doc.title).toBe(mail.subject);
  });

  it('writes the summary in the recipient’s language, the note and the link in it as typed', () => {
    const summary = mails.summary;
    expect(summary.text).toContain(`Recipe or note: ${NASTY}`);
    expect(summary.text).toContain(`  ${LINK_NOTE}`);
    expect(parseHtml(layout(summary, footer).html).body).toContain(LINK_NOTE);
    const arabic = mails['summary in Arabic, without dishes or thanks'];
    expect(arabic.subject).toBe(`${NASTY}: من أحضر ماذا`);
    expect(arabic.text).toContain('لم يُسجَّل أي طبق.');
    // No thank-you written: no quoted lines.
    expect(arabic.text.split('\n').filter((l) => l.startsWith('> '))).toEqual([]);
    expect(summary.text.split('\n').filter((l) => l.startsWith('> '))).toEqual([`> ${NASTY}`]);
  });
});

describe('the after-party summary: who did which job', () => {
  it('lists each job with the people who did it, after the dishes', () => {
    const mail = afterSummaryMail({
      eventName: 'Supper',
      hostName: 'Hal',
      thankYou: null,
      dishes: [{ name: 'Soup', by: 'Ann', note: null }],
      jobs: [{ title: 'Wash up', names: ['Bob', 'A guest'] }],
      url: 'https://potluck.example/events/1',
      locale: 'en',
    });
    expect(mail.text).toContain('Who did what\n- Wash up: Bob, A guest');
  });
});
