import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createEvent } from './support/factories';
import { confirmEmail } from './support/mail';
import { signIn, useTestApp, type TestUser } from './support/test-app';

// Refusals that carry numbers or names are thrown as a catalogue key with values, so they reach each person in
// their own language, plurals included; the code never changes.
describe('server texts in the requester’s language: refusals with numbers, insights', () => {
  const t = useTestApp();
  let app: INestApplication;
  let host: TestUser;
  beforeAll(async () => {
    ({ app } = t);
    host = await signIn(app, { firstName: 'Hosta' });
  });

  const answer = (who: TestUser, eventId: string, adultCount: number) =>
    who.agent
      .post(`/api/events/${eventId}/rsvp`)
      .set('Idempotency-Key', randomUUID())
      .send({ status: 'attending', adultCount, kidCount: 0 });

  it('a Spanish guest asking for more places than are left is told how many, in Spanish, and nothing changes', async () => {
    const eventId = await createEvent(host, { capacity: 3 });
    const spanish = await signIn(app, { firstName: 'Lucía' });
    const english = await signIn(app, { firstName: 'Gita' });
    await spanish.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    await answer(spanish, eventId, 2).expect(200);
    await answer(english, eventId, 1).expect(200);

    const refused = await answer(spanish, eventId, 3).expect(409);
    expect(refused.body).toEqual({
      message: 'Este potluck está lleno: solo quedan 2 plazas para ti.',
      code: 'CAPACITY_EXCEEDED',
    });
    const inEnglish = await answer(english, eventId, 3).expect(409);
    expect(inEnglish.body).toEqual({
      message: 'This potluck is full: only 1 place is left for you.',
      code: 'CAPACITY_EXCEEDED',
    });
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    const counts = Object.fromEntries(
      (detail.body.rsvps as { userId: string; adultCount: number }[]).map((r) => [r.userId, r.adultCount]),
    );
    expect(counts).toEqual({ [spanish.id]: 2, [english.id]: 1 });
  });

  it('the same refusal replayed for its Idempotency-Key is still in the requester’s language', async () => {
    const eventId = await createEvent(host, { capacity: 2 });
    const german = await signIn(app, { firstName: 'Jonas' });
    await german.agent.put('/api/locale').send({ locale: 'de' }).expect(200);
    await answer(await signIn(app), eventId, 1).expect(200);
    await answer(german, eventId, 1).expect(200);
    const key = randomUUID();
    const send = () =>
      german.agent
        .post(`/api/events/${eventId}/rsvp`)
        .set('Idempotency-Key', key)
        .send({ status: 'attending', adultCount: 3, kidCount: 0 });
    const first = await send().expect(409);
    expect(first.body.message).toBe('Dieses Potluck ist voll: Für dich ist nur noch 1 Platz frei.');
    const again = await send().expect(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('a field error with a limit in it is said with its number, and replayed in the language of whoever retries', async () => {
    const eventId = await createEvent(host);
    const spanish = await signIn(app, { firstName: 'Lucía' });
    await spanish.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    await answer(spanish, eventId, 1).expect(200);
    const key = randomUUID();
    const send = () =>
      spanish.agent
        .post(`/api/events/${eventId}/dishes`)
        .set('Idempotency-Key', key)
        .send({ name: 'x'.repeat(300), category: 'dessert' });
    const refused = await send().expect(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect(refused.body.message).toBe('El nombre del plato puede tener como máximo 255 caracteres');
    expect(refused.body.fieldErrors.name).toEqual(['El nombre del plato puede tener como máximo 255 caracteres']);
    // The same person, now in French, retries the same change: the stored refusal is said in French.
    await spanish.agent.put('/api/locale').send({ locale: 'fr' }).expect(200);
    const replayed = await send().expect(400);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body.fieldErrors.name).toEqual(['Le nom du plat doit faire au plus 255 caractères']);
    const dishes = await host.agent.get(`/api/events/${eventId}/dishes`).expect(200);
    expect(dishes.body).toEqual([]);
  });

  it('what is refused before the app reads the request (a body that is no JSON, control characters) is said in the browser’s language', async () => {
    const notJson = await request(app.getHttpServer())
      .post('/api/events')
      .set('Accept-Language', 'fr')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(notJson.body).toEqual({ message: 'Le corps de la requête n’est pas du JSON valide', code: 'BAD_REQUEST' });
    const control = await host.agent
      .post('/api/events')
      .set('Accept-Language', 'de')
      .set('Idempotency-Key', randomUUID())
      .send({ name: 'Tea\u0000Party' })
      .expect(400);
    expect(control.body).toEqual({
      message: 'Text darf keine Steuerzeichen enthalten (name)',
      code: 'VALIDATION_FAILED',
      fieldErrors: { name: ['Darf keine Steuerzeichen enthalten'] },
    });
  });

  it('what the framework refuses (a path no route answers) is said by its status in the browser’s language, not in its English', async () => {
    const missing = await request(app.getHttpServer())
      .get('/api/no-such-thing')
      .set('Accept-Language', 'fr')
      .expect(404);
    expect(missing.body).toEqual({ message: 'Introuvable', code: 'NOT_FOUND' });
    const inArabic = await request(app.getHttpServer())
      .delete('/api/no-such-thing')
      .set('Accept-Language', 'ar')
      .set('Idempotency-Key', randomUUID())
      .expect(404);
    expect(inArabic.body.code).toBe('NOT_FOUND');
    expect(inArabic.body.message).not.toMatch(/Cannot|[A-Za-z]/);
  });

  it('a malformed Idempotency-Key is refused in the requester’s language, and nothing is changed', async () => {
    const eventId = await createEvent(host);
    const spanish = await signIn(app, { firstName: 'Lucía' });
    await spanish.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    const refused = await spanish.agent
      .post(`/api/events/${eventId}/rsvp`)
      .set('Idempotency-Key', 'short')
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(400);
    expect(refused.body).toEqual({
      message: 'La cabecera Idempotency-Key debe tener de 8 a 255 caracteres visibles',
      code: 'INVALID_IDEMPOTENCY_KEY',
    });
    const event = await host.agent.get(`/api/events/${eventId}`).expect(200);
    expect(
      (event.body as { rsvps: unknown[] }).rsvps.filter((r) => (r as { userId: string }).userId === spanish.id),
    ).toEqual([]);
  });

  it('a guest confirms an address from a confirmation mail in Spanish (found by its link, not its subject)', async () => {
    const eventId = await createEvent(host);
    const email = `lucia-${randomUUID()}@example.test`;
    // Joining from a Spanish browser: the guest's first mail is already in Spanish.
    const joined = await request(app.getHttpServer())
      .post(`/api/events/${eventId}/guest-join`)
      .set('Accept-Language', 'es')
      .send({ name: 'Lucía', email, status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(201);
    const guest = { id: (joined.body as { user: { id: string } }).user.id };
    const db = app.get(DataSource);
    const mails: { subject: string }[] = await db.query(`SELECT "subject" FROM "outbox" WHERE "recipient" = $1`, [
      email,
    ]);
    expect(mails.map((m) => m.subject)).toEqual(['Confirma tu dirección de e-mail para Potluck']);
    const confirmed = `SELECT count(*)::int AS "n" FROM "email_confirmations" WHERE "userId" = $1 AND "confirmedAt" IS NOT NULL`;
    expect((await db.query(confirmed, [guest.id]))[0].n).toBe(0);
    await confirmEmail(app, email);
    expect((await db.query(confirmed, [guest.id]))[0].n).toBe(1);
  });

  it('insights are written in the reader’s language with its plurals; the ETag names the language', async () => {
    const german = await signIn(app, { firstName: 'Jonas' });
    await german.agent.put('/api/locale').send({ locale: 'de' }).expect(200);
    const eventId = await createEvent(german, { name: 'Grillfest' });
    const family = await signIn(app, { firstName: 'Gita' });
    await family.agent
      .post(`/api/events/${eventId}/rsvp`)
      .set('Idempotency-Key', randomUUID())
      .send({ status: 'attending', adultCount: 2, kidCount: 1 })
      .expect(200);

    const inGerman = await german.agent.get(`/api/events/${eventId}/insights`).expect(200);
    const food = (body: { items: { kind: string; message: string }[] }) =>
      body.items.find((i) => i.kind === 'food_quantity')?.message;
    expect(food(inGerman.body)).toBe(
      '2 Erwachsene und 1 Kind brauchen etwa 3 Portionen (Kinder zählen halb), aber noch ist kein Essen eingetragen.',
    );
    const inEnglish = await family.agent.get(`/api/events/${eventId}/insights`).expect(200);
    expect(food(inEnglish.body)).toBe(
      '2 adults and 1 kid need about 3 servings (kids count as half), but no food is signed up yet.',
    );
    expect(inEnglish.body.items.map((i: { kind: string }) => i.kind)).toEqual(
      inGerman.body.items.map((i: { kind: string }) => i.kind),
    );

    // The same reader after choosing English: not "unchanged" (304) with the German answer.
    const etag = String(inGerman.headers.etag);
    const again = await german.agent.get(`/api/events/${eventId}/insights`).set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    await german.agent.put('/api/locale').send({ locale: 'en' }).expect(200);
    const switched = await german.agent.get(`/api/events/${eventId}/insights`).set('If-None-Match', etag).expect(200);
    expect(food(switched.body)).toBe(food(inEnglish.body));
  });

  it('the notice of an invitation kept in the outbox is in the host’s language', async () => {
    const french = await signIn(app, { firstName: 'Camille' });
    await french.agent.put('/api/locale').send({ locale: 'fr' }).expect(200);
    const eventId = await createEvent(french, { name: 'Pique-nique' });
    const sent = await french.agent
      .post(`/api/events/${eventId}/invitations`)
      .set('Idempotency-Key', randomUUID())
      .send({ email: `ami-${randomUUID()}@example.test` })
      .expect(201);
    expect(sent.body.status).toBe('outbox');
    expect(sent.body.notice).toBe(
      'L’envoi n’est pas configuré sur ce serveur, donc rien n’est parti : l’invitation a été gardée dans la boîte d’envoi.',
    );
  });
});
