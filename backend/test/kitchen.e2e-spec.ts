import type { KitchenPlan } from '../src/contracts/kitchen.contract';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { signIn, useTestApp, type TestUser } from './support/test-app';

/** 4 December of next year: the event is always ahead of the run, and in winter (New York on UTC-5). */
const DAY = `${new Date().getUTCFullYear() + 1}-12-04`;

describe('kitchen logistics', () => {
  const t = useTestApp();

  /** An event at 18:30 New York time (23:30 UTC, winter) with two guests who each bring a dish. */
  async function party() {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const ann = await signIn(t.app, { firstName: 'Ann', lastName: 'Lee' });
    const ben = await signIn(t.app, { firstName: 'Ben', lastName: 'Oz' });
    const eventId = await createEvent(host, { date: `${DAY}T23:30:00.000Z`, timeZone: 'America/New_York' });
    await answerRsvp(ann, eventId);
    await answerRsvp(ben, eventId);
    const lasagna = await createDish(ann, eventId, { name: 'Lasagna', category: 'main_dish' });
    const pie = await createDish(ben, eventId, { name: 'Pie', category: 'dessert' });
    return { host, ann, ben, eventId, lasagna, pie };
  }

  const oven = { temperature: 180, unit: 'C', minutes: 30 } as const;

  /** The host states a kitchen of one oven and two outlets (fridge shelves not stated). */
  const oneOven = (host: TestUser, eventId: string) =>
    host.agent.put(`/api/events/${eventId}/kitchen`).send({ ovens: 1, outlets: 2, fridgeShelves: null }).expect(200);

  it('keeps an arrival time on the event wall clock: 17:30 in New York is stored as 22:30 UTC and read back as 17:30', async () => {
    const { ann, ben, eventId, lasagna } = await party();
    const res = await ann.agent
      .put(`/api/events/${eventId}/dishes/${lasagna}/kitchen`)
      .send({ oven, utensils: true, arrivesAt: `${DAY}T17:30` })
      .expect(200);
    const mine = (res.body as KitchenPlan).dishes.find((d) => d.dishId === lasagna);
    expect(mine).toMatchObject({
      arrivesAtUtc: `${DAY}T22:30:00.000Z`,
      needs: {
        oven,
        stove: false,
        fridge: false,
        freezer: false,
        outlet: false,
        utensils: true,
        arrivesAt: `${DAY}T17:30`,
      },
    });
    const [row] = await t.db.query<{ arrivesAt: Date }[]>(`SELECT "arrivesAt" FROM "dishes" WHERE "id" = $1`, [
      lasagna,
    ]);
    expect(row?.arrivesAt.toISOString()).toBe(`${DAY}T22:30:00.000Z`);
    const plan = (await ben.agent.get(`/api/events/${eventId}/kitchen`).expect(200)).body as KitchenPlan;
    expect(plan).toMatchObject({ timeZone: 'America/New_York', startsAt: `${DAY}T18:30` });
    expect(plan.dishes.find((d) => d.dishId === lasagna)?.needs.arrivesAt).toBe(`${DAY}T17:30`);
    expect(plan.uses).toEqual([{ dishId: lasagna, resource: 'oven', start: `${DAY}T17:30`, end: `${DAY}T18:00` }]);
  });

  it('names two oven dishes at the same time when the kitchen has one oven, in the plan and in the insights', async () => {
    const { host, ann, ben, eventId, lasagna, pie } = await party();
    await oneOven(host, eventId);
    await ann.agent
      .put(`/api/events/${eventId}/dishes/${lasagna}/kitchen`)
      .send({ oven, arrivesAt: `${DAY}T18:00` })
      .expect(200);
    const before = (await host.agent.get(`/api/events/${eventId}/insights`).expect(200)).body as {
      items: { kind: string }[];
    };
    expect(before.items.filter((i) => i.kind === 'kitchen_clash')).toEqual([]);
    const res = await ben.agent
      .put(`/api/events/${eventId}/dishes/${pie}/kitchen`)
      .send({ oven: { temperature: 350, unit: 'F', minutes: 15 }, arrivesAt: `${DAY}T18:00` })
      .expect(200);
    const message = '2 dishes need the oven at 18:00; you have 1';
    expect((res.body as KitchenPlan).clashes).toEqual([
      { resource: 'oven', at: `${DAY}T18:00`, count: 2, capacity: 1, dishIds: [lasagna, pie], message },
    ]);
    const insights = (await ann.agent.get(`/api/events/${eventId}/insights`).expect(200)).body as {
      items: { kind: string; severity: string; message: string }[];
    };
    expect(insights.items.filter((i) => i.kind === 'kitchen_clash')).toEqual([
      { kind: 'kitchen_clash', severity: 'medium', message },
    ]);
    // A second oven settles it.
    await host.agent
      .put(`/api/events/${eventId}/kitchen`)
      .send({ ovens: 2, outlets: 2, fridgeShelves: null })
      .expect(200);
    const after = (await ann.agent.get(`/api/events/${eventId}/insights`).expect(200)).body as {
      items: { kind: string }[];
    };
    expect(after.items.filter((i) => i.kind === 'kitchen_clash')).toEqual([]);
  });

  it("refuses a guest changing another's dish or the kitchen, and a time that is not a wall-clock time; nothing changes", async () => {
    const { ann, ben, eventId, lasagna } = await party();
    const other = await ben.agent
      .put(`/api/events/${eventId}/dishes/${lasagna}/kitchen`)
      .send({ stove: true, arrivesAt: `${DAY}T17:00` })
      .expect(403);
    expect(other.body).toMatchObject({ code: 'NOT_DISH_OWNER' });
    const kitchen = await ann.agent
      .put(`/api/events/${eventId}/kitchen`)
      .send({ ovens: 3, outlets: null, fridgeShelves: null });
    expect(kitchen.status).toBe(403);
    const bad = await ann.agent
      .put(`/api/events/${eventId}/dishes/${lasagna}/kitchen`)
      .send({ arrivesAt: `${DAY}T17:00:00Z` })
      .expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const [row] = await t.db.query<{ needsStove: boolean; arrivesAt: Date | null }[]>(
      `SELECT "needsStove", "arrivesAt" FROM "dishes" WHERE "id" = $1`,
      [lasagna],
    );
    expect(row).toEqual({ needsStove: false, arrivesAt: null });
    const [event] = await t.db.query<{ kitchenOvens: number | null }[]>(
      `SELECT "kitchenOvens" FROM "events" WHERE "id" = $1`,
      [eventId],
    );
    expect(event?.kitchenOvens).toBeNull();
  });

  it('hides who brings what from guests when the guest list is hidden', async () => {
    const { host, ben, eventId } = await party();
    await t.db.query(`UPDATE "events" SET "showGuestList" = false, "name" = 'Hidden list' WHERE "id" = $1`, [eventId]);
    const guest = (await ben.agent.get(`/api/events/${eventId}/kitchen`).expect(200)).body as KitchenPlan;
    expect(guest.dishes.map((d) => d.contributorName)).toEqual([null, null]);
    const hosts = (await host.agent.get(`/api/events/${eventId}/kitchen`).expect(200)).body as KitchenPlan;
    expect(hosts.dishes.map((d) => d.contributorName)).toEqual(['Ann Lee', 'Ben Oz']);
  });

  it("words a clash in the reader's language: English, French and Arabic (its dual form) for the same plan", async () => {
    const { host, ann, ben, eventId, lasagna, pie } = await party();
    await oneOven(host, eventId);
    for (const [who, dish] of [
      [ann, lasagna],
      [ben, pie],
    ] as const)
      await who.agent
        .put(`/api/events/${eventId}/dishes/${dish}/kitchen`)
        .send({ oven, arrivesAt: `${DAY}T18:00` })
        .expect(200);
    await ann.agent.put('/api/locale').send({ locale: 'fr' }).expect(200);
    await ben.agent.put('/api/locale').send({ locale: 'ar' }).expect(200);
    const messageFor = async (who: typeof host) =>
      ((await who.agent.get(`/api/events/${eventId}/kitchen`).expect(200)).body as KitchenPlan).clashes.map(
        (c) => c.message,
      );
    expect(await messageFor(host)).toEqual(['2 dishes need the oven at 18:00; you have 1']);
    expect(await messageFor(ann)).toEqual(['2 plats ont besoin du four à 18:00 ; tu en as 1']);
    expect(await messageFor(ben)).toEqual(['طبقان يحتاجان إلى الفرن في 18:00؛ لديك 1']);
  });
});
