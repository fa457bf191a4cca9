import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { SOCKET_CLOSE } from '../src/contracts/realtime.rules';
import { answerRsvp, createDish, createEvent, dishBody, rsvpBody } from './support/factories';
import { signIn, type Agent, type TestUser } from './support/test-app';
import { signInCookie, useReplicas, type TestSocket } from './support/ws-client';

/**
 * Removing a guest sticks: the person the host (or a co-host) removed is refused the event as if it did not exist
 * (reads, live socket, RSVP, guest join, dishes) until let back in. Dishes need an RSVP that holds a place; a co-host
 * removes guests, never the host or another co-host. Two apps on one database stand for two backend processes.
 */
describe('attack: removed guests, dishes without a place, co-host against co-host', () => {
  const r = useReplicas();
  let db: DataSource;
  beforeAll(() => {
    db = r.appA.get(DataSource);
  });

  const agentOf = (app: INestApplication, cookie: string) => ({
    get: (path: string) => request(app.getHttpServer()).get(path).set('Cookie', cookie),
    post: (path: string) => request(app.getHttpServer()).post(path).set('Cookie', cookie),
    delete: (path: string) => request(app.getHttpServer()).delete(path).set('Cookie', cookie),
  });

  async function rsvpIdOf(host: TestUser, eventId: string, userId: string): Promise<string> {
    const res = await host.agent.get(`/api/events/${eventId}`).expect(200);
    return (res.body as { rsvps: { id: string; userId: string }[] }).rsvps.find((x) => x.userId === userId)!.id;
  }

  async function countRows(table: 'rsvps' | 'dishes' | 'event_removals', eventId: string, userId: string) {
    const column = table === 'dishes' ? 'contributorId' : 'userId';
    const [{ n }]: { n: number }[] = await db.query(
      `SELECT count(*)::int AS n FROM "${table}" WHERE "eventId" = $1 AND "${column}" = $2`,
      [eventId, userId],
    );
    return n;
  }

  async function joinEvent(socket: TestSocket, eventId: string): Promise<void> {
    await socket.opened;
    socket.send({ type: 'join_event', eventId });
    expect(await socket.next()).toEqual({ type: 'joined', eventId, seq: expect.any(Number) });
  }

  /** Fails unless the socket closes within `ms` (the promise of the task: removal ends the live feed at once). */
  function closedWithin(socket: TestSocket, ms: number): Promise<{ code: number; reason: string }> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms);
    });
    return Promise.race([socket.closed, late]).finally(() => clearTimeout(timer));
  }

  it('a removed person reads nothing (the 404 of an unknown event), cannot RSVP or bring a dish, until let back in', async () => {
    const host = await signIn(r.appA, { firstName: 'Host' });
    const removed = await signIn(r.appA, { firstName: 'Removed', lastName: 'Person' });
    const eventId = await createEvent(host);
    await answerRsvp(removed, eventId);
    const dishId = await createDish(removed, eventId);

    await host.agent.delete(`/api/events/${eventId}/rsvps/${await rsvpIdOf(host, eventId, removed.id)}`).expect(204);
    // The RSVP and the dish went; the removal is recorded.
    expect(await countRows('rsvps', eventId, removed.id)).toBe(0);
    expect(await countRows('dishes', eventId, removed.id)).toBe(0);
    expect(await countRows('event_removals', eventId, removed.id)).toBe(1);

    const unknown = await removed.agent.get(`/api/events/${randomUUID()}`).expect(404);
    for (const path of [
      `/api/events/${eventId}`,
      `/api/events/${eventId}/dishes`,
      `/api/events/${eventId}/insights`,
      `/api/events/${eventId}/dish-suggestions`,
      `/api/events/${eventId}/calendar.ics`,
      `/api/events/${eventId}/dishes/duplicates?name=samosa`,
    ]) {
      const res = await removed.agent.get(path);
      expect({ path, status: res.status, body: res.body as unknown }).toEqual({
        path,
        status: 404,
        body: unknown.body as unknown,
      });
    }
    // Not in their lists either.
    const list = await removed.agent.get('/api/events').expect(200);
    expect((list.body as { id: string }[]).map((e) => e.id)).not.toContain(eventId);

    // RSVP again, bring a dish again, change the old dish: all refused, nothing written.
    const rsvp = await removed.agent.post(`/api/events/${eventId}/rsvp`).send(rsvpBody()).expect(404);
    expect(rsvp.body).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    const dish = await removed.agent.post(`/api/events/${eventId}/dishes`).send(dishBody()).expect(404);
    expect(dish.body).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    await removed.agent.delete(`/api/dishes/${dishId}`).expect(404);
    expect(await countRows('rsvps', eventId, removed.id)).toBe(0);
    expect(await countRows('dishes', eventId, removed.id)).toBe(0);

    // The host sees who was removed; the removed person cannot.
    const removals = await host.agent.get(`/api/events/${eventId}/removals`).expect(200);
    expect(removals.body).toEqual([{ userId: removed.id, name: 'Removed Person', removedAt: expect.any(String) }]);
    await removed.agent.get(`/api/events/${eventId}/removals`).expect(404);
    await removed.agent.delete(`/api/events/${eventId}/removals/${removed.id}`).expect(404);
    expect(await countRows('event_removals', eventId, removed.id)).toBe(1);

    // Let back in: reads and answers work again; letting in twice is a 404.
    await host.agent.delete(`/api/events/${eventId}/removals/${removed.id}`).expect(204);
    await host.agent.delete(`/api/events/${eventId}/removals/${removed.id}`).expect(404);
    await removed.agent.get(`/api/events/${eventId}`).expect(200);
    await answerRsvp(removed, eventId);
    await createDish(removed, eventId);
    expect((await host.agent.get(`/api/events/${eventId}/removals`).expect(200)).body).toEqual([]);
  });

  it("closes a removed person's live socket on another process within 5 s, and the event cannot be joined again", async () => {
    const host = await signInCookie(r.appA, 'Host');
    const removed = await signInCookie(r.appB, 'Removed');
    const other = await signInCookie(r.appB, 'Other');
    const hostApi = agentOf(r.appA, host.cookie);
    const res = await hostApi.post('/api/events').send({ name: 'Live supper', date: new Date(Date.now() + 7 * 864e5) });
    expect(res.status).toBe(201);
    const eventId = (res.body as { id: string }).id;
    await agentOf(r.appB, removed.cookie).post(`/api/events/${eventId}/rsvp`).send(rsvpBody()).expect(200);
    await agentOf(r.appB, other.cookie).post(`/api/events/${eventId}/rsvp`).send(rsvpBody()).expect(200);

    // Both guests follow the event on process B; the host removes one through process A.
    const removedSocket = r.connect(r.b, removed.cookie);
    const otherSocket = r.connect(r.b, other.cookie);
    await joinEvent(removedSocket, eventId);
    await joinEvent(otherSocket, eventId);
    const detail = await hostApi.get(`/api/events/${eventId}`).expect(200);
    const rsvpId = (detail.body as { rsvps: { id: string; userId: string }[] }).rsvps.find(
      (x) => x.userId === removed.id,
    )!.id;
    await hostApi.delete(`/api/events/${eventId}/rsvps/${rsvpId}`).expect(204);

    expect(await closedWithin(removedSocket, 5000)).toEqual(SOCKET_CLOSE.removed);
    // The other guest still follows the event and hears of the removal.
    expect(await otherSocket.next()).toMatchObject({ type: 'rsvp_updated', eventId, userId: removed.id, rsvp: null });

    // A new socket cannot follow the event again.
    const again = r.connect(r.a, removed.cookie);
    await again.opened;
    again.send({ type: 'join_event', eventId });
    expect(await again.next()).toMatchObject({ type: 'error', eventId, code: 'EVENT_NOT_FOUND' });
  });

  it('a removed guest without an account cannot join again from the link, nor answer through their personal link', async () => {
    const host = await signIn(r.appA, { firstName: 'Host' });
    const eventId = await createEvent(host);
    const key = randomUUID();
    const joinBody = { name: 'Gate Crasher', email: null, status: 'attending', adultCount: 1, kidCount: 0 };
    // The join form, always under the one key.
    const join = (browser: Agent) =>
      browser.post(`/api/events/${eventId}/guest-join`).set('Idempotency-Key', key).send(joinBody);
    const joined = await join(request.agent(r.appA.getHttpServer())).expect(201);
    const { user, rsvp, personalLink } = joined.body as {
      user: { id: string };
      rsvp: { id: string };
      personalLink: string;
    };
    await host.agent.delete(`/api/events/${eventId}/rsvps/${rsvp.id}`).expect(204);

    // The same join again (its answer "lost"): refused, no RSVP, no session.
    const fresh = request.agent(r.appA.getHttpServer());
    const replay = await join(fresh).expect(404);
    expect(replay.body).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    await fresh.get('/api/auth/user').expect(401);

    // Signed in again through the personal link: the event is gone for them, and joining by the form is refused.
    const token = new URL(personalLink).hash.slice(1);
    await fresh.post('/api/guest-link/sign-in').send({ token }).expect(200);
    const me = await fresh.get('/api/auth/user').expect(200);
    expect((me.body as { id: string }).id).toBe(user.id);
    await fresh.get(`/api/events/${eventId}`).expect(404);
    await fresh.post(`/api/events/${eventId}/rsvp`).send(rsvpBody()).expect(404);
    await fresh.post(`/api/events/${eventId}/guest-join`).send(joinBody).expect(409);
    expect(await countRows('rsvps', eventId, user.id)).toBe(0);
  });

  it('a removed guest who signs in with an account and moves into it stays removed', async () => {
    const host = await signIn(r.appA, { firstName: 'Host' });
    const eventId = await createEvent(host);
    const device = request.agent(r.appA.getHttpServer());
    const joined = await device
      .post(`/api/events/${eventId}/guest-join`)
      .send({ name: 'Gate Crasher', email: null, status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(201);
    const guestId = (joined.body as { user: { id: string } }).user.id;
    await host.agent.delete(`/api/events/${eventId}/rsvps/${(joined.body as { rsvp: { id: string } }).rsvp.id}`);

    // The same device signs in with an account and confirms the move.
    const email = `crasher-${randomUUID()}@example.test`;
    await device.post('/api/login/dev').type('form').send({ email, firstName: 'Gate', lastName: 'Crasher' });
    const account = (await device.get('/api/auth/user').expect(200)).body as { id: string };
    await device.post('/api/guest-merge').send({ guestId }).expect(200);

    expect(await countRows('event_removals', eventId, account.id)).toBe(1);
    await device.get(`/api/events/${eventId}`).expect(404);
    await device.post(`/api/events/${eventId}/rsvp`).send(rsvpBody()).expect(404);
    expect(await countRows('rsvps', eventId, account.id)).toBe(0);
  });

  it('a dish needs an RSVP that holds a place; the host and co-hosts add dishes as managers', async () => {
    const host = await signIn(r.appA, { firstName: 'Host' });
    const [stranger, maybe, seated, waiting] = await Promise.all(
      ['Stranger', 'Maybe', 'Seated', 'Waiting'].map((firstName) => signIn(r.appA, { firstName })),
    );
    const eventId = await createEvent(host, { capacity: 1 });
    await answerRsvp(maybe, eventId, 'maybe');
    await answerRsvp(seated, eventId);
    await answerRsvp(waiting, eventId);

    const none = await stranger.agent.post(`/api/events/${eventId}/dishes`).send(dishBody()).expect(409);
    expect(none.body).toMatchObject({
      code: 'RSVP_REQUIRED',
      message: 'RSVP Going first, then you can sign up a dish.',
    });
    const notGoing = await maybe.agent.post(`/api/events/${eventId}/dishes`).send(dishBody()).expect(409);
    expect(notGoing.body).toMatchObject({ code: 'RSVP_NOT_GOING' });
    const waitlisted = await waiting.agent.post(`/api/events/${eventId}/dishes`).send(dishBody()).expect(409);
    expect(waitlisted.body).toMatchObject({ code: 'RSVP_WAITLISTED' });
    for (const u of [stranger, maybe, waiting]) expect(await countRows('dishes', eventId, u.id)).toBe(0);

    await createDish(seated, eventId);
    await createDish(host, eventId);
    expect(await countRows('dishes', eventId, host.id)).toBe(1);
  });

  it('a co-host removes guests but never another co-host nor the host; the host removes anyone', async () => {
    const host = await signIn(r.appA, { firstName: 'Host' });
    const [coA, coB, guest] = await Promise.all(
      ['CoA', 'CoB', 'Guest'].map((firstName) => signIn(r.appA, { firstName })),
    );
    const eventId = await createEvent(host);
    for (const u of [coA, coB, guest]) await answerRsvp(u, eventId);
    await answerRsvp(host, eventId);
    for (const u of [coA, coB]) {
      await host.agent.put(`/api/events/${eventId}/co-hosts/${u.id}`).send({ coHost: true }).expect(204);
    }

    // Co-hosts do not change co-hosts.
    const promote = await coA.agent.put(`/api/events/${eventId}/co-hosts/${guest.id}`).send({ coHost: true });
    expect(promote.status).toBe(403);
    expect(promote.body).toMatchObject({ code: 'NOT_OWNER' });

    for (const target of [coB, host]) {
      const res = await coA.agent.delete(`/api/events/${eventId}/rsvps/${await rsvpIdOf(host, eventId, target.id)}`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'NOT_OWNER' });
      expect(await countRows('rsvps', eventId, target.id)).toBe(1);
      expect(await countRows('event_removals', eventId, target.id)).toBe(0);
    }
    await coB.agent.get(`/api/events/${eventId}`).expect(200);

    // A co-host removes a guest.
    await coA.agent.delete(`/api/events/${eventId}/rsvps/${await rsvpIdOf(host, eventId, guest.id)}`).expect(204);
    await guest.agent.get(`/api/events/${eventId}`).expect(404);

    // The host removes a co-host, who then manages nothing and reads nothing.
    await host.agent.delete(`/api/events/${eventId}/rsvps/${await rsvpIdOf(host, eventId, coB.id)}`).expect(204);
    await coB.agent.get(`/api/events/${eventId}`).expect(404);
    await coB.agent.get(`/api/events/${eventId}/export.csv`).expect(404);
    await coB.agent.delete(`/api/events/${eventId}/removals/${guest.id}`).expect(404);
    expect(await countRows('event_removals', eventId, guest.id)).toBe(1);

    // The host's own RSVP may go, but the host is never locked out.
    await host.agent.delete(`/api/events/${eventId}/rsvps/${await rsvpIdOf(host, eventId, host.id)}`).expect(204);
    await host.agent.get(`/api/events/${eventId}`).expect(200);
    expect(await countRows('event_removals', eventId, host.id)).toBe(0);
  });
});
