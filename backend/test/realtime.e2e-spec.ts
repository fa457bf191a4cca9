import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { DomainEvent } from '../src/contracts/realtime.contract';
import { DomainEventsService } from '../src/platform/domain-events/domain-events.service';
import { RealtimeGateway } from '../src/realtime/realtime.gateway';
import { rsvpBody, seedEvent, seedRsvp } from './support/factories';
import { signInCookie, useReplicas, type TestSocket } from './support/ws-client';
import { SESSION_COOKIE } from '../src/auth/session.service';

/**
 * Two Nest apps in one test process stand for two backend processes behind the load balancer: each has its own
 * pg pool and its own LISTEN connection on the same database.
 */
describe('realtime /ws across processes', () => {
  const r = useReplicas();

  const createEvent = (hostId: string) => seedEvent(r.appA.get(DataSource), { id: hostId }, { name: 'Socket supper' });

  async function joinEvent(socket: TestSocket, eventId: string): Promise<void> {
    await socket.opened;
    socket.send({ type: 'join_event', eventId });
    expect(await socket.next()).toEqual({ type: 'joined', eventId, seq: expect.any(Number) });
  }

  it("delivers a dish added through process B's API to a socket of process A that joined the event, and to no one else", async () => {
    const host = await signInCookie(r.appA, 'Host');
    const stranger = await signInCookie(r.appA, 'Stranger');
    const eventId = await createEvent(host.id);
    const otherEventId = await createEvent(stranger.id);
    // A dish needs a place: the guest answered Going (version 2).
    await seedRsvp(r.appA.get(DataSource), eventId, { id: stranger.id });

    const joinedOnA = r.connect(r.a, host.cookie);
    const otherOnA = r.connect(r.a, stranger.cookie);
    const idleOnB = r.connect(r.b, host.cookie);
    await joinEvent(joinedOnA, eventId);
    await joinEvent(otherOnA, otherEventId);
    await idleOnB.opened;

    // The guest adds a dish through process B's HTTP API.
    const added = await request(r.appB.getHttpServer())
      .post(`/api/events/${eventId}/dishes`)
      .set('Cookie', stranger.cookie)
      .send({ name: 'Mango lassi', category: 'soft_drinks' })
      .expect(201);
    const dishId = added.body.id as string;
    // The message carries the change and the event's state, so the page needs no refetch.
    expect(await joinedOnA.next()).toMatchObject({
      type: 'dish_added',
      eventId,
      dishId,
      seq: 3,
      dish: { id: dishId, name: 'Mango lassi', contributor: { firstName: 'Stranger' } },
      event: { id: eventId, totalDishCount: 1, version: 3 },
      insights: { items: expect.any(Array) },
      suggestions: expect.any(Array),
    });

    // The sockets that did not join the event got nothing: the next thing they see is a later, own message.
    r.appB.get(DomainEventsService).publish({ type: 'event_updated', eventId: otherEventId, seq: 1 });
    expect(await otherOnA.next()).toMatchObject({ type: 'event_updated', eventId: otherEventId, seq: 1 });
    idleOnB.send({ type: 'join_event', eventId });
    expect(await idleOnB.next()).toEqual({ type: 'joined', eventId, seq: 3 });
  });

  it('delivers to the dashboards of the host and of guests with an RSVP, in either process', async () => {
    const host = await signInCookie(r.appA, 'Host');
    const guest = await signInCookie(r.appB, 'Guest');
    const outsider = await signInCookie(r.appB, 'Outsider');
    const eventId = await createEvent(host.id);
    const outsiderEventId = await createEvent(outsider.id);

    const hostDash = r.connect(r.b, host.cookie);
    const guestDash = r.connect(r.a, guest.cookie);
    const outsiderDash = r.connect(r.a, outsider.cookie);
    for (const s of [hostDash, guestDash, outsiderDash]) {
      await s.opened;
      s.send({ type: 'join_dashboard' });
      expect(await s.next()).toEqual({ type: 'joined', eventId: null });
    }
    // The guest RSVPs after joining the dashboard: their dashboard follows the event from now on.
    await r.appA
      .get(DataSource)
      .query(`INSERT INTO "rsvps" ("eventId", "userId") VALUES ($1, $2)`, [eventId, guest.id]);
    const change: DomainEvent = {
      type: 'rsvp_updated',
      eventId,
      userId: guest.id,
      removedDishIds: [],
      seq: 2,
      answered: true,
    };
    r.appA.get(DomainEventsService).publish(change);
    // Dashboards get the bare change: they only refresh their lists.
    expect(await hostDash.next()).toEqual(change);
    expect(await guestDash.next()).toEqual(change);

    r.appB.get(DomainEventsService).publish({ type: 'event_updated', eventId: outsiderEventId, seq: 1 });
    expect(await outsiderDash.next()).toEqual({ type: 'event_updated', eventId: outsiderEventId, seq: 1 });
  });

  it('sends an RSVP change whole to the host, co-hosts and the person who answered; other guests get no e-mail', async () => {
    const [host, coHost, guest, answering] = await Promise.all(
      ['Host', 'Cohost', 'Guest', 'Answering'].map((name) => signInCookie(r.appA, name)),
    );
    const eventId = await createEvent(host.id);
    const db = r.appA.get(DataSource);
    await seedRsvp(db, eventId, coHost, { coHost: true });
    await seedRsvp(db, eventId, guest);
    const viewers = { host, coHost, guest, answering };
    const sockets = Object.fromEntries(
      Object.entries(viewers).map(([role, who]) => [role, r.connect(r.a, who.cookie)]),
    ) as Record<keyof typeof viewers, TestSocket>;
    for (const socket of Object.values(sockets)) await joinEvent(socket, eventId);

    await request(r.appB.getHttpServer())
      .post(`/api/events/${eventId}/rsvp`)
      .set('Cookie', answering.cookie)
      .send(rsvpBody())
      .expect(200);
    const seen: Record<string, unknown> = {};
    for (const [role, socket] of Object.entries(sockets)) {
      const message = (await socket.next()) as { type: string; rsvp: { user: { email: string | null } } | null };
      expect(message.type).toBe('rsvp_updated');
      seen[role] = message.rsvp?.user.email ?? null;
    }
    const email = expect.stringMatching(/^ws-.*@example\.test$/);
    expect(seen).toEqual({ host: email, coHost: email, answering: email, guest: null });
  });

  it('closes an upgrade without a session with 4401', async () => {
    const anonymous = r.connect(r.a);
    expect(await anonymous.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    const forged = r.connect(r.a, `${SESSION_COOKIE}=s%3Anot-a-session.forged`);
    expect(await forged.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
  });

  it('refuses an upgrade from a foreign Origin', async () => {
    const user = await signInCookie(r.appA);
    const foreign = r.connect(r.a, user.cookie, 'https://evil.example');
    await expect(foreign.opened).rejects.toThrow('HTTP 403');
    // The app's public origin is accepted (behind a proxy the Host differs from it).
    const ownOrigin = r.connect(r.a, user.cookie, 'http://127.0.0.1:3999');
    await ownOrigin.opened;
  });

  it('refuses a join for an unknown or malformed event id and keeps the socket usable', async () => {
    const user = await signInCookie(r.appA);
    const socket = r.connect(r.a, user.cookie);
    await socket.opened;
    const unknown = randomUUID();
    socket.send({ type: 'join_event', eventId: unknown });
    expect(await socket.next()).toEqual({
      type: 'error',
      code: 'EVENT_NOT_FOUND',
      message: 'Event not found',
      eventId: unknown,
    });
    socket.send({ type: 'join_event', eventId: 'not-a-uuid' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'EVENT_NOT_FOUND' });
    // Refused joins subscribe to nothing.
    r.appA.get(DomainEventsService).publish({ type: 'dish_added', eventId: unknown, dishId: randomUUID(), seq: 1 });
    const eventId = await createEvent(user.id);
    await joinEvent(socket, eventId);
  });

  it('answers malformed messages with an error and drops oversized ones without harming the server', async () => {
    const user = await signInCookie(r.appA);
    const socket = r.connect(r.a, user.cookie);
    await socket.opened;
    for (const bad of ['not json', '{"type":"delete_everything"}', '[]', 'null', '{"type":"join_event"}']) {
      socket.send(bad);
      expect(await socket.next()).toEqual({ type: 'error', code: 'BAD_MESSAGE', message: 'Unrecognised message' });
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });

    const big = r.connect(r.a, user.cookie);
    await big.opened;
    big.send(JSON.stringify({ type: 'join_dashboard', padding: 'x'.repeat(64 * 1024) }));
    expect((await big.closed).code).toBe(1009);

    // Both the first socket and new ones still work.
    const eventId = await createEvent(user.id);
    await joinEvent(socket, eventId);
    const fresh = r.connect(r.a, user.cookie);
    await joinEvent(fresh, eventId);
  });

  it('heartbeats drop sockets that stop answering pings and keep live ones', async () => {
    const user = await signInCookie(r.appA);
    const eventId = await createEvent(user.id);
    const live = r.connect(r.a, user.cookie);
    const dead = r.connect(r.a, user.cookie, r.a.origin, false);
    await joinEvent(live, eventId);
    await joinEvent(dead, eventId);
    const gateway = r.appA.get(RealtimeGateway);

    const pinged = new Promise((resolve) => live.ws.once('ping', resolve));
    gateway.sweepDeadSockets();
    await pinged;
    // A round trip after the ping: the pong, sent first on the same connection, has been read by the server.
    await joinEvent(live, eventId);
    gateway.sweepDeadSockets();

    expect((await dead.closed).code).toBe(1006);
    await joinEvent(live, eventId);
  });
});
