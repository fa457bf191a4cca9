import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { GUEST_NAME_MAX } from '../src/contracts/guest.rules';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { confirmEmail } from './support/mail';
import { phoneJpeg, uploadPhoto } from './photo-fixtures';
import { createTestApp, useTestApp, joinAsGuest, signIn, type TestUser } from './support/test-app';

/** The secret of a personal link (it rides in the fragment). */
const tokenOf = (link: string) => new URL(link).hash.slice(1);

const answer = { status: 'attending', adultCount: 2, kidCount: 1, dietaryRestrictions: 'nut allergy' };

describe('joining without an account (guests)', () => {
  const t = useTestApp();
  let host: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Hosta' });
  });

  const usersNamed = async (name: string) =>
    t.db.query<[{ n: number }]>(`SELECT count(*)::int AS n FROM "users" WHERE "firstName" = $1`, [name]);

  it('creates a guest identity, its session and its RSVP in one request', async () => {
    const eventId = await createEvent(host);
    const agent = request.agent(t.app.getHttpServer());
    const res = await agent
      .post(`/api/events/${eventId}/guest-join`)
      .send({ name: '  Priya  ', email: 'Priya@Example.test', ...answer })
      .expect(201);
    expect(res.body.user).toMatchObject({ firstName: 'Priya', email: 'priya@example.test', isGuest: true });
    expect(res.body.rsvp).toMatchObject({ eventId, status: 'attending', adultCount: 2, kidCount: 1 });
    // The secret rides in the fragment, which browsers never send to a server.
    expect(res.body.personalLink).toMatch(/^http:\/\/127\.0\.0\.1:3999\/guest-link#[A-Za-z0-9_-]{43}$/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/potluck\.sid=.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ id: res.body.user.id, isGuest: true });
    const list = await agent.get('/api/events').expect(200);
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([eventId]);
    // The token itself is never stored, only its SHA-256.
    const [row] = await t.db.query(`SELECT "guestTokenHash" FROM "users" WHERE "id" = $1`, [res.body.user.id]);
    expect(row.guestTokenHash).toHaveLength(64);
    expect(res.body.personalLink).not.toContain(row.guestTokenHash);
  });

  it('a replay with the same Idempotency-Key creates nothing more and signs the same guest in', async () => {
    const eventId = await createEvent(host);
    const key = randomUUID();
    const name = `Replay ${randomUUID().slice(0, 8)}`;
    const first = await request(t.app.getHttpServer())
      .post(`/api/events/${eventId}/guest-join`)
      .set('Idempotency-Key', key)
      .send({ name, ...answer })
      .expect(201);
    // The first answer was lost: the phone (no cookie yet) sends the same request again.
    const again = request.agent(t.app.getHttpServer());
    const second = await again
      .post(`/api/events/${eventId}/guest-join`)
      .set('Idempotency-Key', key)
      .send({ name, ...answer })
      .expect(201);
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(second.body.rsvp.id).toBe(first.body.rsvp.id);
    expect((await usersNamed(name))[0].n).toBe(1);
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    expect(detail.body.rsvps).toHaveLength(1);
    await again.get('/api/auth/user').expect(200);
    // The same key with another body is refused.
    await request(t.app.getHttpServer())
      .post(`/api/events/${eventId}/guest-join`)
      .set('Idempotency-Key', key)
      .send({ name, ...answer, adultCount: 3 })
      .expect(422);
  });

  it('validates every field at its bounds with the RSVP rules and messages', async () => {
    const eventId = await createEvent(host);
    const post = (body: object) => request(t.app.getHttpServer()).post(`/api/events/${eventId}/guest-join`).send(body);
    const base = { name: 'Bound', adultCount: 1, kidCount: 0 };
    await post({ ...base, name: 'x'.repeat(GUEST_NAME_MAX) }).expect(201);
    const cases: Array<[object, string, string]> = [
      [{ ...base, name: '' }, 'name', 'Your name is required'],
      [{ ...base, name: '   ' }, 'name', 'Your name is required'],
      [{ ...base, name: 'x'.repeat(GUEST_NAME_MAX + 1) }, 'name', 'Your name must be at most 80 characters'],
      [{ ...base, name: 'Line\nbreak' }, 'name', 'Your name must be one line of text'],
      [{ ...base, email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
      [{ ...base, adultCount: 0 }, 'adultCount', 'Must have at least 1 adult'],
      [{ ...base, adultCount: 11 }, 'adultCount', 'Maximum 10 adults'],
      [{ ...base, kidCount: -1 }, 'kidCount', 'Kids count cannot be negative'],
      [{ ...base, kidCount: 11 }, 'kidCount', 'Maximum 10 kids'],
      [{ ...base, status: 'going' }, 'status', 'Status must be one of attending, maybe or not_attending'],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body).expect(400);
      expect(res.body.fieldErrors?.[field]).toContain(message);
    }
    await post({ ...base, name: 'Nul\u0000byte' }).expect(400);
    await request(t.app.getHttpServer()).post(`/api/events/${randomUUID()}/guest-join`).send(base).expect(404);
  });

  it('lets a guest add, edit and delete their own dishes, and refuses another guest', async () => {
    const eventId = await createEvent(host);
    const guest = await joinAsGuest(t.app, eventId, { name: 'Dish Guest' });
    const other = await joinAsGuest(t.app, eventId, { name: 'Other Guest' });
    const dishId = await createDish(guest, eventId, { name: 'Samosas' });
    await guest.agent.put(`/api/dishes/${dishId}`).send({ name: 'Samosas (12)', category: 'appetizer' }).expect(200);
    await other.agent.put(`/api/dishes/${dishId}`).send({ name: 'Stolen', category: 'appetizer' }).expect(403);
    await other.agent.delete(`/api/dishes/${dishId}`).expect(403);
    await guest.agent.delete(`/api/dishes/${dishId}`).expect(204);
    // Changing their own RSVP works like anyone's.
    await guest.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'maybe', adultCount: 1 }).expect(200);
  });

  it('asks a guest to continue with Google to create events or invite', async () => {
    const eventId = await createEvent(host);
    const guest = await joinAsGuest(t.app, eventId);
    const create = await guest.agent.post('/api/events').send({ name: 'Mine', date: new Date().toISOString() });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('ACCOUNT_REQUIRED');
    const invite = await guest.agent.post(`/api/events/${eventId}/invitations`).send({ email: 'a@example.test' });
    expect(invite.status).toBe(403);
    // A guest who is already signed in answers with the normal form.
    const twice = await guest.agent
      .post(`/api/events/${eventId}/guest-join`)
      .send({ name: 'Again', adultCount: 1, kidCount: 0 });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ALREADY_SIGNED_IN');
  });

  it('the personal link signs the same guest in from a new cookie jar on a POST; a renewed, wrong or old link does not', async () => {
    const eventId = await createEvent(host);
    const guest = await joinAsGuest(t.app, eventId, { name: 'Linked', email: `linked-${randomUUID()}@example.test` });
    const token = tokenOf(guest.personalLink);

    const phone2 = request.agent(t.app.getHttpServer());
    // The old form of the link changes nothing: it leads to the app's page with the secret in the fragment.
    const open = await phone2.get(`/api/guest-link/${token}`).expect(303);
    expect(open.headers.location).toBe(`/guest-link#${token}`);
    expect(open.headers['cache-control']).toBe('no-store');
    expect(open.headers['referrer-policy']).toBe('no-referrer');
    expect(open.headers['set-cookie']).toBeUndefined();
    await phone2.get('/api/auth/user').expect(401);
    const preview = await phone2.post('/api/guest-link/preview').send({ token }).expect(200);
    expect(preview.body).toEqual({
      id: guest.id,
      name: 'Linked',
      events: [expect.objectContaining({ id: eventId, name: 'Test Potluck', status: 'attending' })],
      dishCount: 0,
    });
    expect(JSON.stringify(preview.body)).not.toContain('@example.test');
    await phone2.get('/api/auth/user').expect(401);
    const signedIn = await phone2.post('/api/guest-link/sign-in').send({ token }).expect(200);
    expect(signedIn.body).toMatchObject({ id: guest.id, isGuest: true });
    const me = await phone2.get('/api/auth/user').expect(200);
    expect(me.body.id).toBe(guest.id);

    const wrong = request.agent(t.app.getHttpServer());
    const bad = await wrong
      .post('/api/guest-link/sign-in')
      .send({ token: 'A'.repeat(43) })
      .expect(404);
    expect(bad.body.code).toBe('GUEST_LINK_INVALID');
    expect((await wrong.get(`/api/guest-link/not-a-token`).expect(303)).headers.location).toBe('/guest-link');
    await wrong.get('/api/auth/user').expect(401);

    // A new link (e-mailed to the confirmed address, kept in the outbox here) revokes the old one.
    await confirmEmail(t.app, guest.email);
    const renewed = await guest.agent.post('/api/guest/link/email').expect(200);
    expect(renewed.body).toMatchObject({ delivery: 'outbox' });
    expect(renewed.body.personalLink).not.toBe(guest.personalLink);
    const [mail] = await t.db.query(
      `SELECT "recipient", "text" FROM "outbox" WHERE "recipient" = $1 AND "subject" = 'Your personal Potluck link'`,
      [guest.email],
    );
    expect(mail.text).toContain(renewed.body.personalLink);
    const late = request.agent(t.app.getHttpServer());
    await late.post('/api/guest-link/sign-in').send({ token }).expect(404);
    await late.get('/api/auth/user').expect(401);
    const fresh = request.agent(t.app.getHttpServer());
    await fresh
      .post('/api/guest-link/sign-in')
      .send({ token: tokenOf(renewed.body.personalLink) })
      .expect(200);
    await fresh.get('/api/auth/user').expect(200);
    // An account has no personal link.
    await host.agent.post('/api/guest/link').expect(403);
  });

  it('merges the guest into the account at sign-in: answers and dishes move, the most recent RSVP stands', async () => {
    const [onlyGuest, both] = await Promise.all([createEvent(host), createEvent(host)]);
    const email = `upgrade-${randomUUID()}@example.test`;
    // The account answered `both` first; the guest answers it later, so the guest's answer is the most recent.
    const account = await signIn(t.app, { email, firstName: 'Upgrader' });
    await answerRsvp(account, both, 'maybe');
    await account.agent.post('/api/auth/logout').expect(204);

    const guest = await joinAsGuest(t.app, onlyGuest, { name: 'Upgrader Guest' });
    const dishId = await createDish(guest, onlyGuest, { name: 'Guest Dal' });
    await guest.agent.post(`/api/events/${both}/rsvp`).send({ status: 'attending', adultCount: 3 }).expect(200);

    // Signing in on the same device (development sign-in; Google takes the same path): nothing moves yet.
    await guest.agent.post('/api/login/dev').type('form').send({ email, firstName: 'Upgrader' }).expect(303);
    const me = await guest.agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ id: account.id, isGuest: false });
    const offer = await guest.agent.get('/api/guest-merge').expect(200);
    expect(offer.body.pending).toMatchObject({ id: guest.id, name: 'Upgrader Guest', dishCount: 1 });
    expect(offer.body.pending.events.map((e: { id: string }) => e.id).sort()).toEqual([onlyGuest, both].sort());
    const [still] = await t.db.query(`SELECT count(*)::int AS n FROM "rsvps" WHERE "userId" = $1`, [guest.id]);
    expect(still.n).toBe(2);
    // The confirmation moves them.
    const moved = await guest.agent.post('/api/guest-merge').send({ guestId: guest.id }).expect(200);
    expect(moved.body).toEqual({ movedRsvps: 2, movedDishes: 1 });
    expect((await guest.agent.get('/api/guest-merge').expect(200)).body).toEqual({ pending: null });
    const list = await guest.agent.get('/api/events').expect(200);
    expect(list.body.map((e: { id: string }) => e.id).sort()).toEqual([onlyGuest, both].sort());
    const detail = await host.agent.get(`/api/events/${both}`).expect(200);
    expect(detail.body.rsvps).toEqual([
      expect.objectContaining({ userId: account.id, status: 'attending', adultCount: 3 }),
    ]);
    const dishes = await host.agent.get(`/api/events/${onlyGuest}/dishes`).expect(200);
    expect(dishes.body).toEqual([expect.objectContaining({ id: dishId, contributorId: account.id })]);
    const [gone] = await t.db.query(`SELECT count(*)::int AS n FROM "users" WHERE "id" = $1`, [guest.id]);
    expect(gone.n).toBe(0);
    // The personal link stops working after the merge.
    const other = request.agent(t.app.getHttpServer());
    await other
      .post('/api/guest-link/sign-in')
      .send({ token: tokenOf(guest.personalLink) })
      .expect(404);
    await other.get('/api/auth/user').expect(401);
  });

  it('keeps what a guest wrote when they merge: comments, the replies under them, reactions, questions, photos', async () => {
    const eventId = await createEvent(host);
    const email = `writer-${randomUUID()}@example.test`;
    const hostComment = await host.agent.post(`/api/events/${eventId}/comments`).send({ body: 'Welcome!' }).expect(201);
    const react = (who: TestUser, reaction: string) =>
      who.agent.put(`/api/comments/${hostComment.body.id}/reactions`).send({ reaction, on: true }).expect(204);
    // The account never answered this event: what it holds of it after the merge came from the guest.
    const account = await signIn(t.app, { email, firstName: 'Writer' });
    await react(account, 'heart');
    await account.agent.post('/api/auth/logout').expect(204);
    const guest = await joinAsGuest(t.app, eventId, { name: 'Writer Guest' });
    const other = await joinAsGuest(t.app, eventId, { name: 'Replier' });

    const own = await guest.agent.post(`/api/events/${eventId}/comments`).send({ body: 'Guest words' }).expect(201);
    const reply = await other.agent
      .post(`/api/events/${eventId}/comments`)
      .send({ body: 'A reply to the guest', parentId: own.body.id })
      .expect(201);
    // The same reaction by both identities keeps one; the guest's other reaction moves.
    await react(guest, 'heart');
    await react(guest, 'party');
    const question = await guest.agent
      .post(`/api/events/${eventId}/questions`)
      .send({ body: 'Is there parking?' })
      .expect(201);
    await host.agent
      .post(`/api/events/${eventId}/announcements`)
      .send({ body: 'Doors open at six', audience: 'going', includeWaitlist: false })
      .expect(201);
    const dishId = await createDish(guest, eventId, { name: 'Pictured Pie' });
    const photo = await uploadPhoto(guest, `/api/dishes/${dishId}/photo`, await phoneJpeg(800, 600), 'image/jpeg');

    await guest.agent.post('/api/login/dev').type('form').send({ email, firstName: 'Writer' }).expect(303);
    await guest.agent.post('/api/guest-merge').send({ guestId: guest.id }).expect(200);

    const [gone] = await t.db.query(`SELECT count(*)::int AS n FROM "users" WHERE "id" = $1`, [guest.id]);
    expect(gone.n).toBe(0);
    const comments: { id: string; authorId: string }[] = await t.db.query(
      `SELECT "id", "authorId" FROM "comments" WHERE "eventId" = $1 ORDER BY "createdAt"`,
      [eventId],
    );
    expect(comments).toEqual([
      { id: hostComment.body.id, authorId: host.id },
      { id: own.body.id, authorId: account.id },
      { id: reply.body.id, authorId: other.id },
    ]);
    const reactions: { userId: string; reaction: string }[] = await t.db.query(
      `SELECT "userId", "reaction" FROM "comment_reactions" WHERE "commentId" = $1 ORDER BY "reaction"`,
      [hostComment.body.id],
    );
    expect(reactions).toEqual([
      { userId: account.id, reaction: 'heart' },
      { userId: account.id, reaction: 'party' },
    ]);
    const [asked] = await t.db.query(`SELECT "askerId" FROM "questions" WHERE "id" = $1`, [question.body.id]);
    expect(asked.askerId).toBe(account.id);
    const [pictured] = await t.db.query(`SELECT "uploaderId" FROM "photos" WHERE "id" = $1`, [photo.id]);
    expect(pictured.uploaderId).toBe(account.id);
    // The account sees its comment, the reply under it and its question in the event's conversation.
    const conversation = await guest.agent.get(`/api/events/${eventId}/talk`).expect(200);
    expect(JSON.stringify(conversation.body)).toContain('Guest words');
    expect(JSON.stringify(conversation.body)).toContain('A reply to the guest');
    expect(JSON.stringify(conversation.body)).toContain('Is there parking?');
    expect(JSON.stringify(conversation.body)).toContain('Doors open at six');
  });

  it('refuses to delete a guest row that still names what they wrote', async () => {
    const eventId = await createEvent(host);
    const guest = await joinAsGuest(t.app, eventId, { name: 'Kept Words' });
    await guest.agent.post(`/api/events/${eventId}/comments`).send({ body: 'Still here' }).expect(201);
    await expect(t.db.query(`DELETE FROM "users" WHERE "id" = $1`, [guest.id])).rejects.toThrow(/foreign key/);
    const [kept] = await t.db.query(`SELECT count(*)::int AS n FROM "comments" WHERE "authorId" = $1`, [guest.id]);
    expect(kept.n).toBe(1);
  });

  it('lets the host remove a guest and their dishes; nobody else can', async () => {
    const eventId = await createEvent(host);
    const guest = await joinAsGuest(t.app, eventId, { name: 'Spammer' });
    await createDish(guest, eventId, { name: 'Spam' });
    const stranger = await signIn(t.app);
    await stranger.agent.delete(`/api/events/${eventId}/rsvps/${guest.rsvpId}`).expect(403);
    await guest.agent.delete(`/api/events/${eventId}/rsvps/${guest.rsvpId}`).expect(403);
    await host.agent.delete(`/api/events/${eventId}/rsvps/${guest.rsvpId}`).expect(204);
    await host.agent.delete(`/api/events/${eventId}/rsvps/${guest.rsvpId}`).expect(404);
    await host.agent.delete(`/api/events/${eventId}/rsvps/not-a-uuid`).expect(404);
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    expect(detail.body.rsvps).toEqual([]);
    expect(detail.body.dishes).toEqual([]);
  });

  describe('who sees what', () => {
    it('shows e-mail, phone and restrictions only to the host and the person themself', async () => {
      const eventId = await createEvent(host);
      const email = `private-${randomUUID()}@example.test`;
      const person = await joinAsGuest(t.app, eventId, { name: 'Private Person', email });
      await person.agent
        .post(`/api/events/${eventId}/rsvp`)
        .send({ status: 'attending', adultCount: 1, dietaryRestrictions: 'Nut allergy, vegan' })
        .expect(200);
      const otherGuest = await joinAsGuest(t.app, eventId, { name: 'Other' });
      await otherGuest.agent
        .post(`/api/events/${eventId}/rsvp`)
        .send({ status: 'maybe', adultCount: 1, dietaryRestrictions: 'nut allergy' })
        .expect(200);
      const stranger = await signIn(t.app);

      const viewOf = async (agent: TestUser['agent']) => {
        const res = await agent.get(`/api/events/${eventId}`).expect(200);
        return res.body as {
          host: { email: string | null };
          rsvps: { userId: string; dietaryRestrictions: string | null; user: { email: string | null } }[];
          restrictionSummary: { restriction: string; guests: number }[];
        };
      };
      const rowOf = (view: Awaited<ReturnType<typeof viewOf>>) => view.rsvps.find((r) => r.userId === person.id)!;
      const seen = {
        host: rowOf(await viewOf(host.agent)),
        self: rowOf(await viewOf(person.agent)),
        otherGuest: rowOf(await viewOf(otherGuest.agent)),
        stranger: rowOf(await viewOf(stranger.agent)),
      };
      expect(seen.host).toMatchObject({ dietaryRestrictions: 'Nut allergy, vegan', user: { email } });
      expect(seen.self).toMatchObject({ dietaryRestrictions: 'Nut allergy, vegan', user: { email } });
      for (const viewer of [seen.otherGuest, seen.stranger]) {
        expect(viewer).toMatchObject({ dietaryRestrictions: null, user: { email: null } });
        expect(JSON.stringify(viewer)).not.toContain(email);
      }
      // The host's e-mail is shown to the host only.
      expect((await viewOf(otherGuest.agent)).host.email).toBeNull();
      expect((await viewOf(host.agent)).host.email).toBe(host.email);
      // Other guests see the known restrictions two or more answers share, counted, so they can cook safely.
      expect((await viewOf(stranger.agent)).restrictionSummary).toEqual([
        { restriction: 'nut allergy', known: 'nut_allergy', guests: 2 },
      ]);
      // The host and co-hosts read every restriction, one guest's too.
      expect((await viewOf(host.agent)).restrictionSummary).toEqual([
        { restriction: 'nut allergy', guests: 2 },
        { restriction: 'vegan', guests: 1 },
      ]);
      // The public view: display names only.
      const pub = await request(t.app.getHttpServer()).get(`/api/public/events/${eventId}`).expect(200);
      expect(JSON.stringify(pub.body)).not.toMatch(/@example\.test|allergy|"vegan"/i);
      // Phone numbers are never part of an event view.
      expect(JSON.stringify(await viewOf(host.agent))).not.toContain('phoneNumber');
    });

    it('"Guests can see who\'s coming" off hides the guest list from guests; counts stay', async () => {
      const eventId = await createEvent(host, { showGuestList: false });
      const a = await joinAsGuest(t.app, eventId, { name: 'Hidden A' });
      const b = await joinAsGuest(t.app, eventId, { name: 'Hidden B' });
      const asGuest = await a.agent.get(`/api/events/${eventId}`).expect(200);
      expect(asGuest.body.showGuestList).toBe(false);
      expect(asGuest.body.rsvps.map((r: { userId: string }) => r.userId)).toEqual([a.id]);
      expect(asGuest.body.confirmedAdultCount).toBe(2);
      const asHost = await host.agent.get(`/api/events/${eventId}`).expect(200);
      expect(asHost.body.rsvps.map((r: { userId: string }) => r.userId).sort()).toEqual([a.id, b.id].sort());
    });
  });

  it('limits new guest identities per network address', async () => {
    const limited = await createTestApp({ GUEST_JOIN_LIMIT_PER_IP: '2' });
    try {
      const eventId = await createEvent(await signIn(limited));
      const join = () =>
        request(limited.getHttpServer())
          .post(`/api/events/${eventId}/guest-join`)
          .set('X-Forwarded-For', '203.0.113.7')
          .send({ name: 'Flood', adultCount: 1, kidCount: 0 });
      // The counter is shared through PostgreSQL: earlier runs may have used some of this address's allowance.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await join()).status);
      expect(statuses).toContain(429);
      const res = await join().expect(429);
      expect(res.body.code).toBe('RATE_LIMITED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
