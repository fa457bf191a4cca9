import { randomUUID } from 'node:crypto';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { LocalPushService } from './support/push-service';
import { signIn, useTestApp, type TestUser } from './support/test-app';
import { until } from './support/until';

// Pushes about guests' answers and dishes go to each host in the host's own language, one message per language.
describe('pushes in the recipient’s language', () => {
  const service = new LocalPushService();
  beforeAll(() => service.start());
  // No job queue: each push is sent as it is made.
  const t = useTestApp(() => service.appEnv());
  afterAll(() => service.stop());

  const subscribed = async (user: TestUser) => (await service.subscribe(user)).messages;

  it('an Arabic host and an English co-host each read the same answer and dish in their language', async () => {
    const host = await signIn(t.app, { firstName: 'Layla', lastName: 'Host' });
    await host.agent.put('/api/locale').send({ locale: 'ar' }).expect(200);
    const coHost = await signIn(t.app, { firstName: 'Hana', lastName: 'Cohost' });
    const eventId = await createEvent(host, { name: 'Eid Picnic' });
    // Subscribed before any answer: a push is addressed when it is sent, after the answer's response.
    const toHost = await subscribed(host);
    await answerRsvp(coHost, eventId, 'attending');
    await host.agent.put(`/api/events/${eventId}/co-hosts/${coHost.id}`).send({ coHost: true }).expect(204);
    const toCoHost = await subscribed(coHost);

    const guest = await signIn(t.app, { firstName: 'Gita', lastName: 'Guest' });
    await answerRsvp(guest, eventId, 'maybe');
    await guest.agent
      .post(`/api/events/${eventId}/dishes`)
      .set('Idempotency-Key', randomUUID())
      .send({ name: 'Biryani', category: 'main_dish' })
      .expect(409); // a Maybe brings no dish yet: nothing to push
    await answerRsvp(guest, eventId, 'attending');
    await createDish(guest, eventId, { name: 'Biryani', category: 'main_dish' });

    const arabic = await until(() => toHost().length >= 4 && toHost());
    expect(arabic.map((m) => m.body)).toEqual(
      expect.arrayContaining([
        'ردّ Hana Cohost: سأحضر',
        'ردّ Gita Guest: ربما',
        'ردّ Gita Guest: سأحضر',
        'سيُحضر Gita Guest Biryani',
      ]),
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
