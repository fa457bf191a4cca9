import { LOCALES } from '../contracts/locale.rules';
import { seriesCancelledMail, seriesInviteMail } from './series-notice-mail';

const facts = {
  name: 'Soup & <b>Bread</b>',
  date: new Date('2027-04-01T16:30:00.000Z'),
  timeZone: 'Europe/Paris',
  location: null,
  url: 'https://potluck.example/join/3e244ea4-ffe0-4341-9f4e-33add3b3a44d',
};

describe('series mails', () => {
  it.each(LOCALES)(
    '%s: the invitation and the cancellation are whole sentences in the language, the name escaped',
    (locale) => {
      for (const mail of [seriesInviteMail({ ...facts, locale }), seriesCancelledMail({ ...facts, locale })]) {
        expect(mail.subject).toContain('Soup & <b>Bread</b>');
        expect(mail.html.toString()).toContain('Soup &amp; &lt;b&gt;Bread&lt;/b&gt;');
        expect(mail.html.toString()).not.toContain('<b>Bread');
        expect(`${mail.subject}${mail.text}`).not.toMatch(/\{|\}|\b(series|mail)\.[a-z]/);
      }
    },
  );

  it('writes the date in the zone and the language, and a place to be decided when there is none', () => {
    const en = seriesInviteMail({ ...facts, locale: 'en' });
    expect(en.subject).toBe("You're invited: Soup & <b>Bread</b> on Thursday, April 1, 2027 at 6:30 PM GMT+2");
    expect(en.text).toContain('Where: Location TBD');
    expect(en.text).toContain(facts.url);
    const de = seriesInviteMail({ ...facts, location: 'Garten', locale: 'de' });
    expect(de.subject).toMatch(/^Einladung: Soup & <b>Bread<\/b> am Donnerstag, 1\. April 2027/);
    expect(de.text).toContain('Garten');
    expect(seriesCancelledMail({ ...facts, locale: 'es' }).subject).toMatch(
      /^Cancelado: Soup & <b>Bread<\/b> del jueves/,
    );
  });
});
