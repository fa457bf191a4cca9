import request from 'supertest';
import type { DishView } from '../src/contracts/dish.contract';
import { NO_DISH_FLAGS, OWN_IMAGE_MESSAGE } from '../src/contracts/dish.rules';
import { english } from './support/english';
import { seedEvent, seedRsvp } from './support/factories';
import { useTestApp, signIn, type TestUser } from './support/test-app';

describe('dishes API', () => {
  const t = useTestApp();

  // Events and RSVPs are inserted directly: their APIs are other modules' work.
  /** A dish needs an RSVP that holds a place: the caller answers Going first (unless they already answered). */
  async function going(user: TestUser, eventId: string): Promise<void> {
    await t.db.query(
      `INSERT INTO "rsvps" ("eventId", "userId", "status") VALUES ($1, $2, 'attending') ON CONFLICT DO NOTHING`,
      [eventId, user.id],
    );
  }

  async function addDish(user: TestUser, eventId: string, body: Record<string, unknown> = {}): Promise<DishView> {
    await going(user, eventId);
    const res = await user.agent
      .post(`/api/events/${eventId}/dishes`)
      .send({ name: 'Samosas', category: 'appetizer', ...body })
      .expect(201);
    return res.body as DishView;
  }

  describe('CRUD', () => {
    it('creates a dish with defaults, the caller as contributor, and publishes dish_added', async () => {
      const host = await signIn(t.app, { firstName: 'Hana' });
      const guest = await signIn(t.app, { firstName: 'Gus', lastName: 'Guest' });
      const eventId = await seedEvent(t.db, host);
      const dish = await addDish(guest, eventId, {
        name: '  Chana Masala  ',
        category: undefined,
        servingSize: 'Serves 8',
      });
      expect(dish).toMatchObject({
        eventId,
        contributorId: guest.id,
        name: 'Chana Masala',
        category: 'main_dish',
        servingSize: 'Serves 8',
        description: null,
        recipeLink: null,
        imageUrl: null,
        ...NO_DISH_FLAGS,
        contributor: { id: guest.id, firstName: 'Gus', lastName: 'Guest' },
      });
      expect(t.published).toContainEqual({ type: 'dish_added', eventId, dishId: dish.id, seq: expect.any(Number) });
    });

    it('lists dishes of an event, newest last, to anyone signed in with the id', async () => {
      const host = await signIn(t.app);
      const a = await signIn(t.app, { firstName: 'Ann' });
      const b = await signIn(t.app, { firstName: 'Ben' });
      const stranger = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      const first = await addDish(a, eventId, { name: 'First' });
      const second = await addDish(b, eventId, { name: 'Second' });
      const res = await stranger.agent.get(`/api/events/${eventId}/dishes`).expect(200);
      expect((res.body as DishView[]).map((d) => d.id)).toEqual([first.id, second.id]);
      expect(res.body[1].contributor.firstName).toBe('Ben');
    });

    it('updates and deletes a dish, publishing dish_updated and dish_deleted', async () => {
      const host = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      const dish = await addDish(host, eventId);
      const upd = await host.agent
        .put(`/api/dishes/${dish.id}`)
        .send({
          name: 'Veg Samosas',
          category: 'side_dish',
          isVegetarian: true,
          recipeLink: 'https://example.com/samosa',
        })
        .expect(200);
      expect(upd.body).toMatchObject({
        id: dish.id,
        name: 'Veg Samosas',
        category: 'side_dish',
        isVegetarian: true,
        recipeLink: 'https://example.com/samosa',
      });
      expect(t.published).toContainEqual({ type: 'dish_updated', eventId, dishId: dish.id, seq: expect.any(Number) });
      await host.agent.delete(`/api/dishes/${dish.id}`).expect(204);
      expect(t.published).toContainEqual({ type: 'dish_deleted', eventId, dishId: dish.id, seq: expect.any(Number) });
      const list = await host.agent.get(`/api/events/${eventId}/dishes`).expect(200);
      expect(list.body).toEqual([]);
      await host.agent.put(`/api/dishes/${dish.id}`).send({ name: 'x' }).expect(404);
    });

    it('answers 404 for unknown or malformed event and dish ids', async () => {
      const user = await signIn(t.app);
      const missing = '00000000-0000-4000-8000-000000000000';
      const r1 = await user.agent.get(`/api/events/${missing}/dishes`).expect(404);
      expect(r1.body).toEqual({ message: 'Event not found', code: 'EVENT_NOT_FOUND' });
      await user.agent.get('/api/events/not-a-uuid/dishes').expect(404);
      await user.agent.post(`/api/events/${missing}/dishes`).send({ name: 'x' }).expect(404);
      const r2 = await user.agent.delete('/api/dishes/not-a-uuid').expect(404);
      expect(r2.body.code).toBe('DISH_NOT_FOUND');
      await user.agent.put(`/api/dishes/${missing}`).send({ name: 'x' }).expect(404);
    });

    it('ignores contributorId and eventId in the body', async () => {
      const host = await signIn(t.app);
      const guest = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      const other = await seedEvent(t.db, host);
      const dish = await addDish(guest, eventId, { contributorId: host.id, eventId: other });
      expect(dish.contributorId).toBe(guest.id);
      expect(dish.eventId).toBe(eventId);
      const upd = await guest.agent
        .put(`/api/dishes/${dish.id}`)
        .send({ name: 'Moved?', contributorId: host.id, eventId: other })
        .expect(200);
      expect(upd.body).toMatchObject({ contributorId: guest.id, eventId });
    });
  });

  describe('permissions', () => {
    async function setup() {
      const host = await signIn(t.app, { firstName: 'Host' });
      const contributor = await signIn(t.app, { firstName: 'Cora' });
      const other = await signIn(t.app, { firstName: 'Otto' });
      const eventId = await seedEvent(t.db, host);
      const dish = await addDish(contributor, eventId);
      return { host, contributor, other, eventId, dish };
    }
    /** Who changes the dish, and the answer: its contributor and the host may (`ok`), anyone else is refused. */
    const byWhom = (ok: number) =>
      [
        ['contributor', ok],
        ['host', ok],
        ['other', 403],
      ] as const;

    it.each(byWhom(200))('PUT by the %s answers %i', async (who, status) => {
      const s = await setup();
      const res = await s[who].agent
        .put(`/api/dishes/${s.dish.id}`)
        .send({ name: `Edited by ${who}`, category: 'dessert' })
        .expect(status);
      const after = await s.host.agent.get(`/api/events/${s.eventId}/dishes`).expect(200);
      if (status === 200) {
        expect(after.body[0].name).toBe(`Edited by ${who}`);
        expect(after.body[0].contributorId).toBe(s.contributor.id);
      } else {
        expect(res.body).toEqual({
          message: 'Only the dish contributor and event host can edit it.',
          code: 'NOT_DISH_OWNER',
        });
        expect(after.body[0].name).toBe('Samosas');
      }
    });

    it.each(byWhom(204))('DELETE by the %s answers %i', async (who, status) => {
      const s = await setup();
      await s[who].agent.delete(`/api/dishes/${s.dish.id}`).expect(status);
      const after = await s.host.agent.get(`/api/events/${s.eventId}/dishes`).expect(200);
      expect(after.body).toHaveLength(status === 204 ? 0 : 1);
    });

    it('refuses anonymous callers on every dish route with 401', async () => {
      const s = await setup();
      const anon = request(t.app.getHttpServer());
      await anon.get(`/api/events/${s.eventId}/dishes`).expect(401);
      await anon.post(`/api/events/${s.eventId}/dishes`).send({ name: 'x' }).expect(401);
      await anon.put(`/api/dishes/${s.dish.id}`).send({ name: 'x' }).expect(401);
      await anon.delete(`/api/dishes/${s.dish.id}`).expect(401);
      const after = await s.host.agent.get(`/api/events/${s.eventId}/dishes`).expect(200);
      expect(after.body).toHaveLength(1);
    });
  });

  describe('dietary rules', () => {
    it.each([
      [{ allowVegan: false }, { isVegan: true }, 'Vegan dishes are not allowed for this potluck.'],
      [{ allowVegetarian: false }, { isVegetarian: true }, 'Vegetarian dishes are not allowed for this potluck.'],
      [
        { allowNonVegetarian: false },
        { containsMeat: true },
        'Non-vegetarian dishes are not allowed for this potluck.',
      ],
    ])('event %j refuses dish %j with the message of the rule', async (rules, flags, message) => {
      const host = await signIn(t.app);
      const guest = await signIn(t.app);
      const eventId = await seedEvent(t.db, host, rules);
      const res = await guest.agent
        .post(`/api/events/${eventId}/dishes`)
        .send({ name: 'Dish', ...flags })
        .expect(422);
      expect(res.body).toEqual({ message, code: 'DIETARY_RULE_VIOLATION' });
      // An update cannot sneak it in either.
      const ok = await addDish(guest, eventId, { name: 'Plain bread' });
      const upd = await guest.agent
        .put(`/api/dishes/${ok.id}`)
        .send({ name: 'Plain bread', ...flags })
        .expect(422);
      expect(upd.body.message).toBe(message);
      const list = await guest.agent.get(`/api/events/${eventId}/dishes`).expect(200);
      expect(list.body).toHaveLength(1);
    });

    it('allows what the rules allow', async () => {
      const host = await signIn(t.app);
      const eventId = await seedEvent(t.db, host, { allowVegan: false, allowNonVegetarian: false });
      await addDish(host, eventId, { name: 'Paneer tikka', isVegetarian: true });
      await addDish(host, eventId, { name: 'Lemonade', category: 'soft_drinks' });
    });

    it('refuses contradictory flags (vegan or vegetarian that contains meat)', async () => {
      const host = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      for (const flags of [{ isVegan: true }, { isVegetarian: true }]) {
        const res = await host.agent
          .post(`/api/events/${eventId}/dishes`)
          .send({ name: 'Odd', containsMeat: true, ...flags })
          .expect(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: 'A dish that contains meat cannot be vegetarian or vegan.',
          fieldErrors: { containsMeat: ['A dish that contains meat cannot be vegetarian or vegan.'] },
        });
      }
    });
  });

  describe('validation', () => {
    let user: TestUser;
    let eventId: string;
    beforeAll(async () => {
      user = await signIn(t.app);
      eventId = await seedEvent(t.db, user);
    });

    it.each([
      ['name', { name: '' }, 'Dish name is required'],
      ['name', { name: '   ' }, 'Dish name is required'],
      ['name', { name: 'x'.repeat(256) }, 'Dish name must be at most 255 characters'],
      ['category', { name: 'Soup', category: 'soup' }, undefined],
      ['recipeLink', { name: 'Soup', recipeLink: 'javascript:alert(1)' }, 'Must be an http(s) link'],
      ['imageUrl', { name: 'Soup', imageUrl: 'https://tracker.example/pixel.png' }, english(OWN_IMAGE_MESSAGE)],
      ['servingSize', { name: 'Soup', servingSize: 'x'.repeat(101) }, 'Must be at most 100 characters'],
      ['isVegan', { name: 'Soup', isVegan: 'yes' }, undefined],
    ])('refuses an invalid %s with 400', async (field, body, message) => {
      const res = await user.agent.post(`/api/events/${eventId}/dishes`).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.fieldErrors[field]).toBeDefined();
      if (message) expect(res.body.fieldErrors[field]).toContain(message);
    });

    it('refuses a javascript: recipe link on update too, and stores nothing', async () => {
      const dish = await addDish(user, eventId, { recipeLink: 'https://example.com/r' });
      await user.agent
        .put(`/api/dishes/${dish.id}`)
        .send({ name: 'Samosas', recipeLink: 'JavaScript:alert(1)' })
        .expect(400);
      const list = await user.agent.get(`/api/events/${eventId}/dishes`).expect(200);
      expect(list.body.find((d: DishView) => d.id === dish.id).recipeLink).toBe('https://example.com/r');
    });

    it('takes dish pictures from our own origin only: a foreign address is refused on create and update', async () => {
      const own = await addDish(user, eventId, { name: 'Pavlova', imageUrl: '/images/dishes/dessert.svg' });
      expect(own.imageUrl).toBe('/images/dishes/dessert.svg');
      const before = (await user.agent.get(`/api/events/${eventId}/dishes`).expect(200)).body as DishView[];
      for (const imageUrl of ['https://tracker.example/p.png', '//tracker.example/p.png', 'http://10.0.0.1/p.png']) {
        const created = await user.agent
          .post(`/api/events/${eventId}/dishes`)
          .send({ name: 'Tracked tart', imageUrl })
          .expect(400);
        expect(created.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { imageUrl: [english(OWN_IMAGE_MESSAGE)] },
        });
        const updated = await user.agent.put(`/api/dishes/${own.id}`).send({ name: 'Pavlova', imageUrl }).expect(400);
        expect(updated.body.fieldErrors.imageUrl).toEqual([english(OWN_IMAGE_MESSAGE)]);
      }
      const after = (await user.agent.get(`/api/events/${eventId}/dishes`).expect(200)).body as DishView[];
      expect(after).toEqual(before);
    });

    it('turns blank optional texts into null', async () => {
      const dish = await addDish(user, eventId, { description: '   ', servingSize: '', recipeLink: '' });
      expect(dish).toMatchObject({ description: null, servingSize: null, recipeLink: null });
    });
  });

  describe('RSVP status', () => {
    it.each(['maybe', 'not_attending'] as const)('refuses a new dish from a guest whose RSVP is %s', async (status) => {
      const host = await signIn(t.app);
      const guest = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      await seedRsvp(t.db, eventId, guest, { status: status });
      const res = await guest.agent
        .post(`/api/events/${eventId}/dishes`)
        .send({ name: 'Pie', category: 'dessert' })
        .expect(409);
      expect(res.body.code).toBe('RSVP_NOT_GOING');
      expect(res.body.message).toMatch(/Going/);
      const list = await host.agent.get(`/api/events/${eventId}/dishes`).expect(200);
      expect(list.body).toEqual([]);
    });

    it('accepts a dish from a guest who is going, and from the host without an RSVP', async () => {
      const host = await signIn(t.app);
      const guest = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      await seedRsvp(t.db, eventId, guest, { status: 'attending' });
      await addDish(guest, eventId);
      await host.agent.post(`/api/events/${eventId}/dishes`).send({ name: 'Pie', category: 'dessert' }).expect(201);
    });

    it('refuses a dish from someone who has not answered yet (RSVP first), and stores nothing', async () => {
      const host = await signIn(t.app);
      const silent = await signIn(t.app);
      const eventId = await seedEvent(t.db, host);
      const res = await silent.agent
        .post(`/api/events/${eventId}/dishes`)
        .send({ name: 'Pie', category: 'dessert' })
        .expect(409);
      expect(res.body).toEqual({ code: 'RSVP_REQUIRED', message: 'RSVP Going first, then you can sign up a dish.' });
      const list = await host.agent.get(`/api/events/${eventId}/dishes`).expect(200);
      expect(list.body).toEqual([]);
    });
  });
});
