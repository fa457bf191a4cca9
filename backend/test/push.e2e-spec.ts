import { Logger, type INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { PushConfig } from '../src/contracts/notifications.contract';
import { NotificationsService } from '../src/notifications/notifications.service';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { LocalPushService, TestBrowser, verifyVapid } from './support/push-service';
import { createTestApp, joinAsGuest, signIn, type TestUser } from './support/test-app';
import { untilJobsIdle } from './support/jobs-idle';
import { until } from './support/until';
import { twoHourReminderDue } from './support/reminder-clock';

const JOBS_SCHEMA = 'pgboss_push_test';

describe('Web Push (local push service, RFC 8291 payloads, pg-boss jobs)', () => {
  const service = new LocalPushService();
  let app: INestApplication;
  let db: DataSource;

  /** Signs a user in and subscribes a fresh browser of theirs at a path of the local push service. */
  async function subscribed(who: { firstName?: string; lastName?: string } = {}, path?: string) {
    const user = await signIn(app, who);
    return { user, ...(await service.subscribe(user, path)) };
  }

  beforeAll(async () => {
    await service.start();
    app = await createTestApp({
      ...service.appEnv(),
      JOBS_ENABLED: 'true',
      // Its own queue schema: suites running beside this one keep their jobs to themselves.
      JOBS_SCHEMA,
    });
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await service.stop();
  });

  it('gives the public key, and saves and forgets a subscription for the signed-in user only', async () => {
    const { user, browser } = await subscribed();
    const config = await user.agent.get('/api/push/public-key').expect(200);
    expect(config.body).toEqual({ enabled: true, publicKey: service.vapid.publicKey });

    const other = await signIn(app);
    await other.agent.delete('/api/push/subscriptions').send({ endpoint: browser.endpoint }).expect(204);
    const rows = () =>
      db.query<{ userId: string }[]>(`SELECT "userId" FROM "push_subscriptions" WHERE "endpoint" = $1`, [
        browser.endpoint,
      ]);
    expect(await rows()).toEqual([{ userId: user.id }]);
    await user.agent.delete('/api/push/subscriptions').send({ endpoint: browser.endpoint }).expect(204);
    expect(await rows()).toEqual([]);

    const bad = await user.agent
      .post('/api/push/subscriptions')
      .send({ endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: 'y' } })
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.fieldErrors as object)).toEqual(
      expect.arrayContaining(['endpoint', 'keys.p256dh', 'keys.auth']),
    );
    // Signed out: nothing.
    await request(app.getHttpServer()).get('/api/push/public-key').expect(401);
    await request(app.getHttpServer()).post('/api/push/subscriptions').send(browser.subscription()).expect(401);
  });

  it("pushes a guest's answer and dish to the host, encrypted for the host's browser and signed with VAPID", async () => {
    const { user: host, path, messages } = await subscribed({ firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { name: 'Push Picnic' });
    // The host's own answer is not news to the host.
    await answerRsvp(host, eventId);
    const guest = await signIn(app, { firstName: 'Gita', lastName: 'Guest' });
    await answerRsvp(guest, eventId);
    await createDish(guest, eventId, { name: 'Biryani', category: 'main_dish' });

    const received = await until(() => {
      const m = messages();
      return m.length >= 2 && m;
    });
    expect(received).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Push Picnic', body: 'Gita Guest answered Going', url: `/events/${eventId}` }),
        expect.objectContaining({ title: 'Push Picnic', body: 'Gita Guest will bring Biryani' }),
      ]),
    );
    const first = service.to(path)[0];
    expect(first.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(first.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(String(first.headers.authorization), service.vapid.publicKey, service.endpoint(''));
    expect(claims.sub).toBe('mailto:ops@potluck.example');
    await untilJobsIdle(db, JOBS_SCHEMA);
    expect(messages().map((m) => m.body)).not.toContain('Hana Host answered Going');
    expect(service.to(path)).toHaveLength(2);
  });

  it('pushes to co-hosts too', async () => {
    const host = await signIn(app);
    const eventId = await createEvent(host, { name: 'Co-host Cookout' });
    const { user: coHost, messages } = await subscribed();
    await answerRsvp(coHost, eventId);
    await host.agent.put(`/api/events/${eventId}/co-hosts/${coHost.id}`).send({ coHost: true }).expect(204);
    const guest = await signIn(app, { firstName: 'Omar', lastName: 'Guest' });
    await answerRsvp(guest, eventId, 'maybe');
    const received = await until(() => {
      const m = messages();
      return m.some((x) => x.body === 'Omar Guest answered Maybe') && m;
    });
    expect(received[received.length - 1]).toMatchObject({ title: 'Co-host Cookout', url: `/events/${eventId}` });
  });

  it("pushes no answer for the host's own change to a guest's RSVP (co-host, a place by hand)", async () => {
    const { user: host, messages } = await subscribed();
    const eventId = await createEvent(host, { name: 'Quiet Changes', capacity: 1 });
    const guest = await signIn(app, { firstName: 'Rosa', lastName: 'Guest' });
    await answerRsvp(guest, eventId);
    const waiting = await signIn(app, { firstName: 'Wen', lastName: 'Waiting' });
    await waiting.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    await until(() => messages().length >= 2);
    await host.agent.put(`/api/events/${eventId}/co-hosts/${guest.id}`).send({ coHost: true }).expect(204);
    await host.agent.put(`/api/events/${eventId}/co-hosts/${guest.id}`).send({ coHost: false }).expect(204);
    await host.agent.post(`/api/events/${eventId}/waitlist/${waiting.id}/promote`).expect(204);
    // A guest's answer after them: once it has reached the host, anything the host's changes pushed has too.
    const last = await signIn(app, { firstName: 'Lior', lastName: 'Last' });
    await answerRsvp(last, eventId, 'maybe');
    const received = await until(() => {
      const m = messages();
      return m.some((x) => x.body === 'Lior Last answered Maybe') && m;
    });
    expect(received.map((m) => m.body).sort()).toEqual([
      'Lior Last answered Maybe',
      'Rosa Guest answered Going',
      'Wen Waiting joined the waitlist',
    ]);
  });

  it('tells a waitlisted guest by push when they get a place', async () => {
    const host = await signIn(app);
    const eventId = await createEvent(host, { name: 'Small Supper', capacity: 1 });
    const first: TestUser = await signIn(app);
    await answerRsvp(first, eventId);
    const { user: waiting, messages } = await subscribed();
    const answer = await waiting.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    expect(answer.body.waitlistPosition ?? answer.body.rsvp?.waitlistPosition).toBe(1);
    await answerRsvp(first, eventId, 'not_attending');
    const received = await until(() => {
      const m = messages();
      return m.length >= 1 && m;
    });
    expect(received[0]).toEqual({
      title: "You're in: Small Supper",
      body: "A place opened up and you're off the waitlist. You can sign up a dish now.",
      url: `/events/${eventId}`,
      tag: `promoted-${eventId}`,
    });
  });

  it("deletes a guest's subscription when they move into an account, never moves it", async () => {
    const host = await signIn(app);
    const guest = await joinAsGuest(app, await createEvent(host));
    const browser = new TestBrowser(service.endpoint(`/sub/${randomUUID()}`));
    await guest.agent.post('/api/push/subscriptions').send(browser.subscription()).expect(201);
    const email = `upgrader-${randomUUID()}@example.test`;
    await guest.agent.post('/api/login/dev').type('form').send({ email, firstName: 'Upgrader' }).expect(303);
    const me = (await guest.agent.get('/api/auth/user').expect(200)).body as { id: string; isGuest: boolean };
    expect(me.isGuest).toBe(false);
    // Signing in moves nothing: the guest keeps it until the merge is confirmed.
    expect(
      await db.query(`SELECT "userId" FROM "push_subscriptions" WHERE "endpoint" = $1`, [browser.endpoint]),
    ).toEqual([{ userId: guest.id }]);
    await guest.agent.post('/api/guest-merge').send({ guestId: guest.id }).expect(200);
    expect(
      await db.query(`SELECT "userId" FROM "push_subscriptions" WHERE "endpoint" = $1`, [browser.endpoint]),
    ).toEqual([]);
  });

  it('removes a subscription the push service answers 410 Gone for', async () => {
    const { user: host, path, browser } = await subscribed({}, `/gone/${randomUUID()}`);
    const eventId = await createEvent(host, { name: 'Gone Gala' });
    await answerRsvp(await signIn(app), eventId);
    await until(() => service.to(path).length >= 1);
    const left = async () =>
      (await db.query<unknown[]>(`SELECT 1 FROM "push_subscriptions" WHERE "endpoint" = $1`, [browser.endpoint]))
        .length;
    const end = Date.now() + 10_000;
    while ((await left()) > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(await left()).toBe(0);
  });

  it('leaves a push the push service failed to the queue, to be tried again later with backoff', async () => {
    const { user: host, path, browser } = await subscribed({}, `/down/${randomUUID()}`);
    const eventId = await createEvent(host, { name: 'Down Dinner' });
    await answerRsvp(await signIn(app), eventId);
    await until(() => service.to(path).length >= 1);
    const [sub] = await db.query<{ id: string }[]>(`SELECT "id" FROM "push_subscriptions" WHERE "endpoint" = $1`, [
      browser.endpoint,
    ]);
    const job = async () =>
      (
        await db.query<{ state: string; retryLimit: number; backoff: boolean; later: boolean }[]>(
          `SELECT "state", "retry_limit" AS "retryLimit", "retry_backoff" AS "backoff",
                  "start_after" > now() AS "later"
             FROM "pgboss_push_test"."job" WHERE "name" = 'push-send' AND "data"->>'subscriptionId' = $1`,
          [sub.id],
        )
      )[0];
    const end = Date.now() + 10_000;
    while ((await job())?.state !== 'retry' && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    // Waiting for its next try, some seconds from now, of 6, each later than the one before.
    expect(await job()).toEqual({ state: 'retry', retryLimit: 6, backoff: true, later: true });
    // Kept: a failing service is not a gone subscription.
    expect(await db.query(`SELECT 1 FROM "push_subscriptions" WHERE "id" = $1`, [sub.id])).toHaveLength(1);
  });

  it('pushes each due reminder once, with what the guest is bringing', async () => {
    const host = await signIn(app);
    const { eventDate, now } = twoHourReminderDue();
    const eventId = await createEvent(host, {
      name: 'Reminder Roast',
      date: eventDate.toISOString(),
      timeZone: 'Asia/Kolkata',
    });
    const { user: guest, messages } = await subscribed();
    await answerRsvp(guest, eventId);
    await createDish(guest, eventId, { name: 'Kheer', category: 'dessert' });
    const reminders = () => messages().filter((m) => m.tag === `reminder-${eventId}`);

    const notifications = app.get(NotificationsService);
    await Promise.all([notifications.scanPush(now), notifications.scanPush(now)]);
    await until(() => reminders().length >= 1);
    await notifications.scanPush(now);
    await untilJobsIdle(db, JOBS_SCHEMA);
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].title).toBe('Reminder Roast is in 2 hours');
    expect(reminders()[0].body).toMatch(/at \d+:\d\d [AP]M GMT\+5:30\nYou're bringing: Kheer$/);
  });
});

