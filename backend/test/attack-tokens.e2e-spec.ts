import { Logger, type INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { PurgePlainIdempotencySecrets1765040000000 } from '../src/platform/database/migrations/1765040000000-purge-plain-idempotency-secrets';
import { unsubscribeToken } from '../src/mail/unsubscribe-token';
import { createEvent } from './support/factories';
import { joinAsGuest, signIn, testConfig, type TestUser } from './support/test-app';

/**
 * Secrets that travel in addresses (personal links, calendar feed files, unsubscribe links) never reach a log, and
 * answers that carry a freshly made secret are not kept readable in the idempotency records, while replays of those
 * requests still give the client a link that works.
 */
describe('tokens in logs and idempotency records', () => {
  let app: INestApplication;
  let db: DataSource;
  const lines: string[] = [];
  const config = testConfig({ LOG_LEVEL: 'trace' });

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await createApp(config, { logStream });
    await app.init();
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  // Personal links carry their token in the fragment (/guest-link#token), feed files in the path.
  const tokenOf = (link: string) => /\/(?:guest-link#|api\/calendar-feed\/)([^/?#]+?)(?:\.ics)?$/.exec(link)![1];
  const logged = () => lines.join('');

  /** Everything the idempotency records of this user hold, as text. */
  const records = async (userId: string) =>
    JSON.stringify(
      await db.query(`SELECT "key", "fingerprint", "responseBody" FROM "idempotency_keys" WHERE "userId" = $1`, [
        userId,
      ]),
    );
  /** Whether a personal link still signs in: its preview answers 200 while it works, 404 once replaced. */
  const works = async (link: string): Promise<boolean> => {
    const res = await request(app.getHttpServer())
      .post('/api/guest-link/preview')
      .set('Origin', config.publicUrl)
      .send({ token: tokenOf(link) });
    expect([200, 404]).toContain(res.status);
    return res.status === 200;
  };

  it('keeps personal links, feed files and unsubscribe signatures out of every log line', async () => {
    const host = await signIn(app);
    const eventId = await createEvent(host);
    const guest = await joinAsGuest(app, eventId, { name: 'Logged Guest' });
    const guestToken = tokenOf(guest.personalLink);
    const feed = await host.agent.post('/api/calendar-feed').expect(201);
    const feedToken = tokenOf(feed.body.url as string);
    const signature = unsubscribeToken(config.sessionSecret, host.email, 'all');

    lines.length = 0;
    await request(app.getHttpServer()).get(`/api/guest-link/${guestToken}`).expect(303);
    await request(app.getHttpServer()).get(`/api/guest-link/${guestToken}?from=mail`).expect(303);
    await request(app.getHttpServer())
      .get(`/api/guest-link/${guestToken.slice(1)}`)
      .expect(303);
    await request(app.getHttpServer()).get(`/api/calendar-feed/${feedToken}.ics`).expect(200);
    await request(app.getHttpServer())
      .get(`/api/calendar-feed/${feedToken.slice(1)}.ics`)
      .expect(404);
    const email = encodeURIComponent(host.email);
    await request(app.getHttpServer()).get(`/api/unsubscribe?e=${email}&s=all&t=${signature}`).expect(200);
    await request(app.getHttpServer()).post(`/api/unsubscribe?e=${email}&s=all&t=${signature}`).expect(200);
    // A message about an address (an error someone logs, with the link in it) loses its secret too.
    new Logger('Somewhere').error(`could not fetch ${config.publicUrl}/api/guest-link/${guestToken}`);
    new Logger('Somewhere').error(`could not send ${guest.personalLink}`);
    await new Promise((r) => setImmediate(r));

    const text = logged();
    expect(text).toContain('/api/guest-link/[redacted]');
    expect(text).toContain('/api/calendar-feed/[redacted]');
    expect(text).toContain('/api/unsubscribe?e=[redacted]&s=[redacted]&t=[redacted]');
    expect(text).toContain('could not fetch http://127.0.0.1:3999/api/guest-link/[redacted]');
    for (const secret of [guestToken, guestToken.slice(1), feedToken, feedToken.slice(1), signature, email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('keeps no personal link in the records of a guest-join and its replays, which still give a working link', async () => {
    const host = await signIn(app);
    const eventId = await createEvent(host);
    const agent = request.agent(app.getHttpServer());
    const key = randomUUID();
    const body = { name: 'Replayed Guest', status: 'attending', adultCount: 1, kidCount: 0 };
    const first = await agent.post(`/api/events/${eventId}/guest-join`).set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    const guestId = first.body.user.id as string;
    // The answer was lost; the same request again, now with the guest's session: recorded for the guest this time.
    const second = await agent.post(`/api/events/${eventId}/guest-join`).set('Idempotency-Key', key).send(body);
    expect(second.status).toBe(201);
    const third = await agent.post(`/api/events/${eventId}/guest-join`).set('Idempotency-Key', key).send(body);
    expect(third.status).toBe(201);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.body.personalLink).toBe(second.body.personalLink);

    const stored = await records(guestId);
    expect(stored).toContain(key);
    for (const link of [first.body.personalLink as string, second.body.personalLink as string]) {
      expect(stored).not.toContain(tokenOf(link));
    }
    expect(stored).not.toContain('guest-link');
    expect(await works(third.body.personalLink as string)).toBe(true);
  });

  it('keeps no renewed link in the records, replays the same working link, and makes a fresh one if it cannot', async () => {
    const host = await signIn(app);
    const eventId = await createEvent(host);
    const { agent, id: guestId, personalLink } = await joinAsGuest(app, eventId, { name: 'Renewing Guest' });
    const key = randomUUID();
    const renewed = await agent.post('/api/guest/link').set('Idempotency-Key', key).expect(200);
    const replayed = await agent.post('/api/guest/link').set('Idempotency-Key', key).expect(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body.personalLink).toBe(renewed.body.personalLink);
    expect(await records(guestId)).not.toContain(tokenOf(renewed.body.personalLink as string));
    expect(await records(guestId)).not.toContain('guest-link');
    expect(await works(personalLink)).toBe(false);
    expect(await works(renewed.body.personalLink as string)).toBe(true);

    // A record this server cannot open any more (its key changed): the request runs again and makes a fresh link;
    // the one it replaced stops working.
    await db.query(
      `UPDATE "idempotency_keys" SET "responseBody" = '{"sealed":"v1.AAAA.AAAA.AAAA"}' WHERE "userId" = $1 AND "key" = $2`,
      [guestId, key],
    );
    const again = await agent.post('/api/guest/link').set('Idempotency-Key', key).expect(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body.personalLink).not.toBe(renewed.body.personalLink);
    expect(await works(renewed.body.personalLink as string)).toBe(false);
    expect(await works(again.body.personalLink as string)).toBe(true);
    expect(await records(guestId)).not.toContain(tokenOf(again.body.personalLink as string));
  });

  it('keeps no calendar feed URL in the records, and replays the same working feed URL', async () => {
    const user: TestUser = await signIn(app);
    const key = randomUUID();
    const made = await user.agent.post('/api/calendar-feed').set('Idempotency-Key', key).expect(201);
    const replayed = await user.agent.post('/api/calendar-feed').set('Idempotency-Key', key).expect(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(made.body);
    const stored = await records(user.id);
    expect(stored).toContain(key);
    expect(stored).not.toContain(tokenOf(made.body.url as string));
    expect(stored).not.toContain('calendar-feed');
    await request(app.getHttpServer())
      .get(new URL(replayed.body.url as string).pathname)
      .expect(200);
  });

  it('purges answers stored in clear before that carry a secret, and keeps the others', async () => {
    const user = await signIn(app);
    const plain = [
      ['k-link', { personalLink: 'http://127.0.0.1:3999/api/guest-link/leaked-guest-token' }],
      ['k-feed', { url: 'http://127.0.0.1:3999/api/calendar-feed/leaked.ics', webcalUrl: 'webcal://x/leaked.ics' }],
      ['k-join', { user: { id: user.id }, rsvp: {}, personalLink: 'http://x/api/guest-link/leaked-2' }],
      ['k-dish', { id: 'd1', name: 'Soup' }],
    ] as const;
    for (const [key, body] of plain) {
      await db.query(
        `INSERT INTO "idempotency_keys" ("userId", "key", "fingerprint", "state", "responseStatus", "responseBody")
         VALUES ($1, $2, $3, 'completed', 200, $4::jsonb)`,
        [user.id, key, 'f'.repeat(64), JSON.stringify(body)],
      );
    }
    const runner = db.createQueryRunner();
    try {
      await new PurgePlainIdempotencySecrets1765040000000().up(runner);
    } finally {
      await runner.release();
    }
    const left = await db.query<{ key: string }[]>(`SELECT "key" FROM "idempotency_keys" WHERE "userId" = $1`, [
      user.id,
    ]);
    expect(left.map((r) => r.key)).toEqual(['k-dish']);
  });
});
