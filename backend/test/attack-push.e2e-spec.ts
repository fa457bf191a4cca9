import type { INestApplication } from '@nestjs/common';
import dns from 'node:dns';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import * as webpush from 'web-push';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/platform/config/config.schema';
import { PushService } from '../src/push/push.service';
import { LocalPushService, TestBrowser } from './support/push-service';
import { signIn, type TestUser } from './support/test-app';

/**
 * A client chooses the URL the server posts its pushes to. Whatever NODE_ENV says (unset included, which means
 * development), the server posts only to the browsers' push services over https, never to this machine, the local
 * network or the cloud metadata address; a user's subscriptions are capped; an endpoint someone else subscribed
 * cannot be taken over by knowing its address.
 */
const vapid = webpush.generateVAPIDKeys();

function envFor(nodeEnv: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: process.env.TEST_DATABASE_URL,
    LOG_LEVEL: 'silent',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    FRONTEND_DIST: '/nonexistent',
    SIGN_IN_LIMIT_PER_IP: '1000000',
    MUTATION_LIMIT_PER_MINUTE: '1000000',
    MUTATION_LIMIT_PER_NETWORK_PER_MINUTE: '1000000',
    JOBS_ENABLED: 'false',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  return env;
}

const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;

describe.each([
  ['unset', undefined],
  ['development', 'development'],
  ['test', 'test'],
])('push endpoints with NODE_ENV %s', (_label, nodeEnv) => {
  const service = new LocalPushService();
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    await service.start();
    app = await createApp(loadConfig(envFor(nodeEnv)));
    await app.init();
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await service.stop();
  });

  const rowsOf = async (user: TestUser) =>
    db.query<{ endpoint: string }[]>(`SELECT "endpoint" FROM "push_subscriptions" WHERE "userId" = $1`, [user.id]);

  it('refuses loopback, link-local, private and non-push-service addresses, and saves nothing', async () => {
    const user = await signIn(app);
    for (const endpoint of [
      service.endpoint(`/sub/${randomUUID()}`),
      'http://127.0.0.1/push',
      'https://127.0.0.1/push',
      'https://169.254.169.254/latest/meta-data/iam',
      'http://169.254.169.254/latest/meta-data/iam',
      'https://10.0.0.8/push',
      'https://192.168.1.1/push',
      'https://[::1]/push',
      'https://localhost/push',
      'https://push.evil.example/wpush/v2/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      const res = await user.agent.post('/api/push/subscriptions').send(new TestBrowser(endpoint).subscription());
      expect([endpoint, res.status, res.body.code]).toEqual([endpoint, 400, 'PUSH_ENDPOINT_REFUSED']);
    }
    expect(await rowsOf(user)).toEqual([]);
  });

  it('never posts to a private address already stored, and drops that subscription', async () => {
    const user = await signIn(app);
    const path = `/sub/${randomUUID()}`;
    const browser = new TestBrowser(service.endpoint(path));
    const { keys } = browser.subscription();
    const [{ id }] = await db.query<{ id: string }[]>(
      `INSERT INTO "push_subscriptions" ("userId", "endpoint", "p256dh", "auth") VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [user.id, browser.endpoint, keys.p256dh, keys.auth],
    );
    expect(await app.get(PushService).deliver(id, { title: 't', body: 'b', url: '/', tag: 'rsvp-t' })).toBe('refused');
    expect(service.received).toEqual([]);
    expect(await rowsOf(user)).toEqual([]);
  });

  it("checks the address a push service's name resolves to when sending (no DNS rebinding)", async () => {
    const user = await signIn(app);
    const browser = new TestBrowser(fcm());
    await user.agent.post('/api/push/subscriptions').send(browser.subscription()).expect(201);
    const [{ id }] = await db.query<{ id: string }[]>(`SELECT "id" FROM "push_subscriptions" WHERE "endpoint" = $1`, [
      browser.endpoint,
    ]);
    // The push service's name now points at this machine.
    const lookup = jest
      .spyOn(dns, 'lookup')
      .mockImplementation(((
        _host: string,
        _options: unknown,
        callback: (err: null, addresses: dns.LookupAddress[]) => void,
      ) => callback(null, [{ address: '127.0.0.1', family: 4 }])) as unknown as typeof dns.lookup);
    try {
      expect(await app.get(PushService).deliver(id, { title: 't', body: 'b', url: '/', tag: 'rsvp-t' })).toBe(
        'refused',
      );
      expect(lookup.mock.calls.map((c) => c[0])).toContain('fcm.googleapis.com');
    } finally {
      lookup.mockRestore();
    }
    expect(await rowsOf(user)).toEqual([]);
  });
});

describe('push subscriptions per user and per endpoint', () => {
  let app: INestApplication;
  let db: DataSource;
  beforeAll(async () => {
    app = await createApp(loadConfig(envFor('test')));
    await app.init();
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
  });

  const owners = (endpoint: string) =>
    db.query<{ userId: string; auth: string }[]>(
      `SELECT "userId", "auth" FROM "push_subscriptions" WHERE "endpoint" = $1`,
      [endpoint],
    );

  it('keeps the newest 10 subscriptions of a user: one more drops the oldest', async () => {
    const user = await signIn(app);
    const endpoints: string[] = [];
    for (let i = 0; i < 12; i++) {
      const browser = new TestBrowser(fcm());
      endpoints.push(browser.endpoint);
      await user.agent.post('/api/push/subscriptions').send(browser.subscription()).expect(201);
    }
    const kept = await db.query<{ endpoint: string }[]>(
      `SELECT "endpoint" FROM "push_subscriptions" WHERE "userId" = $1 ORDER BY "createdAt"`,
      [user.id],
    );
    expect(kept.map((r) => r.endpoint)).toEqual(endpoints.slice(2));
  });

  it("refuses to take over another user's endpoint without its keys, and changes nothing", async () => {
    const owner = await signIn(app);
    const attacker = await signIn(app);
    const browser = new TestBrowser(fcm());
    await owner.agent.post('/api/push/subscriptions').send(browser.subscription()).expect(201);
    // The attacker knows the endpoint, not the browser's keys.
    const theirs = new TestBrowser(browser.endpoint).subscription();
    const res = await attacker.agent.post('/api/push/subscriptions').send(theirs).expect(409);
    expect(res.body.code).toBe('PUSH_SUBSCRIPTION_TAKEN');
    // Same public key, other auth secret: still refused.
    const mixed = { ...theirs, keys: { ...theirs.keys, p256dh: browser.subscription().keys.p256dh } };
    await attacker.agent.post('/api/push/subscriptions').send(mixed).expect(409);
    expect(await owners(browser.endpoint)).toEqual([{ userId: owner.id, auth: browser.auth }]);
    await attacker.agent.delete('/api/push/subscriptions').send({ endpoint: browser.endpoint }).expect(204);
    expect(await owners(browser.endpoint)).toEqual([{ userId: owner.id, auth: browser.auth }]);
  });

  it('moves an endpoint to another account when the same browser (same keys) subscribes from it', async () => {
    const first = await signIn(app);
    const second = await signIn(app);
    const browser = new TestBrowser(fcm());
    await first.agent.post('/api/push/subscriptions').send(browser.subscription()).expect(201);
    await second.agent.post('/api/push/subscriptions').send(browser.subscription()).expect(201);
    expect(await owners(browser.endpoint)).toEqual([{ userId: second.id, auth: browser.auth }]);
  });
});
