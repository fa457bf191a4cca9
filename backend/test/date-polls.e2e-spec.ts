import { DataSource } from 'typeorm';
import { writeBuiltShell } from './support/built-shell';
import { eventBody } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';

const day = (n: number, hour = 18) => {
  const d = new Date(Date.now() + n * 24 * 3600 * 1000);
  d.setUTCHours(hour, 30, 0, 0);
  return d.toISOString();
};

interface PollView {
  options: { id: string; startsAt: string; yes: number; maybe: number; no: number; score: number; picked: boolean }[];
  pickedOptionId: string | null;
  people: { userId: string; name: string; answers: Record<string, string> }[];
  answeredCount: number;
  mine: Record<string, string>;
  suggestGoing: boolean;
}

async function createPoll(host: TestUser, options: string[], overrides: Record<string, unknown> = {}) {
  const res = await host.agent
    .post('/api/events')
    .send({ ...eventBody({ name: 'Which Saturday?', ...overrides }), date: undefined, dateOptions: options })
    .expect(201);
  const poll = await host.agent.get(`/api/events/${res.body.id}/date-poll`).expect(200);
  const byStart = [...(poll.body as PollView).options].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  return { eventId: res.body.id as string, event: res.body as { date: string | null }, ids: byStart.map((o) => o.id) };
}

