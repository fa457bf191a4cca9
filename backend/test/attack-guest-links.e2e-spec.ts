import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createDish, createEvent } from './support/factories';
import { RealtimeService } from '../src/realtime/realtime.service';
import { googleEnv, startMockOAuthServer } from './support/mock-google';
import { createTestApp, joinAsGuest, signIn, useTestApp, type Agent, type TestUser } from './support/test-app';

/**
 * The doors an attacker used to become someone else through guest links and sign-in, each sent as the attacker
 * would, each asserting the refusal and that nothing changed: the victim's session, the rows, the sessions table.
 */

const EVIL = 'https://evil.example';
const tokenOf = (link: string) => new URL(link).hash.slice(1);

/** The session id a sign-in answer set (the cookie is `s:<sid>.<signature>`). */
function sidOf(setCookie: unknown): string {
  const header = ([] as string[]).concat(setCookie as string[]).find((c) => c.startsWith('potluck.sid='));
  if (!header) throw new Error('no session cookie was set');
  const value = decodeURIComponent(header.slice('potluck.sid='.length).split(';')[0]);
  return value.slice(2, value.lastIndexOf('.'));
}

function setsSession(res: { headers: Record<string, unknown> }): boolean {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
  return cookies.some((c) => c.startsWith('potluck.sid='));
}

