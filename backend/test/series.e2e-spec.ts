import ICAL from 'ical.js';
import { SeriesService } from '../src/series/series.service';
import { createDish, createEvent, eventBody } from './support/factories';
import request from 'supertest';
import { signIn, useTestApps } from './support/test-app';
import { resetClock, setClock } from './support/test-clock';

interface SeriesView {
  id: string;
  rrule: string | null;
  occurrences: { eventId: string; date: string }[];
  cancelled: string[];
}

/** The starts a calendar program sees: the feed parsed by ical.js, repeating entries expanded up to `until`. */
function expandFeed(ics: string, until: Date): { summary: string; starts: string[]; rrule: boolean }[] {
  const root = new ICAL.Component(ICAL.parse(ics));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return root.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const starts: string[] = [];
    if (event.isRecurring()) {
      const it = event.iterator();
      for (let next = it.next(); next && next.toJSDate() <= until; next = it.next()) {
        starts.push(next.toJSDate().toISOString());
      }
    } else {
      starts.push(event.startDate.toJSDate().toISOString());
    }
    return { summary: event.summary, starts, rrule: event.isRecurring() };
  });
}

describe('Potluck series', () => {
  const [a, b] = useTestApps(2);
  // Tests with dates of 2027 run at the apps' clock of New Year's Day 2027, before all of them.
  const newYear2027 = () => setClock([a.app, b.app], new Date('2027-01-01T00:00:00Z'));
  afterEach(() => resetClock([a.app, b.app]));

  it('repeats monthly on the first Thursday at 18:30 Paris time across the change to summer time, and the feed agrees', async () => {
    newYear2027();
    const host = await signIn(a.app, { firstName: 'Sol' });
    const guest = await signIn(a.app, { firstName: 'Gus' });
    const name = `Supper club ${Date.now().toString(36)}`;
    // Thursday 4 March 2027, 18:30 in Paris (UTC+1); summer time starts on 28 March.
    const created = await host.agent
      .post('/api/events')
      .send(eventBody({ name, date: '2027-03-04T17:30:00.000Z', timeZone: 'Europe/Paris' }))
      .expect(201);
    const eventId = created.body.id as string;
    const made = await host.agent.post(`/api/events/${eventId}/series`).send({ frequency: 'monthly' }).expect(201);
    expect((made.body as SeriesView).rrule).toBe('FREQ=MONTHLY;BYDAY=1TH');

    // The daily job, run by both processes at once on 1 March: each occurrence is created once.
    const seriesId = (made.body as SeriesView).id;
    const now = new Date('2027-03-01T00:00:00Z');
    await Promise.all([a.app.get(SeriesService).topUp(seriesId, now), b.app.get(SeriesService).topUp(seriesId, now)]);
    const view = (await host.agent.get(`/api/events/${eventId}/series`).expect(200)).body.series as SeriesView;
    expect(view.occurrences.map((o) => o.date)).toEqual([
      '2027-03-04T17:30:00.000Z',
      '2027-04-01T16:30:00.000Z', // 18:30 in summer time (UTC+2)
      '2027-05-06T16:30:00.000Z',
      '2027-06-03T16:30:00.000Z',
    ]);
    // Each is a real event with its own answers.
    const may = view.occurrences[2].eventId;
    await guest.agent
      .post(`/api/events/${may}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    const mayEvent = await guest.agent.get(`/api/events/${may}`).expect(200);
    expect(mayEvent.body).toMatchObject({ name, timeZone: 'Europe/Paris', confirmedGuestCount: 1 });

    // A guest may not cancel; the host cancels May: gone, remembered, never created again.
    const refused = await guest.agent.post(`/api/events/${may}/series/cancel`).expect(403);
    expect(refused.body.code).toBe('NOT_HOST');
    a.published.length = 0;
    await host.agent.post(`/api/events/${may}/series/cancel`).expect(204);
    expect(a.published).toEqual([{ type: 'event_deleted', eventId: may }]);
    await guest.agent.get(`/api/events/${may}`).expect(404);
    await a.app.get(SeriesService).topUp(seriesId, now);
    const after = (await host.agent.get(`/api/events/${eventId}/series`).expect(200)).body.series as SeriesView;
    expect(after.cancelled).toEqual(['2027-05-06T16:30:00.000Z']);
    const shown = after.occurrences.map((o) => o.date);
    expect(shown).toEqual(['2027-03-04T17:30:00.000Z', '2027-04-01T16:30:00.000Z', '2027-06-03T16:30:00.000Z']);

    // The host's feed: one repeating entry whose RRULE and EXDATE, expanded by a calendar library, give exactly the
    // dates the app shows.
    const feed = await host.agent.post('/api/calendar-feed').expect(201);
    const path = new URL(feed.body.url as string).pathname;
    const text = (await host.agent.get(path).expect(200)).text;
    expect(text).toContain('RRULE:FREQ=MONTHLY;BYDAY=1TH');
    expect(text).toContain('EXDATE;TZID=Europe/Paris:20270506T183000');
    const entries = expandFeed(text, new Date(shown[shown.length - 1]));
    const entry = entries.filter((e) => e.summary === name);
    expect(entry).toEqual([{ summary: name, starts: shown, rrule: true }]);
  }, 60_000);

  it('refuses a second series, a guest making one, an undated event, and reads 404 for an event without one', async () => {
    newYear2027();
    const host = await signIn(a.app);
    const guest = await signIn(a.app);
    const eventId = await createEvent(host);
    const notOwner = await guest.agent.post(`/api/events/${eventId}/series`).send({ frequency: 'weekly' }).expect(403);
    expect(notOwner.body.code).toBe('NOT_OWNER');
    const none = await host.agent.get(`/api/events/${eventId}/series`).expect(200);
    expect(none.body).toEqual({ series: null });
    await host.agent.post(`/api/events/${eventId}/series`).send({ frequency: 'weekly' }).expect(201);
    const twice = await host.agent.post(`/api/events/${eventId}/series`).send({ frequency: 'monthly' }).expect(409);
    expect(twice.body.code).toBe('ALREADY_IN_SERIES');
    const rows = await a.db.query(`SELECT count(*)::int AS n FROM "event_series" WHERE "hostId" = $1`, [host.id]);
    expect(rows).toEqual([{ n: 1 }]);
    const bad = await host.agent.post(`/api/events/${eventId}/series`).send({ frequency: 'custom' }).expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    const poll = await host.agent
      .post('/api/events')
      .send({ ...eventBody(), date: undefined, dateOptions: ['2027-01-01T18:00:00Z', '2027-01-08T18:00:00Z'] })
      .expect(201);
    const undated = await host.agent
      .post(`/api/events/${poll.body.id}/series`)
      .send({ frequency: 'weekly' })
      .expect(409);
    expect(undated.body.code).toBe('DATE_NOT_SET');
  });

  it('edits "this and the following": later occurrences change, earlier ones and every date stay', async () => {
    newYear2027();
    const host = await signIn(a.app);
    const eventId = await createEvent(host, { name: 'Tuesday club', date: '2027-01-05T18:00:00.000Z' });
    const made = (await host.agent.post(`/api/events/${eventId}/series`).send({ frequency: 'weekly' }).expect(201))
      .body as SeriesView;
    await a.app.get(SeriesService).topUp(made.id, new Date('2027-01-01T00:00:00Z'));
    const all = ((await host.agent.get(`/api/events/${eventId}/series`).expect(200)).body.series as SeriesView)
      .occurrences;
    const second = all[1];
    // Answers close a day before: each later date keeps that lead, never the edited date's own deadline.
    const dayBefore = new Date(Date.parse(second.date) - 86_400_000).toISOString();
    const edit = eventBody({
      name: 'Tuesday supper',
      location: 'New hall',
      date: second.date,
      answersCloseAt: dayBefore,
    });
    await host.agent.put(`/api/events/${second.eventId}`).send(edit).expect(200);
    await host.agent.put(`/api/events/${second.eventId}/series/following`).send(edit).expect(200);
    const names: { name: string; location: string; date: Date; answersCloseAt: Date | null }[] = await a.db.query(
      `SELECT "name", "location", "date", "answersCloseAt" FROM "events" WHERE "seriesId" = $1 ORDER BY "seriesStart"`,
      [made.id],
    );
    expect(names.map((n) => n.name)).toEqual(['Tuesday club', ...Array(all.length - 1).fill('Tuesday supper')]);
    expect(names.map((n) => new Date(n.date).toISOString())).toEqual(all.map((o) => o.date));
    expect(
      names.map((n) => n.answersCloseAt && new Date(n.date).getTime() - new Date(n.answersCloseAt).getTime()),
    ).toEqual([null, ...Array(all.length - 1).fill(86_400_000)]);
    // A date created later copies the latest one: its questions, and answers closing a day before it.
    await host.agent
      .put(`/api/events/${all[all.length - 1].eventId}`)
      .send({
        ...edit,
        date: all[all.length - 1].date,
        answersCloseAt: new Date(Date.parse(all[all.length - 1].date) - 86_400_000).toISOString(),
        questions: [{ label: 'Do you need a ride?', kind: 'yesno', required: false, audience: 'hosts' }],
      })
      .expect(200);
    await a.app.get(SeriesService).topUp(made.id, new Date(Date.parse(all[all.length - 1].date)));
    const [next]: { date: Date; answersCloseAt: Date; questions: { label: string }[] }[] = await a.db.query(
      `SELECT "date", "answersCloseAt", "questions" FROM "events" WHERE "seriesId" = $1 ORDER BY "seriesStart" DESC LIMIT 1`,
      [made.id],
    );
    expect(new Date(next.date).getTime()).toBeGreaterThan(Date.parse(all[all.length - 1].date));
    expect(new Date(next.date).getTime() - new Date(next.answersCloseAt).getTime()).toBe(86_400_000);
    expect(next.questions.map((q) => q.label)).toEqual(['Do you need a ride?']);
    const guest = await signIn(a.app);
    const refused = await guest.agent.put(`/api/events/${second.eventId}/series/following`).send(edit).expect(403);
    expect(refused.body.code).toBe('NOT_OWNER');
  });

  it('creates custom dates as given', async () => {
    newYear2027();
    const host = await signIn(a.app);
    const eventId = await createEvent(host, { date: '2027-02-01T18:00:00.000Z' });
    const made = await host.agent
      .post(`/api/events/${eventId}/series`)
      .send({ frequency: 'custom', dates: ['2027-02-20T18:00:00.000Z', '2027-02-11T19:00:00.000Z'] })
      .expect(201);
    const view = made.body as SeriesView;
    expect(view.rrule).toBeNull();
    expect(view.occurrences.map((o) => o.date)).toEqual([
      '2027-02-01T18:00:00.000Z',
      '2027-02-11T19:00:00.000Z',
      '2027-02-20T18:00:00.000Z',
    ]);
  });

  it('removes a guest from the whole series: other occurrences and one created later answer 404, on every process', async () => {
    const host = await signIn(a.app, { firstName: 'Rita' });
    const guest = await signIn(a.app, { firstName: 'Removed' });
    const first = await createEvent(host, { date: new Date(Date.now() + 2 * 864e5).toISOString() });
    const made = (await host.agent.post(`/api/events/${first}/series`).send({ frequency: 'monthly' }).expect(201))
      .body as SeriesView;
    const [occA, occB] = made.occurrences.map((o) => o.eventId);
    const answered = await guest.agent
      .post(`/api/events/${occA}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    await guest.agent
      .post(`/api/events/${occB}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    await createDish(guest, occB, { name: 'Soup' });
    // Another process has B cached for the guest before the removal.
    await guest.agent.get(`/api/events/${occB}`).expect(200);
    const onB = request.agent(b.app.getHttpServer());
    await onB.post('/api/login/dev').type('form').send({ email: guest.email, firstName: 'Removed' }).expect(303);
    await onB.get(`/api/events/${occB}`).expect(200);

    await host.agent.delete(`/api/events/${occA}/rsvps/${answered.body.id}`).expect(204);

    // B refuses everything as for a missing event, on both processes, and learns nothing from the series view.
    for (const agent of [guest.agent, onB]) {
      const read = await agent.get(`/api/events/${occB}`).expect(404);
      expect(read.body.code).toBe('EVENT_NOT_FOUND');
      await agent.get(`/api/events/${occB}/series`).expect(404);
      await agent.get(`/api/events/${occA}/series`).expect(404);
    }
    const rsvp = await guest.agent
      .post(`/api/events/${occB}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(404);
    expect(rsvp.body.code).toBe('EVENT_NOT_FOUND');
    await guest.agent.post(`/api/events/${occB}/comments`).send({ body: 'Still here?' }).expect(404);
    // Their answer and dish on B went with the removal; the host sees them removed from B too.
    const hostViewOfB = await host.agent.get(`/api/events/${occB}`).expect(200);
    expect(hostViewOfB.body.rsvps.map((r: { userId: string }) => r.userId)).not.toContain(guest.id);
    expect(hostViewOfB.body.dishes).toEqual([]);
    const removedOnB = await host.agent.get(`/api/events/${occB}/removals`).expect(200);
    expect(removedOnB.body.map((r: { userId: string }) => r.userId)).toEqual([guest.id]);

    // An occurrence the series creates after the removal refuses them as well.
    const later = new Date(Date.now() + 200 * 864e5);
    expect(await a.app.get(SeriesService).topUp(made.id, later)).toBeGreaterThan(0);
    const all = (await host.agent.get(`/api/events/${first}/series`).expect(200)).body.series as SeriesView;
    const occLater = all.occurrences[all.occurrences.length - 1].eventId;
    expect(made.occurrences.map((o) => o.eventId)).not.toContain(occLater);
    await guest.agent.get(`/api/events/${occLater}`).expect(404);
    await guest.agent
      .post(`/api/events/${occLater}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(404);

    // Let back in from B: the whole series opens again.
    await host.agent.delete(`/api/events/${occB}/removals/${guest.id}`).expect(204);
    await guest.agent.get(`/api/events/${occA}`).expect(200);
    await onB.get(`/api/events/${occB}`).expect(200);
    await guest.agent.get(`/api/events/${occLater}`).expect(200);
  });

  it('keeps a removal covering the series when the occurrence it was made on is cancelled', async () => {
    const host = await signIn(a.app);
    const guest = await signIn(a.app);
    const first = await createEvent(host, { date: new Date(Date.now() + 2 * 864e5).toISOString() });
    const made = (await host.agent.post(`/api/events/${first}/series`).send({ frequency: 'monthly' }).expect(201))
      .body as SeriesView;
    const [occA, occB] = made.occurrences.map((o) => o.eventId);
    const answered = await guest.agent
      .post(`/api/events/${occA}/rsvp`)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    await host.agent.delete(`/api/events/${occA}/rsvps/${answered.body.id}`).expect(204);
    await host.agent.post(`/api/events/${occA}/series/cancel`).expect(204);
    await guest.agent.get(`/api/events/${occB}`).expect(404);
  });
});
