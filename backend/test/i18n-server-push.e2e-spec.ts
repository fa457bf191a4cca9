import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import * as webpush from 'web-push';
import { createEvent } from './support/factories';
import { LocalPushService, TestBrowser, type PushRequest } from './support/push-service';
import { createTestApp, signIn, type TestUser } from './support/test-app';

interface Message {
  title: string;
  body: string;
}

async function until<T>(check: () => T | undefined | false, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Pushes about guests' answers and dishes go to each host in the host's own language, one message per language.
describe('pushes in the recipient’s language', () => {
  const vapid = webpush.generateVAPIDKeys();
  const service = new LocalPushService();
  let app: INestApplication;

  beforeAll(async () => {
    await service.start();
    // No job queue: each push is sent as it is made.
    app = await createTestApp({
      ...service.allowedIn(),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:ops@potluck.example',
    });
  });
  afterAll(async () => {
    await app?.close();
    await service.stop();
  });

  async function subscribed(user: TestUser) {
    const path = `/sub/${randomUUID()}`;
    const browser = new TestBrowser(service.endpoint(path));
    await user.agent
      .post('/api/push/subscriptions')
      .set('Idempotency-Key', randomUUID())
      .send(browser.subscription())
      .expect(201);
    return () => service.to(path).map((r: PushRequest) => browser.decrypt(r.body) as Message);
  }

  it('an Arabic host and an English co-host each read the same answer and dish in their language', async () => {
    const host = await signIn(app, { firstName: 'Layla', lastName: 'Host' });
    await host.agent.put('/api/locale').send({ locale: 'ar' }).expect(200);
    const coHost = await signIn(app, { firstName: 'Hana', lastName: 'Cohost' });
    const eventId = await createEvent(host, { name: 'Eid Picnic' });
    const answer = (who: TestUser, status: string) =>
      who.agent
        .post(`/api/events/${eventId}/rsvp`)
        .set('Idempotency-Key', randomUUID())
        .send({ status, adultCount: 1, kidCount: 0 })
        .expect(200);
    await answer(coHost, 'attending');
    await host.agent.put(`/api/events/${eventId}/co-hosts/${coHost.id}`).send({ coHost: true }).expect(204);
    const toHost = await subscribed(host);
    const toCoHost = await subscribed(coHost);

    const guest = await signIn(app, { firstName: 'Gita', lastName: 'Guest' });
    await answer(guest, 'maybe');
    await guest.agent
      .post(`/api/events/${eventId}/dishes`)
      .set('Idempotency-Key', randomUUID())
      .send({ name: 'Biryani', category: 'main_dish' })
      .expect(409); // a Maybe brings no dish yet: nothing to push
    await answer(guest, 'attending');
    await guest.agent
      .post(`/api/events/${eventId}/dishes`)
      .set('Idempotency-Key', randomUUID())
      .send({ name: 'Biryani', category: 'main_dish' })
      .expect(201);

    const arabic = await until(() => toHost().length >= 3 && toHost());
    expect(arabic.map((m) => m.body)).toEqual(
      expect.arrayContaining(['ردّ Gita Guest: ربما', 'ردّ Gita Guest: سأحضر', 'سيُحضر Gita Guest Biryani']),
    );
    expect(arabic.every((m) => m.title === 'Eid Picnic')).toBe(true);
    const english = await until(() => toCoHost().length >= 3 && toCoHost());
    expect(english.map((m) => m.body)).toEqual(
      expect.arrayContaining([
        'Gita Guest answered Maybe',
        'Gita Guest answered Going',
        'Gita Guest will bring Biryani',
      ]),
    );
    expect(arabic.map((m) => m.body).join(' ')).not.toMatch(/answered|will bring/);
  });
});