describe('attacks through guest links and sign-in', () => {
  const t = useTestApp();
  let host: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Hosta' });
  });

  /** Signs a fresh account in through the development sign-in, keeping the session id it got. */
  async function victim(): Promise<{ id: string; email: string; agent: Agent; sid: string }> {
    const email = `victim-${randomUUID()}@example.test`;
    const agent = request.agent(t.app.getHttpServer());
    const res = await agent
      .post('/api/login/dev')
      .type('form')
      .send({ email, firstName: 'Victoria', lastName: 'Victim' })
      .expect(303);
    const me = await agent.get('/api/auth/user').expect(200);
    return { id: me.body.id as string, email, agent, sid: sidOf(res.headers['set-cookie']) };
  }

  const sessionUser = async (sid: string): Promise<string | null> => {
    const rows: { userId: string | null }[] = await t.db.query(
      `SELECT "sess"->>'userId' AS "userId" FROM "sessions" WHERE "sid" = $1`,
      [sid],
    );
    return rows[0]?.userId ?? null;
  };
  const ownerOfRsvps = async (eventId: string): Promise<string[]> =>
    (await t.db.query(`SELECT "userId" FROM "rsvps" WHERE "eventId" = $1 ORDER BY "userId"`, [eventId])).map(
      (r: { userId: string }) => r.userId,
    );
  const count = async (sql: string, params: unknown[]): Promise<number> =>
    (await t.db.query<{ n: number }[]>(sql, params))[0].n;
  /** 1 when the dish is the user's, else 0. */
  const dishesOf = (dishId: string, userId: string) =>
    count(`SELECT count(*)::int AS n FROM "dishes" WHERE "id" = $1 AND "contributorId" = $2`, [dishId, userId]);
  const pushSubscriptionsOf = (userId: string) =>
    count(`SELECT count(*)::int AS n FROM "push_subscriptions" WHERE "userId" = $1`, [userId]);

  describe("a guest link never replaces an account's session", () => {
    it('a plain GET of the link (one navigation from any page) changes nothing', async () => {
      const eventId = await createEvent(host);
      const mallory = await joinAsGuest(t.app, eventId, { name: 'Mallory' });
      const v = await victim();

      const res = await v.agent
        .get(`/api/guest-link/${tokenOf(mallory.personalLink)}`)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(303);
      expect(res.headers.location).toBe(`/guest-link#${tokenOf(mallory.personalLink)}`);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(setsSession(res)).toBe(false);
      expect((await v.agent.get('/api/auth/user').expect(200)).body.id).toBe(v.id);
      expect(await sessionUser(v.sid)).toBe(v.id);
    });

    it('the sign-in POST with the link is refused for a device signed in as an account', async () => {
      const eventId = await createEvent(host);
      const mallory = await joinAsGuest(t.app, eventId, { name: 'Mallory' });
      const v = await victim();

      const res = await v.agent
        .post('/api/guest-link/sign-in')
        .send({ token: tokenOf(mallory.personalLink) })
        .expect(409);
      expect(res.body.code).toBe('ALREADY_SIGNED_IN');
      expect(setsSession(res)).toBe(false);
      expect((await v.agent.get('/api/auth/user').expect(200)).body.id).toBe(v.id);
      expect(await sessionUser(v.sid)).toBe(v.id);
      // Nor from another site, signed in or not.
      const foreign = await v.agent
        .post('/api/guest-link/sign-in')
        .set('Origin', EVIL)
        .send({ token: tokenOf(mallory.personalLink) })
        .expect(403);
      expect(foreign.body.code).toBe('FOREIGN_ORIGIN');
      const stranger = request.agent(t.app.getHttpServer());
      const planted = await stranger
        .post('/api/guest-link/sign-in')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ token: tokenOf(mallory.personalLink) })
        .expect(403);
      expect(setsSession(planted)).toBe(false);
      await stranger.get('/api/auth/user').expect(401);
    });

    it("nor for a device signed in as another guest: a link never replaces anyone's session", async () => {
      const eventId = await createEvent(host);
      const mallory = await joinAsGuest(t.app, eventId, { name: 'Mallory' });
      const alice = await joinAsGuest(t.app, eventId, { name: 'Alice' });
      const res = await alice.agent
        .post('/api/guest-link/sign-in')
        .send({ token: tokenOf(mallory.personalLink) })
        .expect(409);
      expect(res.body.code).toBe('ALREADY_SIGNED_IN');
      expect((await alice.agent.get('/api/auth/user').expect(200)).body.id).toBe(alice.id);
      // Signed out first (the page's explicit "Sign out and continue as …"), the same link signs in.
      await alice.agent.post('/api/auth/logout').expect(204);
      await alice.agent
        .post('/api/guest-link/sign-in')
        .send({ token: tokenOf(mallory.personalLink) })
        .expect(200);
      expect((await alice.agent.get('/api/auth/user').expect(200)).body.id).toBe(mallory.id);
    });

    it('the preview names the guest without signing anyone in or showing an address', async () => {
      const eventId = await createEvent(host, { name: 'Diwali Dinner' });
      const email = `mallory-${randomUUID()}@example.test`;
      const mallory = await joinAsGuest(t.app, eventId, { name: 'Mallory', email });
      const v = await victim();
      const res = await v.agent
        .post('/api/guest-link/preview')
        .send({ token: tokenOf(mallory.personalLink) })
        .expect(200);
      expect(res.body).toMatchObject({ id: mallory.id, name: 'Mallory', events: [{ name: 'Diwali Dinner' }] });
      expect(JSON.stringify(res.body)).not.toContain(email);
      expect(await sessionUser(v.sid)).toBe(v.id);
      const anonymous = await request(t.app.getHttpServer())
        .post('/api/guest-link/preview')
        .send({ token: tokenOf(mallory.personalLink) })
        .expect(200);
      expect(setsSession(anonymous)).toBe(false);
    });
  });

  describe('a guest moves into an account only after an explicit, same-origin confirmation', () => {
    async function guestThenSignIn() {
      const eventId = await createEvent(host, { name: 'Diwali Dinner' });
      const mallory = await joinAsGuest(t.app, eventId, { name: 'Mallory' });
      const dishId = await createDish(mallory, eventId, { name: 'Mallory Samosas' });
      await t.db.query(
        `INSERT INTO "push_subscriptions" ("userId", "endpoint", "p256dh", "auth") VALUES ($1, $2, 'p', 'a')`,
        [mallory.id, `http://127.0.0.1:9/push/${randomUUID()}`],
      );
      // The victim was made to hold Mallory's session, then continues with their account on that device.
      const email = `victim-${randomUUID()}@example.test`;
      await mallory.agent
        .post('/api/login/dev')
        .type('form')
        .send({ email, firstName: 'Victoria', lastName: 'Victim' })
        .expect(303);
      const account = (await mallory.agent.get('/api/auth/user').expect(200)).body as { id: string };
      return { eventId, mallory, dishId, account, agent: mallory.agent };
    }

    it('signing in moves nothing and shows nobody the account before the confirmation', async () => {
      const { eventId, mallory, dishId, account, agent } = await guestThenSignIn();
      expect(await ownerOfRsvps(eventId)).toEqual([mallory.id]);
      expect(await dishesOf(dishId, mallory.id)).toBe(1);
      expect(await pushSubscriptionsOf(account.id)).toBe(0);
      // The host (standing in for the stranger who made the guest) sees Mallory, never the account's name or e-mail.
      const detail = JSON.stringify((await host.agent.get(`/api/events/${eventId}`).expect(200)).body);
      expect(detail).toContain('Mallory');
      expect(detail).not.toMatch(/Victoria|victim-/);
      // The confirmation names what would move.
      const offer = await agent.get('/api/guest-merge').expect(200);
      expect(offer.body.pending).toMatchObject({
        id: mallory.id,
        name: 'Mallory',
        events: [expect.objectContaining({ id: eventId, name: 'Diwali Dinner' })],
        dishCount: 1,
      });
    });

    it('refuses the confirmation from another site, for another guest, or from an account without the offer', async () => {
      const { eventId, mallory, account, agent } = await guestThenSignIn();
      const foreign = await agent
        .post('/api/guest-merge')
        .set('Origin', EVIL)
        .send({ guestId: mallory.id })
        .expect(403);
      expect(foreign.body.code).toBe('FOREIGN_ORIGIN');
      const other = await agent.post('/api/guest-merge').send({ guestId: randomUUID() }).expect(409);
      expect(other.body.code).toBe('NO_PENDING_MERGE');
      const someoneElse = await victim();
      const stolen = await someoneElse.agent.post('/api/guest-merge').send({ guestId: mallory.id }).expect(409);
      expect(stolen.body.code).toBe('NO_PENDING_MERGE');
      expect(await ownerOfRsvps(eventId)).toEqual([mallory.id]);
      expect((await agent.get('/api/guest-merge').expect(200)).body.pending.id).toBe(mallory.id);
      expect(account.id).not.toBe(mallory.id);
    });

    it('"Keep separate" moves nothing and leaves the guest and their link working', async () => {
      const { eventId, mallory, agent } = await guestThenSignIn();
      await agent.post('/api/guest-merge/dismiss').expect(204);
      expect((await agent.get('/api/guest-merge').expect(200)).body).toEqual({ pending: null });
      const late = await agent.post('/api/guest-merge').send({ guestId: mallory.id }).expect(409);
      expect(late.body.code).toBe('NO_PENDING_MERGE');
      expect(await ownerOfRsvps(eventId)).toEqual([mallory.id]);
      const phone = request.agent(t.app.getHttpServer());
      await phone
        .post('/api/guest-link/sign-in')
        .send({ token: tokenOf(mallory.personalLink) })
        .expect(200);
      expect((await phone.get('/api/auth/user').expect(200)).body.id).toBe(mallory.id);
    });

    it("the confirmed merge moves RSVPs and dishes and deletes the guest's push subscriptions", async () => {
      const { eventId, mallory, dishId, account, agent } = await guestThenSignIn();
      const res = await agent.post('/api/guest-merge').send({ guestId: mallory.id }).expect(200);
      expect(res.body).toEqual({ movedRsvps: 1, movedDishes: 1 });
      expect(await ownerOfRsvps(eventId)).toEqual([account.id]);
      expect(await dishesOf(dishId, account.id)).toBe(1);
      expect(await pushSubscriptionsOf(account.id)).toBe(0);
      expect(await count(`SELECT count(*)::int AS n FROM "users" WHERE "id" = $1`, [mallory.id])).toBe(0);
    });
  });

  describe('no session row before someone signs in', () => {
    const sessionsLeftBySignInStarts = () =>
      count(
        `SELECT count(*)::int AS n FROM "sessions" WHERE "sess"::jsonb ? 'returnTo' OR "sess"::text LIKE '%"oauth2:%'`,
        [],
      );

    it('anonymous GETs (sign-in form, current user, guest link, public event) set no session', async () => {
      const eventId = await createEvent(host);
      const before = await sessionsLeftBySignInStarts();
      const anonymous = request(t.app.getHttpServer());
      for (const path of [
        '/api/login?redirect=/join/abc',
        '/api/login/dev?redirect=/join/abc',
        '/api/auth/user',
        `/api/guest-link/${'A'.repeat(43)}`,
        `/api/public/events/${eventId}`,
        '/api/health',
      ]) {
        const res = await anonymous.get(path);
        expect({ path, sets: setsSession(res) }).toEqual({ path, sets: false });
      }
      expect(await sessionsLeftBySignInStarts()).toBe(before);
    });
  });

  describe("a guest's join key expires with the link it made", () => {
    const joinWith = (agent: Agent, eventId: string, key: string) =>
      agent
        .post(`/api/events/${eventId}/guest-join`)
        .set('Idempotency-Key', key)
        .send({ name: 'Keyed Guest', adultCount: 1, kidCount: 0 });

    it('a replay still signs the guest in within its lifetime, and never over an account', async () => {
      const eventId = await createEvent(host);
      const key = randomUUID();
      const first = await joinWith(request.agent(t.app.getHttpServer()), eventId, key).expect(201);
      const replay = request.agent(t.app.getHttpServer());
      expect((await joinWith(replay, eventId, key).expect(201)).body.user.id).toBe(first.body.user.id);
      const v = await victim();
      const over = await joinWith(v.agent, eventId, key).expect(409);
      expect(over.body.code).toBe('ALREADY_SIGNED_IN');
      expect(await sessionUser(v.sid)).toBe(v.id);
    });

    it('after the guest renews their link, the old join key signs nobody in', async () => {
      const eventId = await createEvent(host);
      const key = randomUUID();
      const guest = request.agent(t.app.getHttpServer());
      const first = await joinWith(guest, eventId, key).expect(201);
      await guest.post('/api/guest/link').expect(200);
      const attacker = request.agent(t.app.getHttpServer());
      const res = await joinWith(attacker, eventId, key).expect(409);
      expect(res.body.code).toBe('GUEST_JOIN_KEY_EXPIRED');
      expect(setsSession(res)).toBe(false);
      await attacker.get('/api/auth/user').expect(401);
      expect(await ownerOfRsvps(eventId)).toEqual([first.body.user.id]);
    });

    it('after the guest moves into an account, the old join key signs nobody in and creates nobody', async () => {
      const eventId = await createEvent(host);
      const key = randomUUID();
      const guest = request.agent(t.app.getHttpServer());
      const first = await joinWith(guest, eventId, key).expect(201);
      await guest
        .post('/api/login/dev')
        .type('form')
        .send({ email: `merged-${randomUUID()}@example.test` });
      await guest.post('/api/guest-merge').send({ guestId: first.body.user.id }).expect(200);
      const attacker = request.agent(t.app.getHttpServer());
      const res = await joinWith(attacker, eventId, key).expect(409);
      expect(res.body.code).toBe('GUEST_JOIN_KEY_EXPIRED');
      expect(setsSession(res)).toBe(false);
      await attacker.get('/api/auth/user').expect(401);
      expect(await count(`SELECT count(*)::int AS n FROM "users" WHERE "guestJoinKey" = $1`, [key])).toBe(0);
    });

    it('a join key older than its lifetime (24 hours) signs nobody in', async () => {
      const eventId = await createEvent(host);
      const key = randomUUID();
      const first = await joinWith(request.agent(t.app.getHttpServer()), eventId, key).expect(201);
      await t.db.query(`UPDATE "users" SET "createdAt" = now() - interval '25 hours' WHERE "id" = $1`, [
        first.body.user.id,
      ]);
      const attacker = request.agent(t.app.getHttpServer());
      const res = await joinWith(attacker, eventId, key).expect(409);
      expect(res.body.code).toBe('GUEST_JOIN_KEY_EXPIRED');
      await attacker.get('/api/auth/user').expect(401);
    });
  });
});

