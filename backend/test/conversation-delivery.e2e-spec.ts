import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import * as webpush from 'web-push';
import { answerRsvp, createEvent } from './support/factories';
import { LocalPushService, TestBrowser } from './support/push-service';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { useAppsToClose, createTestApp, signIn } from './support/test-app';
import { until } from './support/until';

describe('announcement delivery (two app processes, pg-boss jobs, real SMTP, local push service)', () => {
  const vapid = webpush.generateVAPIDKeys();
  const push = new LocalPushService();
  let smtp: TestSmtpServer;
  const apps = useAppsToClose();
  let appA: INestApplication;
  let appB: INestApplication;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    await push.start();
    const env = {
      ...push.allowedIn(),
      JOBS_ENABLED: 'true',
      // Its own queue schema: suites running beside this one keep their jobs to themselves.
      JOBS_SCHEMA: 'pgboss_announcement_test',
      SMTP_URL: smtp.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@potluck.example',
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

  it('sends one push and one e-mail per recipient, exactly once, whichever process works the queue', async () => {
    const host = await signIn(appA, { firstName: 'Hana', lastName: 'Host' });
    const eventId = await createEvent(host, { name: 'Harvest Table' });
    const guests = await Promise.all(
      ['Gita', 'Omar', 'Manu'].map((firstName) => signIn(appB, { firstName, lastName: 'Guest' })),
    );
    const [gita, omar, manu] = guests;
    const browsers = new Map<string, { browser: TestBrowser; path: string }>();
    for (const guest of guests) {
      const path = `/sub/${randomUUID()}`;
      const browser = new TestBrowser(push.endpoint(path));
      await guest.agent
        .post('/api/push/subscriptions')
        .set('Idempotency-Key', randomUUID())
        .send(browser.subscription())
        .expect(201);
      browsers.set(guest.id, { browser, path });
    }
    await answerRsvp(gita, eventId, 'attending');
    await answerRsvp(omar, eventId, 'maybe');
    await answerRsvp(manu, eventId, 'not_attending');
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
    const pushed = () => [gita, omar, manu].flatMap((g) => push.to(browsers.get(g.id)!.path));
    await until(() => mails().length >= 2 && pushed().length >= 2);
    // Time for any duplicate to show up (both processes poll the queue every second).
    await new Promise((r) => setTimeout(r, 3000));

    expect(
      mails()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual([gita.email, manu.email].sort());
    const toGita = mails().find((m) => m.to.includes(gita.email))!.readable;
    expect(toGita).toContain('Subject: News from Harvest Table');
    expect(toGita).toContain('We start at 7 pm now, not 6.');
    expect(toGita).toContain(`http://127.0.0.1:3999/events/${eventId}`);

    for (const guest of [gita, manu]) {
      const { browser, path } = browsers.get(guest.id)!;
      const received = push.to(path).map((r) => browser.decrypt(r.body) as { title: string; body: string });
      expect(received).toEqual([
        expect.objectContaining({ title: 'Harvest Table', body: 'We start at 7 pm now, not 6.' }),
      ]);
    }
    expect(push.to(browsers.get(omar.id)!.path)).toEqual([]);
  }, 60_000);
});
