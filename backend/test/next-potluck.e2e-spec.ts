import { randomUUID } from 'node:crypto';
import type { NextPotluckResult } from '../src/contracts/next-potluck.contract';
import { MailService } from '../src/mail/mail.service';
import { answerRsvp, createEvent, eventBody as eventBodyOf, seedRsvp } from './support/factories';
import { confirmEmail } from './support/mail';
import { useMailTestApp } from './support/mail-app';
import { joinAsGuest, signIn, type TestUser } from './support/test-app';

describe('start the next potluck', () => {
  // Mail goes to a real SMTP server: what each guest received is read there.
  const t = useMailTestApp();

  const SETTINGS = [
    'name',
    'description',
    'theme',
    'location',
    'allowNonVegetarian',
    'allowVegetarian',
    'allowVegan',
    'dietaryNote',
    'showGuestList',
    'dishSlots',
    'capacity',
    'timeZone',
    'remindersEnabled',
    'kitchenOvens',
    'kitchenOutlets',
    'kitchenFridgeShelves',
  ];
  const settingsOf = async (eventId: string) => {
    const [row] = await t.db.query<Record<string, unknown>[]>(
      `SELECT ${SETTINGS.map((c) => `"${c}"`).join(', ')}, "hostId", "date" FROM "events" WHERE "id" = $1`,
      [eventId],
    );
    return row ?? {};
  };
  const invitationsOf = (eventId: string) =>
    t.db.query<{ email: string }[]>(`SELECT "email" FROM "invitations" WHERE "eventId" = $1 ORDER BY "email"`, [
      eventId,
    ]);

  async function pastParty() {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const eventId = await createEvent(host, {
      name: 'Friendsgiving',
      description: 'Bring a dish',
      theme: 'thanksgiving',
      location: 'Our flat',
      allowNonVegetarian: false,
      dietaryNote: 'Veggie only',
      showGuestList: false,
      dishSlots: { appetizer: 2, main_dish: 3, side_dish: 2, dessert: 1, drinks: 1, cutlery: 1 },
      capacity: 12,
      timeZone: 'Europe/Paris',
      date: '2026-11-26T18:00:00.000Z',
      remindersEnabled: false,
    });
    await host.agent.put(`/api/events/${eventId}/kitchen`).send({ ovens: 1, outlets: 3, fridgeShelves: 2 }).expect(200);
    const ann = await signIn(t.app, { firstName: 'Ann', email: `ann-${randomUUID()}@example.test` });
    const ben = await signIn(t.app, { firstName: 'Ben', email: `ben-${randomUUID()}@example.test` });
    const no = await signIn(t.app, { firstName: 'Nora' });
    await answerRsvp(ann, eventId, 'attending');
    await answerRsvp(ben, eventId, 'maybe');
    await seedRsvp(t.db, eventId, no, { status: 'not_attending' });
    const guest = await joinAsGuest(t.app, eventId, { name: 'Gil', email: `gil-${randomUUID()}@example.test` });
    return { host, ann, ben, guest, eventId };
  }

  it('copies the settings to a new event on the new date and invites the guests who came or might, once', async () => {
    const { host, ann, ben, eventId } = await pastParty();
    // The first was at 19:00 in Paris (18:00 UTC in winter); the next is at 19:00 in Paris on its day (summer time).
    const date = '2027-06-25T17:00:00.000Z';
    const key = randomUUID();
    const res = await host.agent
      .post(`/api/events/${eventId}/next-potluck`)
      .set('Idempotency-Key', key)
      .send({ day: '2027-06-25' })
      .expect(201);
    const result = res.body as NextPotluckResult;
    // Ann (Going) and Ben (Maybe) by e-mail; Gil joined without an account and never confirmed: left out, counted.
    expect(result).toEqual({ eventId: expect.any(String), invited: 2, skipped: 1 });
    expect(result.eventId).not.toBe(eventId);
    const before = await settingsOf(eventId);
    const after = await settingsOf(result.eventId);
    for (const column of SETTINGS) expect([column, after[column]]).toEqual([column, before[column]]);
    expect(after.hostId).toBe(host.id);
    expect((after.date as Date).toISOString()).toBe(date);
    expect((await invitationsOf(result.eventId)).map((i) => i.email)).toEqual([ann.email, ben.email].sort());

    // The same request again (a retry): the same event, nobody invited twice, no third event.
    const again = await host.agent
      .post(`/api/events/${eventId}/next-potluck`)
      .set('Idempotency-Key', key)
      .send({ day: '2027-06-25' })
      .expect(201);
    expect((again.body as NextPotluckResult).eventId).toBe(result.eventId);
    expect(await invitationsOf(result.eventId)).toHaveLength(2);
    const [{ count }] = await t.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM "events" WHERE "hostId" = $1`,
      [host.id],
    );
    expect(count).toBe(2);
  });

  it('invites a guest without an account whose address is confirmed, once; never an unconfirmed, stopped or removed one', async () => {
    const { host, guest: gil, eventId } = await pastParty();
    const address = (name: string) => `${name}-${randomUUID()}@example.test`;
    // Each guest joins with an address (the join mails its confirmation link) and, but Gil, confirms it.
    const join = async (name: string, confirm = true) => {
      const guest = await joinAsGuest(t.app, eventId, { name, email: address(name.toLowerCase()) });
      if (confirm) await confirmEmail(t.app, guest.email, t.smtp.to(guest.email)[0].readable);
      return guest;
    };
    const cora = await join('Cora');
    const sid = await join('Sid');
    const eve = await join('Eve');
    const rex = await join('Rex');
    const mail = t.app.get(MailService);
    const stop = (email: string, scope: string) =>
      mail.unsubscribe(email, scope, new URL(mail.unsubscribeUrl(email, scope)).searchParams.get('t')!);
    await stop(sid.email, 'all'); // "Stop all Potluck e-mails"
    await stop(eve.email, eventId); // "Stop e-mails about this event"
    const rexRsvp = (await host.agent.get(`/api/events/${eventId}`).expect(200)).body as {
      rsvps: { id: string; userId: string }[];
    };
    await host.agent
      .delete(`/api/events/${eventId}/rsvps/${rexRsvp.rsvps.find((r) => r.userId === rex.id)!.id}`)
      .expect(204);
    const guests: TestUser[] = [cora, sid, eve, rex];
    const before = new Map(guests.map((g) => [g.email, t.smtp.to(g.email).length]));
    expect([...before.values()]).toEqual([1, 1, 1, 1]); // only the confirmation mails

    // The same request twice at once and once more later, all with one Idempotency-Key.
    const key = randomUUID();
    const send = () =>
      host.agent.post(`/api/events/${eventId}/next-potluck`).set('Idempotency-Key', key).send({ day: '2027-06-25' });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.status, second.status]).toContain(201);
    for (const status of [first.status, second.status]) expect([201, 409]).toContain(status);
    const retry = await send().expect(201);
    const result = retry.body as NextPotluckResult;
    // Ann, Ben and Cora invited; Gil (unconfirmed), Sid and Eve (stopped) counted to share the link with; Rex not.
    expect(result).toEqual({ eventId: expect.any(String), invited: 3, skipped: 3 });
    const created = await t.db.query<{ id: string }[]>(`SELECT "id" FROM "events" WHERE "hostId" = $1`, [host.id]);
    expect(created).toHaveLength(2);

    const toCora = t.smtp.to(cora.email);
    expect(toCora).toHaveLength(2);
    expect(toCora[1].readable).toContain(`/join/${result.eventId}`);
    for (const g of [sid, eve, rex]) expect([g.firstName, t.smtp.to(g.email).length]).toEqual([g.firstName, 1]);
    expect(t.smtp.to(gil.email)).toHaveLength(1); // his confirmation link, nothing more
    const invited = (await invitationsOf(result.eventId)).map((i) => i.email);
    expect(invited).toHaveLength(3);
    expect(invited).toContain(cora.email);
  });

  it('refuses a guest, with no new event and no invitation', async () => {
    const { ann, eventId } = await pastParty();
    const res = await ann.agent.post(`/api/events/${eventId}/next-potluck`).send({ day: '2027-11-26' });
    expect(res.status).toBe(403);
    const [{ count }] = await t.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM "events" WHERE "hostId" = $1`,
      [ann.id],
    );
    expect(count).toBe(0);
  });

  it("refuses an event whose date poll is open, in the requester's language, with no new event", async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const created = await host.agent
      .post('/api/events')
      .send({
        ...eventBodyOf(),
        date: undefined,
        dateOptions: ['2027-05-01T18:00:00.000Z', '2027-05-08T18:00:00.000Z'],
      })
      .expect(201);
    const eventId = (created.body as { id: string }).id;
    const english = await host.agent.post(`/api/events/${eventId}/next-potluck`).send({ day: '2027-06-01' });
    expect(english.status).toBe(409);
    expect(english.body).toMatchObject({
      code: 'DATE_NOT_SET',
      message: 'Pick the date before starting the next potluck',
    });
    const french = await host.agent
      .post(`/api/events/${eventId}/next-potluck`)
      .set('Accept-Language', 'fr')
      .send({ day: '2027-06-01' });
    expect(french.status).toBe(409);
    expect(french.body).toMatchObject({
      code: 'DATE_NOT_SET',
      message: 'Choisis la date avant de lancer la prochaine fête',
    });
    const [{ count }] = await t.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM "events" WHERE "hostId" = $1`,
      [host.id],
    );
    expect(count).toBe(1);
  });
});
