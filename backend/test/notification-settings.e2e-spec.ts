import { randomUUID } from 'node:crypto';
import { NotificationsService } from '../src/notifications/notifications.service';
import { answerRsvp, createEvent } from './support/factories';
import { useTestApp, joinAsGuest, signIn } from './support/test-app';

describe('notification settings (profile dialog): e-mail reminders and host digest for every event', () => {
  const t = useTestApp();

  it('switches reminders off and on for every event, and shows what an "all" unsubscribe link did', async () => {
    const host = await signIn(t.app);
    const guest = await signIn(t.app);
    expect((await guest.agent.get('/api/notification-settings').expect(200)).body).toEqual({
      email: guest.email,
      emailConfirmed: true,
      emailReminders: true,
      hostDigest: true,
    });
    const off = await guest.agent
      .put('/api/notification-settings')
      .set('Idempotency-Key', randomUUID())
      .send({ emailReminders: false, hostDigest: true })
      .expect(200);
    expect(off.body).toEqual({ email: guest.email, emailConfirmed: true, emailReminders: false, hostDigest: true });

    const eventDate = new Date(Date.now() + 115 * 60 * 1000);
    const eventId = await createEvent(host, { date: eventDate.toISOString() });
    await answerRsvp(guest, eventId);
    await answerRsvp(host, eventId);
    await t.app.get(NotificationsService).scan(new Date(eventDate.getTime() - 115 * 60 * 1000));
    const planned = async () =>
      (
        await t.db.query<{ email: string }[]>(`SELECT "email" FROM "reminder_sends" WHERE "eventId" = $1`, [eventId])
      ).map((r) => r.email);
    // The host still gets theirs; the guest who switched reminders off does not.
    expect(await planned()).toEqual([host.email]);

    // "Stop all Potluck e-mails" from a mail switches both off; the dialog shows it and can switch them back on.
    const link = new URL(t.app.get(NotificationsService).unsubscribeUrl(guest.email, 'all'));
    await guest.agent.post(`${link.pathname}${link.search}`).expect(200);
    expect((await guest.agent.get('/api/notification-settings').expect(200)).body).toMatchObject({
      emailReminders: false,
      hostDigest: false,
    });
    await guest.agent.put('/api/notification-settings').send({ emailReminders: true, hostDigest: true }).expect(200);
    await t.app.get(NotificationsService).scan(new Date(eventDate.getTime() - 115 * 60 * 1000));
    expect((await planned()).sort()).toEqual([host.email, guest.email].sort());

    const bad = await guest.agent.put('/api/notification-settings').send({ emailReminders: 'yes' }).expect(400);
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['emailReminders', 'hostDigest']);
  });

  it('has nothing to switch for a guest without an e-mail address', async () => {
    const host = await signIn(t.app);
    const guest = await joinAsGuest(t.app, await createEvent(host));
    expect((await guest.agent.get('/api/notification-settings').expect(200)).body).toEqual({
      email: null,
      emailConfirmed: false,
      emailReminders: false,
      hostDigest: false,
    });
    const res = await guest.agent
      .put('/api/notification-settings')
      .send({ emailReminders: true, hostDigest: true })
      .expect(409);
    expect(res.body.code).toBe('NO_EMAIL');
  });

  it('keeps a reminder in the outbox when SMTP is not configured (the mail module writes it)', async () => {
    const host = await signIn(t.app);
    const eventDate = new Date(Date.now() + 115 * 60 * 1000);
    const eventId = await createEvent(host, { name: 'Outbox supper', date: eventDate.toISOString() });
    await answerRsvp(host, eventId);
    const notifications = t.app.get(NotificationsService);
    await notifications.scan(new Date(eventDate.getTime() - 115 * 60 * 1000));
    const [planned] = await t.db.query<{ id: string }[]>(`SELECT "id" FROM "reminder_sends" WHERE "eventId" = $1`, [
      eventId,
    ]);
    await notifications.send(planned.id);
    const kept = await t.db.query<{ channel: string; subject: string }[]>(
      `SELECT "channel", "subject" FROM "outbox" WHERE "recipient" = $1`,
      [host.email],
    );
    expect(kept).toEqual([{ channel: 'email', subject: 'Reminder: Outbox supper is in 2 hours' }]);
  });
});
