import request from 'supertest';
import { DataSource } from 'typeorm';
import { SOCKET_CLOSE } from '../src/contracts/realtime.rules';
import { DomainEventsService } from '../src/platform/domain-events/domain-events.service';
import { RealtimeService } from '../src/realtime/realtime.service';
import { createTestApp } from './support/test-app';
import { listen, signInCookie, useReplicas, type TestSocket } from './support/ws-client';
import { within } from './support/until';

/** Two apps on one database stand for two replicas. */
describe('realtime limits and session ends, across processes', () => {
  const env = { WS_SOCKETS_PER_USER: '2', WS_MESSAGES_PER_SECOND: '5' };
  const r = useReplicas(env);

  async function joinDashboard(socket: TestSocket): Promise<void> {
    await socket.opened;
    socket.send({ type: 'join_dashboard' });
    expect(await socket.next()).toEqual({ type: 'joined', eventId: null });
  }

  it('limits sockets per user across processes, and frees the slot when one closes', async () => {
    const user = await signInCookie(r.appA);
    const first = r.connect(r.a, user.cookie);
    await joinDashboard(first);
    const second = r.connect(r.b, user.cookie);
    await joinDashboard(second);
    const third = r.connect(r.a, user.cookie);
    expect(await third.closed).toEqual(SOCKET_CLOSE.tooManySockets);

    first.close();
    await first.closed;
    // The slot is given back once the server has seen the close.
    let fourth: TestSocket | null = null;
    for (let i = 0; i < 20 && !fourth; i++) {
      const candidate = r.connect(r.b, user.cookie);
      const outcome = await Promise.race([
        candidate.opened.then(() =>
          candidate.next(1000).then(
            () => 'ok' as const,
            () => 'ok' as const,
          ),
        ),
        candidate.closed.then(() => 'closed' as const),
      ]);
      if (outcome === 'ok') fourth = candidate;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(fourth).not.toBeNull();
  });

  it("gives a user's socket slots back when a process shuts down", async () => {
    const extra = await createTestApp(env);
    const target = await listen(extra);
    const user = await signInCookie(extra);
    const one = r.connect(target, user.cookie);
    const two = r.connect(target, user.cookie);
    await joinDashboard(one);
    await joinDashboard(two);
    await extra.close();
    const db = r.appA.get(DataSource);
    expect(await db.query(`SELECT 1 FROM "live_sockets" WHERE "userId" = $1`, [user.id])).toHaveLength(0);
    const again = r.connect(r.a, user.cookie);
    await joinDashboard(again);
  });

  it('closes a socket that sends more messages per second than allowed', async () => {
    const user = await signInCookie(r.appA);
    const socket = r.connect(r.a, user.cookie);
    await socket.opened;
    for (let i = 0; i < 20; i++) socket.send({ type: 'join_dashboard' });
    expect(await socket.closed).toEqual(SOCKET_CLOSE.tooManyMessages);
  });

  it('closes sockets on every process within 5 s of sign-out, and live updates stop', async () => {
    const user = await signInCookie(r.appA);
    const onA = r.connect(r.a, user.cookie);
    const onB = r.connect(r.b, user.cookie);
    await joinDashboard(onA);
    await joinDashboard(onB);
    await request(r.appA.getHttpServer()).post('/api/auth/logout').set('Cookie', user.cookie).expect(204);
    expect(await within(Promise.all([onA.closed, onB.closed]), 5000)).toEqual([
      SOCKET_CLOSE.unauthorized,
      SOCKET_CLOSE.unauthorized,
    ]);
  });

  it('closes sockets within 5 s when the session expires or the account is deleted', async () => {
    const expiring = await signInCookie(r.appA);
    const deleted = await signInCookie(r.appA);
    const s1 = r.connect(r.b, expiring.cookie);
    const s2 = r.connect(r.a, deleted.cookie);
    await joinDashboard(s1);
    await joinDashboard(s2);
    const db = r.appA.get(DataSource);
    await db.query(`UPDATE "sessions" SET "expire" = now() - interval '1 second' WHERE "sess"->>'userId' = $1`, [
      expiring.id,
    ]);
    await db.query(`DELETE FROM "users" WHERE "id" = $1`, [deleted.id]);
    expect(await within(Promise.all([s1.closed, s2.closed]), 5000)).toEqual([
      SOCKET_CLOSE.unauthorized,
      SOCKET_CLOSE.unauthorized,
    ]);
  });

  it('a failing query while delivering is logged, not an unhandled rejection', async () => {
    const user = await signInCookie(r.appA);
    const socket = r.connect(r.a, user.cookie);
    await joinDashboard(socket);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const spy = jest
      .spyOn(r.appA.get(RealtimeService), 'dashboardUserIds')
      .mockRejectedValue(new Error('Connection terminated unexpectedly'));
    try {
      r.appA
        .get(DomainEventsService)
        .publish({ type: 'event_updated', eventId: '00000000-0000-4000-8000-000000000000', seq: 1 });
      await new Promise((r) => setTimeout(r, 200));
      expect(spy).toHaveBeenCalled();
      expect(rejections).toEqual([]);
    } finally {
      spy.mockRestore();
      process.off('unhandledRejection', onRejection);
    }
  });
});

describe('opening a socket goes through the write limits', () => {
  const r = useReplicas({ MUTATION_LIMIT_PER_MINUTE: '3' });

  it("closes a person's sockets opened past their per-minute changes, on either process", async () => {
    const user = await signInCookie(r.appA);
    const outcomes: string[] = [];
    // A minute window may roll over once: allow for two windows.
    for (let i = 0; i < 8 && !outcomes.includes('refused'); i++) {
      const socket = r.connect(i % 2 ? r.b : r.a, user.cookie);
      const outcome = await Promise.race([
        socket.opened.then(async () => {
          socket.send({ type: 'join_dashboard' });
          await socket.next();
          return 'open';
        }),
        socket.closed.then((closed) => (closed.code === SOCKET_CLOSE.tooManySockets.code ? 'refused' : 'closed')),
      ]);
      outcomes.push(outcome);
      socket.close();
      await socket.closed;
    }
    expect(outcomes.slice(0, 3)).toEqual(['open', 'open', 'open']);
    expect(outcomes).toContain('refused');
    const [counted] = await r.appA
      .get(DataSource)
      .query(`SELECT sum("count")::int AS n FROM "rate_limits" WHERE "key" = $1`, [`mutations:user:${user.id}`]);
    expect(counted.n).toBe(outcomes.length);
  });
});
