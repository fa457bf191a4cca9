import request from 'supertest';
import type { EventDetail, EventInput, EventSummary, PublicEvent } from '../src/contracts/event.contract';
import { seenByApp } from './support/seen-by-app';
import { eventBody as testEventBody } from './support/factories';
import { useTestApp, signIn, type TestUser } from './support/test-app';

const inOneWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

// A Diwali party: the tests below read these values back. The overrides are untyped on purpose: the validation tests
// send wrong values through them.
const eventBody = (overrides: Record<string, unknown> = {}) =>
  testEventBody({
    name: 'Diwali Celebration',
    description: 'Lights, sweets and friends',
    theme: 'diwali',
    location: '12 Lamp Street',
    dietaryNote: 'Please label nuts',
    ...overrides,
  });

/** An event's totals as the API answers them: every dish, and the adults and kids of Going answers (the guests). */
const counts = (c: { dishes: number; adults: number; kids: number }) => ({
  totalDishCount: c.dishes,
  confirmedAdultCount: c.adults,
  confirmedKidCount: c.kids,
  confirmedGuestCount: c.adults + c.kids,
});

describe('events API', () => {
  const t = useTestApp();

  async function createEvent(host: TestUser, overrides: Partial<EventInput> = {}): Promise<EventDetail> {
    const res = await host.agent.post('/api/events').send(eventBody(overrides)).expect(201);
    return res.body as EventDetail;
  }
  /** A PUT of the whole event body from `user` (the caller states the answer it expects). */
  const updateEvent = (user: TestUser, eventId: string, overrides: Record<string, unknown>) =>
    user.agent.put(`/api/events/${eventId}`).send(eventBody(overrides));
  async function addRsvp(eventId: string, userId: string, status: string, adults: number, kids: number) {
    await t.db.query(
      `INSERT INTO rsvps ("eventId", "userId", status, "adultCount", "kidCount", "dietaryRestrictions") VALUES ($1, $2, $3, $4, $5, 'no nuts')`,
      [eventId, userId, status, adults, kids],
    );
    await changed(eventId);
  }
  /**
   * A row written straight to the database changes the event as the app's own writes do: its version moves on, so
   * a snapshot an earlier read cached (a listener may read the new event at once) is not served again.
   */
  async function changed(eventId: string) {
    await t.db.query(`UPDATE events SET "updatedAt" = now() WHERE id = $1`, [eventId]);
  }
  async function addDish(
    eventId: string,
    contributorId: string,
    name: string,
    flags: { isVegan?: boolean; isVegetarian?: boolean } = {},
  ) {
    await t.db.query(
      `INSERT INTO dishes ("eventId", "contributorId", name, category, "isVegan", "isVegetarian") VALUES ($1, $2, $3, 'main_dish', $4, $5)`,
      [eventId, contributorId, name, !!flags.isVegan, !!flags.isVegetarian],
    );
    await changed(eventId);
  }

  describe('create, read, update, delete', () => {
    it('creates an event with the caller as host, ignoring a hostId in the body', async () => {
      const host = await signIn(t.app, { firstName: 'Hana' });
      const other = await signIn(t.app);
      const date = '2030-06-03T18:30:00.000Z';
      const res = await host.agent
        .post('/api/events')
        .send(eventBody({ date, hostId: other.id, location: '  ' }))
        .expect(201);
      expect(res.body).toMatchObject({
        name: 'Diwali Celebration',
        theme: 'diwali',
        date,
        location: null,
        hostId: host.id,
        role: 'host',
        dietaryNote: 'Please label nuts',
        totalDishCount: 0,
        confirmedGuestCount: 0,
        rsvps: [],
        dishes: [],
        host: { id: host.id, firstName: 'Hana', email: host.email },
      });
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('defaults the dietary allowances to true and theme to null', async () => {
      const host = await signIn(t.app);
      const res = await host.agent.post('/api/events').send({ name: 'Picnic', date: inOneWeek() }).expect(201);
      expect(res.body).toMatchObject({
        theme: null,
        allowVegan: true,
        allowVegetarian: true,
        allowNonVegetarian: true,
        description: null,
      });
    });

    it('accepts a date with an offset and stores the same instant', async () => {
      const host = await signIn(t.app);
      const res = await host.agent
        .post('/api/events')
        .send(eventBody({ date: '2030-06-03T18:30:00+02:00' }))
        .expect(201);
      expect(res.body.date).toBe('2030-06-03T16:30:00.000Z');
    });

    it.each([
      ['a blank name', { name: '' }, 'name', 'Event name is required'],
      ['a 256-character name', { name: 'x'.repeat(256) }, 'name', 'Event name must be at most 255 characters'],
      ['a 501-character location', { location: 'x'.repeat(501) }, 'location', 'Must be at most 500 characters'],
      ['a missing date', { date: undefined }, 'date', 'Date is required'],
      ['a date that is not an ISO instant', { date: 'next tuesday' }, 'date', 'Date is required'],
      ['an unknown theme', { theme: 'halloween' }, 'theme', undefined],
      ['a non-boolean allowance', { allowVegan: 'yes' }, 'allowVegan', undefined],
    ])('rejects %s with 400 and a field error', async (_label, patch, field, message) => {
      const host = await signIn(t.app);
      const res = await host.agent.post('/api/events').send(eventBody(patch)).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fieldErrors[field]).toBeDefined();
      if (message) expect(res.body.fieldErrors[field]).toContain(message);
    });

    it('reads the detail for any signed-in user with the id, with role, host, rsvps and dishes', async () => {
      const host = await signIn(t.app, { firstName: 'Hana' });
      const guest = await signIn(t.app, { firstName: 'Gil', lastName: 'Guest' });
      const event = await createEvent(host);
      await addRsvp(event.id, guest.id, 'attending', 2, 1);
      await addDish(event.id, guest.id, 'Samosas');

      const res = await guest.agent.get(`/api/events/${event.id}`).expect(200);
      const body = res.body as EventDetail;
      expect(body.role).toBe('guest');
      // The host's e-mail is the host's own business: guests see the name.
      expect(body.host).toMatchObject({ id: host.id, email: null, firstName: 'Hana' });
      expect(body.rsvps).toHaveLength(1);
      expect(body.rsvps[0]).toMatchObject({
        userId: guest.id,
        status: 'attending',
        adultCount: 2,
        kidCount: 1,
        dietaryRestrictions: 'no nuts',
        user: { id: guest.id, email: guest.email, firstName: 'Gil', lastName: 'Guest', profileImageUrl: null },
      });
      expect(body.dishes).toHaveLength(1);
      expect(body.dishes[0]).toMatchObject({
        name: 'Samosas',
        contributor: { id: guest.id, firstName: 'Gil', lastName: 'Guest' },
      });
      expect(body).toMatchObject(counts({ dishes: 1, adults: 2, kids: 1 }));
    });

    it('answers the same 404 "Event not found" for an unknown and a malformed id', async () => {
      const user = await signIn(t.app);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
        const res = await user.agent.get(`/api/events/${encodeURIComponent(id)}`).expect(404);
        expect(res.body).toEqual({ message: 'Event not found', code: 'EVENT_NOT_FOUND' });
      }
    });

    it('lets the host update the event and publishes event_updated', async () => {
      const host = await signIn(t.app);
      const event = await createEvent(host);
      const res = await updateEvent(host, event.id, {
        name: 'Thanksgiving Dinner',
        theme: 'thanksgiving',
        allowVegan: false,
        location: null,
      }).expect(200);
      expect(res.body).toMatchObject({
        id: event.id,
        name: 'Thanksgiving Dinner',
        theme: 'thanksgiving',
        allowVegan: false,
        location: null,
      });
      const again = await host.agent.get(`/api/events/${event.id}`).expect(200);
      expect(again.body.name).toBe('Thanksgiving Dinner');
      expect(t.published).toContainEqual({ type: 'event_updated', eventId: event.id, seq: 2 });
    });

    it('validates the update body too', async () => {
      const host = await signIn(t.app);
      const event = await createEvent(host);
      const res = await updateEvent(host, event.id, { name: '   ' }).expect(400);
      expect(res.body.fieldErrors.name).toContain('Event name is required');
    });

    it('deletes the event with its RSVPs, dishes and invitations, and publishes event_deleted', async () => {
      const host = await signIn(t.app);
      const guest = await signIn(t.app);
      const event = await createEvent(host);
      await addRsvp(event.id, guest.id, 'attending', 1, 0);
      await addDish(event.id, guest.id, 'Pie');
      await t.db.query(
        `INSERT INTO invitations ("eventId", email, "invitedByUserId") VALUES ($1, 'friend@example.test', $2)`,
        [event.id, host.id],
      );

      await host.agent.delete(`/api/events/${event.id}`).expect(204);
      await host.agent.get(`/api/events/${event.id}`).expect(404);
      for (const table of ['rsvps', 'dishes', 'invitations']) {
        const rows = await t.db.query(`SELECT 1 FROM ${table} WHERE "eventId" = $1`, [event.id]);
        expect(rows).toHaveLength(0);
      }
      expect(t.published).toContainEqual({ type: 'event_deleted', eventId: event.id });
    });
  });

  describe('host-only mutations', () => {
    it('gives 403 to a signed-in non-host who can read the event, and changes nothing', async () => {
      const host = await signIn(t.app);
      const guest = await signIn(t.app);
      const event = await createEvent(host);
      const put = await updateEvent(guest, event.id, { name: 'Hijacked' }).expect(403);
      expect(put.body).toEqual({ message: 'Only the host can change this event', code: 'NOT_HOST' });
      await guest.agent.delete(`/api/events/${event.id}`).expect(403);
      const res = await host.agent.get(`/api/events/${event.id}`).expect(200);
      expect(res.body.name).toBe('Diwali Celebration');
    });

    it('gives 401 to anonymous callers on every event route', async () => {
      const host = await signIn(t.app);
      const event = await createEvent(host);
      const anon = request(t.app.getHttpServer());
      await anon.get('/api/events').expect(401);
      await anon.get(`/api/events/${event.id}`).expect(401);
      await anon.post('/api/events').send(eventBody()).expect(401);
      await anon.put(`/api/events/${event.id}`).send(eventBody()).expect(401);
      await anon.delete(`/api/events/${event.id}`).expect(401);
      await anon.get('/api/dashboard/rsvped-events').expect(401);
      await host.agent.get(`/api/events/${event.id}`).expect(200);
    });

    it('answers 404 (not 403) for mutations of an unknown event', async () => {
      const user = await signIn(t.app);
      await user.agent.put('/api/events/00000000-0000-4000-8000-000000000000').send(eventBody()).expect(404);
      await user.agent.delete('/api/events/nope').expect(404);
    });
  });

  describe('list GET /api/events', () => {
    it('lists events the user hosts or has an RSVP for, never a stranger’s', async () => {
      const me = await signIn(t.app);
      const stranger = await signIn(t.app);
      const hosted = await createEvent(me, { name: 'Mine' });
      const joined = await createEvent(stranger, { name: 'Joined' });
      const foreign = await createEvent(stranger, { name: 'Foreign' });
      await addRsvp(joined.id, me.id, 'maybe', 1, 0);

      const res = await me.agent.get('/api/events').expect(200);
      const list = res.body as EventSummary[];
      expect(list.map((e) => e.id).sort()).toEqual([hosted.id, joined.id].sort());
      expect(list.find((e) => e.id === hosted.id)).toMatchObject({ role: 'host', myRsvpStatus: null });
      expect(list.find((e) => e.id === joined.id)).toMatchObject({ role: 'guest', myRsvpStatus: 'maybe' });
      expect(list.some((e) => e.id === foreign.id)).toBe(false);
    });

    it('orders events by date', async () => {
      const me = await signIn(t.app);
      const later = await createEvent(me, { date: '2031-01-02T10:00:00.000Z' });
      const sooner = await createEvent(me, { date: '2031-01-01T10:00:00.000Z' });
      const past = await createEvent(me, { date: '2020-01-01T10:00:00.000Z' });
      const res = await me.agent.get('/api/events').expect(200);
      expect((res.body as EventSummary[]).map((e) => e.id)).toEqual([past.id, sooner.id, later.id]);
    });

    it('counts attending RSVPs only, all dishes, and the caller’s own dish', async () => {
      const host = await signIn(t.app);
      const [a, b, c, d] = await Promise.all([signIn(t.app), signIn(t.app), signIn(t.app), signIn(t.app)]);
      const event = await createEvent(host);
      const other = await createEvent(host, { name: 'Other' });
      await addRsvp(event.id, a.id, 'attending', 2, 3);
      await addRsvp(event.id, b.id, 'attending', 1, 0);
      await addRsvp(event.id, c.id, 'maybe', 4, 4);
      await addRsvp(event.id, d.id, 'not_attending', 5, 5);
      await addRsvp(other.id, a.id, 'attending', 9, 9);
      await addDish(event.id, a.id, 'Vegan Curry', { isVegan: true });
      await addDish(event.id, b.id, 'Naan', { isVegetarian: true });
      await addDish(event.id, host.id, 'Rice');
      await addDish(other.id, a.id, 'Elsewhere');

      const res = await a.agent.get('/api/events').expect(200);
      const item = (res.body as EventSummary[]).find((e) => e.id === event.id);
      expect(item).toMatchObject({
        role: 'guest',
        myRsvpStatus: 'attending',
        ...counts({ dishes: 3, adults: 3, kids: 3 }),
        myDish: { name: 'Vegan Curry', isVegan: true, isVegetarian: false },
      });
      const hostView = (await host.agent.get('/api/events').expect(200)).body as EventSummary[];
      expect(hostView.find((e) => e.id === event.id)).toMatchObject({
        myDish: { name: 'Rice' },
        confirmedGuestCount: 6,
      });
      expect(hostView.find((e) => e.id === other.id)).toMatchObject({ totalDishCount: 1, confirmedGuestCount: 18 });
      const cView = (await c.agent.get('/api/events').expect(200)).body as EventSummary[];
      expect(cView.find((e) => e.id === event.id)).toMatchObject({ myDish: null, myRsvpStatus: 'maybe' });

      const detail = (await a.agent.get(`/api/events/${event.id}`).expect(200)).body as EventDetail;
      expect(detail).toMatchObject(counts({ dishes: 3, adults: 3, kids: 3 }));
    });

    it('sends an ETag and answers 304 to an unchanged list, 200 after a change', async () => {
      const me = await signIn(t.app);
      await createEvent(me);
      const first = await me.agent.get('/api/events').expect(200);
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      expect(first.headers['cache-control']).toBe('private, no-cache');

      const unchanged = await me.agent.get('/api/events').set('If-None-Match', etag).expect(304);
      expect(unchanged.text).toBe('');

      await createEvent(me, { name: 'Second' });
      const changed = await me.agent.get('/api/events').set('If-None-Match', etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body).toHaveLength(2);
    });
  });

  describe('GET /api/dashboard/rsvped-events', () => {
    it('lists only events the user has an RSVP for, with their dates', async () => {
      const me = await signIn(t.app);
      const host = await signIn(t.app);
      const hostedOnly = await createEvent(me);
      const going = await createEvent(host, { date: '2020-05-05T12:00:00.000Z' });
      const notGoing = await createEvent(host);
      const unrelated = await createEvent(host);
      await addRsvp(going.id, me.id, 'attending', 1, 0);
      await addRsvp(notGoing.id, me.id, 'not_attending', 1, 0);

      const res = await me.agent.get('/api/dashboard/rsvped-events').expect(200);
      const list = res.body as EventSummary[];
      expect(list.map((e) => e.id).sort()).toEqual([going.id, notGoing.id].sort());
      expect(list.find((e) => e.id === going.id)).toMatchObject({
        date: '2020-05-05T12:00:00.000Z',
        myRsvpStatus: 'attending',
      });
      expect(list.some((e) => e.id === hostedOnly.id || e.id === unrelated.id)).toBe(false);
    });
  });

  describe('public view GET /api/public/events/{id}', () => {
    it('needs no sign-in and shows the join page fields with display names', async () => {
      const host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
      const guest = await signIn(t.app, { firstName: 'Gil', lastName: 'Guest' });
      const event = await createEvent(host, { allowVegan: false });
      await addRsvp(event.id, guest.id, 'attending', 1, 0);
      await addDish(event.id, guest.id, 'Samosas', { isVegetarian: true });
      await t.db.query(
        `INSERT INTO dishes ("eventId", "contributorId", name, category) VALUES ($1, $2, 'Ladoo', 'dessert')`,
        [event.id, host.id],
      );
      await t.db.query(
        `INSERT INTO dishes ("eventId", "contributorId", name, category) VALUES ($1, $2, 'Pakora', 'appetizer')`,
        [event.id, guest.id],
      );

      await seenByApp(t, event.id);
      const res = await request(t.app.getHttpServer()).get(`/api/public/events/${event.id}`).expect(200);
      const body = res.body as PublicEvent;
      expect(body).toMatchObject({
        id: event.id,
        name: 'Diwali Celebration',
        location: '12 Lamp Street',
        description: 'Lights, sweets and friends',
        hostName: 'Hana Host',
        allowVegan: false,
        dietaryNote: 'Please label nuts',
      });
      // Grouped by category, in the order of DISH_CATEGORIES.
      expect(body.dishes.map((d) => [d.category, d.name])).toEqual([
        ['appetizer', 'Pakora'],
        ['main_dish', 'Samosas'],
        ['dessert', 'Ladoo'],
      ]);
      expect(body.dishes[1]).toMatchObject({ contributorName: 'Gil Guest', isVegetarian: true });

      const raw = res.text;
      expect(raw).not.toContain('@example.test');
      expect(raw).not.toContain(guest.id);
      expect(raw).not.toContain(host.id);
      expect(raw).not.toMatch(/email|contributorId|userId|hostId/i);
    });

    it('answers 404 "Event not found" for unknown and malformed ids', async () => {
      const anon = request(t.app.getHttpServer());
      for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
        const res = await anon.get(`/api/public/events/${id}`).expect(404);
        expect(res.body).toEqual({ message: 'Event not found', code: 'EVENT_NOT_FOUND' });
      }
    });
  });
});
