import type { INestApplication } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { promotionMail, reminderMail } from '../src/mail/mail-templates';
import { MailRefused, MailService } from '../src/mail/mail.service';
import { SuppressionList } from '../src/mail/suppression-list';
import { NotificationsService } from '../src/notifications/notifications.service';
import { createEvent } from './support/factories';
import { confirmationLink } from './support/mail';
import { useMailTestApp } from './support/mail-app';
import type { TestSmtpServer } from './support/smtp-server';
import { joinAsGuest, signIn, type TestUser } from './support/test-app';

const CONFIRM_SUBJECT = 'Subject: Confirm your e-mail address for Potluck';

/**
 * What a visitor could make the server mail to someone else's address, on main: personal links, reminders and
 * waitlist mails to an address a guest typed, unlimited; opt-outs read and undone by whoever typed the address.
 * Each test sends the attacker's requests and checks the refusal AND that nothing reached the SMTP server.
 */
describe('attacks through outgoing mail', () => {
  // The mail caps at their defaults (the shared test configuration lifts them).
  const ctx = useMailTestApp({
    MAIL_PER_RECIPIENT_PER_DAY: '20',
    MAIL_PER_SENDER_PER_HOUR: '10',
    MAIL_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: '1',
    MAIL_CONFIRMATIONS_PER_ADDRESS_PER_DAY: '3',
  });
  let smtp: TestSmtpServer;
  let app: INestApplication;
  let db: DataSource;
  let host: TestUser;

  beforeAll(async () => {
    ({ smtp, app, db } = ctx);
    host = await signIn(app, { firstName: 'Hosting' });
  });

  const victim = () => `victim-${randomUUID()}@example.test`;

  it('an address typed by a guest gets one confirmation mail and nothing else, however many guests and requests', async () => {
    const address = victim();
    const eventId = await createEvent(host);
    // Guest identities made with the victim's address, each asking for their personal link by e-mail, repeatedly.
    const guests = [];
    for (let i = 0; i < 5; i++) {
      guests.push(await joinAsGuest(app, eventId, { name: 'Cheap pills at evil.example', email: address }));
    }
    for (const guest of guests) {
      for (let i = 0; i < 3; i++) {
        const res = await guest.agent.post('/api/guest/link/email').expect(429);
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(res.body.message).toBe(
          'A confirmation link was sent to this address a short while ago. Please check your inbox, or try again later.',
        );
      }
    }
    const received = smtp.to(address);
    expect(received).toHaveLength(1);
    expect(received[0].readable).toContain(CONFIRM_SUBJECT);
    // Nothing the guest typed reaches the stranger.
    expect(received[0].readable).not.toContain('evil.example');
    expect(received[0].readable).not.toContain('/api/guest-link/');
    // The token is kept only as its hash.
    const link = await confirmationLink(app, address, received[0].readable);
    const token = link.split('/').pop()!;
    const rows: { tokenHash: string }[] = await db.query(
      `SELECT "tokenHash" FROM "email_confirmations" WHERE "email" = $1`,
      [address],
    );
    expect(rows.map((r) => r.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('no reminder, waitlist mail or personal link reaches an unconfirmed address; confirming opens it', async () => {
    const address = victim();
    const eventDate = new Date(Date.now() + 115 * 60 * 1000);
    const eventId = await createEvent(host, { name: 'Reminder Bait', date: eventDate.toISOString() });
    const guest = await joinAsGuest(app, eventId, { email: address });
    await app.get(NotificationsService).scan(new Date(eventDate.getTime() - 115 * 60 * 1000));
    const planned: unknown[] = await db.query(`SELECT 1 FROM "reminder_sends" WHERE "eventId" = $1`, [eventId]);
    expect(planned).toHaveLength(0);
    const mail = app.get(MailService);
    const facts = { name: 'x', date: eventDate, timeZone: 'UTC', location: null, joinUrl: 'http://127.0.0.1:3999/' };
    for (const body of [
      promotionMail('Guest', facts),
      reminderMail({ ...facts, eventName: 'x', eventUrl: facts.joinUrl, kind: '2h', bringing: [], missing: [] }),
    ]) {
      await expect(mail.send({ kind: 'waitlist', to: address, recipient: { userId: guest.id }, body })).rejects.toEqual(
        new MailRefused('unconfirmed'),
      );
    }
    // Not even as an "invitee": only invitations may go to an address nobody proved.
    await expect(
      mail.send({ kind: 'reminder', to: address, recipient: { invitee: true }, body: promotionMail('G', facts) }),
    ).rejects.toEqual(new MailRefused('unconfirmed'));
    expect(smtp.to(address)).toHaveLength(1); // the confirmation mail of the join

    // Opening the link only shows the button (mail scanners open links); pressing it confirms.
    const link = await confirmationLink(app, address, smtp.to(address)[0].readable);
    const landing = await request(app.getHttpServer()).get(link).expect(200);
    expect(landing.headers['referrer-policy']).toBe('no-referrer');
    expect(landing.text).toContain('<form method="post"');
    expect((await guest.agent.get('/api/notification-settings').expect(200)).body.emailConfirmed).toBe(false);
    const done = await request(app.getHttpServer()).post(link).expect(200);
    expect(done.text).toContain(`${address} is confirmed`);
    expect((await guest.agent.get('/api/notification-settings').expect(200)).body.emailConfirmed).toBe(true);
    const sent = await guest.agent.post('/api/guest/link/email').expect(200);
    expect(sent.body.delivery).toBe('smtp');
    expect(smtp.to(address)).toHaveLength(2);
    expect(smtp.to(address)[1].readable).toContain(sent.body.personalLink);
  });

  it('a changed address needs confirming again, and the old link no longer confirms anything', async () => {
    const address = victim();
    const guest = await joinAsGuest(app, await createEvent(host), { email: address });
    const oldLink = await confirmationLink(app, address, smtp.to(address)[0].readable);
    const other = victim();
    await db.query(`UPDATE "users" SET "email" = $1 WHERE "id" = $2`, [other, guest.id]);
    await request(app.getHttpServer()).get(oldLink).expect(404);
    await request(app.getHttpServer()).post(oldLink).expect(404);
    const res = await guest.agent.post('/api/guest/link/email').expect(200);
    expect(res.body).toMatchObject({ emailConfirmation: 'sent' });
    expect(res.body.delivery).toBeUndefined();
    expect(smtp.to(other)).toHaveLength(1);
    expect(smtp.to(other)[0].readable).toContain(CONFIRM_SUBJECT);
    expect(smtp.to(address)).toHaveLength(1);
    // A made-up token confirms nothing.
    await request(app.getHttpServer())
      .post(`/api/email-confirmation/${'A'.repeat(43)}`)
      .expect(404);
    expect((await guest.agent.get('/api/notification-settings').expect(200)).body.emailConfirmed).toBe(false);
  });

  it("a guest with someone's address can neither read nor undo that person's opt-outs", async () => {
    const owner = await signIn(app, { email: victim() });
    await owner.agent.put('/api/notification-settings').send({ emailReminders: false, hostDigest: false }).expect(200);
    const stopAll = new URL(app.get(MailService).unsubscribeUrl(owner.email, 'all'));
    await request(app.getHttpServer()).post(`${stopAll.pathname}${stopAll.search}`).expect(200);

    const impostor = await joinAsGuest(app, await createEvent(host), { email: owner.email });
    const stranger = await joinAsGuest(app, await createEvent(host), { email: victim() });
    const seen = (await impostor.agent.get('/api/notification-settings').expect(200)).body;
    const fresh = (await stranger.agent.get('/api/notification-settings').expect(200)).body;
    // The impostor sees exactly what any new guest sees: nothing of the owner's choices.
    expect({ ...seen, email: null }).toEqual({ ...fresh, email: null });
    expect(seen.emailConfirmed).toBe(false);
    await impostor.agent.put('/api/notification-settings').send({ emailReminders: true, hostDigest: true }).expect(200);

    // The owner's choices and the address's suppression stand.
    expect((await owner.agent.get('/api/notification-settings').expect(200)).body).toMatchObject({
      emailReminders: false,
      hostDigest: false,
    });
    expect(await app.get(SuppressionList).reason(owner.email)).toBe('unsubscribed');
    expect(smtp.to(owner.email)).toHaveLength(0);
  });

  it('"Stop all Potluck e-mails" stops every kind: confirmation, personal link, invitation, reminder, waitlist', async () => {
    const address = victim();
    const eventDate = new Date(Date.now() + 115 * 60 * 1000);
    const eventId = await createEvent(host, { date: eventDate.toISOString() });
    const guest = await joinAsGuest(app, eventId, { email: address });
    await request(app.getHttpServer())
      .post(await confirmationLink(app, address, smtp.to(address)[0].readable))
      .expect(200);
    const stopAll = new URL(app.get(MailService).unsubscribeUrl(address, 'all'));
    // The page the mail's link opens asks first; its button unsubscribes.
    const page = await request(app.getHttpServer()).get(`${stopAll.pathname}${stopAll.search}`).expect(200);
    expect(await app.get(SuppressionList).reason(address)).toBeNull();
    const action = /<form method="post" action="([^"]+)"/.exec(page.text)![1].replace(/&amp;/g, '&');
    const done = await request(app.getHttpServer())
      .post(action)
      .set('Accept', 'text/html,application/xhtml+xml')
      .type('form')
      .send('')
      .expect(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.text).toContain("You won't get any more Potluck e-mails.");
    expect(await app.get(SuppressionList).reason(address)).toBe('unsubscribed');

    const link = await guest.agent.post('/api/guest/link/email').expect(409);
    expect(link.body).toEqual({ code: 'EMAIL_UNDELIVERABLE', message: "Potluck can't send e-mails to this address." });
    const invite = await host.agent
      .post(`/api/events/${await createEvent(host)}/invitations`)
      .send({ email: address })
      .expect(409);
    expect(invite.body.code).toBe('EMAIL_UNDELIVERABLE');
    const again = await joinAsGuest(app, eventId, { email: address });
    await again.agent.post('/api/email-confirmation').expect(409);
    const mail = app.get(MailService);
    const facts = { name: 'x', date: new Date(), timeZone: 'UTC', location: null, joinUrl: 'http://127.0.0.1:3999/' };
    await expect(
      mail.send({ kind: 'waitlist', to: address, recipient: { userId: guest.id }, body: promotionMail('G', facts) }),
    ).rejects.toEqual(new MailRefused('suppressed'));
    await app.get(NotificationsService).scan(new Date(eventDate.getTime() - 115 * 60 * 1000));
    const planned: unknown[] = await db.query(`SELECT 1 FROM "reminder_sends" WHERE "eventId" = $1`, [eventId]);
    expect(planned).toHaveLength(0);
    expect(smtp.to(address)).toHaveLength(1); // the confirmation before the unsubscribe
  });

  it('caps the mails one guest can cause, and the mails one address gets a day', async () => {
    const address = victim();
    const guest = await joinAsGuest(app, await createEvent(host), { email: address });
    await request(app.getHttpServer())
      .post(await confirmationLink(app, address, smtp.to(address)[0].readable))
      .expect(200);
    let sent = 1;
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const res = await guest.agent.post('/api/guest/link/email');
      if (res.status === 200) sent++;
      else {
        expect(res.status).toBe(429);
        expect(res.body.message).toBe('Too many e-mails to this address for now. Please try again later.');
        refused++;
      }
    }
    // Ten an hour per guest, the confirmation included.
    expect(sent).toBe(10);
    expect(refused).toBe(3);
    expect(smtp.to(address)).toHaveLength(10);
  });

  it('records bounces and complaints: the address gets nothing after', async () => {
    const bounced = `bounce-${randomUUID()}@example.test`;
    const eventId = await createEvent(host);
    await host.agent.post(`/api/events/${eventId}/invitations`).send({ email: bounced }).expect(502);
    expect(await app.get(SuppressionList).reason(bounced)).toBe('bounced');
    const again = await host.agent
      .post(`/api/events/${await createEvent(host)}/invitations`)
      .send({ email: bounced })
      .expect(409);
    expect(again.body.code).toBe('EMAIL_UNDELIVERABLE');

    const complainer = victim();
    await app.get(SuppressionList).recordComplaint(complainer);
    await host.agent.post(`/api/events/${eventId}/invitations`).send({ email: complainer }).expect(409);
    // A complaint is not taken back by a later unsubscribe.
    await app.get(SuppressionList).suppress(complainer, 'unsubscribed');
    expect(await app.get(SuppressionList).reason(complainer)).toBe('complained');
    expect(smtp.to(complainer)).toHaveLength(0);
    expect(smtp.to(bounced)).toHaveLength(0);
  });

  it('opening an unsubscribe link (as mail scanners do) changes nothing: the page asks, its button unsubscribes', async () => {
    const address = victim();
    const eventId = await createEvent(host);
    const mail = app.get(MailService);
    for (const scope of ['all', eventId]) {
      const link = new URL(mail.unsubscribeUrl(address, scope));
      const page = await request(app.getHttpServer()).get(`${link.pathname}${link.search}`).expect(200);
      expect(page.text).toContain(scope === 'all' ? 'Stop all Potluck e-mails?' : 'Stop e-mails about this event?');
      expect(page.text).toContain(
        `<form method="post" action="${link.pathname}${link.search.replace(/&/g, '&amp;')}">`,
      );
      // The link is a secret: not kept by caches, not sent on as a referrer.
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(await app.get(SuppressionList).reason(address)).toBeNull();
    expect(await db.query(`SELECT 1 FROM "email_unsubscribes" WHERE "email" = $1`, [address])).toHaveLength(0);
    // A link this server did not make is refused before any page.
    const forged = new URL(mail.unsubscribeUrl(address, 'all'));
    forged.searchParams.set('t', 'A'.repeat(43));
    const refused = await request(app.getHttpServer()).get(`${forged.pathname}${forged.search}`).expect(400);
    expect(refused.body).toEqual({ code: 'BAD_REQUEST', message: 'This unsubscribe link is not valid' });
  });

  it('a forged unsubscribe link changes nothing', async () => {
    const address = victim();
    const link = new URL(app.get(MailService).unsubscribeUrl(address, 'all'));
    link.searchParams.set('e', victim());
    await request(app.getHttpServer()).post(`${link.pathname}${link.search}`).expect(400);
    expect(await app.get(SuppressionList).reason(link.searchParams.get('e')!)).toBeNull();
  });
});
