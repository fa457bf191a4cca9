import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { answerRsvp, createDish, createEvent, postDish } from './support/factories';
import { createTestApp, useTestApp, signIn } from './support/test-app';

describe('hardening: input, sign-in, limits, caching', () => {
  const t = useTestApp();

  describe('one text rule: control characters are refused in every string field', () => {
    it.each([
      [
        'event name',
        'post',
        '/api/events',
        { name: 'Pot\u0000luck', date: new Date(Date.now() + 864e5).toISOString() },
        'name',
      ],
      ['nickname', 'put', '/api/profile', { nickname: 'Nick\u0000' }, 'nickname'],
    ])('%s with NUL: 400, not 500', async (_label, method, path, body, field) => {
      const me = await signIn(t.app);
      const res = await me.agent[method as 'post' | 'put'](path).send(body).expect(400);
      expect(res.body).toEqual({
        code: 'VALIDATION_FAILED',
        message: `Text must not contain control characters (${field})`,
        fieldErrors: { [field]: ['Must not contain control characters'] },
      });
    });

    it('dish names, RSVP restrictions, nested keys and the query string too; tabs and new lines are text', async () => {
      const host = await signIn(t.app);
      const eventId = await createEvent(host);
      const dish = await host.agent
        .post(`/api/events/${eventId}/dishes`)
        .send({ name: 'Dal\u0007', category: 'main_dish' })
        .expect(400);
      expect(dish.body.fieldErrors).toEqual({ name: ['Must not contain control characters'] });
      const rsvp = await host.agent
        .post(`/api/events/${eventId}/rsvp`)
        .send({ status: 'attending', adultCount: 1, dietaryRestrictions: 'no nuts\u0000' })
        .expect(400);
      expect(rsvp.body.fieldErrors).toEqual({ dietaryRestrictions: ['Must not contain control characters'] });
      const key = await host.agent
        .put('/api/profile')
        .send({ nested: { 'a\u001b': 1 } })
        .expect(400);
      expect(key.body.code).toBe('VALIDATION_FAILED');
      await host.agent.get(`/api/events/${eventId}/invitations/message?tz=%00`).expect(400);
      await host.agent
        .post(`/api/events/${eventId}/rsvp`)
        .send({ status: 'attending', adultCount: 1, dietaryRestrictions: 'no nuts\n\tno pork\r\n' })
        .expect(200);
    });

    it('the development sign-in form refuses it too', async () => {
      const res = await request(t.app.getHttpServer())
        .post('/api/login/dev')
        .send({ email: 'nul@example.test', firstName: 'A\u0000' })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  it('refuses a deeply nested body with an Idempotency-Key with a 400 instead of overflowing the stack', async () => {
    const me = await signIn(t.app);
    // Built as text: JSON.stringify itself could not write it.
    const deep = `{"name":${'['.repeat(20_000)}"x"${']'.repeat(20_000)}}`;
    const res = await me.agent
      .post('/api/events')
      .set('Idempotency-Key', randomUUID())
      .set('Content-Type', 'application/json')
      .send(deep)
      .expect(400);
    expect(res.body).toEqual({
      code: 'BODY_TOO_DEEP',
      message: 'The request body is nested too deeply (at most 32 levels)',
    });
    // The app still answers.
    await me.agent.get('/api/auth/user').expect(200);
  });

  it('GET /api/callback without Google configured is a 404, not a 500', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/callback?code=x&state=y').expect(404);
    expect(res.body).toEqual({
      code: 'LOGIN_NOT_CONFIGURED',
      message: 'Google sign-in is not configured on this server',
    });
  });

  it('does not redirect to another host after sign-in, whatever the path normalises to', async () => {
    for (const redirect of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example']) {
      const res = await request(t.app.getHttpServer())
        .post('/api/login/dev')
        .type('form')
        .send({ email: `r-${randomUUID()}@example.test`, redirect })
        .expect(303);
      expect(res.headers.location).toBe('/');
    }
  });

  it('answers personal data with Cache-Control: no-store', async () => {
    const me = await signIn(t.app);
    const eventId = await createEvent(me);
    for (const path of ['/api/auth/user', '/api/my-rsvps']) {
      const res = await me.agent.get(path);
      expect([200, 404]).toContain(res.status);
      expect(`${path}: ${res.headers['cache-control']}`).toBe(`${path}: no-store`);
    }
    // Versioned reads are kept by the browser only (private) and revalidated every time (no-cache); where the answer
    // depends on who asks, the ETag names the viewer, so another person on the same browser never gets a 304.
    for (const path of [`/api/events/${eventId}`, `/api/events/${eventId}/dishes`]) {
      const res = await me.agent.get(path).expect(200);
      expect(`${path}: ${res.headers['cache-control']}`).toBe(`${path}: private, no-cache`);
    }
    const anonymous = await request(t.app.getHttpServer()).get('/api/auth/user').expect(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });

  it('a dish added while its event is being deleted is a 404 or a 201, never a 500', async () => {
    const host = await signIn(t.app);
    const guest = await signIn(t.app);
    const statuses = new Set<number>();
    for (let i = 0; i < 15; i++) {
      const eventId = await createEvent(host);
      await answerRsvp(guest, eventId);
      const [, ...adds] = await Promise.all([
        host.agent.delete(`/api/events/${eventId}`),
        ...Array.from({ length: 3 }, () =>
          guest.agent.post(`/api/events/${eventId}/dishes`).send({ name: 'Racing stew', category: 'main_dish' }),
        ),
      ]);
      for (const res of adds) statuses.add(res.status);
    }
    expect([...statuses].filter((s) => s !== 201 && s !== 404)).toEqual([]);
  });

  describe('limits', () => {
    it('caps dishes per person per event and per event (422, the page stays usable)', async () => {
      const capped = await createTestApp({ MAX_DISHES_PER_EVENT: '5', MAX_DISHES_PER_PERSON: '3' });
      try {
        const host = await signIn(capped);
        const guest = await signIn(capped);
        const eventId = await createEvent(host);
        await answerRsvp(guest, eventId);
        for (let i = 0; i < 3; i++) await createDish(guest, eventId, { name: `Dish ${i}` });
        const mine = await postDish(guest, eventId, { name: 'One more', category: 'dessert' }).expect(422);
        expect(mine.body).toEqual({
          code: 'TOO_MANY_DISHES',
          message: 'You have already signed up 3 dishes for this potluck, the most one person can bring.',
        });
        // Concurrent sign-ups cannot pass the event's cap together.
        const results = await Promise.all(
          Array.from({ length: 3 }, (_, i) =>
            host.agent.post(`/api/events/${eventId}/dishes`).send({ name: `Host ${i}`, category: 'side_dish' }),
          ),
        );
        expect(results.map((r) => r.status).sort()).toEqual([201, 201, 422]);
        const list = await host.agent.get(`/api/events/${eventId}/dishes`).expect(200);
        expect(list.body).toHaveLength(5);
      } finally {
        await capped.close();
      }
    });

    it('limits sign-in attempts per client address, with Retry-After', async () => {
      const limited = await createTestApp({ SIGN_IN_LIMIT_PER_IP: '3', TRUST_PROXY: '1', ALLOW_DEV_LOGIN: 'true' });
      try {
        // A made-up client address (through a trusted proxy), so other tests' sign-ins do not count.
        const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
        const attempt = () =>
          request(limited.getHttpServer())
            .post('/api/login/dev')
            .set('X-Forwarded-For', ip)
            .send({ email: `s-${randomUUID()}@example.test` });
        for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(303);
        const refused = await attempt().expect(429);
        expect(refused.body).toEqual({
          code: 'RATE_LIMITED',
          message: 'Too many sign-in attempts from this network. Please wait a few minutes and try again.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        // Another address is not affected.
        await request(limited.getHttpServer())
          .post('/api/login/dev')
          .set('X-Forwarded-For', '192.0.2.77')
          .send({ email: `s-${randomUUID()}@example.test` })
          .expect(303);
      } finally {
        await limited.close();
      }
    });

    it('limits changes per user per minute, shared by two app instances', async () => {
      const env = { MUTATION_LIMIT_PER_MINUTE: '4' };
      const a = await createTestApp(env);
      const b = await createTestApp(env);
      try {
        const me = await signIn(a);
        const cookie = (await me.agent.get('/api/auth/user')).request.cookies;
        const statuses: number[] = [];
        // Alternating between the two instances; a minute window may roll over once, so allow for two windows.
        for (let i = 0; i < 10 && !statuses.includes(429); i++) {
          const target = i % 2 ? b : a;
          const res = await request(target.getHttpServer())
            .put('/api/profile')
            .set('Cookie', cookie)
            .send({ nickname: `N${i}` });
          statuses.push(res.status);
          if (res.status === 429) {
            expect(res.body).toEqual({
              code: 'RATE_LIMITED',
              message: 'You are making changes too quickly. Please wait a moment and try again.',
            });
            expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
          }
        }
        expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
        expect(statuses).toContain(429);
        expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(8);
        // Reads are not counted.
        await request(b.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(200);
      } finally {
        await a.close();
        await b.close();
      }
    });
  });

  describe('development sign-in', () => {
    it('shows the "not for real use" banner', async () => {
      const res = await request(t.app.getHttpServer()).get('/api/login').expect(200);
      expect(res.text).toContain('Development sign-in — not for real use');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('answers only loopback unless ALLOW_DEV_LOGIN=true', async () => {
      const proxied = await createTestApp({ TRUST_PROXY: '1' });
      const open = await createTestApp({ TRUST_PROXY: '1', ALLOW_DEV_LOGIN: 'true' });
      try {
        const remote = '203.0.113.9';
        const form = await request(proxied.getHttpServer())
          .get('/api/login')
          .set('X-Forwarded-For', remote)
          .expect(403);
        expect(form.body.code).toBe('DEV_LOGIN_LOOPBACK_ONLY');
        const post = await request(proxied.getHttpServer())
          .post('/api/login/dev')
          .set('X-Forwarded-For', remote)
          .send({ email: 'attacker@example.test' })
          .expect(403);
        expect(post.body.code).toBe('DEV_LOGIN_LOOPBACK_ONLY');
        const db = proxied.get(DataSource);
        expect(await db.query(`SELECT 1 FROM "users" WHERE "email" = 'attacker@example.test'`)).toHaveLength(0);
        // From this machine it works; with ALLOW_DEV_LOGIN=true from anywhere.
        await request(proxied.getHttpServer()).get('/api/login').set('X-Forwarded-For', '127.0.0.1').expect(200);
        await request(open.getHttpServer())
          .post('/api/login/dev')
          .set('X-Forwarded-For', remote)
          .send({ email: `ok-${randomUUID()}@example.test` })
          .expect(303);
      } finally {
        await proxied.close();
        await open.close();
      }
    });
  });
});
