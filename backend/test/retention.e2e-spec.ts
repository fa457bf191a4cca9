import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { JobsService } from '../src/platform/jobs/jobs.service';
import { EventRetentionService } from '../src/events/event-retention.service';
import { RetentionNoticesService } from '../src/retention/retention-notices.service';
import { PURGE_QUEUE, RetentionService } from '../src/retention/retention.service';
import { png, uploadPhoto } from './photo-fixtures';
import { seedDish, seedEvent, seedRsvp } from './support/factories';
import { untilJobsIdle } from './support/jobs-idle';
import { RETRIED_WITHIN_MS, until } from './support/until';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';
import { resetClock, setClock } from './support/test-clock';

const DAY = 24 * 3600 * 1000;
/** A moment `months` calendar months (and `days` days) before now, as PostgreSQL counts months. */
const monthsAgo = (months: number, days = 0): Date => {
  const d = new Date(Date.now() - days * DAY);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * Files running beside this one share the database, and a purge deletes whatever is due in it. So events here are
 * kept for a century (the longest setting) and lie more than that in the past, where no other file's events are; the
 * guest identities, messages and records lie in the past by SQL; and each purge runs at the test's time, never later
 * than now, but for the events' part.
 */
const WINDOW = '1200';
const W = Number(WINDOW);

/** How many rows `sql` (a table and its condition) finds. */
async function count(db: DataSource, sql: string, params: unknown[]): Promise<number> {
  const rows: { n: number }[] = await db.query(`SELECT count(*)::int AS "n" FROM ${sql}`, params);
  return rows[0].n;
}

const exists = (db: DataSource, table: string, id: string) => count(db, `"${table}" WHERE "id" = $1`, [id]);

async function seedSeries(
  db: DataSource,
  host: TestUser,
  dates: Date[],
): Promise<{ seriesId: string; events: string[] }> {
  const [{ id: seriesId }]: { id: string }[] = await db.query(
    `INSERT INTO "event_series" ("hostId", "frequency", "firstLocal", "timeZone")
     VALUES ($1, 'custom', '2025-01-01T18:00', 'UTC') RETURNING "id"`,
    [host.id],
  );
  const events: string[] = [];
  for (const date of dates) {
    events.push(await seedEvent(db, host, { date, seriesId, seriesStart: date }));
  }
  return { seriesId, events };
}

describe('retention', () => {
  const t = useTestApp({ RETENTION_EVENT_MONTHS: WINDOW });
  let host: TestUser;

  beforeAll(async () => {
    host = await signIn(t.app, { firstName: 'Keeper' });
  });

  afterEach(() => resetClock([t.app]));

  it('deletes an ended event past the window with its photos once its host was told, and keeps one inside it', async () => {
    const retention = t.app.get(RetentionService);
    const notices = t.app.get(RetentionNoticesService);
    // Ended the window and 10 days ago: past it. Another ended a month less long ago: inside it.
    const old = await seedEvent(t.db, host, { date: monthsAgo(W, 10), name: 'Old feast' });
    const recent = await seedEvent(t.db, host, { date: monthsAgo(W - 1), name: 'Recent feast' });
    const guest = await signIn(t.app);
    await seedRsvp(t.db, old, guest);
    await seedDish(t.db, old, guest);
    const photo = await uploadPhoto(host, `/api/events/${old}/cover`, await png(), 'image/png');
    expect(await count(t.db, `"photo_files" WHERE "photoId" = $1`, [photo.id])).toBeGreaterThan(0);

    // Never told: kept, whatever its age.
    expect(await retention.purgeEvents(new Date())).toEqual({ events: 0, series: 0 });
    expect(await exists(t.db, 'events', old)).toBe(1);

    // Told 31 days ago (the notice planned then, and sent): now it goes, with everything hanging off it.
    const planned = await notices.plan(new Date(Date.now() - 31 * DAY));
    const [mine]: { id: string; deletesAt: Date }[] = await t.db.query(
      `SELECT "id", "deletesAt" FROM "retention_notices" WHERE "eventId" = $1`,
      [old],
    );
    expect(planned).toContain(mine.id);
    await notices.send(mine.id);
    const purged = await retention.purgeEvents(new Date());
    expect(purged.events).toBeGreaterThanOrEqual(1);
    expect(await exists(t.db, 'events', old)).toBe(0);
    expect(await count(t.db, `"rsvps" WHERE "eventId" = $1`, [old])).toBe(0);
    expect(await count(t.db, `"dishes" WHERE "eventId" = $1`, [old])).toBe(0);
    expect(await exists(t.db, 'photos', photo.id)).toBe(0);
    expect(await count(t.db, `"photo_files" WHERE "photoId" = $1`, [photo.id])).toBe(0);
    expect(await count(t.db, `"photo_trash" WHERE "photoId" = $1`, [photo.id])).toBe(0);
    expect(t.published).toContainEqual({ type: 'event_deleted', eventId: old });
    expect(await exists(t.db, 'events', recent)).toBe(1);
  });

  it('tells the host once, 30 days ahead, and deletes the event no sooner than the date it named', async () => {
    const retention = t.app.get(RetentionService);
    const notices = t.app.get(RetentionNoticesService);
    // Its time ran out yesterday, but nobody told the host: the notice names a date 30 days from now.
    const event = await seedEvent(t.db, host, { date: monthsAgo(W, 1), name: 'Forgotten feast' });
    const planned = await notices.plan(new Date());
    await notices.plan(new Date());
    const rows: { id: string; deletesAt: Date; userId: string }[] = await t.db.query(
      `SELECT "id", "deletesAt", "userId" FROM "retention_notices" WHERE "eventId" = $1`,
      [event],
    );
    expect(rows).toHaveLength(1);
    expect(planned).toContain(rows[0].id);
    expect(rows[0].userId).toBe(host.id);
    expect(Math.round((new Date(rows[0].deletesAt).getTime() - Date.now()) / DAY)).toBe(30);
    await notices.send(rows[0].id);
    await notices.send(rows[0].id);
    const mails: { subject: string; text: string }[] = await t.db.query(
      `SELECT "subject", "text" FROM "outbox" WHERE "recipient" = $1 AND "subject" LIKE '%Forgotten feast%'`,
      [host.email.toLowerCase()],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Forgotten feast will be deleted on /);
    expect(mails[0].text).toContain(`${W.toLocaleString('en-US')} months after it ends`);
    expect(mails[0].text).toContain(`/events/${event}`);

    expect((await retention.purgeEvents(new Date())).events).toBe(0);
    expect(await exists(t.db, 'events', event)).toBe(1);
    // The named date has come (the events' part alone: a later moment must not purge other files' records).
    await retention.purgeEvents(new Date(Date.now() + 31 * DAY));
    expect(await exists(t.db, 'events', event)).toBe(0);
  });

  it('counts a series from its last date, and deletes the series with its last occurrence', async () => {
    const retention = t.app.get(RetentionService);
    const notices = t.app.get(RetentionNoticesService);
    // Its first date past the window, its last one inside it: every date is kept.
    const alive = await seedSeries(t.db, host, [monthsAgo(W + 2), monthsAgo(W - 2)]);
    // Its last date past the window too: all of it goes.
    const ended = await seedSeries(t.db, host, [monthsAgo(W + 4), monthsAgo(W + 1)]);
    await notices.plan(new Date(Date.now() - 31 * DAY));
    const told: { id: string; eventId: string }[] = await t.db.query(
      `SELECT "id", "eventId" FROM "retention_notices" WHERE "eventId" = ANY($1)`,
      [[...alive.events, ...ended.events]],
    );
    expect(told.map((r) => r.eventId).sort()).toEqual([...ended.events].sort());
    for (const { id } of told) await notices.send(id);
    await retention.purgeEvents(new Date());
    for (const id of alive.events) expect(await exists(t.db, 'events', id)).toBe(1);
    for (const id of ended.events) expect(await exists(t.db, 'events', id)).toBe(0);
    expect(await exists(t.db, 'event_series', alive.seriesId)).toBe(1);
    expect(await exists(t.db, 'event_series', ended.seriesId)).toBe(0);
  });

  it('keeps a told event whose series went on since, and forgets its notice so the host is told again later', async () => {
    const retention = t.app.get(RetentionService);
    const notices = t.app.get(RetentionNoticesService);
    const series = await seedSeries(t.db, host, [monthsAgo(W + 1)]);
    await notices.plan(new Date(Date.now() - 31 * DAY));
    const [told]: { id: string }[] = await t.db.query(`SELECT "id" FROM "retention_notices" WHERE "eventId" = $1`, [
      series.events[0],
    ]);
    await notices.send(told.id);
    // A new date a month ago: the series now ends then.
    await seedEvent(t.db, host, { date: monthsAgo(1), seriesId: series.seriesId, seriesStart: monthsAgo(1) });
    await retention.purgeEvents(new Date());
    expect(await exists(t.db, 'events', series.events[0])).toBe(1);
    expect(await count(t.db, `"retention_notices" WHERE "eventId" = $1`, [series.events[0]])).toBe(0);
  });

  it('reads expiring events a page at a time, each page after the last event of the one before', async () => {
    const events = t.app.get(EventRetentionService);
    const first = await seedEvent(t.db, host, { date: monthsAgo(W + 40, 2) });
    const second = await seedEvent(t.db, host, { date: monthsAgo(W + 40, 1) });
    // Nothing else in the database ended this long ago: only these two are read.
    const at = monthsAgo(22);
    const page = await events.expiringBy(at);
    expect(page.map((e) => e.id)).toEqual([first, second]);
    expect((await events.expiringBy(at, page[0])).map((e) => e.id)).toEqual([second]);
    expect(await events.expiringBy(at, page[1])).toEqual([]);
    await t.db.query(`DELETE FROM "events" WHERE "id" = ANY($1)`, [[first, second]]);
  });

  it('deletes guest identities unused for 12 months, outbox rows after 30 days, records after 7, expired sessions at once', async () => {
    const retention = t.app.get(RetentionService);
    const event = await seedEvent(t.db, host, { name: 'Guests feast' });
    const unused = await joinAsGuest(t.app, event, { name: 'Long gone' });
    const used = await joinAsGuest(t.app, event, { name: 'Still here' });
    const wrote = await joinAsGuest(t.app, event, { name: 'Brought stew' });
    await seedDish(t.db, event, wrote);
    for (const [guest, when] of [
      [unused, monthsAgo(12, 1)],
      [used, monthsAgo(11)],
      [wrote, monthsAgo(13)],
    ] as const) {
      await t.db.query(`UPDATE "users" SET "lastSeenAt" = $2 WHERE "id" = $1`, [guest.id, when]);
    }
    const outbox = async (age: number) => {
      const [{ id }]: { id: string }[] = await t.db.query(
        `INSERT INTO "outbox" ("channel", "recipient", "text", "createdAt")
         VALUES ('email', $1, 'hello', now() - make_interval(days => $2)) RETURNING "id"`,
        [`outbox-${randomUUID()}@example.test`, age],
      );
      return id;
    };
    const oldMessage = await outbox(31);
    const newMessage = await outbox(29);
    const records = async (days: number) => {
      const key = randomUUID();
      await t.db.query(
        `INSERT INTO "idempotency_keys" ("userId", "key", "fingerprint", "createdAt")
         VALUES ($1, $2, 'f', now() - make_interval(days => $3))`,
        [host.id, key, days],
      );
      return key;
    };
    const oldKey = await records(8);
    const newKey = await records(6);
    const [expired, live] = [await signIn(t.app), await signIn(t.app)];
    await t.db.query(`UPDATE "sessions" SET "expire" = now() - interval '1 minute' WHERE "sess"->>'userId' = $1`, [
      expired.id,
    ]);

    await retention.purgeRecords(new Date());
    expect(await exists(t.db, 'users', unused.id)).toBe(0);
    expect(await count(t.db, `"rsvps" WHERE "userId" = $1`, [unused.id])).toBe(0);
    expect(await exists(t.db, 'users', used.id)).toBe(1);
    // Their dish is still in a kept event: kept until the event goes.
    expect(await exists(t.db, 'users', wrote.id)).toBe(1);
    expect(await exists(t.db, 'outbox', oldMessage)).toBe(0);
    expect(await exists(t.db, 'outbox', newMessage)).toBe(1);
    const keys = await count(t.db, `"idempotency_keys" WHERE "key" = ANY($1)`, [[oldKey]]);
    expect({ old: keys, new: await count(t.db, `"idempotency_keys" WHERE "key" = $1`, [newKey]) }).toEqual({
      old: 0,
      new: 1,
    });
    const sessionsOf = (who: TestUser) => count(t.db, `"sessions" WHERE "sess"->>'userId' = $1`, [who.id]);
    expect({ expired: await sessionsOf(expired), live: await sessionsOf(live) }).toEqual({ expired: 0, live: 1 });
    await live.agent.get('/api/auth/user').expect(200);
  });

  it('keeps a guest who opened their personal link since: using it counts at the clock’s time', async () => {
    const event = await seedEvent(t.db, host, { name: 'Link feast' });
    const guest = await joinAsGuest(t.app, event, { name: 'Returner' });
    await t.db.query(`UPDATE "users" SET "lastSeenAt" = $2 WHERE "id" = $1`, [guest.id, monthsAgo(13)]);
    const token = guest.personalLink.split('#')[1];
    const at = new Date(Date.now() - 60_000);
    setClock([t.app], at);
    const fresh = await signInWithLink(t.app, token);
    expect(fresh).toBe(guest.id);
    const [{ lastSeenAt }]: { lastSeenAt: Date }[] = await t.db.query(
      `SELECT "lastSeenAt" FROM "users" WHERE "id" = $1`,
      [guest.id],
    );
    expect(Math.abs(new Date(lastSeenAt).getTime() - at.getTime())).toBeLessThan(5_000);
    await t.app.get(RetentionService).purgeRecords(new Date());
    expect(await exists(t.db, 'users', guest.id)).toBe(1);
  });
});

/** Signs a fresh device in with a guest's personal link; answers whose session it holds. */
async function signInWithLink(app: INestApplication, token: string): Promise<string> {
  const { default: request } = await import('supertest');
  const agent = request.agent(app.getHttpServer());
  await agent
    .post('/api/guest-link/sign-in')
    .send({ token })
    .expect((res) => expect(res.status).toBeLessThan(300));
  return (await agent.get('/api/auth/user').expect(200)).body.id as string;
}

describe('retention on the job queue', () => {
  const t = useTestApp({ JOBS_ENABLED: 'true', RETENTION_EVENT_MONTHS: WINDOW });

  afterEach(() => resetClock([t.app]));

  it('schedules the hourly purge and the notices, and the queued purge deletes at the clock’s time', async () => {
    const schedules: { name: string; cron: string }[] = await t.db.query(
      `SELECT "name", "cron" FROM "${t.jobsSchema}"."schedule" WHERE "name" LIKE 'retention-%' ORDER BY "name"`,
    );
    expect(schedules).toEqual([
      { name: 'retention-notice-scan', cron: '7 * * * *' },
      { name: PURGE_QUEUE, cron: '41 * * * *' },
    ]);
    const host = await signIn(t.app, { firstName: 'Queued' });
    const event = await seedEvent(t.db, host, { date: monthsAgo(W + 1), name: 'Queued feast' });
    const jobs = t.app.get(JobsService);
    // The notice is planned and sent by the queue 31 days ago, by the test's clock...
    setClock([t.app], new Date(Date.now() - 31 * DAY));
    await jobs.send('retention-notice-scan', {});
    // Sent by the queue: its first try, or its retry when the first failed (the queue's rule for every notice).
    const sentAt = async () => {
      const [notice]: { sentAt: Date | null }[] = await t.db.query(
        `SELECT "sentAt" FROM "retention_notices" WHERE "eventId" = $1`,
        [event],
      );
      return notice?.sentAt ?? false;
    };
    // Only this test's queues: the schema is shared with the other files of this process, whose apps may have left
    // jobs no worker here takes (a push reminder where push is off).
    await untilJobsIdle(t.db, t.jobsSchema, RETRIED_WITHIN_MS, ['retention-notice-scan', 'retention-notice-send']);
    expect(await until(sentAt, RETRIED_WITHIN_MS)).toBeInstanceOf(Date);
    expect(await exists(t.db, 'events', event)).toBe(1);
    // ... and today's purge deletes the event.
    setClock([t.app], new Date());
    await jobs.send(PURGE_QUEUE, {});
    await untilJobsIdle(t.db, t.jobsSchema, RETRIED_WITHIN_MS, [PURGE_QUEUE]);
    expect(await exists(t.db, 'events', event)).toBe(0);
    // Time for a retried send (RETRIED_WITHIN_MS).
  }, 90_000);
});
