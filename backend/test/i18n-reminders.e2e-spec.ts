import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../src/notifications/notifications.service';
import { createDish, createEvent } from './support/factories';
import { useMailTestApp } from './support/mail-app';
import type { TestSmtpServer } from './support/smtp-server';
import { signIn } from './support/test-app';
import { twoHourReminderDue } from './support/reminder-clock';

// No job queue here: this file's reminders are sent by calling the send job's handler for its own event's rows, so
// no other file's workers (sharing the database) send them elsewhere.
describe('Reminders in the recipient’s language (real SMTP)', () => {
  const ctx = useMailTestApp();
  let smtp: TestSmtpServer;
  let app: INestApplication;
  beforeAll(() => ({ smtp, app } = ctx));

  it('a guest who chose French gets the reminder in French; an English guest of the same English host in English', async () => {
    const host = await signIn(app, { firstName: 'Priya' });
    const french = await signIn(app, { firstName: 'Amélie' });
    const english = await signIn(app, { firstName: 'Gita' });
    const chosen = await french.agent.put('/api/locale').send({ locale: 'fr' });
    expect(chosen.status).toBe(200);
    expect(String(chosen.headers['set-cookie'])).toContain('potluck_locale=fr');
    expect((await french.agent.get('/api/auth/user')).body.locale).toBe('fr');

    const { eventDate, now } = twoHourReminderDue();
    const eventId = await createEvent(host, {
      name: 'Soirée Diwali',
      date: eventDate.toISOString(),
      timeZone: 'Europe/Paris',
    });
    for (const guest of [french, english])
      await guest.agent.post(`/api/events/${eventId}/rsvp`).send({ status: 'attending', adultCount: 1, kidCount: 0 });
    await createDish(french, eventId, { name: 'Tarte Tatin', category: 'dessert' });

    const notifications = app.get(NotificationsService);
    await notifications.scan(now);
    const planned: { id: string }[] = await app
      .get(DataSource)
      .query(`SELECT "id" FROM "reminder_sends" WHERE "eventId" = $1`, [eventId]);
    expect(planned).toHaveLength(2);
    for (const { id } of planned) await notifications.send(id);
    const forEvent = () => smtp.mails.filter((m) => m.readable.includes(eventId));
    expect(forEvent()).toHaveLength(2);

    // The test server reads the body's bytes as Latin-1: UTF-8 again.
    const toFrench = Buffer.from(forEvent().find((m) => m.to.includes(french.email))!.readable, 'latin1').toString();
    expect(toFrench).toContain('<title>Rappel : Soirée Diwali a lieu dans 2 heures</title>');
    expect(toFrench).toContain('Tu apportes : Tarte Tatin');
    expect(toFrench).toContain('Il manque encore : Entrées, Plats principaux et Accompagnements');
    // The date in French, in the event's zone.
    expect(toFrench).toMatch(/Quand : (lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d+ \w+/);
    expect(toFrench).not.toContain('Reminder:');
    // The footer too, and the page's language.
    expect(toFrench).toContain('Ne plus recevoir de rappels pour cette fête');
    expect(toFrench).toContain('<html lang="fr" dir="ltr">');
    expect(toFrench).not.toContain('Stop all Potluck e-mails');

    const toEnglish = Buffer.from(forEvent().find((m) => m.to.includes(english.email))!.readable, 'latin1').toString();
    expect(toEnglish).toContain('<title>Reminder: Soirée Diwali is in 2 hours</title>');
    expect(toEnglish).toContain("You haven't signed up for a dish yet.");
    expect(toEnglish).toContain('Still missing: Appetizers, Main Dishes, Side Dishes');
  });

  it('refuses a language it does not have, and keeps the one chosen', async () => {
    const person = await signIn(app, { firstName: 'Lena' });
    await person.agent.put('/api/locale').send({ locale: 'de' }).expect(200);
    const refused = await person.agent.put('/api/locale').send({ locale: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await person.agent.get('/api/auth/user')).body.locale).toBe('de');
  });
});
