import request from 'supertest';
import { type Repository } from 'typeorm';
import type { DishCategory } from '../src/contracts/common.contract';
import { DISH_FLAGS } from '../src/contracts/dish.rules';
import type { DishSuggestion, EventInsights, InsightSeverity } from '../src/contracts/insights.contract';
import { DishEntity } from '../src/dishes/dish.entity';
import { EventEntity } from '../src/events/event.entity';
import { DISH_CATALOGUE } from '../src/insights/engine/dish-catalogue';
import { DISH_TRANSLATIONS } from '../src/insights/engine/dish-catalogue-text';
import { dishNameKey } from '../src/insights/engine/dish-name';
import { RsvpEntity } from '../src/rsvps/rsvp.entity';
import { UserEntity } from '../src/users/user.entity';
import { createDish, createEvent } from './support/factories';
import { seenByApp } from './support/seen-by-app';
import { useTestApp, signIn, type TestUser } from './support/test-app';
import { resetClock, setClock } from './support/test-clock';

const DAY = 24 * 60 * 60 * 1000;
const SEVERITIES: InsightSeverity[] = ['high', 'medium', 'low', 'info'];
const SUGGESTION_KEYS = ['category', 'description', 'name', ...DISH_FLAGS].sort();

describe('insights and dish suggestions', () => {
  const t = useTestApp();
  let events: Repository<EventEntity>;
  let rsvps: Repository<RsvpEntity>;
  let dishes: Repository<DishEntity>;
  let users: Repository<UserEntity>;
  let host: TestUser;

  beforeAll(async () => {
    events = t.db.getRepository(EventEntity);
    rsvps = t.db.getRepository(RsvpEntity);
    dishes = t.db.getRepository(DishEntity);
    users = t.db.getRepository(UserEntity);
    host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
  });

  // The rows are inserted directly: this suite tests the planning help, not the RSVP and dish endpoints.
  async function makeEvent(fields: Partial<EventEntity> = {}): Promise<EventEntity> {
    return events.save(
      events.create({
        name: 'Street party',
        hostId: host.id,
        date: new Date(Date.now() + 7 * DAY),
        theme: 'other',
        ...fields,
      }),
    );
  }

  async function makeGuest(names: Partial<UserEntity> = {}): Promise<UserEntity> {
    return users.save(
      users.create({
        email: `guest-${Math.random().toString(36).slice(2)}@example.test`,
        firstName: 'Gus',
        lastName: 'Guest',
        ...names,
      }),
    );
  }

  async function rsvp(event: EventEntity, fields: Partial<RsvpEntity> = {}): Promise<RsvpEntity> {
    const guest = await makeGuest();
    const saved = await rsvps.save(
      rsvps.create({ eventId: event.id, userId: guest.id, status: 'attending', adultCount: 1, kidCount: 0, ...fields }),
    );
    await seenByApp(t, event.id);
    return saved;
  }

  async function dish(
    event: EventEntity,
    name: string,
    category: DishCategory,
    fields: Partial<DishEntity> = {},
  ): Promise<DishEntity> {
    const saved = await dishes.save(
      dishes.create({ eventId: event.id, contributorId: host.id, name, category, servingSize: 'serves 8', ...fields }),
    );
    await seenByApp(t, event.id);
    return saved;
  }

  async function insightsOf(event: EventEntity, agent = host.agent): Promise<EventInsights> {
    return (await agent.get(`/api/events/${event.id}/insights`).expect(200)).body as EventInsights;
  }

  async function suggestionsOf(event: EventEntity, agent = host.agent): Promise<DishSuggestion[]> {
    return (await agent.get(`/api/events/${event.id}/dish-suggestions`).expect(200)).body as DishSuggestion[];
  }

  /** Ten adults and every category on target except desserts. */
  async function partyWithoutDessert(): Promise<EventEntity> {
    const event = await makeEvent();
    await rsvp(event, { adultCount: 5 });
    await rsvp(event, { adultCount: 5 });
    await dish(event, 'Lasagna', 'main_dish', { servingSize: 'serves 10' });
    await dish(event, 'Chicken curry', 'main_dish', { containsMeat: true });
    await dish(event, 'Green salad', 'side_dish', { isVegetarian: true, isVegan: true });
    await dish(event, 'Roast potatoes', 'side_dish', { isVegetarian: true });
    await dish(event, 'Hummus and pita', 'appetizer', { isVegetarian: true });
    await dish(event, 'Lemonade', 'soft_drinks');
    await dish(event, 'Paper plates', 'cutlery');
    return event;
  }

  describe('GET /api/events/:id/insights', () => {
    it('answers suggestions and items in the same order, with the shape the frontend reads', async () => {
      const body = await insightsOf(await makeEvent());
      expect(Object.keys(body).sort()).toEqual(['items', 'suggestions']);
      expect(body.suggestions).toEqual(body.items.map((i) => i.message));
      expect(body.suggestions[0]).toBe('No RSVPs yet. Share the join link so guests can sign up.');
      for (const item of body.items) {
        expect(SEVERITIES).toContain(item.severity);
        expect(typeof item.kind).toBe('string');
        expect(typeof item.message).toBe('string');
      }
    });

    it('names desserts as the gap when attending guests have everything but dessert, and drops it once one is added', async () => {
      const event = await partyWithoutDessert();
      const before = await insightsOf(event);
      const balance = before.items.find((i) => i.kind === 'category_balance');
      expect(balance).toEqual({
        kind: 'category_balance',
        severity: 'medium',
        category: 'dessert',
        message: 'Desserts are the biggest gap: 0 of 1 signed up for 10 people.',
      });
      // 10 + 8 + 8 + 8 + 8 servings of food; drinks and plates feed nobody.
      expect(before.suggestions).toContain(
        "10 adults need about 10 servings; dishes signed up cover about 42, so there's enough food.",
      );

      await dish(event, 'Brownies', 'dessert', { servingSize: '12 pieces', isVegetarian: true });
      const after = await insightsOf(event);
      expect(after.items.find((i) => i.kind === 'category_balance')).toBeUndefined();
      expect(after.suggestions).not.toEqual(before.suggestions);
      expect(after.suggestions[0]).toMatch(/^Everything's covered/);
    });

    it('puts the most important first and uses display names: an allergen warning leads', async () => {
      const event = await makeEvent();
      const nickname = await makeGuest({ nickname: 'Auntie Mo' });
      await rsvp(event, { adultCount: 2, kidCount: 2, dietaryRestrictions: 'vegetarian', allergies: 'peanut allergy' });
      await dish(event, 'Satay skewers', 'appetizer', {
        contributorId: nickname.id,
        containsNuts: true,
        containsMeat: true,
      });
      const body = await insightsOf(event);
      expect(body.items[0]).toMatchObject({ kind: 'allergen_warning', severity: 'high' });
      expect(body.suggestions[0]).toBe(
        '4 guests have a nut allergy, and 1 dish contains nuts: Satay skewers (Auntie Mo). Please label it clearly and serve it away from the other food.',
      );
      const ranks = body.items.map((i) => SEVERITIES.indexOf(i.severity));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      // Kids count as half: 2 adults + 2 kids need 3 servings.
      expect(body.suggestions.some((s) => s.includes('about 3 servings (kids count as half)'))).toBe(true);
    });

    it('tells other guests no one person’s need and names cooks only as the guest list does; the hosts read all', async () => {
      const event = await makeEvent({ showGuestList: false });
      const nickname = await makeGuest({ nickname: 'Auntie Mo' });
      // One family with a nut allergy: a need of one answer, so only the hosts' sentences speak of it.
      await rsvp(event, { adultCount: 2, kidCount: 2, allergies: 'peanut allergy' });
      await dish(event, 'Satay skewers', 'appetizer', { contributorId: nickname.id, containsNuts: true });
      const other = await signIn(t.app, { firstName: 'Olga' });
      const hosts = (await insightsOf(event)).suggestions.join(' ');
      const guests = (await insightsOf(event, other.agent)).suggestions.join(' ');
      expect(hosts).toContain('4 guests have a nut allergy');
      expect(hosts).toContain('Auntie Mo');
      expect(guests).not.toMatch(/nut allergy|Auntie Mo/);
      // A second answer with the same need makes it a count every guest may read, still without the cook's name.
      await rsvp(event, { dietaryRestrictions: 'no nuts please' });
      const shared = (await insightsOf(event, other.agent)).suggestions.join(' ');
      expect(shared).toContain('5 guests have a nut allergy');
      expect(shared).not.toContain('Auntie Mo');
    });

    it('says so when the event is over', async () => {
      const body = await insightsOf(await makeEvent({ date: new Date(Date.now() - DAY) }));
      expect(body.items[0]).toMatchObject({ kind: 'past_event', severity: 'info' });
    });

    it("goes by the app's clock: an event of tomorrow is over once the clock reads the day after", async () => {
      const event = await makeEvent({ date: new Date(Date.now() + DAY) });
      expect((await insightsOf(event)).items.map((i) => i.kind)).not.toContain('past_event');
      setClock([t.app], new Date(Date.now() + 2 * DAY));
      try {
        expect((await insightsOf(event)).items[0]).toMatchObject({ kind: 'past_event' });
        expect(await suggestionsOf(event)).toEqual([]);
      } finally {
        resetClock([t.app]);
      }
    });
  });

  describe('GET /api/events/:id/dish-suggestions', () => {
    it('answers catalogue dishes with name, description, category and every flag', async () => {
      const list = await suggestionsOf(await makeEvent());
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const s of list) {
        expect(Object.keys(s).sort()).toEqual(SUGGESTION_KEYS);
        expect(s.name.length).toBeGreaterThan(0);
        expect(s.description.length).toBeGreaterThan(0);
      }
      expect(await suggestionsOf(await makeEvent())).toEqual(list);
    });

    it('suggests desserts first for the party that has everything else', async () => {
      const list = await suggestionsOf(await partyWithoutDessert());
      expect(list[0].category).toBe('dessert');
    });

    it('never breaks the event rules, never brings nuts to a nut allergy and never repeats a signed-up dish', async () => {
      const event = await makeEvent({ allowNonVegetarian: false, theme: 'diwali' });
      await rsvp(event, { adultCount: 3, dietaryRestrictions: 'no nuts please' });
      const first = await suggestionsOf(event);
      // Sign up the top two under a loosely different spelling; they must not come back.
      await dish(event, first[0].name.toUpperCase(), first[0].category, { isVegetarian: true });
      await dish(event, `${first[1].name}!`, first[1].category, { isVegetarian: true });
      const second = await suggestionsOf(event);
      expect(second.length).toBeGreaterThan(0);
      const taken = new Set([first[0].name, first[1].name].map(dishNameKey));
      for (const s of [...first, ...second]) {
        expect(s.containsMeat).toBe(false);
        expect(s.containsNuts).toBe(false);
      }
      for (const s of second) expect(taken.has(dishNameKey(s.name))).toBe(false);
    });

    it('writes them in the requester’s language, English staying the catalogue’s words; the ETag names the language', async () => {
      const event = await makeEvent({ theme: 'diwali' });
      const url = `/api/events/${event.id}/dish-suggestions`;
      const english = await suggestionsOf(event);
      expect(english.length).toBeGreaterThanOrEqual(2);
      for (const s of english) {
        expect(DISH_CATALOGUE.find((d) => d.name === s.name)?.description).toBe(s.description);
      }

      const lucia = await signIn(t.app, { firstName: 'Lucía' });
      await lucia.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
      const inSpanish = await lucia.agent.get(url).expect(200);
      const spanish = inSpanish.body as DishSuggestion[];
      // The same dishes in the same order, with their categories and flags; only the words change.
      expect(spanish).toEqual(english.map((s) => ({ ...s, ...DISH_TRANSLATIONS.es[s.name] })));
      expect(spanish.map((s) => s.description)).not.toEqual(english.map((s) => s.description));
      expect(spanish.map((s) => s.name)).not.toEqual(english.map((s) => s.name));

      // A visitor who chose nothing: the browser's languages decide.
      const olga = await signIn(t.app, { firstName: 'Olga' });
      expect((await olga.agent.get(url).set('Accept-Language', 'es-MX,es;q=0.9').expect(200)).body).toEqual(spanish);
      expect(await suggestionsOf(event, olga.agent)).toEqual(english);

      // The same reader after choosing English: not "unchanged" (304) with the Spanish answer.
      const etag = String(inSpanish.headers.etag);
      expect((await lucia.agent.get(url).set('If-None-Match', etag).expect(304)).text).toBe('');
      await lucia.agent.put('/api/locale').send({ locale: 'en' }).expect(200);
      expect((await lucia.agent.get(url).set('If-None-Match', etag).expect(200)).body).toEqual(english);
    });

    it('a dish picked from a Spanish suggestion keeps the Spanish name and is suggested again in no language', async () => {
      const lucia = await signIn(t.app, { firstName: 'Lucía' });
      await lucia.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
      const eventId = await createEvent(lucia, { name: 'Cena de Diwali', theme: 'diwali' });
      const url = `/api/events/${eventId}/dish-suggestions`;
      const englishBefore = (await host.agent.get(url).expect(200)).body as DishSuggestion[];
      const [picked] = (await lucia.agent.get(url).expect(200)).body as DishSuggestion[];
      const englishName = englishBefore[0].name;
      expect(picked.name).toBe(DISH_TRANSLATIONS.es[englishName].name);

      await createDish(lucia, eventId, { name: picked.name, category: picked.category });
      const listed = (await lucia.agent.get(`/api/events/${eventId}/dishes`).expect(200)).body as { name: string }[];
      expect(listed.map((d) => d.name)).toEqual([picked.name]);
      const spanishAfter = (await lucia.agent.get(url).expect(200)).body as DishSuggestion[];
      const englishAfter = (await host.agent.get(url).expect(200)).body as DishSuggestion[];
      expect(spanishAfter.map((s) => s.name)).not.toContain(picked.name);
      expect(englishAfter.map((s) => s.name)).not.toContain(englishName);
      expect(englishAfter.length).toBeGreaterThan(0);
      expect(spanishAfter).toEqual(englishAfter.map((s) => ({ ...s, ...DISH_TRANSLATIONS.es[s.name] })));
    });

    it('suggests nothing for an event that is over', async () => {
      expect(await suggestionsOf(await makeEvent({ date: new Date(Date.now() - DAY) }))).toEqual([]);
    });
  });

  describe.each(['insights', 'dish-suggestions'])('access to /api/events/:id/%s', (path) => {
    it('lets any other signed-in user with the id read it', async () => {
      const event = await makeEvent();
      const other = await signIn(t.app, { firstName: 'Olga' });
      await other.agent.get(`/api/events/${event.id}/${path}`).expect(200);
    });

    it('answers 401 without a session', async () => {
      const event = await makeEvent();
      const res = await request(t.app.getHttpServer()).get(`/api/events/${event.id}/${path}`).expect(401);
      expect(res.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    });

    it.each([
      ['an unknown', '00000000-0000-4000-8000-000000000000'],
      ['a malformed', 'not-a-uuid'],
    ])('answers 404 for %s id', async (_what, id) => {
      const res = await host.agent.get(`/api/events/${id}/${path}`).expect(404);
      expect(res.body).toEqual({ message: 'Event not found', code: 'EVENT_NOT_FOUND' });
    });
  });
});
