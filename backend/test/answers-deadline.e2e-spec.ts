import request from 'supertest';
import { writeBuiltShell } from './support/built-shell';
import { only, parsePage, select, textOf } from './support/html-document';
import { answerRsvp, createEvent, eventBody } from './support/factories';
import { signIn, useTestApp, type TestUser } from './support/test-app';
import { resetClock, setClock } from './support/test-clock';
import { answerFormDefaults } from '../src/contracts/rsvp.rules';

const DAY = 24 * 3600 * 1000;
const ORIGIN = 'http://127.0.0.1:3999';

describe('a deadline for answers', () => {
  const t = useTestApp(() => ({ FRONTEND_DIST: writeBuiltShell() }));
  let host: TestUser;
  let guest: TestUser;
  // Relative to the tests' clock: the event in a week, answers closing in two days.
  const date = new Date(Date.now() + 7 * DAY);
  const closesAt = new Date(Date.now() + 2 * DAY);
  const afterIt = () => setClock([t.app], new Date(closesAt.getTime() + 60_000));

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Dora', lastName: 'Deadline' });
    guest = await signIn(t.app, { firstName: 'Gil', lastName: 'Late' });
  });
  afterEach(() => resetClock([t.app]));

  const newEvent = (overrides: Parameters<typeof eventBody>[0] = {}) =>
    createEvent(host, { date: date.toISOString(), answersCloseAt: closesAt.toISOString(), ...overrides });

  it('is refused after the event starts, and shown to everyone with the event', async () => {
    const refused = await host.agent
      .post('/api/events')
      .send(eventBody({ date: date.toISOString(), answersCloseAt: new Date(date.getTime() + 1000).toISOString() }))
      .expect(400);
    expect(refused.body.fieldErrors.answersCloseAt).toEqual(['Answers must close before the event starts']);

    const eventId = await newEvent();
    const pub = await request(t.app.getHttpServer()).get(`/api/public/events/${eventId}`).expect(200);
    expect(pub.body.answersCloseAt).toBe(closesAt.toISOString());
    const list = await host.agent.get('/api/events').expect(200);
    expect(list.body.find((e: { id: string }) => e.id === eventId).answersCloseAt).toBe(closesAt.toISOString());
  });

  it("refuses a guest's answer after it, new or changed, in the guest's language; the host still answers", async () => {
    const eventId = await newEvent();
    await answerRsvp(guest, eventId, 'maybe');
    afterIt();
    const changed = await guest.agent
      .post(`/api/events/${eventId}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      code: 'ANSWERS_CLOSED',
      message: 'Answers for this event are closed. Ask the host to change yours.',
    });
    const german = await guest.agent
      .post(`/api/events/${eventId}/rsvp`)
      .set('Accept-Language', 'de')
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(409);
    expect(german.body.message).toBe(
      'Die Antworten für dieses Potluck sind geschlossen. Bitte den Gastgeber, deine zu ändern.',
    );
    const stranger = await request(t.app.getHttpServer())
      .post(`/api/events/${eventId}/guest-join`)
      .send({ name: 'Newcomer', email: null, status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(409);
    expect(stranger.body.code).toBe('ANSWERS_CLOSED');

    const mine = await t.db.query<Array<{ status: string }>>(
      `SELECT "status" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`,
      [eventId, guest.id],
    );
    expect(mine).toEqual([{ status: 'maybe' }]);
    await answerRsvp(host, eventId, 'attending');

    // Reopened by the host: the guest answers again.
    await host.agent
      .put(`/api/events/${eventId}`)
      .send(eventBody({ date: date.toISOString(), answersCloseAt: null }))
      .expect(200);
    await answerRsvp(guest, eventId, 'attending');
  });

  it('stops promoting the waitlist by itself after it; the host still gives places by hand', async () => {
    const eventId = await newEvent({ capacity: 1 });
    const first = await signIn(t.app, { firstName: 'First' });
    const second = await signIn(t.app, { firstName: 'Second' });
    await answerRsvp(first, eventId, 'attending');
    const waiting = await answerRsvp(second, eventId, 'attending');
    expect(waiting.body.waitlistPosition).toBe(1);
    afterIt();
    const [{ id: firstRsvp }] = await t.db.query<Array<{ id: string }>>(
      `SELECT "id" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`,
      [eventId, first.id],
    );
    await host.agent.delete(`/api/events/${eventId}/rsvps/${firstRsvp}`).expect(204);
    const still = await second.agent.get(`/api/events/${eventId}`).expect(200);
    const secondAnswer = still.body.rsvps.find((r: { userId: string }) => r.userId === second.id);
    expect(secondAnswer.waitlistPosition).toBe(1);
    await host.agent.post(`/api/events/${eventId}/waitlist/${second.id}/promote`).expect(204);
  });

  it('closes the join page: the form before it, the reason after it, and a late post answers 409', async () => {
    const eventId = await newEvent({ name: 'Closing Feast' });
    const page = () => request(t.app.getHttpServer()).get(`/join/${eventId}`).expect(200);
    const before = parsePage((await page()).text);
    expect(select(before, 'form', ['action', `/join/${eventId}#join-answer`])).toHaveLength(1);
    expect(textOf(only(before, 'section', ['id', 'join-answer']))).toContain('Please answer by');

    afterIt();
    const after = parsePage((await page()).text);
    expect(select(after, 'form', ['action', `/join/${eventId}#join-answer`])).toHaveLength(0);
    expect(textOf(only(after, 'section', ['id', 'join-answer']))).toContain('Answers closed');

    const late = await request(t.app.getHttpServer())
      .post(`/join/${eventId}`)
      .set({ origin: ORIGIN })
      .type('form')
      .send({ ...answerFormDefaults(), name: 'Too Late', email: '', key: crypto.randomUUID() });
    expect(late.status).toBe(409);
    const names = await t.db.query<unknown[]>(`SELECT 1 FROM "users" WHERE "firstName" = 'Too Late'`);
    expect(names).toHaveLength(0);
  });
});
