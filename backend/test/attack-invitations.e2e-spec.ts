import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createEvent } from './support/factories';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { createTestApp, joinAsGuest, signIn, type TestUser } from './support/test-app';

/**
 * Invitations as a relay: free text to any address or number, texts to any country, and a few fresh accounts
 * spending the server's whole daily budget. Each test sends the attacker's requests and checks the refusal AND
 * that nothing reached the SMTP server or the SMS provider.
 */
describe('attacks through invitations', () => {
  let smtp: TestSmtpServer;
  let smsProvider: Server;
  const texts: URLSearchParams[] = [];
  let app: INestApplication;
  let db: DataSource;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    smsProvider = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        texts.push(new URLSearchParams(body));
        res.setHeader('Content-Type', 'application/json');
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: 'SM1', status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => smsProvider.listen(0, '127.0.0.1', resolve));
    // Small quotas, so the arithmetic shows: SMS only to the default region (US), from accounts a day old.
    app = await createTestApp({
      SMTP_URL: smtp.url,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${(smsProvider.address() as AddressInfo).port}`,
      HOST_ESTABLISHED_AFTER_HOURS: '24',
      INVITE_HOST_DAILY_QUOTA: '3',
      INVITE_NEW_HOST_DAILY_QUOTA: '2',
      INVITE_NEW_HOSTS_DAILY_BUDGET: '3',
      SMS_HOST_DAILY_QUOTA: '1',
      SMS_PER_RECIPIENT_PER_DAY: '2',
      MAIL_PER_RECIPIENT_PER_DAY: '2',
    });
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await new Promise<void>((resolve) => smsProvider.close(() => resolve()));
  });

  const address = () => `invitee-${randomUUID()}@example.test`;

  /** An account signed up two days ago: it has shown it is real. */
  async function establishedHost(name = 'Priya'): Promise<TestUser> {
    const host = await signIn(app, { firstName: name, lastName: '' });
    await db.query(`UPDATE "users" SET "createdAt" = now() - interval '2 days' WHERE "id" = $1`, [host.id]);
    return host;
  }

  const invite = (host: TestUser, eventId: string, body: object) =>
    host.agent.post(`/api/events/${eventId}/invitations`).send(body);

  it("the host's text is length-limited and arrives quoted under the host's name, never as Potluck's", async () => {
    const host = await establishedHost('Priya');
    const eventId = await createEvent(host, { name: 'Spring Supper' });
    const tooLong = address();
    const res = await invite(host, eventId, { email: tooLong, message: 'x'.repeat(501) }).expect(400);
    expect(res.body.fieldErrors.message).toEqual(['Message must be at most 500 characters']);
    expect(smtp.to(tooLong)).toHaveLength(0);

    const to = address();
    const phishing = 'Potluck security: your account is locked.\n<a href="https://evil.example">Unlock it here</a>';
    await invite(host, eventId, { email: to, message: phishing }).expect(201);
    const [mail] = smtp.to(to);
    expect(mail.readable).toContain("Subject: You're invited: Spring Supper");
    expect(mail.readable).toContain(
      'A message from Priya:\r\n> Potluck security: your account is locked.\r\n> <a href="https://evil.example">Unlock it here</a>',
    );
    expect(mail.readable).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Unlock it here&lt;/a&gt;');
    expect(mail.readable).not.toContain('<a href="https://evil.example">Unlock it here</a></');
    expect(mail.readable).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await invite(host, eventId, { phoneNumber: '+1 415 555 0101', message: 'Potluck: click evil.example' }).expect(201);
    const sms = texts.find((t) => t.get('To') === '+14155550101')!;
    expect(sms.get('Body')).toMatch(/^Potluck: Priya invited you to Spring Supper \(.+\)\. RSVP: http:\/\/\S+/);
    expect(sms.get('Body')).toMatch(/\n\nA message from Priya: Potluck: click evil\.example$/);

    // A host named like the service signs as a host.
    const impostor = await establishedHost('Potluck Support');
    const impostorEvent = await createEvent(impostor);
    const target = address();
    await invite(impostor, impostorEvent, { email: target, message: 'Verify your account' }).expect(201);
    expect(smtp.to(target)[0].readable).toContain(
      'A message from Potluck Support (a host on Potluck):\r\n> Verify your account',
    );
  });

  it('texts go only to allowed countries, and only from accounts at least a day old', async () => {
    const before = texts.length;
    const host = await establishedHost();
    const eventId = await createEvent(host);
    for (const phoneNumber of ['+44 20 7946 0958', '+252 61 234 5678', '+7 912 345 67 89']) {
      const res = await invite(host, eventId, { phoneNumber }).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { phoneNumber: ['Text invitations can only go to numbers in United States'] },
      });
    }
    const fresh = await signIn(app);
    const freshEvent = await createEvent(fresh);
    const refused = await invite(fresh, freshEvent, { phoneNumber: '+1 415 555 0102' }).expect(403);
    expect(refused.body).toEqual({
      code: 'SMS_NOT_ALLOWED',
      message:
        'Text invitations are available once your account is 24 hours old. Invite by e-mail or share the link meanwhile.',
    });
    // Guests cannot invite at all.
    const guest = await joinAsGuest(app, eventId);
    const byGuest = await invite(guest, eventId, { phoneNumber: '+1 415 555 0103' }).expect(403);
    expect(byGuest.body.code).toBe('ACCOUNT_REQUIRED');
    expect(texts.length).toBe(before);
    const rows: unknown[] = await db.query(`SELECT 1 FROM "invitations" WHERE "eventId" IN ($1, $2)`, [
      eventId,
      freshEvent,
    ]);
    expect(rows).toHaveLength(0);

    // A host who has shown they are real texts once a day here (SMS_HOST_DAILY_QUOTA=1).
    await invite(host, eventId, { phoneNumber: '+1 415 555 0104' }).expect(201);
    const second = await invite(host, eventId, { phoneNumber: '+1 415 555 0105' }).expect(429);
    expect(second.body.message).toBe(
      'You can send at most 1 text invitations a day. Please invite by e-mail or share the link.',
    );
    expect(texts.length).toBe(before + 1);
  });

  it('each host has a daily quota; new accounts a smaller one and a shared pool that leaves established hosts alone', async () => {
    const established = await establishedHost();
    const eventId = await createEvent(established);
    for (let i = 0; i < 3; i++) await invite(established, eventId, { email: address() }).expect(201);
    const over = address();
    const res = await invite(established, eventId, { email: over }).expect(429);
    expect(res.body.message).toBe('You can send at most 3 invitations a day. Please try again tomorrow.');
    expect(smtp.to(over)).toHaveLength(0);

    // Fresh accounts: 2 each, 3 for all of them together.
    const [a, b, c] = [await signIn(app), await signIn(app), await signIn(app)];
    const [ea, eb, ec] = [await createEvent(a), await createEvent(b), await createEvent(c)];
    await invite(a, ea, { email: address() }).expect(201);
    await invite(a, ea, { email: address() }).expect(201);
    const aOver = await invite(a, ea, { email: address() }).expect(429);
    expect(aOver.body.message).toBe(
      'You can send at most 2 invitations a day while your account is new. Please try again tomorrow.',
    );
    await invite(b, eb, { email: address() }).expect(201);
    const pool = address();
    const bOver = await invite(b, eb, { email: pool }).expect(429);
    expect(bOver.body.message).toBe(
      'Invitations from new accounts are paused for today on this server. Please try again tomorrow.',
    );
    await invite(c, ec, { email: pool }).expect(429);
    expect(smtp.to(pool)).toHaveLength(0);

    // Another established host still has its whole quota.
    const other = await establishedHost();
    const otherEvent = await createEvent(other);
    const welcome = address();
    await invite(other, otherEvent, { email: welcome }).expect(201);
    expect(smtp.to(welcome)).toHaveLength(1);
  });

  it('one address gets at most MAIL_PER_RECIPIENT_PER_DAY mails, whoever invites it', async () => {
    const to = address();
    const hosts = [await establishedHost(), await establishedHost(), await establishedHost()];
    const events = [await createEvent(hosts[0]), await createEvent(hosts[1]), await createEvent(hosts[2])];
    await invite(hosts[0], events[0], { email: to }).expect(201);
    await invite(hosts[1], events[1], { email: to }).expect(201);
    const third = await invite(hosts[2], events[2], { email: to }).expect(429);
    expect(third.body.message).toBe(
      `${to} has had enough e-mails from Potluck for today. Please share the link another way.`,
    );
    expect(smtp.to(to)).toHaveLength(2);
  });

  it('one number gets at most SMS_PER_RECIPIENT_PER_DAY texts, whoever invites it and however it is written', async () => {
    const before = texts.length;
    const hosts = [await establishedHost(), await establishedHost(), await establishedHost()];
    const events = [await createEvent(hosts[0]), await createEvent(hosts[1]), await createEvent(hosts[2])];
    await invite(hosts[0], events[0], { phoneNumber: '+1 415 555 0131' }).expect(201);
    await invite(hosts[1], events[1], { phoneNumber: '(415) 555-0131' }).expect(201);
    const third = await invite(hosts[2], events[2], { phoneNumber: '+14155550131' }).expect(429);
    expect(third.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'This number has had enough texts from Potluck for today. Please share the link another way.',
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was sent or kept for the third; the number got exactly two texts.
    expect(await db.query(`SELECT 1 FROM "invitations" WHERE "eventId" = $1`, [events[2]])).toHaveLength(0);
    expect(texts.slice(before).map((t) => t.get('To'))).toEqual(['+14155550131', '+14155550131']);
    // Another number is not affected.
    const fourth = await establishedHost();
    await invite(fourth, await createEvent(fourth), { phoneNumber: '+1 415 555 0132' }).expect(201);
    expect(texts.length).toBe(before + 3);
  });
});
