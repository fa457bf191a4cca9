import { randomInt } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { oidcEnv, signInAtProvider, startOidcProvider, type TestOidcProvider } from './support/oidc-provider';
import { createTestApp, useTestApp } from './support/test-app';

const CALLBACK = 'http://127.0.0.1:3999/api/callback/oidc/staff';

describe('OpenID Connect sign-in (against a real OpenID provider)', () => {
  let app: INestApplication;
  let db: DataSource;
  let provider: TestOidcProvider;
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  beforeAll(async () => {
    provider = await startOidcProvider([CALLBACK]);
  });
  // A second provider nobody listens for: the one that is down.
  const t = useTestApp(() =>
    oidcEnv([
      ['staff', 'Staff account', provider.url],
      ['down', 'Closed club', 'http://127.0.0.1:9'],
    ]),
  );
  beforeAll(() => {
    ({ app } = t);
    db = app.get(DataSource);
  });
  afterAll(() => {
    provider?.child.kill('SIGTERM');
  });

  /** Starts a sign-in with the staff provider, signs `login` in there, and answers the app's callback request. */
  async function signInAs(agent: request.Agent, login: string, redirect = '/') {
    const start = await agent.get(`/api/login?provider=staff&redirect=${encodeURIComponent(redirect)}`).expect(302);
    const back = await signInAtProvider(start.headers.location, login);
    return agent.get(`${back.pathname}${back.search}`).expect(302);
  }

  const identities = (userId: string): Promise<{ issuer: string; subject: string }[]> =>
    db.query(`SELECT "issuer", "subject" FROM "user_identities" WHERE "userId" = $1`, [userId]);

  it('lists the providers by name, and sends a sign-in without a choice to the sign-in screen', async () => {
    const options = await request(app.getHttpServer()).get('/api/auth/providers').expect(200);
    expect(options.body).toEqual({
      providers: [
        { id: 'staff', name: 'Staff account' },
        { id: 'down', name: 'Closed club' },
      ],
      devLogin: false,
    });
    const choose = await request(app.getHttpServer()).get('/api/login?redirect=/join/abc').expect(302);
    expect(choose.headers.location).toBe('/login?redirect=%2Fjoin%2Fabc');
    await request(app.getHttpServer()).get('/api/login?provider=nope').expect(404);
    await request(app.getHttpServer()).get('/api/login/dev').expect(404);
  });

  it('goes to the provider with PKCE, state and nonce, and creates an account on the first sign-in', async () => {
    const agent = request.agent(app.getHttpServer());
    const start = await agent.get('/api/login?provider=staff&redirect=/join/event-1').expect(302);
    const authorize = new URL(start.headers.location);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.url}/auth`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'potluck-test',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const param of ['code_challenge', 'state', 'nonce']) expect(authorize.searchParams.get(param)).toBeTruthy();

    const back = await signInAtProvider(start.headers.location, `new-${unique}`);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    const done = await agent.get(`${back.pathname}${back.search}`).expect(302);
    expect(done.headers.location).toBe('/join/event-1');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({
      email: `new-${unique}@example.test`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      isGuest: false,
    });
    expect(await identities(me.body.id)).toEqual([{ issuer: provider.url, subject: `new-${unique}` }]);
  });

  it('finds the account by the provider’s subject on the next sign-in, whatever its e-mail says now', async () => {
    const first = request.agent(app.getHttpServer());
    await signInAs(first, `again-${unique}`);
    const before = await first.get('/api/auth/user').expect(200);
    // The address changes at the provider's side: the subject still finds the account.
    await db.query(`UPDATE "users" SET "email" = $2 WHERE "id" = $1`, [before.body.id, `moved-${unique}@example.test`]);
    const second = request.agent(app.getHttpServer());
    await signInAs(second, `again-${unique}`);
    const after = await second.get('/api/auth/user').expect(200);
    expect(after.body.id).toBe(before.body.id);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "users" WHERE "email" = $1`, [
      `again-${unique}@example.test`,
    ]);
    expect(n).toBe(0);
  });

  it('links an existing account by an e-mail the provider has verified, never a guest’s', async () => {
    const email = `linda-${unique}@example.test`;
    const [account] = await db.query(`INSERT INTO "users" ("email", "firstName") VALUES ($1, 'Linda') RETURNING "id"`, [
      email,
    ]);
    await db.query(
      `INSERT INTO "users" ("isGuest", "firstName", "email", "guestTokenHash") VALUES (true, 'Guest Linda', $1, $2)`,
      [email, `hash-${unique}`],
    );
    const agent = request.agent(app.getHttpServer());
    await signInAs(agent, email);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ id: account.id, isGuest: false });
    expect(await identities(account.id)).toEqual([{ issuer: provider.url, subject: email }]);
  });

  it('refuses a second subject of the same provider for an account that already has one', async () => {
    const email = `shared-${unique}@example.test`;
    const first = request.agent(app.getHttpServer());
    await signInAs(first, `first#${email}`);
    const owner = await first.get('/api/auth/user').expect(200);
    const second = request.agent(app.getHttpServer());
    const done = await signInAs(second, `second#${email}`);
    expect(done.headers.location).toBe('/login?error=email-taken');
    await second.get('/api/auth/user').expect(401);
    expect(await identities(owner.body.id)).toEqual([{ issuer: provider.url, subject: `first#${email}` }]);
  });

  it('refuses an e-mail the provider has not verified: no account found by it, none created', async () => {
    const email = `unverified-${unique}@example.test`;
    const [victim] = await db.query(`INSERT INTO "users" ("email", "firstName") VALUES ($1, 'Victim') RETURNING "id"`, [
      email,
    ]);
    const agent = request.agent(app.getHttpServer());
    const done = await signInAs(agent, email, '/events');
    expect(done.headers.location).toBe('/login?error=unverified-email');
    await agent.get('/api/auth/user').expect(401);
    expect(await identities(victim.id)).toEqual([]);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "user_identities" WHERE "subject" = $1`, [email]);
    expect(n).toBe(0);
  });

  it('refuses a callback whose state is not this browser’s sign-in', async () => {
    const agent = request.agent(app.getHttpServer());
    const start = await agent.get('/api/login?provider=staff').expect(302);
    const back = await signInAtProvider(start.headers.location, `state-${unique}`);
    back.searchParams.set('state', 'forged');
    const forged = await agent.get(`${back.pathname}${back.search}`).expect(302);
    expect(forged.headers.location).toBe('/login?error=refused');
    // A callback with no sign-in started in this browser (a code sent to someone else's browser).
    const other = await signInAtProvider(
      (await request(app.getHttpServer()).get('/api/login?provider=staff').expect(302)).headers.location,
      `state-${unique}`,
    );
    const stranger = await agent.get(`${other.pathname}${other.search}`).expect(302);
    expect(stranger.headers.location).toBe('/login?error=refused');
    await agent.get('/api/auth/user').expect(401);
  });

  it('refuses an ID token whose nonce is not the one this browser’s sign-in sent', async () => {
    const agent = request.agent(app.getHttpServer());
    const start = await agent.get('/api/login?provider=staff').expect(302);
    // The same request (state, PKCE challenge) with another nonce: the code that comes back is good, its ID token
    // carries the other nonce.
    const tampered = new URL(start.headers.location);
    tampered.searchParams.set('nonce', 'another-nonce-entirely');
    const back = await signInAtProvider(tampered.href, `nonce-${unique}`);
    const done = await agent.get(`${back.pathname}${back.search}`).expect(302);
    expect(done.headers.location).toBe('/login?error=refused');
    await agent.get('/api/auth/user').expect(401);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM "user_identities" WHERE "subject" = $1`, [
      `nonce-${unique}`,
    ]);
    expect(n).toBe(0);
  });

  it('sends the person back to the sign-in screen when the provider cannot be reached', async () => {
    const res = await request(app.getHttpServer()).get('/api/login?provider=down').expect(302);
    expect(res.headers.location).toBe('/login?error=unavailable');
  });

  it('counts each callback as a sign-in attempt of the network', async () => {
    const limited = await createTestApp({
      ...oidcEnv([['staff', 'Staff account', provider.url]]),
      SIGN_IN_LIMIT_PER_IP: '2',
      TRUST_PROXY: '1',
    });
    try {
      // A /64 nobody else has counted yet (the counters live in PostgreSQL), sent as the proxy's client address.
      const from = `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}::1`;
      const callback = () =>
        request(limited.getHttpServer()).get('/api/callback/oidc/staff?code=x&state=y').set('X-Forwarded-For', from);
      await callback().expect(302);
      await callback().expect(302);
      const refused = await callback().expect(429);
      expect(refused.headers['retry-after']).toBeTruthy();
    } finally {
      await limited.close();
    }
  });

  it('keeps only the providers SIGN_IN_ONLY_WITH names: Google and the development sign-in are off', async () => {
    const only = await createTestApp({
      ...oidcEnv([['staff', 'Staff account', provider.url]], {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        SIGN_IN_ONLY_WITH: 'staff',
      }),
    });
    try {
      const options = await request(only.getHttpServer()).get('/api/auth/providers').expect(200);
      expect(options.body).toEqual({ providers: [{ id: 'staff', name: 'Staff account' }], devLogin: false });
      await request(only.getHttpServer()).get('/api/login?provider=google').expect(404);
      await request(only.getHttpServer()).get('/api/login/dev').expect(404);
      await request(only.getHttpServer()).get('/api/callback?code=x&state=y').expect(404);
      // The only provider: a sign-in goes straight to it.
      const start = await request(only.getHttpServer()).get('/api/login').expect(302);
      expect(start.headers.location.startsWith(`${provider.url}/auth?`)).toBe(true);
    } finally {
      await only.close();
    }
  });
});
