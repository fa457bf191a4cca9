import { answerRsvp, createDish, createEvent, eventBody, postDish } from './support/factories';
import { useTestApp, signIn, type TestUser } from './support/test-app';

const going = (adultCount = 1, kidCount = 0) => ({ status: 'attending', adultCount, kidCount });

describe('Planning: slots, duplicates, capacity and waitlist, co-hosts, export', () => {
  const t = useTestApp();
  let host: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Hannah', lastName: 'Host' });
  });
  beforeEach(() => {
    t.published.length = 0;
  });

  const promotedIn = (eventId: string): string[] =>
    t.published.flatMap((e) => (e.type === 'rsvp_promoted' && e.eventId === eventId ? [e.userId] : []));
  const rsvp = (user: TestUser, eventId: string, body: Record<string, unknown>) =>
    user.agent.post(`/api/events/${eventId}/rsvp`).send(body);

  describe('dish slots', () => {
    it('stores slots and capacity, counts dishes per category, and keeps them when an edit leaves them out', async () => {
      const eventId = await createEvent(host, { dishSlots: { dessert: 3, main_dish: 2, cutlery: 1 }, capacity: 12 });
      await createDish(host, eventId, { name: 'Brownies', category: 'dessert' });
      await createDish(host, eventId, { name: 'Kheer', category: 'dessert' });
      const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
      expect(detail.body.dishSlots).toEqual({ dessert: 3, main_dish: 2, cutlery: 1 });
      expect(detail.body.capacity).toBe(12);
      expect(detail.body.categoryCounts).toEqual({ dessert: 2 });

      const list = await host.agent.get('/api/events').expect(200);
      const item = list.body.find((e: { id: string }) => e.id === eventId);
      expect(item.categoryCounts).toEqual({ dessert: 2 });
      expect(item.dishSlots).toEqual({ dessert: 3, main_dish: 2, cutlery: 1 });

      const pub = await host.agent.get(`/api/public/events/${eventId}`).expect(200);
      expect(pub.body.dishSlots).toEqual({ dessert: 3, main_dish: 2, cutlery: 1 });
      expect(pub.body.placesLeft).toBe(12);

      // An edit without the fields (an older client) leaves them; null clears them.
      await host.agent.put(`/api/events/${eventId}`).send(eventBody()).expect(200);
      expect((await host.agent.get(`/api/events/${eventId}`)).body.dishSlots).toEqual({
        dessert: 3,
        main_dish: 2,
        cutlery: 1,
      });
      await host.agent
        .put(`/api/events/${eventId}`)
        .send(eventBody({ dishSlots: null, capacity: null }))
        .expect(200);
      const cleared = await host.agent.get(`/api/events/${eventId}`);
      expect(cleared.body.dishSlots).toBeNull();
      expect(cleared.body.capacity).toBeNull();
    });

    it('refuses bad slots and capacities with {message, code, fieldErrors}', async () => {
      const res = await host.agent
        .post('/api/events')
        .send(eventBody({ dishSlots: { dessert: -1, main_dish: 1.5 }, capacity: 0 }))
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(typeof res.body.message).toBe('string');
      expect(Object.keys(res.body.fieldErrors).sort()).toEqual([
        'capacity',
        'dishSlots.dessert',
        'dishSlots.main_dish',
      ]);
    });

    it('suggests slots from the headcount with the per-10-people rule', async () => {
      const res = await host.agent.get('/api/planning/slot-suggestion?people=20').expect(200);
      expect(res.body).toEqual({
        people: 20,
        slots: { appetizer: 2, main_dish: 3, side_dish: 3, dessert: 2, drinks: 2, cutlery: 1 },
      });
      const small = await host.agent.get('/api/planning/slot-suggestion?people=4').expect(200);
      expect(small.body.slots.main_dish).toBe(1);
      const bad = await host.agent.get('/api/planning/slot-suggestion?people=zero').expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('duplicate dishes', () => {
    it('names who already brings a loosely matching dish, and still lets the guest save', async () => {
      const eventId = await createEvent(host);
      const priya = await signIn(t.app, { firstName: 'Priya', lastName: 'Shah' });
      await answerRsvp(priya, eventId);
      const samosaId = await createDish(priya, eventId, { name: 'Samosas', category: 'appetizer' });
      const guest = await signIn(t.app);
      await answerRsvp(guest, eventId);

      const match = await guest.agent
        .get(`/api/events/${eventId}/dishes/duplicates`)
        .query({ name: "my mom's samosa" })
        .expect(200);
      expect(match.body).toEqual([{ dishId: samosaId, name: 'Samosas', contributorName: 'Priya Shah' }]);

      const none = await guest.agent.get(`/api/events/${eventId}/dishes/duplicates`).query({ name: 'Pakoras' });
      expect(none.body).toEqual([]);
      // Editing the dish itself is not a duplicate of itself.
      const self = await priya.agent
        .get(`/api/events/${eventId}/dishes/duplicates`)
        .query({ name: 'Samosa', exceptDishId: samosaId });
      expect(self.body).toEqual([]);

      await createDish(guest, eventId, { name: 'samosa', category: 'appetizer' });
      const other = await signIn(t.app);
      const notFound = await other.agent
        .get(`/api/events/00000000-0000-4000-8000-000000000000/dishes/duplicates`)
        .query({ name: 'x' })
        .expect(404);
      expect(notFound.body.code).toBe('EVENT_NOT_FOUND');
    });
  });

  describe('capacity and waitlist', () => {
    it('waitlists Going answers beyond the capacity, blocks their dishes, and promotes first in, first out', async () => {
      const eventId = await createEvent(host, { capacity: 3 });
      const [a, b, c, d] = await Promise.all([signIn(t.app), signIn(t.app), signIn(t.app), signIn(t.app)]);

      const first = await rsvp(a, eventId, going(2)).expect(200);
      expect(first.body.waitlistPosition).toBeNull();
      const second = await rsvp(b, eventId, going(2)).expect(200);
      expect(second.body.waitlistPosition).toBe(1);
      // Only one place left and it would fit, but C does not pass B, who waits first.
      const third = await rsvp(c, eventId, going(1)).expect(200);
      expect(third.body.waitlistPosition).toBe(2);
      await rsvp(d, eventId, going(1)).expect(200);

      const refused = await postDish(d, eventId, { name: 'Lemonade', category: 'soft_drinks' }).expect(409);
      expect(refused.body).toEqual({
        message: "You're on the waitlist. You can sign up a dish once you have a place.",
        code: 'RSVP_WAITLISTED',
      });

      const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
      expect(detail.body.confirmedGuestCount).toBe(2);
      expect(detail.body.waitlistCount).toBe(4);
      const positions = Object.fromEntries(
        detail.body.rsvps.map((r: { userId: string; waitlistPosition: number | null }) => [
          r.userId,
          r.waitlistPosition,
        ]),
      );
      expect(positions).toEqual({ [a.id]: null, [b.id]: 1, [c.id]: 2, [d.id]: 3 });
      const mine = (await c.agent.get('/api/events').expect(200)).body.find((e: { id: string }) => e.id === eventId);
      expect(mine.myWaitlistPosition).toBe(2);

      // A lowers to one adult: two places free for B (2 people), first in line; C still waits behind.
      await rsvp(a, eventId, going(1)).expect(200);
      expect(promotedIn(eventId)).toEqual([b.id]);
      // A leaves: one place; C is promoted, D still waits.
      t.published.length = 0;
      await rsvp(a, eventId, { status: 'not_attending', adultCount: 1, kidCount: 0 }).expect(200);
      expect(promotedIn(eventId)).toEqual([c.id]);
      const after = await host.agent.get(`/api/events/${eventId}`).expect(200);
      expect(after.body.confirmedGuestCount).toBe(3);
      expect(after.body.rsvps.find((r: { userId: string }) => r.userId === d.id).waitlistPosition).toBe(1);
      await createDish(c, eventId, { name: 'Chai', category: 'soft_drinks' });

      // A guest with a place may not raise their count past the capacity and lose the place.
      const tooMany = await rsvp(c, eventId, going(2)).expect(409);
      expect(tooMany.body.code).toBe('CAPACITY_EXCEEDED');

      // The host raises the capacity: D is promoted in the same change.
      t.published.length = 0;
      await host.agent
        .put(`/api/events/${eventId}`)
        .send(eventBody({ capacity: 4 }))
        .expect(200);
      expect(promotedIn(eventId)).toEqual([d.id]);
      expect((await host.agent.get(`/api/events/${eventId}`)).body.waitlistCount).toBe(0);
    });

    it('lets the host promote by hand, beyond the capacity; guests may not', async () => {
      const eventId = await createEvent(host, { capacity: 1 });
      const [a, b] = await Promise.all([signIn(t.app), signIn(t.app)]);
      await rsvp(a, eventId, going()).expect(200);
      await rsvp(b, eventId, going()).expect(200);
      const refused = await a.agent.post(`/api/events/${eventId}/waitlist/${b.id}/promote`).expect(403);
      expect(refused.body.code).toBe('NOT_HOST');
      await host.agent.post(`/api/events/${eventId}/waitlist/${b.id}/promote`).expect(204);
      expect(promotedIn(eventId)).toEqual([b.id]);
      // Told by e-mail too (the outbox without SMTP): subject and the join link.
      const mail = async (): Promise<{ subject: string; text: string }[]> =>
        t.db.query(`SELECT "subject", "text" FROM "outbox" WHERE "recipient" = $1`, [b.email]);
      for (let i = 0; i < 50 && (await mail()).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      const [sent] = await mail();
      expect(sent.subject).toBe("You're in: Test Potluck");
      expect(sent.text).toContain("you're off the waitlist for Test Potluck");
      expect(sent.text).toContain(`/join/${eventId}`);
      const again = await host.agent.post(`/api/events/${eventId}/waitlist/${b.id}/promote`).expect(409);
      expect(again.body.code).toBe('NOT_WAITLISTED');
      expect((await host.agent.get(`/api/events/${eventId}`)).body.confirmedGuestCount).toBe(2);
    });

    it('gives the place of a guest the host removes to the waitlist, first in, first out', async () => {
      const eventId = await createEvent(host, { capacity: 1 });
      const [a, b, c] = await Promise.all([signIn(t.app), signIn(t.app), signIn(t.app)]);
      for (const guest of [a, b, c]) await rsvp(guest, eventId, going()).expect(200);
      const before = await host.agent.get(`/api/events/${eventId}`).expect(200);
      const removed = before.body.rsvps.find((r: { userId: string }) => r.userId === a.id).id;
      await host.agent.delete(`/api/events/${eventId}/rsvps/${removed}`).expect(204);
      expect(promotedIn(eventId)).toEqual([b.id]);
      const after = await host.agent.get(`/api/events/${eventId}`).expect(200);
      expect(after.body.confirmedGuestCount).toBe(1);
      expect(after.body.waitlistCount).toBe(1);
    });

    it('50 simultaneous Going answers never exceed the capacity, and nobody is promoted twice', async () => {
      const eventId = await createEvent(host, { capacity: 20 });
      const guests = await Promise.all(Array.from({ length: 50 }, () => signIn(t.app)));
      const answers = await Promise.all(guests.map((g) => rsvp(g, eventId, going())));
      expect(answers.map((r) => r.status)).toEqual(guests.map(() => 200));
      const confirmed = answers.filter((r) => r.body.waitlistPosition === null);
      expect(confirmed).toHaveLength(20);
      expect(
        answers
          .map((r) => r.body.waitlistPosition as number | null)
          .filter((p) => p !== null)
          .sort((x, y) => x - y),
      ).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));

      // Ten confirmed guests leave at once: exactly the first ten waiting get their places, each once.
      t.published.length = 0;
      const leaving = guests.filter((_, i) => answers[i].body.waitlistPosition === null).slice(0, 10);
      await Promise.all(
        leaving.map((g) => rsvp(g, eventId, { status: 'maybe', adultCount: 1, kidCount: 0 }).expect(200)),
      );
      const promoted = t.published
        .filter((e) => e.type === 'rsvp_promoted')
        .map((e) => (e as { userId: string }).userId);
      expect(new Set(promoted).size).toBe(10);
      expect(promoted).toHaveLength(10);
      const expected = guests.filter((_, i) => (answers[i].body.waitlistPosition ?? 99) <= 10).map((g) => g.id);
      expect([...promoted].sort()).toEqual([...expected].sort());
      const [{ n }]: { n: number }[] = await t.db.query(
        `SELECT SUM("adultCount" + "kidCount")::int AS n FROM "rsvps" WHERE "eventId" = $1 AND "status" = 'attending' AND "waitlistedAt" IS NULL`,
        [eventId],
      );
      expect(n).toBe(20);
      // A busy machine runs 50 sign-ins and 60 RSVPs slowly; nothing here measures time.
    }, 180_000);
  });

  describe('co-hosts', () => {
    it('the host makes a guest co-host, who then manages the event but cannot delete it or change co-hosts', async () => {
      const eventId = await createEvent(host);
      const [co, guest] = await Promise.all([signIn(t.app), signIn(t.app)]);
      await rsvp(co, eventId, going()).expect(200);
      await rsvp(guest, eventId, going()).expect(200);
      const dishId = await createDish(guest, eventId, { name: 'Dal', category: 'main_dish' });

      expect((await co.agent.put(`/api/events/${eventId}`).send(eventBody())).status).toBe(403);
      await host.agent.put(`/api/events/${eventId}/co-hosts/${co.id}`).send({ coHost: true }).expect(204);

      const detail = await co.agent.get(`/api/events/${eventId}`).expect(200);
      expect(detail.body.role).toBe('co_host');
      expect(detail.body.rsvps.find((r: { userId: string }) => r.userId === co.id).coHost).toBe(true);
      await co.agent
        .put(`/api/events/${eventId}`)
        .send(eventBody({ name: 'Renamed by co-host' }))
        .expect(200);
      await co.agent.put(`/api/dishes/${dishId}`).send({ name: 'Dal makhani', category: 'main_dish' }).expect(200);
      await co.agent.get(`/api/events/${eventId}/export.csv`).expect(200);
      await co.agent.get(`/api/events/${eventId}/invite-message`).expect(200);
      await co.agent.delete(`/api/dishes/${dishId}`).expect(204);

      const noDelete = await co.agent.delete(`/api/events/${eventId}`).expect(403);
      expect(noDelete.body.code).toBe('NOT_OWNER');
      const noCoHosts = await co.agent
        .put(`/api/events/${eventId}/co-hosts/${guest.id}`)
        .send({ coHost: true })
        .expect(403);
      expect(noCoHosts.body.code).toBe('NOT_OWNER');
      const bad = await host.agent
        .put(`/api/events/${eventId}/co-hosts/${guest.id}`)
        .send({ coHost: 'yes' })
        .expect(400);
      expect(bad.body.code).toBe('VALIDATION_FAILED');
      const stranger = await signIn(t.app);
      const notAnswered = await host.agent
        .put(`/api/events/${eventId}/co-hosts/${stranger.id}`)
        .send({ coHost: true })
        .expect(404);
      expect(notAnswered.body.code).toBe('RSVP_NOT_FOUND');

      await host.agent.put(`/api/events/${eventId}/co-hosts/${co.id}`).send({ coHost: false }).expect(204);
      expect((await co.agent.put(`/api/events/${eventId}`).send(eventBody())).status).toBe(403);
      expect((await co.agent.get(`/api/events/${eventId}`)).body.role).toBe('guest');
    });
  });

  describe('CSV export', () => {
    it('exports guests and dishes with a BOM, neutralising formulas; guests may not export', async () => {
      const eventId = await createEvent(host, { name: 'Zoë’s Diwali', capacity: 2 });
      const evil = await signIn(t.app, { firstName: '=HYPERLINK("http://evil")', lastName: 'X' });
      const zoe = await signIn(t.app, { firstName: 'Zoë', lastName: 'Núñez' });
      const late = await signIn(t.app, { firstName: 'Late', lastName: 'Comer' });
      await rsvp(evil, eventId, { ...going(1, 1), dietaryRestrictions: '+nut allergy, vegan' }).expect(200);
      await rsvp(zoe, eventId, going()).expect(200);
      await rsvp(late, eventId, going()).expect(200);
      await createDish(host, eventId, {
        name: '@Gulab jamun',
        category: 'dessert',
        servingSize: '-12',
        isVegetarian: true,
      });

      const res = await host.agent
        .get(`/api/events/${eventId}/export.csv`)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('.csv');
      const bytes = res.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe('Type,Name,E-mail,Status,Adults,Kids,Dietary restrictions,Dish,Category,Serves,Dietary');
      expect(lines).toContain(
        `Guest,"'=HYPERLINK(""http://evil"") X",${evil.email},Going,1,1,"'+nut allergy, vegan",,,,`,
      );
      expect(lines).toContain(`Guest,Zoë Núñez,${zoe.email},Waitlist #1,1,0,,,,,`);
      expect(lines).toContain(`Guest,Late Comer,${late.email},Waitlist #2,1,0,,,,,`);
      expect(lines).toContain(`Dish,Hannah Host,,,,,,'@Gulab jamun,Dessert,'-12,Veg`);

      const guestTry = await zoe.agent.get(`/api/events/${eventId}/export.csv`).expect(403);
      expect(guestTry.body.code).toBe('NOT_HOST');
    });
  });

  it('publishes nothing about dishes or places for an unknown event', async () => {
    const stranger = await signIn(t.app);
    await rsvp(stranger, '00000000-0000-4000-8000-000000000000', going()).expect(404);
    expect(t.published).toEqual([]);
  });
});
