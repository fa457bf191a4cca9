import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import * as webpush from 'web-push';
import { NotificationsService } from '../src/notifications/notifications.service';
import { answerRsvp, createEvent } from './support/factories';
import { LocalPushService, TestBrowser } from './support/push-service';
import { createTestApp, signIn, useAppsToClose } from './support/test-app';

/**
 * A reminder queued before a restart is sent exactly once after it, by one of two new processes: the job waits in
 * PostgreSQL, not in a process. (Push reminders: no other test suite's processes take them from a shared queue.)
 */
describe('jobs across a restart (pg-boss, two processes after it)', () => {
  const vapid = webpush.generateVAPIDKeys();
  const service = new LocalPushService();
  const schema = 'pgboss_restart_test';
  const keys = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };
  const apps = useAppsToClose();

  beforeAll(() => service.start());
  afterAll(() => service.stop());

  it('sends a reminder queued before the restart once, even when both new processes scan again', async () => {
    // Setting up through the API (no queue in this process).
    const setup = await createTestApp({ ...keys, ...service.allowedIn(), JOBS_ENABLED: 'false' });
    apps.push(setup);
    const host = await signIn(setup);
    const guest = await signIn(setup);
    const path = `/sub/${randomUUID()}`;
    const browser = new TestBrowser(service.endpoint(path));
    await guest.agent.post('/api/push/subscriptions').send(browser.subscription()).expect(201);
    const eventDate = new Date(Date.now() + 115 * 60 * 1000);
    const now = new Date(eventDate.getTime() - 115 * 60 * 1000);
    const eventId = await createEvent(host, { name: 'Restart Risotto', date: eventDate.toISOString() });
    await answerRsvp(guest, eventId);

    // Before the restart: a process plans the reminder and queues its job, then stops. It takes no push jobs itself
    // (no VAPID keys), so the job is certainly still waiting when it goes.
    const before = await createTestApp({ JOBS_ENABLED: 'true', JOBS_SCHEMA: schema });
    apps.push(before);
    expect(await before.get(NotificationsService).scanPush(now)).toBeGreaterThanOrEqual(1);
    await before.close();
    apps.splice(apps.indexOf(before), 1);
    const db = setup.get(DataSource);
    const row = async () =>
      (
        await db.query<{ sentAt: Date | null }[]>(
          `SELECT "sentAt" FROM "push_reminder_sends" WHERE "eventId" = $1 AND "kind" = '2h'`,
          [eventId],
        )
      )[0];
    expect((await row()).sentAt).toBeNull();
    expect(service.to(path)).toHaveLength(0);

    // After it: two processes take jobs from the same queue; the waiting one is sent by one of them.
    const env = { ...keys, ...service.allowedIn(), JOBS_ENABLED: 'true', JOBS_SCHEMA: schema };
    const [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
    apps.push(a, b);
    const reminders = () =>
      service.to(path).filter((r) => (browser.decrypt(r.body) as { tag?: string }).tag === `reminder-${eventId}`);
    const end = Date.now() + 20_000;
    while (reminders().length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect(reminders()).toHaveLength(1);
    // Both new processes' scans (their cron) find it sent and queue nothing again.
    await Promise.all([a.get(NotificationsService).scanPush(now), b.get(NotificationsService).scanPush(now)]);
    await new Promise((r) => setTimeout(r, 3000));
    expect(reminders()).toHaveLength(1);
    expect((await row()).sentAt).not.toBeNull();
    expect(browser.decrypt(reminders()[0].body)).toMatchObject({
      title: 'Restart Risotto is in 2 hours',
      url: `/events/${eventId}`,
    });
  }, 60_000);
});