describe('Web Push without VAPID keys', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says push is off and refuses subscriptions', async () => {
    const user = await signIn(app);
    expect((await user.agent.get('/api/push/public-key').expect(200)).body).toEqual({
      enabled: false,
      publicKey: null,
    });
    const browser = new TestBrowser('http://127.0.0.1:9/push');
    const res = await user.agent.post('/api/push/subscriptions').send(browser.subscription()).expect(409);
    expect(res.body.code).toBe('PUSH_DISABLED');
  });
});

describe('Web Push in development without VAPID keys', () => {
  it('generates one pair, says so once, and keeps it across restarts', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const env = { NODE_ENV: 'development', JOBS_ENABLED: 'false' };
    const first = await createTestApp(env);
    await first.get(DataSource).query(`DELETE FROM "push_vapid_keys"`);
    await first.close();
    warn.mockClear();

    const keyOf = async (app: INestApplication) =>
      ((await (await signIn(app)).agent.get('/api/push/public-key').expect(200)).body as PushConfig).publicKey;
    const a = await createTestApp(env);
    const generated = await keyOf(a);
    await a.close();
    const b = await createTestApp(env);
    expect(await keyOf(b)).toBe(generated);
    const [{ privateKey }] = await b
      .get(DataSource)
      .query<{ privateKey: string }[]>(`SELECT "privateKey" FROM "push_vapid_keys"`);
    await b.close();
    expect(generated).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const said = warn.mock.calls.filter(([m]) => String(m).includes('generated a development VAPID key pair'));
    expect(said).toHaveLength(1);
    expect(String(said[0][0])).toContain(`VAPID_PUBLIC_KEY=${generated}`);
    // The private key is never logged.
    expect(privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(privateKey);
  });
});
