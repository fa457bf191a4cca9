import { randomUUID } from 'node:crypto';
import { useTestApp, signIn, type TestUser } from './support/test-app';

/** Idempotent replay on the changes the offline queue sends: RSVP submit and dish create / update / delete. */
describe('Idempotency-Key on RSVP and dish changes', () => {
  const t = useTestApp();

  async function hostWithEvent(): Promise<{ host: TestUser; eventId: string }> {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const res = await host.agent
      .post('/api/events')
      .send({ name: 'Offline Supper', date: new Date(Date.now() + 7 * 86_400_000).toISOString() })
      .expect(201);
    return { host, eventId: res.body.id as string };
  }

  /** A dish needs an RSVP that holds a place: a guest who answered Going. */
  async function goingGuest(eventId: string): Promise<TestUser> {
    const guest = await signIn(t.app);
    await guest.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    return guest;
  }

  /** An RSVP POST from `guest` under the Idempotency-Key `key` (none when null). */
  const postRsvp = (guest: TestUser, eventId: string, key: string | null, body: object) => {
    const req = guest.agent.post(`/api/events/${eventId}/rsvp`);
    return (key === null ? req : req.set('Idempotency-Key', key)).send(body);
  };
  const dish = (name: string) => ({ name, category: 'dessert', isVegetarian: true });
  /** A dish POST from `guest` under the Idempotency-Key `key`. */
  const postDish = (guest: TestUser, eventId: string, key: string, name: string) =>
    guest.agent.post(`/api/events/${eventId}/dishes`).set('Idempotency-Key', key).send(dish(name));
  const countDishes = async (eventId: string): Promise<number> =>
    Number((await t.db.query(`SELECT count(*)::int AS n FROM "dishes" WHERE "eventId" = $1`, [eventId]))[0].n);

  describe('RSVP submit', () => {
    it('replays the first answer and leaves later changes alone', async () => {
      const { eventId } = await hostWithEvent();
      const guest = await signIn(t.app, { firstName: 'Gus' });
      const key = randomUUID();
      const body = { status: 'attending', adultCount: 2, kidCount: 1 };
      const first = await postRsvp(guest, eventId, key, body).expect(200);

      await postRsvp(guest, eventId, null, { ...body, adultCount: 3 }).expect(200);
      const replay = await postRsvp(guest, eventId, key, body).expect(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);

      const rows = await t.db.query(`SELECT "adultCount" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`, [
        eventId,
        guest.id,
      ]);
      expect(rows).toEqual([{ adultCount: 3 }]);
    });

    it('refuses the same key with a different body', async () => {
      const { eventId } = await hostWithEvent();
      const guest = await signIn(t.app);
      const key = randomUUID();
      await postRsvp(guest, eventId, key, { status: 'maybe' }).expect(200);
      const res = await postRsvp(guest, eventId, key, { status: 'attending' }).expect(422);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });
  });

  describe('dish create', () => {
    it('creates the dish once when the same request is sent twice', async () => {
      const { eventId } = await hostWithEvent();
      const guest = await goingGuest(eventId);
      const key = randomUUID();
      const first = await postDish(guest, eventId, key, 'Kheer').expect(201);
      const second = await postDish(guest, eventId, key, 'Kheer').expect(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.body).toEqual(first.body);
      expect(await countDishes(eventId)).toBe(1);
    });

    it('creates one dish from many concurrent same-key requests', async () => {
      const { eventId } = await hostWithEvent();
      const guest = await goingGuest(eventId);
      const key = randomUUID();
      const results = await Promise.all(Array.from({ length: 6 }, () => postDish(guest, eventId, key, 'Laddu')));
      expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      expect(results.filter((r) => r.status === 201 && !r.headers['idempotent-replayed'])).toHaveLength(1);
      expect(await countDishes(eventId)).toBe(1);
      // Once settled, every retry gets the one dish back.
      const retry = await postDish(guest, eventId, key, 'Laddu').expect(201);
      const created = results.find((r) => r.status === 201 && !r.headers['idempotent-replayed'])!;
      expect(retry.body.id).toBe(created.body.id);
    });

    it('refuses the same key with a different dish with 422 and adds nothing', async () => {
      const { eventId } = await hostWithEvent();
      const guest = await goingGuest(eventId);
      const key = randomUUID();
      await postDish(guest, eventId, key, 'Barfi').expect(201);
      const res = await postDish(guest, eventId, key, 'Jalebi').expect(422);
      expect(res.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await countDishes(eventId)).toBe(1);
    });

    it('replays a refusal (dietary rule) instead of running again', async () => {
      const host = await signIn(t.app);
      const ev = await host.agent
        .post('/api/events')
        .send({ name: 'Vegan night', date: new Date(Date.now() + 86_400_000).toISOString(), allowNonVegetarian: false })
        .expect(201);
      const key = randomUUID();
      const meat = { name: 'Ribs', category: 'main_dish', containsMeat: true };
      const first = await host.agent
        .post(`/api/events/${ev.body.id}/dishes`)
        .set('Idempotency-Key', key)
        .send(meat)
        .expect(422);
      const again = await host.agent
        .post(`/api/events/${ev.body.id}/dishes`)
        .set('Idempotency-Key', key)
        .send(meat)
        .expect(422);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
    });
  });

  describe('dish update and delete', () => {
    it('replays an update without undoing a later edit', async () => {
      const { eventId } = await hostWithEvent();
      const guest = await goingGuest(eventId);
      const created = await guest.agent.post(`/api/events/${eventId}/dishes`).send(dish('Halwa')).expect(201);
      const key = randomUUID();
      const first = await guest.agent
        .put(`/api/dishes/${created.body.id}`)
        .set('Idempotency-Key', key)
        .send(dish('Gajar Halwa'))
        .expect(200);
      await guest.agent.put(`/api/dishes/${created.body.id}`).send(dish('Carrot Halwa')).expect(200);
      const replay = await guest.agent
        .put(`/api/dishes/${created.body.id}`)
        .set('Idempotency-Key', key)
        .send(dish('Gajar Halwa'))
        .expect(200);
      expect(replay.body).toEqual(first.body);
      const rows = await t.db.query(`SELECT "name" FROM "dishes" WHERE "id" = $1`, [created.body.id]);
      expect(rows).toEqual([{ name: 'Carrot Halwa' }]);
      await guest.agent
        .put(`/api/dishes/${created.body.id}`)
        .set('Idempotency-Key', key)
        .send(dish('Other'))
        .expect(422);
    });

    it('answers a replayed delete with the first 204, not a 404', async () => {
      const { eventId } = await hostWithEvent();
      const guest = await goingGuest(eventId);
      const created = await guest.agent.post(`/api/events/${eventId}/dishes`).send(dish('Samosa')).expect(201);
      const key = randomUUID();
      await guest.agent.delete(`/api/dishes/${created.body.id}`).set('Idempotency-Key', key).expect(204);
      const again = await guest.agent.delete(`/api/dishes/${created.body.id}`).set('Idempotency-Key', key).expect(204);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await countDishes(eventId)).toBe(0);
      // Without the key, deleting it again is the honest 404.
      await guest.agent.delete(`/api/dishes/${created.body.id}`).expect(404);
    });
  });
});
