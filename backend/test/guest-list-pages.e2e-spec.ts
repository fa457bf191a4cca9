import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { EventDetail } from '../src/contracts/event.contract';
import type { GuestPage } from '../src/contracts/rsvp.contract';
import { GUEST_LIST_INLINE_MAX, GUEST_PAGE_SIZE } from '../src/contracts/rsvp.rules';
import { seedEvent, seedRsvp } from './support/factories';
import { signIn, useTestApp } from './support/test-app';
import { signInCookie, TestSocket } from './support/ws-client';

/** `n` households without accounts answered the event (every fifth Maybe, every tenth Not Going), with contacts. */
async function seedHouseholds(db: DataSource, eventId: string, n: number): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  await db.query(
    `WITH guests AS (
       INSERT INTO "users" ("isGuest", "firstName", "lastName", "email", "phoneNumber")
       SELECT true, 'Household' || i, $2::text, 'household-' || $2 || '-' || i || '@example.test', '+14155550' || lpad(i::text, 3, '0')
         FROM generate_series(1, $3::int) i RETURNING "id", "firstName"
     )
     INSERT INTO "rsvps" ("eventId", "userId", "status", "adultCount", "dietaryRestrictions")
     SELECT $1, g."id",
            CASE WHEN substr(g."firstName", 10)::int % 10 = 0 THEN 'not_attending'
                 WHEN substr(g."firstName", 10)::int % 5 = 0 THEN 'maybe' ELSE 'attending' END,
            2, 'pregnant'
       FROM guests g`,
    [eventId, tag, n],
  );
}

describe('a long guest list is read by pages', () => {
  const t = useTestApp({}, { listen: true });

  it('sends a guest the counts and their own answer, the host every answer, and the rows page by page', async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const guest = await signIn(t.app, { firstName: 'Gus' });
    const eventId = await seedEvent(t.db, host);
    await seedHouseholds(t.db, eventId, 100);
    await seedRsvp(t.db, eventId, guest, { adultCount: 3 });

    const guestView = (await guest.agent.get(`/api/events/${eventId}`).expect(200)).body as EventDetail;
    // 101 households: more than the inline list holds. Of the 100 seeded, 10 are Not Going and 10 Maybe.
    expect(guestView.guestList).toEqual({ total: 101, attending: 81, maybe: 10, notAttending: 10, waitlisted: 0 });
    expect(guestView.rsvps).toEqual([expect.objectContaining({ userId: guest.id, adultCount: 3 })]);
    expect(guestView.confirmedAdultCount).toBe(80 * 2 + 3);
    const hostView = (await host.agent.get(`/api/events/${eventId}`).expect(200)).body as EventDetail;
    expect(hostView.guestList).toBeUndefined();
    expect(hostView.rsvps).toHaveLength(101);

    // The pages: 50, 50, then 1, each household once, in the view's order; contacts and restrictions only one's own.
    const pages: GuestPage[] = [];
    for (let offset: number | null = 0; offset !== null;) {
      const page = (await guest.agent.get(`/api/events/${eventId}/guests?offset=${offset}`).expect(200))
        .body as GuestPage;
      pages.push(page);
      offset = page.nextOffset;
    }
    expect(pages.map((p) => p.rsvps.length)).toEqual([GUEST_PAGE_SIZE, GUEST_PAGE_SIZE, 1]);
    expect(pages.map((p) => p.total)).toEqual([101, 101, 101]);
    const rows = pages.flatMap((p) => p.rsvps);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(101);
    for (const r of rows) {
      if (r.userId === guest.id) continue;
      expect(r.user.email).toBeNull();
      expect(r.dietaryRestrictions).toBeNull();
    }
    expect(JSON.stringify(rows.filter((r) => r.userId !== guest.id))).not.toMatch(/example\.test|pregnant|\+1415/);
    // The host's pages carry what the host sees.
    const hostPage = (await host.agent.get(`/api/events/${eventId}/guests`).expect(200)).body as GuestPage;
    expect(hostPage.rsvps[0].user.email).toMatch(/@example\.test$/);

    // Bad input is refused with the field named; a stranger to the event (not signed in) is refused.
    for (const offset of ['-1', 'abc', '1.5']) {
      const res = await guest.agent.get(`/api/events/${eventId}/guests?offset=${offset}`).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { offset: expect.any(Array) } });
    }
    await request(t.app.getHttpServer()).get(`/api/events/${eventId}/guests`).expect(401);
  });

  it('keeps a list of up to 40 households whole, and a hidden list hidden from every page', async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const guest = await signIn(t.app, { firstName: 'Gus' });
    const eventId = await seedEvent(t.db, host);
    await seedHouseholds(t.db, eventId, GUEST_LIST_INLINE_MAX - 1);
    await seedRsvp(t.db, eventId, guest);
    const short = (await guest.agent.get(`/api/events/${eventId}`).expect(200)).body as EventDetail;
    expect(short.guestList).toBeUndefined();
    expect(short.rsvps).toHaveLength(GUEST_LIST_INLINE_MAX);

    const hidden = await seedEvent(t.db, host, { showGuestList: false });
    await seedHouseholds(t.db, hidden, 100);
    await seedRsvp(t.db, hidden, guest);
    const view = (await guest.agent.get(`/api/events/${hidden}`).expect(200)).body as EventDetail;
    expect(view.guestList).toBeUndefined();
    expect(view.rsvps.map((r) => r.userId)).toEqual([guest.id]);
    const page = (await guest.agent.get(`/api/events/${hidden}/guests`).expect(200)).body as GuestPage;
    expect(page).toEqual({ rsvps: [expect.objectContaining({ userId: guest.id })], total: 1, nextOffset: null });
  });

  it('tells a guest’s page the new counts live, with the one answer that changed', async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const eventId = await seedEvent(t.db, host);
    await seedHouseholds(t.db, eventId, 60);
    const follower = await signInCookie(t.app, 'Follower');
    const socket = new TestSocket(t.wsUrl, { origin: t.origin, cookie: follower.cookie });
    await socket.opened;
    socket.send({ type: 'join_event', eventId });
    expect(await socket.next()).toMatchObject({ type: 'joined', eventId });
    const newcomer = await signIn(t.app, { firstName: 'Nia' });
    await newcomer.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'maybe', adultCount: 1, kidCount: 0 })
      .expect(200);
    let message = await socket.next();
    while (message.type !== 'rsvp_updated') message = await socket.next();
    expect(message.guestList).toEqual({ total: 61, attending: 48, maybe: 7, notAttending: 6, waitlisted: 0 });
    expect(message.rsvp).toMatchObject({ userId: newcomer.id, status: 'maybe' });
    socket.close();
  });
});
