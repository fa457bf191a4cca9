import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { ServerMessage } from '../src/contracts/realtime.contract';
import { signInCookie, useReplicas, type TestSocket } from './support/ws-client';

/** Messages until (and including) the first one `last` accepts. */
/**
 * The socket's messages until every one of `awaited` has been seen. Two changes are two messages, each fanned out on
 * its own: they may reach a socket on another replica in either order.
 */
async function messagesUntil(
  socket: TestSocket,
  ...awaited: ((m: ServerMessage) => boolean)[]
): Promise<ServerMessage[]> {
  const seen: ServerMessage[] = [];
  for (;;) {
    seen.push(await socket.next());
    if (awaited.every((is) => seen.some(is))) return seen;
  }
}

describe('conversation live on the socket (two replicas)', () => {
  const r = useReplicas();

  const as = (app: INestApplication, cookie: string) => ({
    post: (path: string, body: object) =>
      request(app.getHttpServer()).post(path).set('Cookie', cookie).set('Idempotency-Key', randomUUID()).send(body),
  });

  it('sends a private question only to its asker and the host; the thread and announcements to everyone', async () => {
    const host = await signInCookie(r.appA, 'Hana');
    const asker = await signInCookie(r.appA, 'Gita');
    const other = await signInCookie(r.appB, 'Omar');
    const created = await as(r.appA, host.cookie)
      .post('/api/events', {
        name: 'Live Talk',
        theme: 'other',
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        location: 'Here',
        allowNonVegetarian: true,
        allowVegetarian: true,
        allowVegan: true,
      })
      .expect(201);
    const eventId = (created.body as { id: string }).id;
    for (const guest of [asker, other]) {
      await as(r.appA, guest.cookie)
        .post(`/api/events/${eventId}/rsvp`, { status: 'attending', adultCount: 1, kidCount: 0 })
        .expect(200);
    }
    // Each follows the event on a different replica from where the change is made.
    const hostSocket = r.connect(r.b, host.cookie);
    const askerSocket = r.connect(r.b, asker.cookie);
    const otherSocket = r.connect(r.a, other.cookie);
    for (const s of [hostSocket, askerSocket, otherSocket]) {
      await s.opened;
      s.send({ type: 'join_event', eventId });
      expect((await s.next()).type).toBe('joined');
    }

    await as(r.appA, asker.cookie)
      .post(`/api/events/${eventId}/questions`, { body: 'Can I bring my sister?' })
      .expect(201);
    // Then a public change, so every socket has something to receive after the question.
    await as(r.appA, asker.cookie).post(`/api/events/${eventId}/comments`, { body: 'Hello all' }).expect(201);

    const isThread = (m: ServerMessage) => m.type === 'talk_updated' && m.part === 'thread';
    const toOther = await messagesUntil(otherSocket, isThread);
    expect(toOther.map((m) => m.type)).toEqual(['talk_updated']);
    expect(JSON.stringify(toOther)).not.toContain('sister');
    const isQuestion = (m: ServerMessage) => m.type === 'question_updated';
    const toHost = await messagesUntil(hostSocket, isThread, isQuestion);
    expect(toHost.map((m) => m.type).sort()).toEqual(['question_updated', 'talk_updated']);
    const toAsker = await messagesUntil(askerSocket, isThread, isQuestion);
    expect(toAsker.map((m) => m.type).sort()).toEqual(['question_updated', 'talk_updated']);
    // The socket carries that something changed, never the question's text: each page reads it with its own rights.
    expect(JSON.stringify([...toHost, ...toAsker])).not.toContain('sister');

    // An announcement reaches the other replica's sockets live.
    await as(r.appB, host.cookie)
      .post(`/api/events/${eventId}/announcements`, { body: 'Doors at 7', audience: 'going', includeWaitlist: false })
      .expect(201);
    const announced = await otherSocket.next();
    expect(announced).toEqual({ type: 'talk_updated', eventId, part: 'announcements' });
  });
});