describe('Date polls', () => {
  const ctx = useTestApp(() => ({ FRONTEND_DIST: writeBuiltShell() }));

  it('creates an event without a date, with its options, and shows "Date to be decided" until one is picked', async () => {
    const host = await signIn(ctx.app);
    const { eventId, event, ids } = await createPoll(host, [day(10), day(17), day(24)]);
    expect(event.date).toBeNull();
    expect(ids).toHaveLength(3);
    const page = await host.agent.get(`/join/${eventId}`).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('Date to be decided');
    expect(page.text).toMatch(/<meta property="og:description" content="Date to be decided/);
    // In the page's language: a French reader's page says it in French, and only that.
    const french = await host.agent
      .get(`/join/${eventId}`)
      .set('Accept', 'text/html')
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(french.text).toMatch(/<meta property="og:description" content="Date à définir/);
    expect(french.text).not.toContain('Date to be decided');
    // No calendar entry for an event without a date, and none in the feed either.
    const ics = await host.agent.get(`/api/events/${eventId}/calendar.ics`).expect(409);
    expect(ics.body.code).toBe('DATE_NOT_SET');
    const list = await host.agent.get('/api/events').expect(200);
    expect((list.body as { id: string; date: string | null }[]).find((e) => e.id === eventId)?.date).toBeNull();
  });

  it('refuses one option, nine options, the same date twice, and a date together with options', async () => {
    const host = await signIn(ctx.app);
    const body = (extra: Record<string, unknown>) => ({ ...eventBody(), date: undefined, ...extra });
    const countBefore = await ctx.db.query(`SELECT count(*)::int AS n FROM "events" WHERE "hostId" = $1`, [host.id]);
    for (const bad of [
      body({ dateOptions: [day(3)] }),
      body({ dateOptions: Array.from({ length: 9 }, (_, i) => day(i + 2)) }),
      body({ dateOptions: [day(3), day(3)] }),
      body({ date: day(3), dateOptions: [day(4), day(5)] }),
      body({}),
    ]) {
      const res = await host.agent.post('/api/events').send(bad).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const countAfter = await ctx.db.query(`SELECT count(*)::int AS n FROM "events" WHERE "hostId" = $1`, [host.id]);
    expect(countAfter).toEqual(countBefore);
    // An event that has its date cannot lose it through an edit.
    const dated = await host.agent.post('/api/events').send(eventBody()).expect(201);
    const edit = await host.agent
      .put(`/api/events/${dated.body.id}`)
      .send({ ...eventBody(), date: undefined, dateOptions: [day(4), day(5)] })
      .expect(400);
    expect(edit.body.fieldErrors).toEqual({ date: ['Date is required'] });
    const [row] = await ctx.db.query(`SELECT "date" FROM "events" WHERE "id" = $1`, [dated.body.id]);
    expect(row.date).not.toBeNull();
  });

  it('ranks the options of a guest without an account and two accounts: Yes 1, If need be ½, ties by Yes', async () => {
    const host = await signIn(ctx.app);
    const { eventId, ids } = await createPoll(host, [day(10), day(17), day(24)]);
    const [first, second, third] = ids;
    const guest = await joinAsGuest(ctx.app, eventId, { name: 'Gina Guest', status: 'maybe' });
    const ann = await signIn(ctx.app, { firstName: 'Ann', lastName: 'Lee' });
    const bob = await signIn(ctx.app, { firstName: 'Bob', lastName: 'Ray' });
    const answer = (who: TestUser, a: [string, string][]) =>
      who.agent
        .put(`/api/events/${eventId}/date-poll/answers`)
        .send({ answers: a.map(([optionId, answer]) => ({ optionId, answer })) })
        .expect(200);
    // first: yes, maybe, maybe = 2; second: maybe, yes, no = 1.5; third: no, yes, yes = 2 (more Yes than first).
    await answer(guest, [
      [first, 'yes'],
      [second, 'maybe'],
      [third, 'no'],
    ]);
    await answer(ann, [
      [first, 'maybe'],
      [second, 'yes'],
      [third, 'yes'],
    ]);
    const last = await answer(bob, [
      [first, 'maybe'],
      [second, 'no'],
      [third, 'yes'],
    ]);
    const view = last.body as PollView;
    expect(view.options.map((o) => [o.id, o.score, o.yes, o.maybe, o.no])).toEqual([
      [third, 2, 2, 0, 1],
      [first, 2, 1, 2, 0],
      [second, 1.5, 1, 1, 1],
    ]);
    expect(view.answeredCount).toBe(3);
    expect(view.people.map((p) => p.name).sort()).toEqual(['Ann Lee', 'Bob Ray', 'Gina Guest']);
    expect(view.mine).toEqual({ [first]: 'maybe', [second]: 'no', [third]: 'yes' });

    // Answering again replaces the caller's answer; the others' stay.
    const changed = await answer(guest, [[third, 'maybe']]);
    expect((changed.body as PollView).options.find((o) => o.id === third)).toMatchObject({ yes: 2, maybe: 1, no: 0 });

    // With the guest list hidden, a guest sees the counts and their own answers only; the host still sees everyone.
    await host.agent
      .put(`/api/events/${eventId}`)
      .send({
        ...eventBody({ name: 'Which Saturday?' }),
        date: undefined,
        dateOptions: [day(10), day(17)],
        showGuestList: false,
      })
      .expect(200);
    const hidden = (await ann.agent.get(`/api/events/${eventId}/date-poll`).expect(200)).body as PollView;
    expect(hidden.people.map((p) => p.name)).toEqual(['Ann Lee']);
    expect(hidden.answeredCount).toBe(3);
    expect(hidden.options).toHaveLength(3);
    const forHost = (await host.agent.get(`/api/events/${eventId}/date-poll`).expect(200)).body as PollView;
    expect(forHost.people).toHaveLength(3);
  });

  it('refuses unknown options, a removed person and guests picking; the pick sets the date and closes the poll', async () => {
    const host = await signIn(ctx.app);
    const { eventId, ids } = await createPoll(host, [day(10), day(17)]);
    const yes = await signIn(ctx.app, { firstName: 'Yara' });
    const removed = await joinAsGuest(ctx.app, eventId, { name: 'Rem Oved' });
    await yes.agent
      .put(`/api/events/${eventId}/date-poll/answers`)
      .send({ answers: [{ optionId: ids[1], answer: 'yes' }] })
      .expect(200);

    const foreign = await createPoll(host, [day(3), day(4)]);
    const unknown = await yes.agent
      .put(`/api/events/${eventId}/date-poll/answers`)
      .send({ answers: [{ optionId: foreign.ids[0], answer: 'yes' }] })
      .expect(404);
    expect(unknown.body.code).toBe('POLL_OPTION_NOT_FOUND');

    const [rsvp] = await ctx.db.query(`SELECT "id" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`, [
      eventId,
      removed.id,
    ]);
    await host.agent.delete(`/api/events/${eventId}/rsvps/${rsvp.id}`).expect(204);
    const refused = await removed.agent
      .put(`/api/events/${eventId}/date-poll/answers`)
      .send({ answers: [{ optionId: ids[0], answer: 'yes' }] })
      .expect(404);
    expect(refused.body.code).toBe('EVENT_NOT_FOUND');

    const notHost = await yes.agent
      .post(`/api/events/${eventId}/date-poll/pick`)
      .send({ optionId: ids[1] })
      .expect(403);
    expect(notHost.body.code).toBe('NOT_HOST');
    const answers = await ctx.db.query(`SELECT "userId" FROM "date_poll_answers" WHERE "eventId" = $1`, [eventId]);
    expect(answers).toEqual([{ userId: yes.id }]);
    const [before] = await ctx.db.query(`SELECT "date" FROM "events" WHERE "id" = $1`, [eventId]);
    expect(before.date).toBeNull();

    const picked = await host.agent
      .post(`/api/events/${eventId}/date-poll/pick`)
      .send({ optionId: ids[1] })
      .expect(200);
    expect((picked.body as PollView).pickedOptionId).toBe(ids[1]);
    const detail = await yes.agent.get(`/api/events/${eventId}`).expect(200);
    const chosen = (picked.body as PollView).options.find((o) => o.id === ids[1])!;
    expect(detail.body.date).toBe(chosen.startsAt);
    // One notice for the person who answered (the removed guest's answer never counted; the host picked).
    const notices = await ctx.db.query(`SELECT "userId", "saidYes" FROM "date_poll_notices" WHERE "eventId" = $1`, [
      eventId,
    ]);
    expect(notices).toEqual([{ userId: yes.id, saidYes: true }]);
    // Yes to the picked date and not Going yet: one tap to say Going.
    const forYes = (await yes.agent.get(`/api/events/${eventId}/date-poll`).expect(200)).body as PollView;
    expect(forYes.suggestGoing).toBe(true);
    await yes.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    expect(((await yes.agent.get(`/api/events/${eventId}/date-poll`)).body as PollView).suggestGoing).toBe(false);

    const again = await host.agent.post(`/api/events/${eventId}/date-poll/pick`).send({ optionId: ids[0] }).expect(409);
    expect(again.body.code).toBe('POLL_CLOSED');
    const late = await yes.agent
      .put(`/api/events/${eventId}/date-poll/answers`)
      .send({ answers: [{ optionId: ids[0], answer: 'no' }] })
      .expect(409);
    expect(late.body.code).toBe('POLL_CLOSED');
    const [after] = await ctx.app.get(DataSource).query(`SELECT "date" FROM "events" WHERE "id" = $1`, [eventId]);
    expect(new Date(after.date).toISOString()).toBe(chosen.startsAt);
    await host.agent.get(`/api/events/${eventId}/calendar.ics`).expect(200);
  });

  it("moves a guest's answers into the account they sign in with, and names the undated event in the offer", async () => {
    const host = await signIn(ctx.app);
    const { eventId, ids } = await createPoll(host, [day(10), day(17)]);
    const guest = await joinAsGuest(ctx.app, eventId, { name: 'Mo Guest' });
    await guest.agent
      .put(`/api/events/${eventId}/date-poll/answers`)
      .send({ answers: [{ optionId: ids[0], answer: 'yes' }] })
      .expect(200);
    await guest.agent
      .post('/api/login/dev')
      .type('form')
      .send({ email: `mo-${Date.now()}@example.test`, firstName: 'Mo', lastName: 'Account' })
      .expect(303);
    const offer = await guest.agent.get('/api/guest-merge').expect(200);
    expect(offer.body.pending.events).toEqual([expect.objectContaining({ id: eventId, date: null })]);
    await guest.agent.post('/api/guest-merge').send({ guestId: guest.id }).expect(200);
    const mine = (await guest.agent.get(`/api/events/${eventId}/date-poll`).expect(200)).body as PollView;
    expect(mine.mine).toEqual({ [ids[0]]: 'yes' });
    expect(mine.people.map((p) => p.name)).toEqual(['Mo Account']);
  });

  it('answers an empty poll for an event that never had one, and refuses answers to it with 404 NO_DATE_POLL', async () => {
    const host = await signIn(ctx.app);
    const dated = await host.agent.post('/api/events').send(eventBody()).expect(201);
    const res = await host.agent.get(`/api/events/${dated.body.id}/date-poll`).expect(200);
    expect((res.body as PollView).options).toEqual([]);
    const answer = await host.agent
      .put(`/api/events/${dated.body.id}/date-poll/answers`)
      .send({ answers: [{ optionId: dated.body.id, answer: 'yes' }] })
      .expect(404);
    expect(answer.body.code).toBe('NO_DATE_POLL');
  });
});
