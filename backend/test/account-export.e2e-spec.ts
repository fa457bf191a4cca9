import { strFromU8, unzipSync } from 'fflate';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PERSON_COLUMNS } from '../src/account/person-columns';
import { png, uploadPhoto } from './photo-fixtures';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { binary } from './support/binary';
import { signIn, useTestApp, type TestUser } from './support/test-app';

describe('download my data', () => {
  const t = useTestApp();
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Hostess' });
    guest = await signIn(t.app, { firstName: 'Canary-first-name' });
    other = await signIn(t.app, { firstName: 'Someone-else' });
  });

  it('knows what to do with every column that names a person', async () => {
    const rows: { col: string }[] = await t.app.get(DataSource).query(
      `SELECT tc."table_name" || '.' || kcu."column_name" AS "col"
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu."constraint_name" = tc."constraint_name"
       JOIN information_schema.constraint_column_usage ccu ON ccu."constraint_name" = tc."constraint_name"
       WHERE tc."constraint_type" = 'FOREIGN KEY' AND tc."table_schema" = 'public' AND ccu."table_name" = 'users'`,
    );
    expect(rows.map((r) => r.col).sort()).toEqual(Object.keys(PERSON_COLUMNS).sort());
  });

  it('gives a person one ZIP of what they typed and chose, with their photos, and nothing of anyone else', async () => {
    const eventId = await createEvent(host, { name: 'Canary-event' });
    await answerRsvp(guest, eventId, { status: 'attending', dietaryRestrictions: 'Canary-diet' });
    await answerRsvp(other, eventId, { status: 'attending', dietaryRestrictions: 'Other-diet' });
    const dishId = await createDish(guest, eventId, { name: 'Canary-dish' });
    await uploadPhoto(guest, `/api/dishes/${dishId}/photo`, await png());
    await guest.agent.post(`/api/events/${eventId}/comments`).send({ body: 'Canary-comment' }).expect(201);
    await other.agent.post(`/api/events/${eventId}/comments`).send({ body: 'Other-comment' }).expect(201);
    await guest.agent.post(`/api/events/${eventId}/questions`).send({ body: 'Canary-question?' }).expect(201);
    await host.agent
      .post(`/api/events/${eventId}/costs`)
      .send({ what: 'Canary-ice', amountMinor: 900, payerId: guest.id, paymentNote: 'Canary-iban' })
      .expect(201);
    await host.agent.post(`/api/events/${eventId}/costs`).send({ what: 'Other-cost', amountMinor: 100 }).expect(201);
    await t.db.query(
      `INSERT INTO "user_identities" ("userId", "issuer", "subject") VALUES ($1, $2, 'Canary-subject')`,
      [guest.id, 'https://id.example'],
    );

    const res = await guest.agent.get('/api/account/export').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="potluck-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const photos = Object.keys(files).filter((f) => f.startsWith('photos/'));
    expect(photos).toHaveLength(1);
    expect(strFromU8(files[photos[0]].subarray(8, 12))).toBe('WEBP');
    const text = strFromU8(files['my-data.json']);
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data.profile).toMatchObject({ id: guest.id, email: guest.email, firstName: 'Canary-first-name' });
    expect(data.signIns).toEqual([
      expect.objectContaining({ issuer: 'https://id.example', subject: 'Canary-subject' }),
    ]);
    for (const canary of [
      'Canary-event',
      'Canary-diet',
      'Canary-dish',
      'Canary-comment',
      'Canary-question?',
      'Canary-ice',
      'Canary-iban',
    ])
      expect(text).toContain(canary);
    for (const foreign of ['Someone-else', 'Other-diet', 'Other-comment', 'Other-cost', 'Hostess', host.email])
      expect(text).not.toContain(foreign);
    expect(data.photos).toEqual([expect.objectContaining({ dishId, file: photos[0] })]);
  });

  it('is only for someone signed in', async () => {
    await request(t.app.getHttpServer()).get('/api/account/export').expect(401);
  });
});
