import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { answerRsvp, createEvent } from './support/factories';
import { confirmEmail } from './support/mail';
import { useMailTestApp } from './support/mail-app';
import type { ReceivedMail } from './support/smtp-server';
import { signIn, type TestUser } from './support/test-app';
import { until } from './support/until';

/** What a mail app shows: the test server reads the bytes as Latin-1, so they are UTF-8 again here. */
const shown = (mail: ReceivedMail) => Buffer.from(mail.readable, 'latin1').toString();

// Invitation, waitlist, personal-link and confirmation mails go out in the recipient's language (users.locale);
// an invitation to an address nobody chose a language for is in the host's.
describe('mails in the recipient’s language (real SMTP)', () => {
  const t = useMailTestApp();
  let host: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Priya' });
  });

  const french = async (firstName: string) => {
    const person = await signIn(t.app, { firstName, email: `${firstName.toLowerCase()}-${randomUUID()}@example.test` });
    await person.agent.put('/api/locale').send({ locale: 'fr' }).expect(200);
    return person;
  };
  const invite = (by: TestUser, eventId: string, email: string, message?: string) =>
    by.agent
      .post(`/api/events/${eventId}/invitations`)
      .set('Idempotency-Key', randomUUID())
      .send({ email, ...(message ? { message } : {}) });

  it('an English host’s invitation to a French account’s address is in French; to an unknown address, in English', async () => {
    const eventId = await createEvent(host, {
      name: 'Soirée Diwali',
      location: 'Chez Priya',
      date: '2031-11-07T18:30:00.000Z',
      timeZone: 'Europe/Paris',
    });
    const amelie = await french('Amelie');
    await invite(host, eventId, amelie.email, 'Bring your sparklers!').expect(201);
    const stranger = `stranger-${randomUUID()}@example.test`;
    await invite(host, eventId, stranger).expect(201);

    const toAmelie = shown(await until(() => t.smtp.to(amelie.email.toLowerCase())[0]));
    expect(toAmelie).toContain('<html lang="fr" dir="ltr">');
    expect(toAmelie).toContain('<title>Tu es invité : Soirée Diwali</title>');
    expect(toAmelie).toContain('Priya User t’invite à Soirée Diwali.');
    expect(toAmelie).toMatch(/Quand : vendredi 7 novembre 2031 à? ?19:30/);
    expect(toAmelie).toContain('Où : Chez Priya');
    // The host's words stay theirs, named in French.
    expect(toAmelie).toContain('Un message de Priya User :');
    expect(toAmelie).toContain('Bring your sparklers!');
    expect(toAmelie).toContain('Réponds ici : ');
    expect(toAmelie).toContain('Ne plus recevoir d’e-mails de Potluck');
    expect(toAmelie).not.toContain('invited you');

    const toStranger = shown(await until(() => t.smtp.to(stranger)[0]));
    expect(toStranger).toContain('<title>You&#39;re invited: Soirée Diwali</title>');
    expect(toStranger).toContain('Priya User invited you to Soirée Diwali.');
  });

  it('a French host’s invitation to an address without a person is in French, and its prefilled text is no note', async () => {
    const hostFr = await french('Camille');
    const eventId = await createEvent(hostFr, { name: 'Pique-nique' });
    const prefilled = (await hostFr.agent.get(`/api/events/${eventId}/invite-message`).expect(200)).body as {
      message: string;
    };
    expect(prefilled.message).toContain('Tu es invité à Pique-nique !');
    expect(prefilled.message).toContain('Organisé par Camille User');
    const to = `nobody-${randomUUID()}@example.test`;
    await invite(hostFr, eventId, to, prefilled.message).expect(201);
    const mail = shown(await until(() => t.smtp.to(to)[0]));
    expect(mail).toContain('Camille User t’invite à Pique-nique.');
    expect(mail).not.toContain('Un message de');
  });

  it('a French account off the waitlist is told in French', async () => {
    const eventId = await createEvent(host, { name: 'Tiny Thali', capacity: 1 });
    const first = await signIn(t.app, { firstName: 'Gita' });
    const waiting = await french('Benoit');
    await answerRsvp(first, eventId, 'attending');
    const queued = await answerRsvp(waiting, eventId, 'attending');
    expect(queued.body.waitlistPosition).toBe(1);
    expect(t.smtp.to(waiting.email.toLowerCase())).toEqual([]);
    await answerRsvp(first, eventId, 'not_attending');

    const mail = shown(await until(() => t.smtp.to(waiting.email.toLowerCase())[0]));
    expect(mail).toContain('<title>Tu as une place : Tiny Thali</title>');
    expect(mail).toContain(
      'Bonne nouvelle, Benoit User : une place s’est libérée et tu n’es plus sur la liste d’attente de Tiny Thali.',
    );
    expect(mail).toContain('Tu peux choisir un plat maintenant.');
    expect(mail).toContain('Ne plus recevoir d’e-mails sur cette fête');
    expect(mail).not.toContain("You're in");
  });

  it('a French guest’s confirmation mail, page and personal-link mail are in French', async () => {
    const eventId = await createEvent(host, { name: 'Chai Morning' });
    const email = `guest-${randomUUID()}@example.test`;
    const agent = request.agent(t.app.getHttpServer());
    await agent
      .post(`/api/events/${eventId}/guest-join`)
      .set('Accept-Language', 'fr-FR,fr;q=0.9')
      .set('Idempotency-Key', randomUUID())
      .send({ name: 'Élodie', email, status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(201);

    const confirmation = shown(await until(() => t.smtp.to(email)[0]));
    expect(confirmation).toContain('<title>Confirme ton adresse e-mail pour Potluck</title>');
    expect(confirmation).toContain('Si c’était toi, confirme ton adresse : ');
    expect(confirmation).not.toContain('Someone answered');
    const link = /\/api\/email-confirmation\/[A-Za-z0-9_-]{43}/.exec(confirmation)![0];
    const page = await agent.get(link).set('Accept-Language', 'fr').expect(200);
    expect(page.text).toContain('<html lang="fr" dir="ltr">');
    expect(page.text).toContain('Confirmer mon adresse e-mail');
    await confirmEmail(t.app, email, confirmation);

    await agent.post('/api/guest/link/email').set('Idempotency-Key', randomUUID()).expect(200);
    const personal = shown(await until(() => t.smtp.to(email)[1]));
    expect(personal).toContain('<title>Ton lien personnel Potluck</title>');
    expect(personal).toContain('Garde-le pour toi : quiconque l’a peut répondre à ta place.');
    expect(personal).not.toContain('Keep it to yourself');
    const rows: { locale: string }[] = await t.db.query(`SELECT "locale" FROM "users" WHERE lower("email") = $1`, [
      email,
    ]);
    expect(rows).toEqual([{ locale: 'fr' }]);
  });
});
