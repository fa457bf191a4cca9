import { randomUUID } from 'node:crypto';
import type { CommentView, ConversationView } from '../src/contracts/conversation.contract';
import { CONVERSATION_LIMITS } from '../src/contracts/conversation.rules';
import type { ServerMessage } from '../src/contracts/realtime.contract';
import { answerRsvp, createEvent } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';

const key = () => randomUUID();

describe('conversation: announcements, questions to the host and the event thread', () => {
  const t = useTestApp();

  async function party(options: { showGuestList?: boolean } = {}) {
    const host = await signIn(t.app, { firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { showGuestList: options.showGuestList ?? true });
    const going = await signIn(t.app, { firstName: 'Gita', lastName: 'Going' });
    const maybe = await signIn(t.app, { firstName: 'Manu', lastName: 'Maybe' });
    await answerRsvp(going, eventId, 'attending');
    await answerRsvp(maybe, eventId, 'maybe');
    return { host, going, maybe, eventId };
  }

  const conversation = async (user: TestUser, eventId: string): Promise<ConversationView> =>
    (await user.agent.get(`/api/events/${eventId}/talk`).expect(200)).body as ConversationView;

  /** A comment POST from `user` under a fresh key unless given (the caller states the answer it expects). */
  const postComment = (user: TestUser, eventId: string, body: string, parentId?: string, idempotencyKey = key()) =>
    user.agent
      .post(`/api/events/${eventId}/comments`)
      .set('Idempotency-Key', idempotencyKey)
      .send({ body, parentId: parentId ?? null });
  const comment = async (user: TestUser, eventId: string, body: string, parentId?: string) =>
    (await postComment(user, eventId, body, parentId).expect(201)).body as CommentView;

  it('keeps a thread: newest at the bottom, replies one level deep, reactions, edits by the author only', async () => {
    const { host, going, maybe, eventId } = await party();
    const first = await comment(going, eventId, 'Can I bring my sister?');
    const reply = await comment(host, eventId, 'Of course!', first.id);
    // A reply to a reply answers the comment that started it.
    const deeper = await comment(maybe, eventId, 'Me too?', reply.id);
    expect(deeper.parentId).toBe(first.id);
    await comment(maybe, eventId, 'Is there parking?');
    await maybe.agent
      .put(`/api/comments/${first.id}/reactions`)
      .set('Idempotency-Key', key())
      .send({ reaction: 'heart', on: true })
      .expect(204);

    const thread = (await conversation(going, eventId)).thread.comments;
    expect(thread.map((c) => c.body)).toEqual(['Can I bring my sister?', 'Of course!', 'Me too?', 'Is there parking?']);
    expect(thread[0]).toMatchObject({ authorName: 'Gita Going', mine: true, canDelete: true });
    expect(thread[0].reactions).toEqual([{ reaction: 'heart', count: 1, mine: false }]);
    expect(JSON.stringify(thread)).not.toContain('@');

    // Someone else may not edit it; nothing changes.
    await maybe.agent
      .put(`/api/comments/${first.id}`)
      .set('Idempotency-Key', key())
      .send({ body: 'Hacked' })
      .expect(403);
    const edited = await going.agent
      .put(`/api/comments/${first.id}`)
      .set('Idempotency-Key', key())
      .send({ body: 'Can I bring my sister and her dog?' })
      .expect(200);
    expect(edited.body).toMatchObject({ body: 'Can I bring my sister and her dog?', editedAt: expect.any(String) });
    // Another guest may not delete it; the host may (its replies go with it).
    await maybe.agent.delete(`/api/comments/${first.id}`).set('Idempotency-Key', key()).expect(403);
    expect((await conversation(host, eventId)).thread.comments).toHaveLength(4);
    await host.agent.delete(`/api/comments/${first.id}`).set('Idempotency-Key', key()).expect(204);
    expect((await conversation(going, eventId)).thread.comments.map((c) => c.body)).toEqual(['Is there parking?']);
  });

  it('sends a long thread from its newest comments, each with its replies, and more on request', async () => {
    const { host, going, eventId } = await party();
    // 120 comments a minute apart, the oldest first; the first and the 71st have a reply (the latter written last).
    await t.db.query(
      `INSERT INTO "comments" ("eventId", "authorId", "body", "createdAt")
       SELECT $1, $2, 'Comment ' || i, now() - ((200 - i) || ' minutes')::interval FROM generate_series(1, 120) i`,
      [eventId, going.id],
    );
    const ids: { id: string }[] = await t.db.query(
      `SELECT "id" FROM "comments" WHERE "eventId" = $1 ORDER BY "createdAt"`,
      [eventId],
    );
    await comment(host, eventId, 'Reply to the first', ids[0].id);
    await comment(host, eventId, 'Reply to the 71st', ids[70].id);

    const first = await conversation(going, eventId);
    expect(first.thread.total).toBe(122);
    expect(first.thread.earlier).toBe(70);
    // The 50 newest comments, oldest first, the 71st with its reply under it.
    expect(first.thread.comments.map((c) => c.body)).toEqual([
      'Comment 71',
      'Reply to the 71st',
      ...Array.from({ length: 49 }, (_, i) => `Comment ${72 + i}`),
    ]);
    const more = (await going.agent.get(`/api/events/${eventId}/talk?comments=200`).expect(200))
      .body as ConversationView;
    expect(more.thread.earlier).toBe(0);
    expect(more.thread.comments).toHaveLength(122);
    expect(more.thread.comments.slice(0, 2).map((c) => c.body)).toEqual(['Comment 1', 'Reply to the first']);
    for (const bad of ['0', '-3', 'many', '2001']) {
      const res = await going.agent.get(`/api/events/${eventId}/talk?comments=${bad}`).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { comments: expect.any(Array) } });
    }
  });

  it('posts a comment once when the same change is sent twice with its key', async () => {
    const { going, eventId } = await party();
    const k = key();
    const a = await postComment(going, eventId, 'Once', undefined, k);
    const b = await postComment(going, eventId, 'Once', undefined, k);
    expect(a.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect((await conversation(going, eventId)).thread.comments.map((c) => c.body)).toEqual(['Once']);
  });

  it('hides other guests\' names while the guest list is private: no name, in no language (the app writes "A guest")', async () => {
    const { host, going, maybe, eventId } = await party({ showGuestList: false });
    await comment(going, eventId, 'Hello all');
    await comment(host, eventId, 'Welcome');
    const seenByMaybe = (await conversation(maybe, eventId)).thread.comments;
    expect(seenByMaybe.map((c) => [c.authorName, c.authorId])).toEqual([
      [null, null],
      ['Hana Host', null],
    ]);
    expect(JSON.stringify(seenByMaybe)).not.toContain('Gita');
    // A reader in Spanish gets the same: no English words to show, and still no name.
    await maybe.agent.put('/api/locale').send({ locale: 'es' }).expect(200);
    const inSpanish = (await conversation(maybe, eventId)).thread.comments;
    expect(inSpanish.map((c) => c.authorName)).toEqual([null, 'Hana Host']);
    expect(JSON.stringify(inSpanish)).not.toContain('Gita');
    expect(JSON.stringify(inSpanish)).not.toContain('A guest');
    // The host sees who wrote it, and the author sees their own name.
    expect((await conversation(host, eventId)).thread.comments[0]).toMatchObject({
      authorName: 'Gita Going',
      authorId: going.id,
    });
    expect((await conversation(going, eventId)).thread.comments[0].authorName).toBe('Gita Going');
  });

  it('caps the comments one person keeps in a thread, so a few people cannot fill it for everyone', async () => {
    const { going, maybe, eventId } = await party();
    const most = CONVERSATION_LIMITS.commentsPerPersonPerEvent;
    await t.db.query(
      `INSERT INTO "comments" ("eventId", "authorId", "body") SELECT $1, $2, 'Filler ' || n FROM generate_series(1, $3) n`,
      [eventId, going.id, most - 1],
    );
    await comment(going, eventId, 'The last one I may write');
    const refused = await postComment(going, eventId, 'One too many').expect(422);
    expect(refused.body).toEqual({
      code: 'TOO_MANY_COMMENTS',
      message: `You have already written ${most} comments in this event's thread, the most one person can.`,
    });
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM "comments" WHERE "authorId" = $1`, [going.id]);
    expect(n).toBe(most);
    // Everyone else still talks.
    await comment(maybe, eventId, 'Still room for me');
  });

  it("lets a co-host remove one person's comments once per key: a replay removes nothing written since", async () => {
    const { host, going, maybe, eventId } = await party();
    await t.db.query(`UPDATE "rsvps" SET "coHost" = true WHERE "eventId" = $1 AND "userId" = $2`, [eventId, maybe.id]);
    const first = await comment(going, eventId, 'Spam');
    await comment(host, eventId, 'Please stop', first.id);
    const removal = key();
    const removeAll = () =>
      maybe.agent.delete(`/api/events/${eventId}/people/${going.id}/comments`).set('Idempotency-Key', removal);
    await removeAll().expect(204);
    // The replies under their comments go with them.
    expect((await conversation(host, eventId)).thread.comments).toEqual([]);
    await comment(going, eventId, 'Sorry, one real question');
    await removeAll().expect(204);
    expect((await conversation(host, eventId)).thread.comments.map((c) => c.body)).toEqual([
      'Sorry, one real question',
    ]);
  });

  it("lets the host close the thread and remove one person's comments", async () => {
    const { host, going, maybe, eventId } = await party();
    await comment(going, eventId, 'Spam one');
    await comment(going, eventId, 'Spam two');
    await comment(maybe, eventId, 'Real question');
    await going.agent
      .delete(`/api/events/${eventId}/people/${going.id}/comments`)
      .set('Idempotency-Key', key())
      .expect(403);
    expect((await conversation(host, eventId)).thread.comments).toHaveLength(3);
    await host.agent
      .delete(`/api/events/${eventId}/people/${going.id}/comments`)
      .set('Idempotency-Key', key())
      .expect(204);
    expect((await conversation(maybe, eventId)).thread.comments.map((c) => c.body)).toEqual(['Real question']);

    await going.agent
      .put(`/api/events/${eventId}/thread`)
      .set('Idempotency-Key', key())
      .send({ closed: true })
      .expect(403);
    await host.agent
      .put(`/api/events/${eventId}/thread`)
      .set('Idempotency-Key', key())
      .send({ closed: true })
      .expect(204);
    const refused = await postComment(maybe, eventId, 'Still here?').expect(409);
    expect(refused.body.code).toBe('THREAD_CLOSED');
    const after = await conversation(maybe, eventId);
    expect(after.thread).toMatchObject({ closed: true });
    expect(after.thread.comments).toHaveLength(1);
  });

  it("refuses removed people everything about the conversation, with the event's 404", async () => {
    const { host, going, eventId } = await party();
    const mine = await comment(going, eventId, 'Before');
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    const rsvpId = (detail.body as { rsvps: { id: string; userId: string }[] }).rsvps.find(
      (r) => r.userId === going.id,
    )!.id;
    await host.agent.delete(`/api/events/${eventId}/rsvps/${rsvpId}`).expect(204);
    await going.agent.get(`/api/events/${eventId}/talk`).expect(404);
    await postComment(going, eventId, 'x').expect(404);
    await going.agent
      .post(`/api/events/${eventId}/questions`)
      .set('Idempotency-Key', key())
      .send({ body: 'x' })
      .expect(404);
    await going.agent.put(`/api/comments/${mine.id}`).set('Idempotency-Key', key()).send({ body: 'x' }).expect(404);
    expect((await conversation(host, eventId)).thread.comments.map((c) => c.body)).toEqual(['Before']);
    expect((await conversation(host, eventId)).questions).toEqual([]);
  });

  it('keeps a question between its asker and the host and co-hosts; the host answers, also as an announcement', async () => {
    const { host, going, maybe, eventId } = await party();
    const asked = await going.agent
      .post(`/api/events/${eventId}/questions`)
      .set('Idempotency-Key', key())
      .send({ body: 'Is there parking?' })
      .expect(201);
    expect((await conversation(maybe, eventId)).questions).toEqual([]);
    expect(JSON.stringify(await conversation(maybe, eventId))).not.toContain('parking');
    const forHost = await conversation(host, eventId);
    expect(forHost.questions).toEqual([
      expect.objectContaining({ body: 'Is there parking?', askerName: 'Gita Going' }),
    ]);
    expect(forHost.unreadQuestions).toBe(1);
    // The host's event card counts it; nobody else's list shows it.
    expect((await host.agent.get('/api/questions/unread').expect(200)).body).toEqual([{ eventId, count: 1 }]);
    expect((await maybe.agent.get('/api/questions/unread').expect(200)).body).toEqual([]);
    expect((await going.agent.get('/api/questions/unread').expect(200)).body).toEqual([]);

    // Another guest can neither answer it nor learn anything from trying.
    await maybe.agent
      .put(`/api/questions/${asked.body.id}/answer`)
      .set('Idempotency-Key', key())
      .send({ answer: 'No' })
      .expect(403);
    await host.agent
      .put(`/api/questions/${asked.body.id}/answer`)
      .set('Idempotency-Key', key())
      .send({ answer: 'Yes, on the street.', announce: { audience: 'going', includeWaitlist: false } })
      .expect(200);
    const forAsker = await conversation(going, eventId);
    expect(forAsker.questions).toEqual([expect.objectContaining({ answer: 'Yes, on the street.', mine: true })]);
    // Turned into an announcement to Going guests: Gita gets it, Manu (Maybe) does not.
    expect(forAsker.announcements).toEqual([expect.objectContaining({ body: 'Yes, on the street.', read: false })]);
    expect((await conversation(maybe, eventId)).announcements).toEqual([]);
    expect((await conversation(host, eventId)).unreadQuestions).toBe(0);
    expect((await host.agent.get('/api/questions/unread').expect(200)).body).toEqual([]);
  });

  it('sends announcements to the chosen audience, shown until read, written only by the host and co-hosts', async () => {
    const { host, going, maybe, eventId } = await party();
    const guest = await joinAsGuest(t.app, eventId, { name: 'Nina', status: 'not_attending' });
    await going.agent
      .post(`/api/events/${eventId}/announcements`)
      .set('Idempotency-Key', key())
      .send({ body: 'Fake news', audience: 'everyone', includeWaitlist: true })
      .expect(403);
    await host.agent
      .post(`/api/events/${eventId}/announcements`)
      .set('Idempotency-Key', key())
      .send({ body: 'We start at 7 pm now.', audience: 'going_maybe', includeWaitlist: false })
      .expect(201);
    expect((await conversation(going, eventId)).announcements.map((a) => [a.body, a.read])).toEqual([
      ['We start at 7 pm now.', false],
    ]);
    expect((await conversation(maybe, eventId)).announcements).toHaveLength(1);
    expect((await conversation(guest, eventId)).announcements).toEqual([]);
    await going.agent.post(`/api/events/${eventId}/announcements/read`).set('Idempotency-Key', key()).expect(204);
    expect((await conversation(going, eventId)).announcements[0].read).toBe(true);
    expect((await conversation(maybe, eventId)).announcements[0].read).toBe(false);
  });

  it('limits how many comments one person writes in a short time', async () => {
    const { going, eventId } = await party();
    for (let i = 0; i < 20; i++) await comment(going, eventId, `Comment ${i}`);
    const refused = await postComment(going, eventId, 'One too many').expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect((await conversation(going, eventId)).thread.comments).toHaveLength(20);
  });

  it('refuses comments over the length limit and keeps nothing', async () => {
    const { going, eventId } = await party();
    await postComment(going, eventId, 'x'.repeat(1001)).expect(400);
    expect((await conversation(going, eventId)).thread.comments).toEqual([]);
  });

  it("records new questions and guests' comments for the host's digest, not the host's own", async () => {
    const { host, going, eventId } = await party();
    await going.agent
      .post(`/api/events/${eventId}/questions`)
      .set('Idempotency-Key', key())
      .send({ body: 'Is there parking?' })
      .expect(201);
    await comment(going, eventId, 'See you there');
    await comment(host, eventId, 'Welcome');
    const rows: { summary: string }[] = await t.db.query(
      `SELECT "summary" FROM "host_digest_changes" WHERE "eventId" = $1 AND "summary" ~ '^Gita Going (asked|commented)' OR
              "eventId" = $1 AND "summary" LIKE 'Hana%' ORDER BY "createdAt"`,
      [eventId],
    );
    expect(rows.map((r) => r.summary)).toEqual([
      'Gita Going asked: Is there parking?',
      'Gita Going commented: See you there',
    ]);
  });

  it('has a ServerMessage type for every conversation message', () => {
    const m: ServerMessage = { type: 'talk_updated', eventId: randomUUID(), part: 'thread' };
    expect(m.type).toBe('talk_updated');
  });
});
