import { DATE_TIME_MESSAGES } from '../src/contracts/date-time.rules';
import { english } from './support/english';
import { createDish, createEvent, eventBody } from './support/factories';
import { signIn, useTestApp } from './support/test-app';

// Only moments the calendar and the event's clock have are taken: an impossible date-time is refused with its
// field's message and nothing is stored, instead of being rolled over into another day.
const YEAR = new Date().getUTCFullYear() + 1;
/** The second Sunday of March next year: New York's clocks go from 01:59 to 03:00 that night. */
const springForward = (() => {
  const firstOfMarch = new Date(Date.UTC(YEAR, 2, 1)).getUTCDay();
  return `${YEAR}-03-${String(1 + ((7 - firstOfMarch) % 7) + 7).padStart(2, '0')}`;
})();

describe('only real times', () => {
  const t = useTestApp();

  it(`refuses a dish arrival of ${YEAR}-02-30T10:00, ${YEAR}-13-40T25:61 and a time New York's clocks skip`, async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const eventId = await createEvent(host, { date: `${YEAR}-12-04T23:30:00.000Z`, timeZone: 'America/New_York' });
    const dishId = await createDish(host, eventId, { name: 'Lasagna', category: 'main_dish' });
    const arrive = (arrivesAt: string) =>
      host.agent.put(`/api/events/${eventId}/dishes/${dishId}/kitchen`).send({ stove: true, arrivesAt });

    for (const impossible of [`${YEAR}-02-30T10:00`, `${YEAR}-13-40T25:61`]) {
      const res = await arrive(impossible);
      expect([impossible, res.status]).toEqual([impossible, 400]);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { arrivesAt: [english(DATE_TIME_MESSAGES.notOnCalendar)] },
      });
    }
    const skipped = await arrive(`${springForward}T02:30`);
    expect(skipped.status).toBe(400);
    expect(skipped.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { arrivesAt: [english(DATE_TIME_MESSAGES.skippedByClockChange)] },
    });
    const [row] = await t.db.query<{ needsStove: boolean; arrivesAt: Date | null }[]>(
      `SELECT "needsStove", "arrivesAt" FROM "dishes" WHERE "id" = $1`,
      [dishId],
    );
    expect(row).toEqual({ needsStove: false, arrivesAt: null });

    // The minutes either side of the jump are real: 01:59 EST and 03:00 EDT.
    await arrive(`${springForward}T01:59`).expect(200);
    await arrive(`${springForward}T03:00`).expect(200);
    const [after] = await t.db.query<{ arrivesAt: Date }[]>(`SELECT "arrivesAt" FROM "dishes" WHERE "id" = $1`, [
      dishId,
    ]);
    expect(after?.arrivesAt.toISOString()).toBe(`${springForward}T07:00:00.000Z`);
  });

  it('refuses an impossible event date, date-poll option or series date with the calendar’s message', async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    const onCalendar = [english(DATE_TIME_MESSAGES.notOnCalendar)];
    const dated = await host.agent.post('/api/events').send(eventBody({ date: `${YEAR}-02-30T10:00:00.000Z` }));
    expect(dated.status).toBe(400);
    expect(dated.body.fieldErrors).toEqual({ date: onCalendar });

    const polled = await host.agent
      .post('/api/events')
      .send({ ...eventBody(), date: undefined, dateOptions: [`${YEAR}-04-31T18:00:00Z`, `${YEAR}-05-01T18:00:00Z`] });
    expect(polled.status).toBe(400);
    expect(polled.body.fieldErrors).toEqual({ 'dateOptions.0': onCalendar });

    const eventId = await createEvent(host, { date: `${YEAR}-01-10T18:00:00.000Z` });
    const series = await host.agent
      .post(`/api/events/${eventId}/series`)
      .send({ frequency: 'custom', dates: [`${YEAR}-02-30T18:00:00.000Z`] });
    expect(series.status).toBe(400);
    expect(series.body.fieldErrors).toEqual({ 'dates.0': onCalendar });
    const [{ count }] = await t.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM "events" WHERE "hostId" = $1`,
      [host.id],
    );
    expect(count).toBe(1);
  });

  it('refuses a next potluck whose day has no such time on the event’s clock, or no such day', async () => {
    const host = await signIn(t.app, { firstName: 'Hana' });
    // 02:30 in New York (winter, UTC-5): the next one keeps 02:30, which the spring-forward night does not have.
    const eventId = await createEvent(host, { date: `${YEAR}-01-15T07:30:00.000Z`, timeZone: 'America/New_York' });
    const next = (day: string) => host.agent.post(`/api/events/${eventId}/next-potluck`).send({ day });
    const skipped = await next(springForward);
    expect(skipped.status).toBe(400);
    expect(skipped.body.fieldErrors).toEqual({ day: [english(DATE_TIME_MESSAGES.skippedByClockChange)] });
    const impossible = await next(`${YEAR}-02-30`);
    expect(impossible.status).toBe(400);
    expect(impossible.body.fieldErrors).toEqual({ day: ['Choose a day'] });
    const [{ count }] = await t.db.query<{ count: number }[]>(
      `SELECT count(*)::int AS "count" FROM "events" WHERE "hostId" = $1`,
      [host.id],
    );
    expect(count).toBe(1);
  });
});
