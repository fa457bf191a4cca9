import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { answerRsvp, createEvent } from './support/factories';
import { useMailTestApp } from './support/mail-app';
import type { TestSmtpServer } from './support/smtp-server';
import { signIn, type TestUser } from './support/test-app';

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

  it('mails an announcement in each recipient’s language: French to the French guest, English to the English one', async () => {
    const host = await signIn(app, { firstName: 'Hana', lastName: 'Host' });
    const french = await signIn(app, { firstName: 'Amélie', lastName: 'Guest' });
    const english = await signIn(app, { firstName: 'Gita', lastName: 'Guest' });
    await choose(french, 'fr');
    const eventId = await createEvent(host, { name: 'Harvest Table' });
    await answerRsvp(french, eventId, 'attending');
    await answerRsvp(english, eventId, 'attending');

    await change(host, 'post', `/api/events/${eventId}/announcements`, {
      body: 'We start at 7 pm now, not 6.',
      audience: 'going',
      includeWaitlist: false,
    }).expect(201);

    const toFrench = mailTo(french, eventId);
    expect(toFrench).toBeDefined();
    expect(toFrench).toContain('Subject: Des nouvelles de Harvest Table');
    expect(toFrench).toContain('Hana Host a envoyé une annonce à propos de Harvest Table :');
    expect(toFrench).toContain('Ouvrir Harvest Table');
    expect(toFrench).toContain('Ne plus recevoir d’e-mails pour cette fête');
    expect(toFrench).toContain('<html lang="fr" dir="ltr">');
    // The host's own words are not translated.
    expect(toFrench).toContain('We start at 7 pm now, not 6.');
    expect(toFrench).not.toContain('News from');
    expect(toFrench).not.toContain('sent an announcement');

    const toEnglish = mailTo(english, eventId);
    expect(toEnglish).toContain('Subject: News from Harvest Table');
    expect(toEnglish).toContain('Hana Host sent an announcement about Harvest Table:');
    expect(toEnglish).toContain('Stop e-mails about this event');
    expect(toEnglish).not.toContain('Des nouvelles');
  });

  it('writes the host’s digest lines in the host’s language, whoever asked or commented', async () => {
    const host = await signIn(app, { firstName: 'Lucía', lastName: 'Host' });
    const guest = await signIn(app, { firstName: 'Omar', lastName: 'Guest' });
    await choose(host, 'es');
    const eventId = await createEvent(host, { name: 'Cena de otoño' });
    await answerRsvp(guest, eventId, 'attending');
    await change(guest, 'post', `/api/events/${eventId}/questions`, { body: 'Is there parking?' }).expect(201);
    await change(guest, 'post', `/api/events/${eventId}/comments`, {
      body: 'See you all there!',
      parentId: null,
    }).expect(201);

    const lines: { summary: string }[] = await app
      .get(DataSource)
      .query(`SELECT "summary" FROM "host_digest_changes" WHERE "eventId" = $1`, [eventId]);
    const summaries = lines.map((l) => l.summary);
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

    const lines: { summary: string }[] = await app
      .get(DataSource)
      .query(`SELECT "summary" FROM "host_digest_changes" WHERE "eventId" = $1`, [eventId]);
    expect(lines.map((l) => l.summary)).toContain('Un invitado preguntó: Is there parking?');
    const talk = await host.agent.get(`/api/events/${eventId}/talk`).expect(200);
    const questions = (talk.body as { questions: { askerName: string | null }[] }).questions;
    expect(questions.map((q) => q.askerName)).toEqual([null]);
  });

  it('answers a refusal of the thread in the requester’s language, and nothing is posted', async () => {
    const host = await signIn(app, { firstName: 'Hana', lastName: 'Host' });
    const french = await signIn(app, { firstName: 'Amélie', lastName: 'Guest' });
    await choose(french, 'fr');
    const eventId = await createEvent(host, { name: 'Harvest Table' });
    await answerRsvp(french, eventId, 'attending');
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
    const talk = await host.agent.get(`/api/events/${eventId}/talk`).expect(200);
    expect((talk.body as { thread: { comments: unknown[] } }).thread.comments).toEqual([]);
  });
});
