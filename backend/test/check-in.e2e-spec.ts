import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { CheckInResult, DoorView, MyCheckInCode } from '../src/contracts/check-in.contract';
import { DomainEventsService } from '../src/platform/domain-events/domain-events.service';
import { answerRsvp, createEvent } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';
import { TestSocket, signInCookie } from './support/ws-client';

/**
 * Check-in at the door: a going household's code, shown as a QR code, lets the door (hosts, co-hosts, the door
 * helpers they name) mark it arrived once, with its dish or not; the door sees names and sizes only, and every door
 * phone hears the counts live.
 */
describe('check-in at the door', () => {
  const t = useTestApp({}, { listen: true });
  const sockets: TestSocket[] = [];
  afterAll(() => {
    for (const s of sockets) s.close();
  });

  interface Party {
    eventId: string;
    host: TestUser;
    door: TestUser;
    /** Going with 2 adults and a kid, with an e-mail, a phone, restrictions and a reply the door must not see. */
    ana: TestUser;
    anaRsvpId: string;
  }

  async function party(): Promise<Party> {
    const [host, door, ana] = await Promise.all([
      signIn(t.app, { firstName: 'Host' }),
      signIn(t.app, { firstName: 'Dora', lastName: 'Door' }),
      signIn(t.app, { firstName: 'Ana', lastName: 'Lima', email: `ana-secret-${randomUUID()}@example.test` }),
    ]);
    const eventId = await createEvent(host, { showGuestList: false });
    await t.db.query(`UPDATE "users" SET "phoneNumber" = '+1 555 0142 4242' WHERE "id" = $1`, [ana.id]);
    await answerRsvp(ana, eventId, {
      status: 'attending',
      adultCount: 2,
      kidCount: 1,
      dietaryRestrictions: 'secretdiet',
      allergies: 'secretallergy',
      bringingSupplies: 'secretsupplies',
    });
    await host.agent.post(`/api/events/${eventId}/door-helpers`).send({ email: door.email }).expect(200);
    return { eventId, host, door, ana, anaRsvpId: await rsvpIdOf(ana, eventId) };
  }

  async function rsvpIdOf(user: TestUser, eventId: string): Promise<string> {
    const rows: { id: string }[] = await t.db.query(`SELECT "id" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`, [
      eventId,
      user.id,
    ]);
    return rows[0].id;
  }

  const codeOf = async (user: TestUser, eventId: string): Promise<string> =>
    ((await user.agent.get(`/api/events/${eventId}/check-in/my-code`).expect(200)).body as MyCheckInCode).code;

  const checkIn = (who: TestUser, eventId: string, rsvpId: string, body: object) =>
    who.agent.put(`/api/events/${eventId}/check-ins/${rsvpId}`).set('Idempotency-Key', randomUUID()).send(body);

  async function arrivals(eventId: string): Promise<number> {
    const rows: { n: number }[] = await t.db.query(
      `SELECT count(*)::int AS "n" FROM "check_ins" WHERE "eventId" = $1`,
      [eventId],
    );
    return rows[0].n;
  }

  it('gives a going household its code and QR code, and the code checks it in once', async () => {
    const p = await party();
    const mine = (await p.ana.agent.get(`/api/events/${p.eventId}/check-in/my-code`).expect(200)).body as MyCheckInCode;
    expect(mine.code).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{22}$/);
    expect(mine.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(mine.arrivedAt).toBeNull();
    // The code names the answer, and carries nothing else of the household.
    expect(mine.code.startsWith(p.anaRsvpId.replaceAll('-', ''))).toBe(true);
    expect(mine.code).not.toContain('ana');

    const first = await checkIn(p.door, p.eventId, p.anaRsvpId, { code: mine.code }).expect(200);
    expect(first.body).toMatchObject({
      alreadyArrived: false,
      household: { rsvpId: p.anaRsvpId, name: 'Ana Lima', adults: 2, kids: 1, dishBrought: false },
      counts: { households: 1, arrivedHouseholds: 1, arrivedPeople: 3, people: 3 },
    });
    const arrivedAt = (first.body as CheckInResult).household.arrivedAt;
    expect(arrivedAt).not.toBeNull();
    // Scanned again (a second phone, a second look): still one arrival, at its first time.
    const again = await checkIn(p.host, p.eventId, p.anaRsvpId, { code: mine.code }).expect(200);
    expect(again.body).toMatchObject({
      alreadyArrived: true,
      household: { arrivedAt },
      counts: { arrivedHouseholds: 1 },
    });
    expect(await arrivals(p.eventId)).toBe(1);
    const after = (await p.ana.agent.get(`/api/events/${p.eventId}/check-in/my-code`).expect(200))
      .body as MyCheckInCode;
    expect(after.arrivedAt).toBe(arrivedAt);
  });

  it('counts two phones checking in the same code at once as one arrival', async () => {
    const p = await party();
    const code = await codeOf(p.ana, p.eventId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => checkIn(i % 2 ? p.host : p.door, p.eventId, p.anaRsvpId, { code })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => !(a.body as CheckInResult).alreadyArrived)).toHaveLength(1);
    expect(await arrivals(p.eventId)).toBe(1);
    const door = (await p.door.agent.get(`/api/events/${p.eventId}/door`).expect(200)).body as DoorView;
    expect(door.counts).toEqual({ households: 1, arrivedHouseholds: 1, arrivedPeople: 3, people: 3 });
  });

  it('replays a check-in sent twice under one key without a second arrival', async () => {
    const p = await party();
    const key = randomUUID();
    const send = () =>
      p.door.agent
        .put(`/api/events/${p.eventId}/check-ins/${p.anaRsvpId}`)
        .set('Idempotency-Key', key)
        .send({ withDish: false });
    const first = await send().expect(200);
    const replay = await send().expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await arrivals(p.eventId)).toBe(1);
  });

  it('shows the door names and sizes only: no e-mail, phone, restrictions, supplies or replies', async () => {
    const p = await party();
    const res = await p.door.agent.get(`/api/events/${p.eventId}/door`).expect(200);
    expect(res.body).toEqual({
      eventId: p.eventId,
      eventName: 'Test Potluck',
      households: [{ rsvpId: p.anaRsvpId, name: 'Ana Lima', adults: 2, kids: 1, arrivedAt: null, dishBrought: false }],
      counts: { households: 1, arrivedHouseholds: 0, arrivedPeople: 0, people: 3 },
    });
    for (const secret of ['ana-secret', '0142', 'secretdiet', 'secretallergy', 'secretsupplies', '@'])
      expect(res.text).not.toContain(secret);
  });

  it('refuses the door routes to a stranger, a going guest and a guest without an account, and changes nothing', async () => {
    const p = await party();
    const code = await codeOf(p.ana, p.eventId);
    const [stranger, guest] = await Promise.all([
      signIn(t.app, { firstName: 'Stranger' }),
      joinAsGuest(t.app, p.eventId, { name: 'Gus Guest' }),
    ]);
    for (const who of [stranger, p.ana, guest]) {
      await who.agent.get(`/api/events/${p.eventId}/door`).expect(403);
      const refused = await checkIn(who, p.eventId, p.anaRsvpId, { code }).expect(403);
      expect(refused.body).toMatchObject({ code: 'NOT_DOOR' });
      await who.agent.delete(`/api/events/${p.eventId}/check-ins/${p.anaRsvpId}`).expect(403);
      await who.agent
        .post(`/api/events/${p.eventId}/door-helpers`)
        .send({ email: who.email || 'x@example.test' })
        .expect(403);
    }
    await request(t.app.getHttpServer()).get(`/api/events/${p.eventId}/door`).expect(401);
    // A door helper of another event is a stranger here.
    const other = await party();
    await other.door.agent.get(`/api/events/${p.eventId}/door`).expect(403);
    expect(await arrivals(p.eventId)).toBe(0);
  });

  it('refuses a made-up code, another event’s code, a removed household and one not going, clearly', async () => {
    const p = await party();
    const other = await party();
    const code = await codeOf(p.ana, p.eventId);
    const forged = code.slice(0, 32) + 'A'.repeat(22);
    expect((await checkIn(p.door, p.eventId, p.anaRsvpId, { code: forged }).expect(404)).body).toMatchObject({
      code: 'CHECK_IN_CODE_UNKNOWN',
      message: 'This check-in code is not for this potluck',
    });
    // Another event's code, presented at this door (under its own household's id): not this potluck's.
    const otherCode = await codeOf(other.ana, other.eventId);
    await checkIn(p.door, p.eventId, other.anaRsvpId, { code: otherCode }).expect(404);
    // Not a code at all: a 400 with the field named.
    const bad = await checkIn(p.door, p.eventId, p.anaRsvpId, { code: 'https://example.test/join/x' }).expect(400);
    expect(bad.body).toMatchObject({ fieldErrors: { code: ['This is not a check-in code'] } });
    await checkIn(p.door, p.eventId, 'not-an-id', { withDish: true }).expect(404);

    // Not going any more: refused with why, and its code gives nothing on its page.
    const maybe = await signIn(t.app, { firstName: 'May' });
    await answerRsvp(maybe, p.eventId, 'attending');
    const maybeId = await rsvpIdOf(maybe, p.eventId);
    const maybeCode = await codeOf(maybe, p.eventId);
    await answerRsvp(maybe, p.eventId, 'maybe');
    expect((await checkIn(p.door, p.eventId, maybeId, { code: maybeCode }).expect(409)).body).toMatchObject({
      code: 'RSVP_NOT_GOING',
      message: 'This household is not going, so it has no check-in',
    });
    expect((await maybe.agent.get(`/api/events/${p.eventId}/check-in/my-code`).expect(409)).body).toMatchObject({
      code: 'RSVP_NOT_GOING',
    });

    // Removed by the host: the code names nobody any more.
    await p.host.agent.delete(`/api/events/${p.eventId}/rsvps/${p.anaRsvpId}`).expect(204);
    expect((await checkIn(p.door, p.eventId, p.anaRsvpId, { code }).expect(404)).body).toMatchObject({
      code: 'RSVP_NOT_FOUND',
    });
    expect(await arrivals(p.eventId)).toBe(0);
  });

  it('keeps that a household brought its dish: with the check-in, or added later, never taken back by a scan', async () => {
    const p = await party();
    const withDish = await checkIn(p.door, p.eventId, p.anaRsvpId, { withDish: true }).expect(200);
    expect(withDish.body).toMatchObject({ household: { dishBrought: true }, alreadyArrived: false });
    const plain = await checkIn(p.door, p.eventId, p.anaRsvpId, { withDish: false }).expect(200);
    expect(plain.body).toMatchObject({ household: { dishBrought: true }, alreadyArrived: true });

    // The host's CSV lists who arrived, when, and with the dish.
    const csv = (await p.host.agent.get(`/api/events/${p.eventId}/export.csv`).expect(200)).text;
    expect(csv).toContain('Arrived at the door,Arrived,Brought their dish');
    expect(csv).toMatch(/\r\nAna Lima,\d{4}-\d{2}-\d{2} \d{2}:\d{2},Yes(\r\n)?$/);

    const q = await party();
    await checkIn(q.door, q.eventId, q.anaRsvpId, {}).expect(200);
    const later = await checkIn(q.door, q.eventId, q.anaRsvpId, { withDish: true }).expect(200);
    expect(later.body).toMatchObject({ household: { dishBrought: true }, alreadyArrived: true });
  });

  it('lets the door undo an arrival, and the hosts name and remove door helpers', async () => {
    const p = await party();
    await checkIn(p.door, p.eventId, p.anaRsvpId, {}).expect(200);
    const undone = await p.door.agent
      .delete(`/api/events/${p.eventId}/check-ins/${p.anaRsvpId}`)
      .set('Idempotency-Key', randomUUID())
      .expect(200);
    expect((undone.body as DoorView).counts.arrivedHouseholds).toBe(0);
    expect(await arrivals(p.eventId)).toBe(0);

    const helpers = await p.host.agent.get(`/api/events/${p.eventId}/door-helpers`).expect(200);
    expect(helpers.body).toEqual([{ userId: p.door.id, name: 'Dora Door', email: p.door.email }]);
    const unknown = await p.host.agent
      .post(`/api/events/${p.eventId}/door-helpers`)
      .send({ email: 'nobody-here@example.test' })
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 'DOOR_HELPER_NOT_FOUND' });
    await p.host.agent.post(`/api/events/${p.eventId}/door-helpers`).send({ email: 'not an address' }).expect(400);
    // The helper's home lists the event's door, by name and date only.
    const duties = await p.door.agent.get('/api/door-duties').expect(200);
    expect(duties.body).toEqual([{ eventId: p.eventId, eventName: 'Test Potluck', date: expect.any(String) }]);
    await p.host.agent.delete(`/api/events/${p.eventId}/door-helpers/${p.door.id}`).expect(200, []);
    await p.door.agent.get('/api/door-duties').expect(200, []);
    await p.door.agent.get(`/api/events/${p.eventId}/door`).expect(403);
    await checkIn(p.door, p.eventId, p.anaRsvpId, {}).expect(403);
  });

  it('tells every door phone the counts live, and no other follower', async () => {
    const p = await party();
    const [doorPhone, guestPhone] = await Promise.all([signInCookie(t.app, 'Desk'), signInCookie(t.app, 'Guest')]);
    const deskEmail = (
      (await request(t.app.getHttpServer()).get('/api/auth/user').set('Cookie', doorPhone.cookie).expect(200)).body as {
        email: string;
      }
    ).email;
    await p.host.agent.post(`/api/events/${p.eventId}/door-helpers`).send({ email: deskEmail }).expect(200);
    const open = async (cookie: string) => {
      const socket = new TestSocket(t.wsUrl, { origin: t.origin, cookie });
      sockets.push(socket);
      await socket.opened;
      socket.send({ type: 'join_event', eventId: p.eventId });
      expect(await socket.next()).toMatchObject({ type: 'joined', eventId: p.eventId });
      return socket;
    };
    const [desk, guest] = await Promise.all([open(doorPhone.cookie), open(guestPhone.cookie)]);

    await checkIn(p.door, p.eventId, p.anaRsvpId, { withDish: true }).expect(200);
    expect(await desk.next()).toEqual({
      type: 'check_ins_updated',
      eventId: p.eventId,
      households: 1,
      arrivedHouseholds: 1,
      arrivedPeople: 3,
    });
    // The guest's socket hears the next change that is everyone's, not the door's counts.
    t.app.get(DomainEventsService).publish({ type: 'talk_updated', eventId: p.eventId, part: 'thread' });
    expect(await guest.next()).toEqual({ type: 'talk_updated', eventId: p.eventId, part: 'thread' });
  });
});
