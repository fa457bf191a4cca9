import { randomUUID } from 'node:crypto';
import { planPushReminders, planReminders } from '../../src/notifications/recipients.repository';
import { seedEvent, seedPerson, seedRsvp } from '../support/factories';
import { twoHourReminderDue } from '../support/reminder-clock';
import { useTestDatabase, whileDeleting } from '../support/test-database';

// The reminders' plans (recipients.repository.ts) against the real PostgreSQL.
describe('the reminder plans', () => {
  const t = useTestDatabase();

  it('plan around an account deleted while they run: the others are reminded, the deleted person is not', async () => {
    const host = await seedPerson(t.db, 'Host');
    const staying = await seedPerson(t.db, 'Staying');
    const leaving = await seedPerson(t.db, 'Leaving');
    const { eventDate, now } = twoHourReminderDue();
    const eventId = await seedEvent(t.db, host, { date: eventDate });
    for (const guest of [staying, leaving]) {
      await seedRsvp(t.db, eventId, guest);
      await t.db.query(
        `INSERT INTO "push_subscriptions" ("userId", "endpoint", "p256dh", "auth") VALUES ($1, $2, 'key', 'auth')`,
        [guest.id, `https://push.example.test/${randomUUID()}`],
      );
    }
    const outcome = await whileDeleting(
      t.db,
      leaving.id,
      () => Promise.all([planReminders(t.db, now), planPushReminders(t.db, now)]),
      2,
    );
    expect(outcome.status).toBe('fulfilled');
    for (const table of ['reminder_sends', 'push_reminder_sends']) {
      const planned: { userId: string }[] = await t.db.query(`SELECT "userId" FROM "${table}" WHERE "eventId" = $1`, [
        eventId,
      ]);
      expect(planned).toEqual([{ userId: staying.id }]);
    }
  });
});
