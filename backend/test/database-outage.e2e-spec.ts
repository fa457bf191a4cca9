import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createEvent, seedRsvp } from './support/factories';
// The browser's sync-failure tests break the database with the same proxy.
import { TcpProxy } from '../../frontend/e2e/support/tcp-proxy';
import { createTestApp, signIn, useTestApp } from './support/test-app';
import { listen, signInCookie, TestSocket } from './support/ws-client';

/** Polls `check` every 50 ms until it returns true; fails after `ms`. */
async function within(ms: number, what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function expectUnavailable(res: request.Response): void {
  expect({ status: res.status, body: res.body as unknown }).toEqual({
    status: 503,
    body: { code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable. Please try again in a moment.' },
  });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/**
 * PostgreSQL going away under a running app, simulated by a TCP proxy between them (the fault suite stops a real
 * PostgreSQL): answers are 503 DATABASE_UNAVAILABLE with Retry-After, the process keeps running, and it serves again,
 * LISTEN included, as soon as the database is back.
 */
describe('database outage', () => {
  let proxy: TcpProxy;
  let app: INestApplication;
  let direct: INestApplication;
  let proxiedUrl: string;

  beforeAll(async () => {
    const { proxy: p, url } = TcpProxy.forUrl(process.env.TEST_DATABASE_URL!);
    proxy = p;
    const port = await proxy.start();
    proxiedUrl = url(port);
  });
  // The database answers again before the apps close.
  afterAll(() => {
    proxy?.up();
  });
  const behindProxy = useTestApp(() => ({ DATABASE_URL: proxiedUrl, DATABASE_ACQUIRE_TIMEOUT_MS: '1000' }));
  const directly = useTestApp();
  beforeAll(() => {
    [app, direct] = [behindProxy.app, directly.app];
  });
  afterAll(async () => {
    await proxy?.stop();
  });

  it('answers 503 while PostgreSQL is down, serves again within 2 s of its return, and LISTEN resumes', async () => {
    const host = await signIn(app);
    const cookie = (await host.agent.get('/api/auth/user')).request.cookies;
    const eventId = await createEvent(host);
    const { wsUrl, origin } = await listen(app);
    const watcher = await signInCookie(app);
    const socket = new TestSocket(wsUrl, { origin, cookie: watcher.cookie });
    await socket.opened;
    socket.send({ type: 'join_event', eventId });
    expect(await socket.next()).toMatchObject({ type: 'joined', eventId });

    proxy.down();
    const key = randomUUID();
    const server = app.getHttpServer();
    expectUnavailable(await request(server).get('/api/health'));
    // Reads may be answered from the process's caches (session, event); otherwise they are 503 like the rest.
    for (const path of [
      '/api/auth/user',
      `/api/events/${eventId}`,
      `/api/events/${eventId}/invitations`,
      '/api/events',
    ]) {
      const read = await request(server).get(path).set('Cookie', cookie);
      if (read.status !== 200 && read.status !== 304) expectUnavailable(read);
    }
    expectUnavailable(
      await request(server)
        .post(`/api/events/${eventId}/dishes`)
        .set('Cookie', cookie)
        .set('Idempotency-Key', key)
        .send({ name: 'Outage pie', category: 'dessert' }),
    );
    // Anonymous routes that touch the database, and the sign-in.
    expectUnavailable(await request(server).post('/api/login/dev').send({ email: 'down@example.test' }));

    proxy.up();
    await within(2000, 'health after PostgreSQL returned', async () => {
      const res = await request(server).get('/api/health');
      return res.status === 200;
    });
    // The change the client kept retrying lands exactly once.
    const replay = async () =>
      request(server)
        .post(`/api/events/${eventId}/dishes`)
        .set('Cookie', cookie)
        .set('Idempotency-Key', key)
        .send({ name: 'Outage pie', category: 'dessert' });
    const first = await replay();
    expect(first.status).toBe(201);
    expect((await replay()).headers['idempotent-replayed']).toBe('true');
    const dishes = await request(server).get(`/api/events/${eventId}/dishes`).set('Cookie', cookie).expect(200);
    expect((dishes.body as { name: string }[]).filter((d) => d.name === 'Outage pie')).toHaveLength(1);

    // The socket survived or the test would see a close; live updates made by another process reach it again.
    const guest = await signIn(direct);
    // A dish needs a place: the guest's Going answer is inserted directly, so it sends no live update itself.
    await seedRsvp(direct.get(DataSource), eventId, guest);
    let received = false;
    socket.ws.on('message', () => (received = true));
    await within(5000, 'a live update through the resumed LISTEN', async () => {
      await guest.agent
        .post(`/api/events/${eventId}/dishes`)
        .send({ name: `Late ${randomUUID()}`, category: 'side_dish' });
      await new Promise((r) => setTimeout(r, 300));
      return received;
    });
    socket.close();
  });

  it('a database that accepts connections and never answers gives 503 after the acquire timeout, not a hung request', async () => {
    proxy.blackhole();
    try {
      const res = await request(app.getHttpServer()).get('/api/health').timeout(10_000);
      expectUnavailable(res);
    } finally {
      proxy.up();
    }
    await within(2000, 'health after the database answered again', async () => {
      return (await request(app.getHttpServer()).get('/api/health')).status === 200;
    });
  });

  it('a statement running past statement_timeout gives 503', async () => {
    const slow = await createTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '300' });
    const locker = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await locker.connect();
    try {
      const me = await signIn(slow);
      // Another transaction holds the user's row, so the profile update waits for the lock.
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM "users" WHERE "id" = $1 FOR UPDATE', [me.id]);
      expectUnavailable(await me.agent.put('/api/profile').send({ nickname: 'Slow' }));
      await locker.query('ROLLBACK');
      await me.agent.put('/api/profile').send({ nickname: 'Fast' }).expect(200);
      expect((await slow.get(DataSource).query('SHOW statement_timeout'))[0].statement_timeout).toBe('300ms');
    } finally {
      await locker.end();
      await slow.close();
    }
  });
});
