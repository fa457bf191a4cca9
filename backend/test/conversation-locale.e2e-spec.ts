import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { answerRsvp, createEvent } from './support/factories';
import { useMailTestApp } from './support/mail-app';
import type { TestSmtpServer } from './support/smtp-server';
import { signIn, type TestUser } from './support/test-app';

/** Someone signed in, reading Potluck in `locale` if given. */
interface Person {
  firstName: string;
  locale?: string;
}

// No job queue here: without it an announcement's e-mails go out at once, from this app only.
describe('the conversation in each person’s language (real SMTP)', () => {
  const ctx = useMailTestApp();
  let smtp: TestSmtpServer;
  let app: INestApplication;
  beforeAll(() => ({ smtp, app } = ctx));

  /** A change as the app sends it, with a fresh Idempotency-Key (the caller states the answer it expects). */
  const change = (person: TestUser, method: 'post' | 'put', path: string, body: object) =>
    person.agent[method](path).set('Idempotency-Key', randomUUID()).send(body);
  const choose = (person: TestUser, locale: string) => person.agent.put('/api/locale').send({ locale }).expect(200);
  // The test server reads the body's bytes as Latin-1: UTF-8 again.
  const mailTo = (person: TestUser, eventId: string) => {
    const mail = smtp.mails.find((m) => m.to.includes(person.email) && m.readable.includes(eventId));
    return mail && Buffer.from(mail.readable, 'latin1').toString();
  };

  /** The lines waiting for the host's digest about an event. */
  const digestLines = async (eventId: string) =>
    (
      await app
        .get(DataSource)
        .query<{ summary: string }[]>(`SELECT "summary" FROM "host_digest_changes" WHERE "eventId" = $1`, [eventId])
    ).map((l) => l.summary);

  /**
   * A host and a guest (first names), each reading the language given (English if none), and the guest Going to the
   * host's event `name`.
   */
  async function party(name: string, host: Person, guest: Person) {
    const people = {
      host: await signIn(app, { firstName: host.firstName, lastName: 'Host' }),
      guest: await signIn(app, { firstName: guest.firstName, lastName: 'Guest' }),
    };
    if (host.locale) await choose(people.host, host.locale);
    if (guest.locale) await choose(people.guest, guest.locale);
    const eventId = await createEvent(people.host, { name });
    await answerRsvp(people.guest, eventId, 'attending');
    return { ...people, eventId };
  }

  /** Hana hosts Harvest Table; Amélie, who reads French, is Going. */
  const harvestTable = () => party('Harvest Table', { firstName: 'Hana' }, { firstName: 'Amélie', locale: 'fr' });

  it('mails an announcement in each recipient’s language: French to the French guest, English to the English one', async () => {
    const { host, guest: french, eventId } = await harvestTable();
    const english = await signIn(app, { firstName: 'Gita', lastName: 'Guest' });
    await answerRsvp(english, eventId, 'attending');

    await change(host, 'post', `/api/events/${eventId}/announcements`, {
      body: 'We start at 7 pm now, not 6.',
      audience: 'going',
      includeWaitlist: false,
    }).expect(201);

    const toFrench = mailTo(french, eventId);
    expect(toFrench).toBeDefined();
    for (const line of [
      'Subject: Des nouvelles de Harvest Table',
      'Hana Host a envoyé une annonce à propos de Harvest Table :',
      'Ouvrir Harvest Table',
      'Ne plus recevoir d’e-mails pour cette fête',
      '<html lang="fr" dir="ltr">',
      // The host's own words are not translated.
      'We start at 7 pm now, not 6.',
    ]) {
      expect(toFrench).toContain(line);
    }
    expect(toFrench).not.toContain('News from');
    expect(toFrench).not.toContain('sent an announcement');

    const toEnglish = mailTo(english, eventId);
    expect(toEnglish).toContain('Subject: News from Harvest Table');
    expect(toEnglish).toContain('Hana Host sent an announcement about Harvest Table:');
    expect(toEnglish).toContain('Stop e-mails about this event');
    expect(toEnglish).not.toContain('Des nouvelles');
  });

  it('writes the host’s digest lines in the host’s language, whoever asked or commented', async () => {
    const { guest, eventId } = await party(
      'Cena de otoño',
      { firstName: 'Lucía', locale: 'es' },
      { firstName: 'Omar' },
    );
    await change(guest, 'post', `/api/events/${eventId}/questions`, { body: 'Is there parking?' }).expect(201);
    await change(guest, 'post', `/api/events/${eventId}/comments`, {
      body: 'See you all there!',
      parentId: null,
    }).expect(201);

    const summaries = await digestLines(eventId);
    expect(summaries).toContain('Omar Guest preguntó: Is there parking?');
    expect(summaries).toContain('Omar Guest comentó: See you all there!');
    expect(summaries.some((s) => s.includes('asked') || s.includes('commented'))).toBe(false);
  });

  it('names someone without a name in the host’s language in a digest line, and as null to the app', async () => {
    const host = await signIn(app, { firstName: 'Lucía', lastName: 'Host' });
    const guest = await signIn(app, { firstName: 'Nameless', lastName: 'Guest' });
    await choose(host, 'es');
    await app
      .get(DataSource)
      .query(`UPDATE "users" SET "firstName" = '', "lastName" = '', "nickname" = NULL WHERE "id" = $1`, [guest.id]);
    const eventId = await createEvent(host, { name: 'Cena de otoño' });
    await answerRsvp(guest, eventId, 'attending');
    await change(guest, 'post', `/api/events/${eventId}/questions`, { body: 'Is there parking?' }).expect(201);

    expect(await digestLines(eventId)).toContain('Un invitado preguntó: Is there parking?');
    const conversation = await host.agent.get(`/api/events/${eventId}/talk`).expect(200);
    const questions = (conversation.body as { questions: { askerName: string | null }[] }).questions;
    expect(questions.map((q) => q.askerName)).toEqual([null]);
  });

  it('answers a refusal of the thread in the requester’s language, and nothing is posted', async () => {
    const { host, guest: french, eventId } = await harvestTable();
    await change(host, 'put', `/api/events/${eventId}/thread`, { closed: true }).expect(204);

    const refused = await change(french, 'post', `/api/events/${eventId}/comments`, {
      body: 'Bonjour !',
      parentId: null,
    }).expect(409);
    expect(refused.body).toEqual(
      expect.objectContaining({
        code: 'THREAD_CLOSED',
        message: 'L’organisateur a fermé les commentaires de cette fête.',
      }),
    );
    const conversation = await host.agent.get(`/api/events/${eventId}/talk`).expect(200);
    expect((conversation.body as { thread: { comments: unknown[] } }).thread.comments).toEqual([]);
  });
});
