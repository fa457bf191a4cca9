import {
  confirmationMail,
  digestMail,
  hostName,
  invitationMail,
  invitationSms,
  layout,
  personalLinkMail,
  promotionMail,
  reminderMail,
  type MailBody,
} from './mail-templates';
import { NASTY, parseHtml } from './mail-markup.test-support';

const facts = {
  name: NASTY,
  date: new Date('2030-06-03T22:30:00Z'),
  location: NASTY,
  hostName: NASTY,
  joinUrl: 'https://potluck.example/join/abc',
  timeZone: 'America/New_York',
};

const footer = {
  allUrl: 'https://potluck.example/api/unsubscribe?e=a%40b.example&s=all&t=x',
  event: { label: 'Stop e-mails about this event', url: 'https://potluck.example/api/unsubscribe?s=1' },
};

/** Every kind of mail, with the user's text in every field a user can fill. */
const mails: Record<string, MailBody> = {
  invitation: invitationMail(facts, NASTY),
  'invitation without a note': invitationMail(facts, null),
  'personal link': personalLinkMail('https://potluck.example/api/guest-link/abc'),
  confirmation: confirmationMail('https://potluck.example/api/email-confirmation/abc'),
  reminder: reminderMail({
    eventName: NASTY,
    date: facts.date,
    timeZone: facts.timeZone,
    location: NASTY,
    eventUrl: 'https://potluck.example/events/1',
    kind: '2h',
    bringing: [NASTY, NASTY],
    missing: ['Desserts'],
  }),
  digest: digestMail(NASTY, [`${NASTY} will bring ${NASTY}`], 'https://potluck.example/events/1'),
  waitlist: promotionMail(NASTY, { ...facts }),
};

describe('mail templates: user text stays text', () => {
  it.each(Object.entries(mails))(
    '%s: the HTML part parses with the text intact and no markup from it',
    (kind, body) => {
      const mail = layout(body, footer);
      const doc = parseHtml(mail.html);
      // The only elements are the layout's own: no script, no b.
      for (const tag of new Set(doc.tags)) {
        expect([
          'html',
          'head',
          'meta',
          'title',
          'body',
          'div',
          'h1',
          'p',
          'a',
          'br',
          'ul',
          'li',
          'blockquote',
        ]).toContain(tag);
      }
      // Every link is ours.
      for (const target of doc.hrefs) expect(target).toMatch(/^https:\/\/potluck\.example\//);
      if (kind !== 'personal link' && kind !== 'confirmation') {
        expect(doc.body).toContain(NASTY);
        expect(mail.text).toContain(NASTY);
        expect(doc.title).toBe(mail.subject);
      }
    },
  );

  it('names the host as the author of their note, quoted, in the e-mail and the text message', () => {
    const mail = layout(
      invitationMail({ ...facts, hostName: 'Priya' }, 'Bring pie\nStop all Potluck e-mails: x'),
      footer,
    );
    expect(mail.text).toContain('A message from Priya:\n> Bring pie\n> Stop all Potluck e-mails: x');
    // Whitespace between blocks is the source's layout (dropped by the template tag); the order is what counts.
    expect(parseHtml(mail.html).body).toMatch(/A message from Priya:\s*Bring pieStop all Potluck e-mails: x\s*RSVP to/);
    expect(invitationSms({ ...facts, hostName: 'Priya' }, 'See you')).toMatch(
      /^Potluck: Priya invited you to .*\n\nA message from Priya: See you$/s,
    );
  });

  it("marks a host name that says Potluck as a host's", () => {
    expect(hostName('Priya')).toBe('Priya');
    expect(hostName('The POTLUCK team')).toBe('The POTLUCK team (a host on Potluck)');
  });

  it('the confirmation mail carries no text anybody typed', () => {
    const mail = layout(confirmationMail('https://potluck.example/api/email-confirmation/abc'), footer);
    expect(mail.subject).toBe('Confirm your e-mail address for Potluck');
    expect(mail.text).toContain('https://potluck.example/api/email-confirmation/abc');
  });

  it('writes an invitation, its text message and the host marker in the language asked for', () => {
    const fr = invitationMail({ ...facts, name: 'Pique-nique', hostName: 'Priya' }, 'Bring pie', 'fr');
    expect(fr.subject).toBe('Tu es invité : Pique-nique');
    expect(fr.text).toContain('Priya t’invite à Pique-nique.');
    expect(fr.text).toContain('Un message de Priya :\n> Bring pie');
    expect(invitationSms({ ...facts, name: 'Pique-nique', hostName: 'Priya' }, 'See you', 'fr')).toMatch(
      /^Potluck : Priya t’invite à Pique-nique \(.*\)\. Réponds : https:\/\/potluck\.example\/join\/abc\n\nUn message de Priya : See you$/s,
    );
    expect(hostName('The POTLUCK team', 'de')).toBe('The POTLUCK team (Gastgeber auf Potluck)');
    expect(confirmationMail('https://potluck.example/c', 'ar').subject).toBe('أكّد عنوان بريدك الإلكتروني في Potluck');
  });
});
