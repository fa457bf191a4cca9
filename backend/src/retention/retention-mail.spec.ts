import { LOCALES } from '../contracts/locale.rules';
import { deletionNoticeMail } from './retention-mail';

const facts = {
  eventName: 'Soup & <b>Bread</b>',
  deletesAt: new Date('2028-05-02T16:00:00.000Z'),
  timeZone: 'Europe/Paris',
  months: 18,
  url: 'https://potluck.example/events/3e244ea4-ffe0-4341-9f4e-33add3b3a44d',
};

describe('the host’s notice before their event is deleted', () => {
  it.each(LOCALES)('%s: whole sentences in the language, the name escaped, the link to the event', (locale) => {
    const mail = deletionNoticeMail({ ...facts, locale });
    expect(mail.subject).toContain('Soup & <b>Bread</b>');
    expect(mail.html.toString()).toContain('Soup &amp; &lt;b&gt;Bread&lt;/b&gt;');
    expect(mail.html.toString()).not.toContain('<b>Bread');
    expect(mail.text).toContain(facts.url);
    expect(mail.text).toContain('18');
    expect(`${mail.subject}${mail.text}`).not.toMatch(/\{|\}|\bmail\.[a-z]/);
  });

  it('names the date in the event’s zone, and how long events are kept', () => {
    const en = deletionNoticeMail({ ...facts, locale: 'en' });
    expect(en.subject).toBe('Soup & <b>Bread</b> will be deleted on Tuesday, May 2, 2028 at 6:00 PM GMT+2');
    expect(en.text).toContain('Potluck keeps an event for 18 months after it ends.');
    expect(en.text).toContain('you can download its guest list and its photos');
    expect(deletionNoticeMail({ ...facts, months: 1, locale: 'en' }).text).toContain('for 1 month after');
  });
});
