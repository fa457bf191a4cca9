import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { digestJobId, DIGEST_PERIOD_SECONDS, ConversationDigest } from '../src/conversation/conversation-digest';
import { answerRsvp, createEvent } from './support/factories';
import { LocalPushService, type SubscribedBrowser } from './support/push-service';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { useAppsToClose, createTestApp, signIn, type TestUser } from './support/test-app';
import { untilJobsIdle } from './support/jobs-idle';
import { setClock } from './support/test-clock';
import { until } from './support/until';

const JOBS_SCHEMA = 'pgboss_announcement_test';
const PERIOD_MS = DIGEST_PERIOD_SECONDS * 1000;

describe('announcement delivery (two app processes, pg-boss jobs, real SMTP, local push service)', () => {
  const push = new LocalPushService();
  let smtp: TestSmtpServer;
  const apps = useAppsToClose();
  let appA: INestApplication;
  let appB: INestApplication;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    await push.start();
    const env = {
      ...push.appEnv(),
      JOBS_ENABLED: 'true',
      // Its own queue schema: suites running beside this one keep their jobs to themselves.
      JOBS_SCHEMA,
      SMTP_URL: smtp.url,
    };
    appA = await createTestApp(env);
    apps.push(appA);
    appB = await createTestApp(env);
    apps.push(appB);
  });
  afterAll(async () => {
    await smtp?.close();
    await push.stop();
  });

  const choose = (person: TestUser, channel: string) =>
    person.agent
      .put('/api/notification-settings/conversation')
      .set('Idempotency-Key', randomUUID())
      .send({ channel })
      .expect(200);

  it('sends each recipient one push or one e-mail as they chose, exactly once, whichever process works the queue', async () => {
    const host = await signIn(appA, { firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { name: 'Harvest Table' });
    const guests = await Promise.all(
      ['Gita', 'Omar', 'Manu', 'Lena'].map((firstName) => signIn(appB, { firstName, lastName: 'Guest' })),
    );
    const [gita, omar, manu, lena] = guests;
    const browsers = new Map<string, SubscribedBrowser>();
    for (const guest of guests) browsers.set(guest.id, await push.subscribe(guest));
    await answerRsvp(gita, eventId, 'attending');
    await answerRsvp(omar, eventId, 'maybe');
    await answerRsvp(manu, eventId, 'not_attending');
    await answerRsvp(lena, eventId, 'attending');
    // Gita keeps the default (push, since her browser has push on); Manu chose e-mail, Lena nothing.
    await choose(manu, 'digest');
    await choose(lena, 'none');
    // Omar muted this event: the page still shows it, but no push and no e-mail.
    await omar.agent
      .put(`/api/events/${eventId}/talk-mute`)
      .set('Idempotency-Key', randomUUID())
      .send({ muted: true })
      .expect(204);

    const key = randomUUID();
    const body = { body: 'We start at 7 pm now, not 6.', audience: 'everyone', includeWaitlist: true };
    const first = await host.agent
      .post(`/api/events/${eventId}/announcements`)
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    // The same change sent again (a retry through the other replica) answers the same and sends nothing more.
    const again = await host.agent
      .post(`/api/events/${eventId}/announcements`)
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    expect(again.body).toEqual(first.body);

    const mails = () => smtp.mails.filter((m) => m.readable.includes('Harvest Table'));
    const pushed = () => guests.flatMap((g) => push.to(browsers.get(g.id)!.path));
    await until(() => mails().length >= 1 && pushed().length >= 1);
    // Any duplicate has been sent once the queue has nothing left to run.
    await untilJobsIdle(appA.get(DataSource), JOBS_SCHEMA);

    expect(
      mails()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([manu.email]);
    const toManu = mails().find((m) => m.to.includes(manu.email))!.readable;
    expect(toManu).toContain('Subject: News from Harvest Table');
    expect(toManu).toContain('We start at 7 pm now, not 6.');
    expect(toManu).toContain(`http://127.0.0.1:3999/events/${eventId}`);

    expect(browsers.get(gita.id)!.messages()).toEqual([
      expect.objectContaining({ title: 'Harvest Table', body: 'We start at 7 pm now, not 6.' }),
    ]);
    // Muted, e-mail only, or nothing: no push.
    for (const guest of [omar, manu, lena]) expect(push.to(browsers.get(guest.id)!.path)).toEqual([]);
  }, 90_000);
  it('tells of replies once: one push per reply, and one digest per person and hour listing them, from two processes', async () => {
    // Half past the next hour on the apps' clock: all the news falls in one period, whose digest is not due yet.
    const at = new Date((Math.floor(Date.now() / PERIOD_MS) + 1.5) * PERIOD_MS);
    setClock([appA, appB], at);
    const host = await signIn(appA, { firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { name: 'Cider Night' });
    const [dev, pia, omar] = await Promise.all(
      ['Dev', 'Pia', 'Omar'].map((firstName) => signIn(appB, { firstName, lastName: 'Guest' })),
    );
    for (const p of [dev, pia, omar]) await answerRsvp(p, eventId, 'attending');
    const { path, messages } = await push.subscribe(pia);
    await choose(dev, 'digest');
    const comment = async (person: TestUser, body: string, parentId: string | null = null, key = randomUUID()) =>
      (
        await person.agent
          .post(`/api/events/${eventId}/comments`)
          .set('Idempotency-Key', key)
          .send({ body, parentId })
          .expect(201)
      ).body.id as string;
    const devSaid = await comment(dev, 'Who brings apples?');
    const piaSaid = await comment(pia, 'Hot or cold cider?');
    // Replies through both processes; one of them sent twice with its key (a retry), which changes nothing.
    await comment(omar, 'Me, a crate.', devSaid);
    await comment(host, 'Hot, of course.', piaSaid);
    const retried = randomUUID();
    await comment(host, 'I have pears too.', devSaid, retried);
    await comment(host, 'I have pears too.', devSaid, retried);

    // Pia: one push per reply to her comment, whichever process queued it.
    await until(() => push.to(path).length >= 1);
    await untilJobsIdle(appA.get(DataSource), JOBS_SCHEMA);
    expect(messages()).toEqual([
      expect.objectContaining({ title: 'New reply in Cider Night', body: 'Hana Host: Hot, of course.' }),
    ]);

    // Dev: both replies wait for the hour's digest, queued as one job with the id made from Dev and the hour.
    const db = appA.get(DataSource);
    const items = await db.query<{ period: string }[]>(
      `SELECT "period" FROM "talk_digest_items" WHERE "userId" = $1 AND "sentAt" IS NULL`,
      [dev.id],
    );
    expect(items).toHaveLength(2);
    const periods = [...new Set(items.map((i) => Number(i.period)))];
    expect(periods).toEqual([Math.floor(at.getTime() / PERIOD_MS)]);
    const jobs = await db.query<{ id: string; startAfter: Date }[]>(
      `SELECT "id", "start_after" AS "startAfter" FROM "${JOBS_SCHEMA}"."job"
        WHERE "name" = 'talk-digest' AND "data"->>'userId' = $1`,
      [dev.id],
    );
    expect(jobs.map((j) => j.id).sort()).toEqual(periods.map((p) => digestJobId(dev.id, p)).sort());
    expect(new Date(jobs[0].startAfter).getTime()).toBeGreaterThanOrEqual(
      (periods[0] + 1) * DIGEST_PERIOD_SECONDS * 1000,
    );

    // The hour is over: both processes send at once, and one digest goes.
    const later = new Date((Math.max(...periods) + 1) * DIGEST_PERIOD_SECONDS * 1000 + 1000);
    await Promise.all([appA.get(ConversationDigest).sendDue(later), appB.get(ConversationDigest).sendDue(later)]);
    await Promise.all(periods.map((p) => appB.get(ConversationDigest).send(dev.id, p)));
    const digests = smtp.to(dev.email);
    expect(digests).toHaveLength(1);
    expect(digests[0].readable).toContain('Omar Guest replied in Cider Night');
    expect(digests[0].readable).toContain('Hana Host replied in Cider Night');
    expect(push.to(path)).toHaveLength(1);
  }, 90_000);
});
