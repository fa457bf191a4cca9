import ICAL from 'ical.js';
import request from 'supertest';
import { createEvent, eventBody } from './support/factories';
import { useTestApp, signIn, type TestUser } from './support/test-app';

interface ParsedEvent {
  uid: string;
  sequence: number;
  start: Date;
  startLocal: string;
  tzid: string | null;
  summary: string;
  description: string;
  location: string;
  url: string;
  alarmTrigger: string;
}

/** Parses a calendar with ical.js, resolving TZIDs through the file's own VTIMEZONE blocks. */
function parseCalendar(text: string): ParsedEvent[] {
  const root = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  return root.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const dtstart = vevent.getFirstProperty('dtstart')!;
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      startLocal: event.startDate.toString(),
      tzid: (dtstart.getParameter('tzid') as string | undefined) ?? null,
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: String(vevent.getFirstPropertyValue('url')),
      alarmTrigger: String(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')),
    };
  });
}

const icsOf = (res: request.Response) => (res.text ? res.text : (res.body as Buffer).toString('utf8'));

describe('Calendar files and feeds', () => {
  const t = useTestApp();
  let host: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Ada', lastName: 'Host' });
  });

  it('writes the event in its zone across a daylight-saving change, raising SEQUENCE on each edit', async () => {
    const longDescription = `Bring a dish; we have chairs, plates & cups. ${'Really long line. '.repeat(10)}`;
    // 6 PM in New York the day before clocks go forward (EST, UTC-5).
    const eventId = await createEvent(host, {
      name: 'Spring, Forward; Feast\\',
      date: '2030-03-09T23:00:00Z',
      timeZone: 'America/New_York',
      location: '12 Elm St, Springfield',
      description: longDescription,
    });
    const first = await host.agent.get(`/api/events/${eventId}/calendar.ics`).buffer(true).expect(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    expect(first.headers['content-disposition']).toMatch(/attachment; filename=".*\.ics"/);
    const text = icsOf(first);
    // Lines are folded at 75 octets and end in CRLF.
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [before] = parseCalendar(text);
    expect(before.tzid).toBe('America/New_York');
    expect(before.startLocal).toBe('2030-03-09T18:00:00');
    expect(before.start.toISOString()).toBe('2030-03-09T23:00:00.000Z');
    expect(before.summary).toBe('Spring, Forward; Feast\\');
    expect(before.location).toBe('12 Elm St, Springfield');
    expect(before.description).toContain(longDescription.trim());
    expect(before.url).toMatch(new RegExp(`/events/${eventId}$`));
    expect(before.alarmTrigger).toBe('-PT2H');

    // A week later, same wall-clock time: now EDT (UTC-4).
    await host.agent
      .put(`/api/events/${eventId}`)
      .send(eventBody({ name: 'Spring Feast', date: '2030-03-16T22:00:00Z' }))
      .expect(200);
    const [after] = parseCalendar(icsOf(await host.agent.get(`/api/events/${eventId}/calendar.ics`).buffer(true)));
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.tzid).toBe('America/New_York');
    expect(after.startLocal).toBe('2030-03-16T18:00:00');
    expect(after.start.toISOString()).toBe('2030-03-16T22:00:00.000Z');
  });

  it('is readable only by people who may read the event', async () => {
    const eventId = await createEvent(host);
    await request(t.app.getHttpServer()).get(`/api/events/${eventId}/calendar.ics`).expect(401);
    await host.agent.get('/api/events/00000000-0000-4000-8000-000000000000/calendar.ics').expect(404);
  });

  it('serves a private feed of hosted and going events until it is revoked', async () => {
    const owner = await signIn(t.app);
    const hosted = await createEvent(owner, { name: 'My Own Party', timeZone: 'Europe/Berlin' });
    const going = await createEvent(host, { name: 'Going There' });
    const notGoing = await createEvent(host, { name: 'Skipping This' });
    await owner.agent.post(`/api/events/${going}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    await owner.agent
      .post(`/api/events/${notGoing}/rsvp`)
      .send({ status: 'not_attending', adultCount: 1, kidCount: 0 });

    expect((await owner.agent.get('/api/calendar-feed').expect(200)).body).toEqual({ active: false, createdAt: null });
    const link = (await owner.agent.post('/api/calendar-feed').expect(201)).body as { url: string; webcalUrl: string };
    expect(link.webcalUrl).toMatch(/^webcal:\/\//);
    expect((await owner.agent.get('/api/calendar-feed').expect(200)).body.active).toBe(true);

    const path = new URL(link.url).pathname;
    const feed = await request(t.app.getHttpServer()).get(path).buffer(true).expect(200);
    const events = parseCalendar(icsOf(feed));
    expect(events.map((e) => e.summary).sort()).toEqual(['Going There', 'My Own Party']);
    expect(events.find((e) => e.summary === 'My Own Party')?.tzid).toBe('Europe/Berlin');
    expect(hosted).toBeTruthy();

    // A new link replaces the old one; revoking stops the new one too.
    const second = (await owner.agent.post('/api/calendar-feed').expect(201)).body as { url: string };
    await request(t.app.getHttpServer()).get(path).expect(404);
    await request(t.app.getHttpServer()).get(new URL(second.url).pathname).expect(200);
    await owner.agent.delete('/api/calendar-feed').expect(204);
    await request(t.app.getHttpServer()).get(new URL(second.url).pathname).expect(404);
    await request(t.app.getHttpServer()).get('/api/calendar-feed/not-a-feed-token.ics').expect(404);
  });

  it('refuses an unknown time zone', async () => {
    const res = await host.agent
      .post('/api/events')
      .send(eventBody({ timeZone: 'Mars/Olympus' }))
      .expect(400);
    expect(res.body.fieldErrors.timeZone).toEqual(['Choose a valid time zone']);
  });
});