/** A Google stand-in answering with this `sub` and e-mail, and an app that signs in through it. */
async function googleWorld(env: { sub: string; email: string; verified?: boolean }) {
  const { url, child } = await startMockOAuthServer({
    MOCK_SUB: env.sub,
    MOCK_EMAIL: env.email,
    MOCK_EMAIL_VERIFIED: env.verified === false ? 'false' : 'true',
  });
  const app: INestApplication = await createTestApp(googleEnv(url));
  return {
    app,
    db: app.get(DataSource),
    /** The whole round trip; answers where the callback sent the browser. */
    async continueWithGoogle(agent: Agent): Promise<string> {
      const start = await agent.get('/api/login').expect(302);
      expect(setsSession(start)).toBe(false);
      const authorize = new URL(start.headers.location);
      const consent = await request(url).get(`${authorize.pathname}${authorize.search}`).expect(302);
      const back = new URL(consent.headers.location);
      const done = await agent.get(`${back.pathname}${back.search}`).expect(302);
      return done.headers.location;
    },
    async close() {
      await app.close();
      child.kill('SIGTERM');
    },
  };
}

describe('Google accounts are matched by sub, not by e-mail', () => {
  it('attaches the sub once to the account with that verified address; another sub with it is refused', async () => {
    const email = `sub-${randomUUID()}@example.test`;
    const first = await googleWorld({ sub: `sub-a-${randomUUID()}`, email });
    let accountId: string;
    try {
      const [row] = await first.db.query(
        `INSERT INTO "users" ("email", "firstName") VALUES ($1, 'Old') RETURNING "id"`,
        [email],
      );
      accountId = row.id;
      const agent = request.agent(first.app.getHttpServer());
      expect(await first.continueWithGoogle(agent)).toBe('/');
      expect((await agent.get('/api/auth/user').expect(200)).body.id).toBe(accountId);
    } finally {
      await first.close();
    }

    // Someone else's Google account now claims the same (verified) address: it is not that account.
    const second = await googleWorld({ sub: `sub-b-${randomUUID()}`, email });
    try {
      const agent = request.agent(second.app.getHttpServer());
      expect(await second.continueWithGoogle(agent)).toBe('/login?error=email-taken');
      await agent.get('/api/auth/user').expect(401);
      const rows = await second.db.query(`SELECT "id", "googleSub" FROM "users" WHERE "email" = $1`, [email]);
      expect(rows).toEqual([{ id: accountId, googleSub: expect.stringMatching(/^sub-a-/) }]);
    } finally {
      await second.close();
    }
  });

  it('starting a Google sign-in, or coming back with a forged state, writes no session row', async () => {
    const world = await googleWorld({ sub: `sub-e-${randomUUID()}`, email: `e-${randomUUID()}@example.test` });
    try {
      const traces = async () =>
        (
          await world.db.query<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM "sessions" WHERE "sess"::jsonb ? 'returnTo' OR "sess"::text LIKE '%"oauth2:%'`,
          )
        )[0].n;
      const before = await traces();
      const anonymous = request.agent(world.app.getHttpServer());
      const start = await anonymous.get('/api/login?redirect=/join/abc').expect(302);
      expect(setsSession(start)).toBe(false);
      // The state travels in its own short-lived cookie, scoped to the callback.
      expect((start.headers['set-cookie'] as unknown as string[])[0]).toMatch(
        /^potluck\.oauth=.*Path=\/api\/callback.*HttpOnly.*SameSite=Lax/i,
      );
      const forged = await anonymous.get('/api/callback?code=stolen&state=forged').expect(302);
      expect(forged.headers.location).toBe('/login?error=refused');
      expect(setsSession(forged)).toBe(false);
      expect(await traces()).toBe(before);
      await anonymous.get('/api/auth/user').expect(401);
    } finally {
      await world.close();
    }
  });

  it('finds the account by sub when Google answers another address', async () => {
    const sub = `sub-c-${randomUUID()}`;
    const email = `first-${randomUUID()}@example.test`;
    const first = await googleWorld({ sub, email });
    let accountId: string;
    try {
      const agent = request.agent(first.app.getHttpServer());
      await first.continueWithGoogle(agent);
      accountId = (await agent.get('/api/auth/user').expect(200)).body.id;
    } finally {
      await first.close();
    }
    const renamed = await googleWorld({ sub, email: `renamed-${randomUUID()}@example.test` });
    try {
      const agent = request.agent(renamed.app.getHttpServer());
      await renamed.continueWithGoogle(agent);
      const me = (await agent.get('/api/auth/user').expect(200)).body;
      expect(me).toMatchObject({ id: accountId, email });
    } finally {
      await renamed.close();
    }
  });

  it("never matches a guest's unconfirmed e-mail: the guest stays a guest with their answers", async () => {
    const email = `guest-mail-${randomUUID()}@example.test`;
    const world = await googleWorld({ sub: `sub-d-${randomUUID()}`, email });
    try {
      const hostAgent = request.agent(world.app.getHttpServer());
      await hostAgent
        .post('/api/login/dev')
        .type('form')
        .send({ email: `h-${randomUUID()}@example.test` })
        .expect(404); // no development sign-in beside Google: the host is made in the database
      const [hostRow] = await world.db.query(
        `INSERT INTO "users" ("email", "firstName") VALUES ($1, 'Host') RETURNING "id"`,
        [`host-${randomUUID()}@example.test`],
      );
      const [event] = await world.db.query(
        `INSERT INTO "events" ("name", "date", "hostId") VALUES ('Guest party', now() + interval '1 day', $1) RETURNING "id"`,
        [hostRow.id],
      );
      const guest = await joinAsGuest(world.app, event.id, { name: 'Mail Guest', email });
      const stranger = request.agent(world.app.getHttpServer());
      await world.continueWithGoogle(stranger);
      const me = (await stranger.get('/api/auth/user').expect(200)).body;
      expect(me).toMatchObject({ email, isGuest: false });
      expect(me.id).not.toBe(guest.id);
      const [guestRow] = await world.db.query(`SELECT "isGuest", "googleSub" FROM "users" WHERE "id" = $1`, [guest.id]);
      expect(guestRow).toEqual({ isGuest: true, googleSub: null });
      const [rsvp] = await world.db.query(`SELECT "userId" FROM "rsvps" WHERE "eventId" = $1`, [event.id]);
      expect(rsvp.userId).toBe(guest.id);
      expect((await stranger.get('/api/guest-merge').expect(200)).body).toEqual({ pending: null });
    } finally {
      await world.close();
    }
  });
});

/** Pictures are addresses on Google's host: the browser showing one tells Google who looks at which guest list. */
describe('profile pictures', () => {
  const t = useTestApp();

  it("never sends another person's picture (an address on Google's host): only each person's own", async () => {
    const picture = (who: string) => `https://lh3.googleusercontent.com/a/${who}-${randomUUID()}`;
    const owner = await signIn(t.app, { firstName: 'Pia' });
    const friend = await signIn(t.app, { firstName: 'Fred' });
    const viewer = await signIn(t.app, { firstName: 'Vera' });
    const pictures = new Map([owner, friend, viewer].map((u) => [u.id, picture(u.firstName)]));
    for (const [id, url] of pictures) {
      await t.db.query(`UPDATE "users" SET "profileImageUrl" = $2 WHERE "id" = $1`, [id, url]);
    }
    const eventId = await createEvent(owner, { showGuestList: true });
    for (const guest of [friend, viewer]) {
      await guest.agent
        .post(`/api/events/${eventId}/rsvp`)
        .send({ status: 'attending', adultCount: 1, kidCount: 0 })
        .expect(200);
    }
    const othersOf = (id: string) => [...pictures].filter(([other]) => other !== id).map(([, url]) => url);

    for (const me of [owner, friend, viewer]) {
      const res = await me.agent.get(`/api/events/${eventId}`).expect(200);
      const text = JSON.stringify(res.body);
      for (const url of othersOf(me.id)) expect(text).not.toContain(url);
      const mine =
        me.id === owner.id ? res.body.host : res.body.rsvps.find((r: { userId: string }) => r.userId === me.id).user;
      expect(mine.profileImageUrl).toBe(pictures.get(me.id));
    }
    // A co-host sees everyone's details, still nobody's picture but their own.
    await owner.agent.put(`/api/events/${eventId}/co-hosts/${friend.id}`).send({ coHost: true }).expect(204);
    const asCoHost = JSON.stringify((await friend.agent.get(`/api/events/${eventId}`).expect(200)).body);
    expect(asCoHost).toContain(viewer.email);
    for (const url of othersOf(friend.id)) expect(asCoHost).not.toContain(url);
    // Live updates go to several people at once: no pictures in them at all.
    const change = t.published.filter((e) => e.type === 'rsvp_updated' && e.eventId === eventId).at(-1)!;
    const live = await t.app.get(RealtimeService).liveTexts(change);
    for (const url of pictures.values()) {
      expect(live.full).not.toContain(url);
      expect(live.redacted).not.toContain(url);
    }
    // The own picture is still the person's own, in their session.
    expect((await viewer.agent.get('/api/auth/user').expect(200)).body.profileImageUrl).toBe(pictures.get(viewer.id));
  });
});
