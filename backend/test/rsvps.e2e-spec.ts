import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { answerRsvp, seedDish, seedEvent } from './support/factories';
import { useTestApp, signIn, type TestUser } from './support/test-app';

describe('RSVPs (POST /api/events/{id}/rsvp)', () => {
  const t = useTestApp();

  beforeEach(() => {
    t.published.length = 0;
  });

  // Events and dishes are seeded in SQL so these tests depend on the RSVP module only.
  const rsvpRows = (eventId: string, userId: string): Promise<Array<Record<string, unknown>>> =>
    t.db.query(`SELECT * FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`, [eventId, userId]);
  const dishCount = async (eventId: string, userId: string): Promise<number> =>
    Number(
      (
        await t.db.query(`SELECT count(*)::int AS n FROM "dishes" WHERE "eventId" = $1 AND "contributorId" = $2`, [
          eventId,
          userId,
        ])
      )[0].n,
    );

  /** A host, a guest and the host's event. */
  const hostGuestAndEvent = async () => {
    const host = await signIn(t.app);
    const guest = await signIn(t.app);
    return { host, guest, eventId: await seedEvent(t.db, host) };
  };

  const going = { status: 'attending', adultCount: 2, kidCount: 1, dietaryRestrictions: 'No peanuts' };
  /** The guest's RSVP: Going with two adults and a kid, unless `changes` say otherwise. */
  const answer = (who: TestUser, eventId: string, changes: Record<string, unknown> = {}) =>
    who.agent.post(`/api/events/${eventId}/rsvp`).send({ ...going, ...changes });

  it("creates the caller's RSVP and returns it", async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const guest = await signIn(t.app, { firstName: 'Gus' });
    const eventId = await seedEvent(t.db, host);

    const res = await answer(guest, eventId).expect(200);

    expect(res.body).toEqual({
      id: expect.any(String),
      eventId,
      userId: guest.id,
      status: 'attending',
      adultCount: 2,
      kidCount: 1,
      dietaryRestrictions: 'No peanuts',
      allergies: null,
      bringingSupplies: null,
      respondedAt: expect.any(String),
      createdAt: expect.any(String),
      removedDishCount: 0,
      waitlistPosition: null,
      answers: {},
    });
    expect(await rsvpRows(eventId, guest.id)).toHaveLength(1);
    expect(t.published).toEqual([
      { type: 'rsvp_updated', eventId, userId: guest.id, removedDishIds: [], seq: expect.any(Number), answered: true },
    ]);
  });

  it('applies the defaults (attending, 1 adult, 0 kids) and stores a blank restriction as null', async () => {
    const host = await signIn(t.app);
    const eventId = await seedEvent(t.db, host);
    const res = await host.agent.post(`/api/events/${eventId}/rsvp`).send({ dietaryRestrictions: '   ' }).expect(200);
    expect(res.body).toMatchObject({ status: 'attending', adultCount: 1, kidCount: 0, dietaryRestrictions: null });
  });

  it('stores allergies and the supplies a guest brings; the host sees both, other guests only the supplies', async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const guest = await signIn(t.app, { firstName: 'Gus' });
    const other = await signIn(t.app, { firstName: 'Olga' });
    const eventId = await seedEvent(t.db, host);
    const res = await answer(guest, eventId, { allergies: ' Peanuts ', bringingSupplies: 'Paper plates' }).expect(200);
    expect(res.body).toMatchObject({ allergies: 'Peanuts', bringingSupplies: 'Paper plates' });
    await answer(other, eventId).expect(200);

    const seenBy = async (who: TestUser) =>
      (
        (await who.agent.get(`/api/events/${eventId}`).expect(200)).body as {
          rsvps: { userId: string; allergies: string | null; bringingSupplies: string | null }[];
        }
      ).rsvps.find((r) => r.userId === guest.id);
    expect(await seenBy(host)).toMatchObject({ allergies: 'Peanuts', bringingSupplies: 'Paper plates' });
    expect(await seenBy(other)).toMatchObject({ allergies: null, bringingSupplies: 'Paper plates' });

    // Blank on resubmit clears them, like the restrictions.
    const cleared = await answer(guest, eventId, { allergies: '  ', bringingSupplies: '' }).expect(200);
    expect(cleared.body).toMatchObject({ allergies: null, bringingSupplies: null });
  });

  it('replaces the RSVP on resubmit: same row, new values, newer respondedAt', async () => {
    const { guest, eventId } = await hostGuestAndEvent();
    const first = await answer(guest, eventId).expect(200);

    const second = await answer(guest, eventId, {
      status: 'maybe',
      adultCount: 1,
      kidCount: 0,
      dietaryRestrictions: '',
    }).expect(200);

    expect(second.body.id).toBe(first.body.id);
    expect(second.body).toMatchObject({ status: 'maybe', adultCount: 1, kidCount: 0, dietaryRestrictions: null });
    expect(second.body.createdAt).toBe(first.body.createdAt);
    expect(new Date(second.body.respondedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(first.body.respondedAt).getTime(),
    );
    expect(await rsvpRows(eventId, guest.id)).toHaveLength(1);
  });

  it.each([[{ adultCount: 1, kidCount: 0 }], [{ adultCount: 10, kidCount: 10 }]])(
    'accepts the bounds %j',
    async (counts) => {
      const host = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      const res = await answer(host, eventId, counts).expect(200);
      expect(res.body).toMatchObject(counts);
    },
  );

  it.each([
    ['adultCount', 0, 'Must have at least 1 adult'],
    ['adultCount', 11, 'Maximum 10 adults'],
    ['kidCount', -1, 'Kids count cannot be negative'],
    ['kidCount', 11, 'Maximum 10 kids'],
    ['adultCount', 1.5, 'Must be a whole number'],
    ['status', 'going', 'Status must be one of attending, maybe or not_attending'],
  ])('refuses %s = %j with 400 "%s" and stores nothing', async (field, value, message) => {
    const host = await signIn(t.app);
    const eventId = await seedEvent(t.db, host);
    const res = await answer(host, eventId, { [field]: value }).expect(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED', fieldErrors: { [field]: [message] } });
    expect(await rsvpRows(eventId, host.id)).toHaveLength(0);
    expect(t.published).toEqual([]);
  });

  it('refuses overlong dietary restrictions', async () => {
    const host = await signIn(t.app);
    const eventId = await seedEvent(t.db, host);
    const res = await answer(host, eventId, { dietaryRestrictions: 'x'.repeat(1001) }).expect(400);
    expect(res.body.fieldErrors).toEqual({ dietaryRestrictions: ['Must be at most 1000 characters'] });
  });

  it('keeps one row per user under concurrent submits', async () => {
    const { guest, eventId } = await hostGuestAndEvent();

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => answer(guest, eventId, { adultCount: i + 1 })),
    );

    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const rows = await rsvpRows(eventId, guest.id);
    expect(rows).toHaveLength(1);
    expect(results.map((r) => r.body.adultCount)).toContain(rows[0].adultCount);
  });

  it.each(['maybe', 'not_attending'])(
    "leaving Going for %s removes only the caller's dishes in that event, reports the count and publishes the deletions",
    async (status) => {
      const { host, guest, eventId } = await hostGuestAndEvent();
      const otherEventId = await seedEvent(t.db, host);
      await answer(guest, eventId).expect(200);
      const dishA = await seedDish(t.db, eventId, guest, { name: 'Samosas' });
      const dishB = await seedDish(t.db, eventId, guest, { name: 'Chai' });
      await seedDish(t.db, eventId, host, { name: 'Biryani' });
      await seedDish(t.db, otherEventId, guest, { name: 'Lassi' });
      t.published.length = 0;

      const res = await answer(guest, eventId, { status }).expect(200);

      expect(res.body).toMatchObject({ status, removedDishCount: 2 });
      expect(await dishCount(eventId, guest.id)).toBe(0);
      expect(await dishCount(eventId, host.id)).toBe(1);
      expect(await dishCount(otherEventId, guest.id)).toBe(1);
      // One change, one message (one step of the event's sequence): the removed dishes travel with the RSVP.
      expect(t.published).toEqual([
        {
          type: 'rsvp_updated',
          eventId,
          userId: guest.id,
          removedDishIds: expect.arrayContaining([dishA, dishB]),
          seq: expect.any(Number),
          answered: true,
        },
      ]);
    },
  );

  it('keeps dishes on maybe → attending and on attending → attending', async () => {
    const { guest, eventId } = await hostGuestAndEvent();
    await answer(guest, eventId, { status: 'maybe' }).expect(200);
    await seedDish(t.db, eventId, guest, { name: 'Pie' });

    const back = await answer(guest, eventId).expect(200);
    expect(back.body.removedDishCount).toBe(0);
    const again = await answer(guest, eventId, { adultCount: 3 }).expect(200);
    expect(again.body.removedDishCount).toBe(0);
    expect(await dishCount(eventId, guest.id)).toBe(1);
  });

  it('keeps dishes added while Maybe when the answer stays Maybe', async () => {
    const { guest, eventId } = await hostGuestAndEvent();
    await answer(guest, eventId, { status: 'maybe' }).expect(200);
    await seedDish(t.db, eventId, guest, { name: 'Bread' });
    const res = await answer(guest, eventId, { status: 'maybe' }).expect(200);
    expect(res.body.removedDishCount).toBe(0);
    expect(await dishCount(eventId, guest.id)).toBe(1);
  });

  it('a first answer of Not Going removes dishes signed up before answering (no RSVP counts as Going)', async () => {
    const { guest, eventId } = await hostGuestAndEvent();
    await seedDish(t.db, eventId, guest, { name: 'Salad' });
    const res = await answer(guest, eventId, { status: 'not_attending' }).expect(200);
    expect(res.body.removedDishCount).toBe(1);
    expect(await dishCount(eventId, guest.id)).toBe(0);
  });

  it("counts attending RSVPs only in the event's confirmed guests, and lists every RSVP with its user", async () => {
    const host = await signIn(t.app);
    const going = await signIn(t.app, { firstName: 'Gia' });
    const maybe = await signIn(t.app, { firstName: 'May' });
    const notGoing = await signIn(t.app, { firstName: 'Nat' });
    const eventId = await seedEvent(t.db, host);
    await answerRsvp(going, eventId, { status: 'attending', adultCount: 2, kidCount: 1 });
    await answerRsvp(maybe, eventId, { status: 'maybe', adultCount: 4, kidCount: 4 });
    await answerRsvp(notGoing, eventId, { status: 'not_attending', adultCount: 3, kidCount: 0 });

    const res = await host.agent.get(`/api/events/${eventId}`).expect(200);

    expect(res.body).toMatchObject({ confirmedAdultCount: 2, confirmedKidCount: 1, confirmedGuestCount: 3 });
    expect(res.body.rsvps).toHaveLength(3);
    expect(res.body.rsvps.find((r: { userId: string }) => r.userId === maybe.id)).toMatchObject({
      status: 'maybe',
      adultCount: 4,
      user: { id: maybe.id, email: maybe.email, firstName: 'May' },
    });
  });

  it('answers 401 without a session', async () => {
    const host = await signIn(t.app);
    const eventId = await seedEvent(t.db, host);
    const res = await request(t.app.getHttpServer()).post(`/api/events/${eventId}/rsvp`).send(going).expect(401);
    expect(res.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });

  it.each([[randomUUID()], ['not-a-uuid']])(
    'answers 404 "Event not found" for the unknown event %s',
    async (eventId) => {
      const guest = await signIn(t.app);
      const res = await answer(guest, eventId).expect(404);
      expect(res.body).toEqual({ message: 'Event not found', code: 'EVENT_NOT_FOUND' });
      expect(t.published).toEqual([]);
    },
  );
});
