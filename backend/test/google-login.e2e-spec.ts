import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { googleEnv, startMockOAuthServer, type MockOAuthServer } from './support/mock-google';
import { createTestApp, useTestApp } from './support/test-app';

describe('Google sign-in (real OAuth2 flow against a local OAuth2 server)', () => {
  let app: INestApplication;
  let mock: MockOAuthServer;

  beforeAll(async () => {
    mock = await startMockOAuthServer();
  });
  const t = useTestApp(() => googleEnv(mock.url));
  beforeAll(() => {
    ({ app } = t);
  });
  afterAll(() => {
    mock?.child.kill('SIGTERM');
  });

  it('goes to Google, comes back through /api/callback, signs the user in and returns to the saved path', async () => {
    const agent = request.agent(app.getHttpServer());
    const start = await agent.get('/api/login?redirect=/join/event-123').expect(302);
    const authorize = new URL(start.headers.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${mock.url}/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe('potluck-test-client');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3999/api/callback');
    expect(authorize.searchParams.get('scope')).toContain('email');
    expect(authorize.searchParams.get('state')).toBeTruthy();

    const consent = await request(mock.url).get(`${authorize.pathname}${authorize.search}`).expect(302);
    const back = new URL(consent.headers.location);
    expect(back.pathname).toBe('/api/callback');

    const done = await agent.get(`${back.pathname}${back.search}`).expect(302);
    expect(done.headers.location).toBe('/join/event-123');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({
      email: 'grace@example.test',
      firstName: 'Grace',
      lastName: 'Hopper',
      profileImageUrl: 'https://example.test/grace.png',
    });
  });

  it('offers to move a guest who joined without an account into the Google account they continue with', async () => {
    const db = app.get(DataSource);
    const [hostRow] = await db.query(`INSERT INTO "users" ("email", "firstName") VALUES ($1, 'Host') RETURNING "id"`, [
      `host-${Date.now()}@example.test`,
    ]);
    const [event] = await db.query(
      `INSERT INTO "events" ("name", "date", "hostId") VALUES ('Merge party', now() + interval '1 day', $1) RETURNING "id"`,
      [hostRow.id],
    );
    const agent = request.agent(app.getHttpServer());
    const joined = await agent
      .post(`/api/events/${event.id}/guest-join`)
      .send({ name: 'Grace as guest', adultCount: 2, kidCount: 0 })
      .expect(201);

    const start = await agent.get(`/api/login?redirect=/join/${event.id}`).expect(302);
    const authorize = new URL(start.headers.location);
    const consent = await request(mock.url).get(`${authorize.pathname}${authorize.search}`).expect(302);
    const back = new URL(consent.headers.location);
    await agent.get(`${back.pathname}${back.search}`).expect(302);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ email: 'grace@example.test', isGuest: false });
    // Nothing moves at sign-in: the answer is still the guest's until the confirmation.
    const [before] = await db.query(`SELECT "userId" FROM "rsvps" WHERE "eventId" = $1`, [event.id]);
    expect(before.userId).toBe(joined.body.user.id);
    const offer = await agent.get('/api/guest-merge').expect(200);
    expect(offer.body.pending).toMatchObject({ id: joined.body.user.id, name: 'Grace as guest' });
    await agent.post('/api/guest-merge').send({ guestId: joined.body.user.id }).expect(200);
    const [rsvp] = await db.query(`SELECT "userId", "adultCount" FROM "rsvps" WHERE "eventId" = $1`, [event.id]);
    expect(rsvp).toEqual({ userId: me.body.id, adultCount: 2 });
    const [guest] = await db.query(`SELECT count(*)::int AS n FROM "users" WHERE "id" = $1`, [joined.body.user.id]);
    expect(guest.n).toBe(0);
  });

  it('refuses a callback whose state does not match (CSRF) and does not sign in', async () => {
    const agent = request.agent(app.getHttpServer());
    await agent.get('/api/login').expect(302);
    const res = await agent.get('/api/callback?code=stolen&state=forged').expect(302);
    expect(res.headers.location).toBe('/login?error=refused');
    await agent.get('/api/auth/user').expect(401);
  });

  it('sends a person who said no at Google back to the sign-in screen, which says it did not complete', async () => {
    const agent = request.agent(app.getHttpServer());
    await agent.get('/api/login').expect(302);
    const res = await agent.get('/api/callback?error=access_denied').expect(302);
    expect(res.headers.location).toBe('/login?error=failed');
    await agent.get('/api/auth/user').expect(401);
  });

  it('does not offer the development sign-in when Google is configured', async () => {
    await request(app.getHttpServer()).get('/api/login/dev').expect(404);
    await request(app.getHttpServer()).post('/api/login/dev').send({ email: 'x@example.test' }).expect(404);
  });

  it('does not match an account by an e-mail address Google has not verified', async () => {
    const victim = `victim-${Date.now()}@example.test`;
    const unverified = await startMockOAuthServer({
      MOCK_EMAIL: victim,
      MOCK_EMAIL_VERIFIED: 'false',
      MOCK_SUB: `unverified-${Date.now()}`,
    });
    const googleApp = await createTestApp(googleEnv(unverified.url));
    try {
      await googleApp
        .get(DataSource)
        .query(`INSERT INTO "users" ("email", "firstName") VALUES ($1, 'Victim')`, [victim]);
      const agent = request.agent(googleApp.getHttpServer());
      const start = await agent.get('/api/login').expect(302);
      const authorize = new URL(start.headers.location);
      const consent = await request(unverified.url).get(`${authorize.pathname}${authorize.search}`).expect(302);
      const back = new URL(consent.headers.location);
      const done = await agent.get(`${back.pathname}${back.search}`).expect(302);
      expect(done.headers.location).toBe('/login?error=unverified-email');
      await agent.get('/api/auth/user').expect(401);
      const [victimRow] = await googleApp
        .get(DataSource)
        .query(`SELECT "googleSub" FROM "users" WHERE "email" = $1`, [victim]);
      expect(victimRow.googleSub).toBeNull();
    } finally {
      await googleApp.close();
      unverified.child.kill('SIGTERM');
    }
  });
  it('sends an account an operator blocked back to the sign-in screen, signed out', async () => {
    const db = app.get(DataSource);
    const agent = request.agent(app.getHttpServer());
    const start = await agent.get('/api/login?redirect=/').expect(302);
    const authorize = new URL(start.headers.location);
    const consent = await request(mock.url).get(`${authorize.pathname}${authorize.search}`).expect(302);
    const back = new URL(consent.headers.location);
    await db.query(`UPDATE "users" SET "blockedAt" = now() WHERE "email" = 'grace@example.test' AND NOT "isGuest"`);
    try {
      const done = await agent.get(`${back.pathname}${back.search}`).expect(302);
      expect(done.headers.location).toBe('/login?error=refused');
      await agent.get('/api/auth/user').expect(401);
    } finally {
      await db.query(`UPDATE "users" SET "blockedAt" = NULL WHERE "email" = 'grace@example.test'`);
    }
  });
});
