import type { INestApplication } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { createTestApp, signIn, type TestUser } from './support/test-app';

const PUBLIC_URL = 'http://127.0.0.1:3999';

interface ReceivedSms {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

describe('invitations', () => {
  let smtp: TestSmtpServer;
  let smsProvider: Server;
  let app: INestApplication; // SMTP and SMS configured
  let devApp: INestApplication; // nothing configured: the outbox
  let db: DataSource;
  const texts: ReceivedSms[] = [];
  let smsFailure: { status: number; body: unknown } | null = null;

  beforeAll(async () => {
    smtp = await startSmtpServer();

    smsProvider = createServer((req, res) => {
      void readBody(req).then((body) => {
        res.setHeader('Content-Type', 'application/json');
        if (smsFailure) {
          res.statusCode = smsFailure.status;
          res.end(JSON.stringify(smsFailure.body));
          return;
        }
        texts.push({ path: req.url ?? '', authorization: req.headers.authorization, form: new URLSearchParams(body) });
        res.statusCode = 201;
        res.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => smsProvider.listen(0, '127.0.0.1', resolve));
    const smsPort = (smsProvider.address() as AddressInfo).port;

    app = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Potluck <invites@potluck.test>',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123456789',
      TWILIO_AUTH_TOKEN: 'twilio-secret',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: `http://127.0.0.1:${smsPort}`,
      INVITE_RATE_LIMIT_PER_HOUR: '4',
      SMS_ALLOWED_COUNTRIES: 'US,GB',
    });
    devApp = await createTestApp();
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app?.close();
    await devApp?.close();
    await smtp?.close();
    await new Promise<void>((resolve) => smsProvider.close(() => resolve()));
  });

  beforeEach(() => {
    smsFailure = null;
  });

  // Events are inserted directly: these tests are about invitations, not the events API.
  async function createEvent(
    host: TestUser,
    fields: { name?: string; location?: string | null; date?: string } = {},
  ): Promise<string> {
    const rows: { id: string }[] = await db.query(
      `INSERT INTO "events" ("name", "date", "location", "hostId") VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [fields.name ?? 'Harvest Potluck', fields.date ?? '2030-06-03T22:30:00Z', fields.location ?? null, host.id],
    );
    return rows[0].id;
  }

  /** One invitation request by `who` to the event (the caller states the answer it expects). */
  const invite = (who: TestUser, eventId: string, contact: Record<string, unknown>) =>
    who.agent.post(`/api/events/${eventId}/invitations`).send(contact);

  describe('GET /api/events/:id/invite-message', () => {
    it('gives the host a friendly message with the event facts and the join link', async () => {
      const host = await signIn(app, { firstName: 'Ada', lastName: 'Host' });
      const eventId = await createEvent(host, { name: 'Diwali Dinner' });
      await db.query(`UPDATE "events" SET "timeZone" = 'America/New_York' WHERE "id" = $1`, [eventId]);
      // The event's zone wins over the server's TZ and over any zone the reader asks for.
      const res = await host.agent.get(`/api/events/${eventId}/invite-message?tz=Asia/Tokyo`).expect(200);
      expect(res.body.joinUrl).toBe(`${PUBLIC_URL}/join/${eventId}`);
      expect(res.body.eventName).toBe('Diwali Dinner');
      expect(res.body.message).toContain("You're invited to Diwali Dinner!");
      expect(res.body.message).toContain('When: Monday, June 3, 2030 at 6:30 PM EDT');
      expect(res.body.message).toContain('Location TBD');
      expect(res.body.message).toContain('Hosted by Ada Host');
      expect(res.body.message).toContain(`${PUBLIC_URL}/join/${eventId}`);
    });

    it('names the location when there is one and is refused to guests and for unknown events', async () => {
      const host = await signIn(app);
      const guest = await signIn(app);
      const eventId = await createEvent(host, { location: '12 Elm Street' });
      const res = await host.agent.get(`/api/events/${eventId}/invite-message`).expect(200);
      expect(res.body.message).toContain('Where: 12 Elm Street');
      const denied = await guest.agent.get(`/api/events/${eventId}/invite-message`).expect(403);
      expect(denied.body.code).toBe('NOT_HOST');
      await host.agent.get('/api/events/00000000-0000-4000-8000-000000000000/invite-message').expect(404);
      await host.agent.get('/api/events/not-a-uuid/invite-message').expect(404);
    });
  });

  describe('POST /api/events/:id/invitations', () => {
    it('emails the invitation through SMTP with the join link as a button and the personal message', async () => {
      const host = await signIn(app, { firstName: 'Grace' });
      const eventId = await createEvent(host, { name: 'Summer Supper' });
      const res = await invite(host, eventId, {
        eventId,
        invitedByUserId: host.id,
        email: '  Friend.One@Example.TEST ',
        message: 'Bring your famous pie, Sam!',
      }).expect(201);
      expect(res.body).toMatchObject({
        eventId,
        email: 'friend.one@example.test',
        phoneNumber: null,
        channel: 'email',
        delivery: 'smtp',
        status: 'sent',
        message: 'Bring your famous pie, Sam!',
        notice: null,
      });
      expect(Date.parse(res.body.sentAt)).not.toBeNaN();

      const mail = smtp.mails.find((m) => m.to.includes('friend.one@example.test'));
      expect(mail).toBeDefined();
      expect(mail!.from).toBe('invites@potluck.test');
      const decoded = mail!.readable;
      expect(decoded).toContain('Content-Type: text/plain');
      expect(decoded).toContain('Content-Type: text/html');
      // The host's words arrive quoted under their name, after Potluck's own lines.
      expect(decoded).toContain('A message from Grace User:\r\n> Bring your famous pie, Sam!');
      expect(decoded).toContain(`href="${PUBLIC_URL}/join/${eventId}"`);
      expect(decoded).toContain(`RSVP here: ${PUBLIC_URL}/join/${eventId}`);
      expect(decoded).toMatch(/Subject: You're invited: Summer Supper/);
      expect(decoded).toContain(`Reply-To: ${host.email}`);

      const [row]: { invitedByUserId: string; sentAt: Date | null }[] = await db.query(
        `SELECT "invitedByUserId", "sentAt" FROM "invitations" WHERE "id" = $1`,
        [res.body.id],
      );
      expect(row.invitedByUserId).toBe(host.id);
      expect(row.sentAt).not.toBeNull();
    });

    it('texts the invitation through the SMS provider with the number in E.164', async () => {
      const host = await signIn(app);
      const eventId = await createEvent(host);
      const res = await invite(host, eventId, { phoneNumber: '(415) 555-2671', message: 'See you Saturday!' }).expect(
        201,
      );
      expect(res.body).toMatchObject({
        phoneNumber: '+14155552671',
        email: null,
        channel: 'sms',
        delivery: 'sms-provider',
        status: 'sent',
      });

      const sms = texts.find((t) => t.form.get('To') === '+14155552671');
      expect(sms).toBeDefined();
      expect(sms!.path).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
      expect(sms!.authorization).toBe(`Basic ${Buffer.from('AC0123456789:twilio-secret').toString('base64')}`);
      expect(sms!.form.get('From')).toBe('+15005550006');
      expect(sms!.form.get('Body')).toContain('See you Saturday!');
      expect(sms!.form.get('Body')).toContain(`${PUBLIC_URL}/join/${eventId}`);
    });

    it('normalises phone numbers for the default region and rejects impossible ones', async () => {
      const host = await signIn(app);
      const eventId = await createEvent(host);
      const intl = await invite(host, eventId, { phoneNumber: '+44 20 7946 0958' }).expect(201);
      expect(intl.body.phoneNumber).toBe('+442079460958');

      for (const phoneNumber of ['12345', 'call me', '+1 555 0100 0000 0000']) {
        const res = await invite(host, eventId, { phoneNumber }).expect(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { phoneNumber: ['Invalid phone number'] },
        });
      }
    });

    it('refuses premium-rate and shared-cost numbers before sending anything', async () => {
      const host = await signIn(app);
      const eventId = await createEvent(host);
      const before = texts.length;
      for (const phoneNumber of ['+449098790000', '+19005550123', '+33 810 00 00 00']) {
        const res = await invite(host, eventId, { phoneNumber }).expect(400);
        expect(res.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: { phoneNumber: ['Premium-rate and shared-cost numbers cannot be invited'] },
        });
      }
      expect(texts).toHaveLength(before);
    });

    it('needs exactly one valid contact', async () => {
      const host = await signIn(app);
      const eventId = await createEvent(host);
      const bad = await invite(host, eventId, { email: 'not-an-email' }).expect(400);
      expect(bad.body.fieldErrors.email).toContain('Invalid email');
      const both = await invite(host, eventId, { email: 'a@example.test', phoneNumber: '4155552671' }).expect(400);
      expect(both.body.message).toBe('Give either an email or a phone number');
      await invite(host, eventId, {}).expect(400);
      await invite(host, eventId, { email: 'a@example.test', message: 'x'.repeat(2001) }).expect(400);
    });

    it('lets only the host invite or list invitations', async () => {
      const host = await signIn(app);
      const guest = await signIn(app);
      const eventId = await createEvent(host);
      const res = await invite(guest, eventId, { email: 'someone@example.test' }).expect(403);
      expect(res.body.code).toBe('NOT_HOST');
      await guest.agent.get(`/api/events/${eventId}/invitations`).expect(403);
      expect(smtp.mails.some((m) => m.to.includes('someone@example.test'))).toBe(false);
    });

    it('refuses to invite the same normalised contact twice to one event', async () => {
      const host = await signIn(app);
      const eventId = await createEvent(host);
      const other = await createEvent(host);
      await invite(host, eventId, { email: 'twice@example.test' }).expect(201);
      const dupEmail = await invite(host, eventId, { email: 'TWICE@example.test' }).expect(409);
      expect(dupEmail.body).toEqual({
        code: 'ALREADY_INVITED',
        message: 'twice@example.test is already invited to this event',
      });

      await invite(host, eventId, { phoneNumber: '+1 415 555 0199' }).expect(201);
      const dupPhone = await invite(host, eventId, { phoneNumber: '(415) 555-0199' }).expect(409);
      expect(dupPhone.body.code).toBe('ALREADY_INVITED');

      // Another event is a different invitation.
      await host.agent.post(`/api/events/${other}/invitations`).send({ email: 'twice@example.test' }).expect(201);
      expect(smtp.mails.filter((m) => m.to.includes('twice@example.test'))).toHaveLength(2);
    });

    it('records a delivery failure, answers with a clear error, and lets the host retry', async () => {
      const host = await signIn(app);
      const eventId = await createEvent(host);
      smsFailure = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } };
      const failed = await invite(host, eventId, { phoneNumber: '415 555 0142' }).expect(502);
      expect(failed.body.code).toBe('DELIVERY_FAILED');
      // Generic to the client; the provider's words only in the row (and the logs).
      expect(failed.body.message).toBe(
        'The invitation to +14155550142 could not be sent. Please check the address and try again later.',
      );
      expect(JSON.stringify(failed.body)).not.toMatch(/provider|valid phone|21211/);
      const list = await host.agent.get(`/api/events/${eventId}/invitations`).expect(200);
      expect(list.body).toEqual([
        expect.objectContaining({ phoneNumber: '+14155550142', status: 'failed', sentAt: null }),
      ]);
      const [row]: { failureReason: string }[] = await db.query(
        `SELECT "failureReason" FROM "invitations" WHERE "id" = $1`,
        [list.body[0].id],
      );
      expect(row.failureReason).toContain('not a valid phone number');

      smsFailure = null;
      const retried = await invite(host, eventId, { phoneNumber: '+14155550142' }).expect(201);
      expect(retried.body).toMatchObject({ id: list.body[0].id, status: 'sent' });

      const bounced = await invite(host, eventId, { email: 'bounce@example.test' }).expect(502);
      expect(bounced.body.message).toBe(
        'The invitation to bounce@example.test could not be sent. Please check the address and try again later.',
      );
    });

    it('sends nothing twice for one Idempotency-Key', async () => {
      const host = await signIn(app);
      const eventId = await createEvent(host);
      const key = crypto.randomUUID();
      const first = await host.agent
        .post(`/api/events/${eventId}/invitations`)
        .set('Idempotency-Key', key)
        .send({ phoneNumber: '+1 415 555 0177' })
        .expect(201);
      const replay = await host.agent
        .post(`/api/events/${eventId}/invitations`)
        .set('Idempotency-Key', key)
        .send({ phoneNumber: '+1 415 555 0177' })
        .expect(201);
      expect(replay.body).toEqual(first.body);
      expect(texts.filter((t) => t.form.get('To') === '+14155550177')).toHaveLength(1);
      await host.agent
        .post(`/api/events/${eventId}/invitations`)
        .set('Idempotency-Key', 'no spaces allowed')
        .send({ email: 'k@example.test' })
        .expect(400);
    });

    it('rate-limits each host per hour, in PostgreSQL, without counting refused duplicates', async () => {
      const host = await signIn(app);
      const otherHost = await signIn(app);
      const eventId = await createEvent(host);
      for (let i = 0; i < 4; i++) {
        await invite(host, eventId, { email: `guest${i}@example.test` }).expect(201);
      }
      await invite(host, eventId, { email: 'guest0@example.test' }).expect(409);
      const limited = await invite(host, eventId, { email: 'guest9@example.test' }).expect(429);
      expect(limited.body).toEqual({
        code: 'RATE_LIMITED',
        message: 'You can send at most 4 invitations an hour. Please try again later.',
      });
      expect(smtp.mails.some((m) => m.to.includes('guest9@example.test'))).toBe(false);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const [counter]: { count: number }[] = await db.query(`SELECT "count" FROM "rate_limits" WHERE "key" = $1`, [
        `invitations:host:${host.id}`,
      ]);
      expect(counter.count).toBe(5);

      // Other hosts have their own allowance.
      const otherEvent = await createEvent(otherHost);
      await otherHost.agent
        .post(`/api/events/${otherEvent}/invitations`)
        .send({ email: 'guest9@example.test' })
        .expect(201);
    });

    it("stops every host once the server's daily invitation budget is spent", async () => {
      const budgeted = await createTestApp({ INVITE_DAILY_BUDGET: '1' });
      try {
        const host = await signIn(budgeted);
        const eventId = await createEvent(host);
        // The day's counter is shared with every other test: the first may already be over budget, the second is.
        await invite(host, eventId, { email: 'budget1@example.test' });
        const refused = await invite(host, eventId, { email: 'budget2@example.test' }).expect(429);
        expect(refused.body).toEqual({
          code: 'RATE_LIMITED',
          message: 'Invitations are paused for today on this server. Please try again tomorrow.',
        });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await budgeted.close();
      }
    });

    it('without delivery configured, writes to the outbox and says that nothing was sent', async () => {
      const host = await signIn(devApp);
      const rows: { id: string }[] = await db.query(
        `INSERT INTO "events" ("name", "date", "hostId") VALUES ('Dev Dinner', now(), $1) RETURNING "id"`,
        [host.id],
      );
      const eventId = rows[0].id;
      const email = await invite(host, eventId, { email: 'dev@example.test', message: 'Hello dev' }).expect(201);
      expect(email.body).toMatchObject({ delivery: 'outbox', status: 'outbox', sentAt: null });
      expect(email.body.notice).toBe(
        'Delivery is not configured on this server, so nothing was sent: the invitation was saved to the outbox.',
      );
      const sms = await invite(host, eventId, { phoneNumber: '+14155550123' }).expect(201);
      expect(sms.body).toMatchObject({ delivery: 'outbox', status: 'outbox', channel: 'sms' });

      const outbox: {
        channel: string;
        recipient: string;
        subject: string | null;
        text: string;
        html: string | null;
      }[] = await db.query(
        `SELECT "channel", "recipient", "subject", "text", "html" FROM "outbox" WHERE "invitationId" = ANY($1) ORDER BY "createdAt"`,
        [[email.body.id, sms.body.id]],
      );
      expect(outbox).toHaveLength(2);
      expect(outbox[0]).toMatchObject({
        channel: 'email',
        recipient: 'dev@example.test',
        subject: "You're invited: Dev Dinner",
      });
      expect(outbox[0].text).toContain('Hello dev');
      expect(outbox[0].html).toContain(`href="${PUBLIC_URL}/join/${eventId}"`);
      expect(outbox[1]).toMatchObject({ channel: 'sms', recipient: '+14155550123', html: null });
      expect(outbox[1].text).toContain(`${PUBLIC_URL}/join/${eventId}`);
      expect(smtp.mails.some((m) => m.to.includes('dev@example.test'))).toBe(false);
    });
  });

  it('lists the host’s invitations, newest first', async () => {
    const host = await signIn(app);
    const eventId = await createEvent(host);
    await invite(host, eventId, { email: 'first@example.test' }).expect(201);
    await invite(host, eventId, { phoneNumber: '4155550111' }).expect(201);
    const res = await host.agent.get(`/api/events/${eventId}/invitations`).expect(200);
    expect(res.body.map((i: { email: string | null; phoneNumber: string | null }) => i.email ?? i.phoneNumber)).toEqual(
      ['+14155550111', 'first@example.test'],
    );
  });

  describe('POST /api/events/:id/invitations/bulk', () => {
    const bulk = (who: TestUser, eventId: string, rows: { name?: string; email: string }[], send: boolean) =>
      who.agent.post(`/api/events/${eventId}/invitations/bulk`).send({ rows, send });

    it('checks a list before sending: what would go and what is refused and why, within the allowance', async () => {
      const host = await signIn(app);
      const eventId = await createEvent(host);
      await invite(host, eventId, { email: 'before@example.test' }).expect(201);
      await db.query(
        `INSERT INTO "mail_suppressions" ("email", "reason") VALUES ('bounced@example.test', 'bounced') ON CONFLICT DO NOTHING`,
      );
      // 4 invitations an hour here (INVITE_RATE_LIMIT_PER_HOUR), 1 used: Ann and 2 of the 4 guests fit.
      const good = Array.from({ length: 4 }, (_, i) => ({ name: `Guest ${i}`, email: `listed${i}@example.test` }));
      const rows = [
        { name: 'Ann', email: ' Ann@Example.test ' },
        { name: 'Ann again', email: 'ann@example.test' },
        { name: 'No address', email: 'not an address' },
        { name: 'Before', email: 'before@example.test' },
        { name: 'Bounced', email: 'bounced@example.test' },
        ...good,
      ];
      const preview = await bulk(host, eventId, rows, false).expect(200);
      const reasons = (preview.body.rows as { email: string; reason: string | null }[]).map((r) => [r.email, r.reason]);
      expect(reasons).toEqual([
        ['ann@example.test', null],
        ['ann@example.test', 'duplicate'],
        ['not an address', 'invalid'],
        ['before@example.test', 'already-invited'],
        ['bounced@example.test', 'suppressed'],
        ['listed0@example.test', null],
        ['listed1@example.test', null],
        ['listed2@example.test', 'over-quota'],
        ['listed3@example.test', 'over-quota'],
      ]);
      expect(preview.body).toMatchObject({ ready: 3, sent: 0, refused: 6 });
      // Checking sent nothing.
      expect(smtp.mails.filter((m) => m.to.some((to) => to.startsWith('listed')))).toHaveLength(0);

      const sent = await bulk(host, eventId, rows, true).expect(200);
      expect(sent.body).toMatchObject({ ready: 0, sent: 3, refused: 6 });
      expect(
        smtp.mails
          .flatMap((m) => m.to)
          .filter((to) => /^(ann|listed\d)@/.test(to))
          .sort(),
      ).toEqual(['ann@example.test', 'listed0@example.test', 'listed1@example.test']);
      // The same list again: nobody is invited twice.
      const again = await bulk(host, eventId, rows.slice(0, 3), true).expect(200);
      expect(again.body.rows.map((r: { reason: string | null }) => r.reason)).toEqual([
        'already-invited',
        'duplicate',
        'invalid',
      ]);
    });

    it('is for the hosts of the event only', async () => {
      const host = await signIn(devApp);
      const stranger = await signIn(devApp);
      const eventId = await createEvent(host);
      await bulk(stranger, eventId, [{ email: 'x@example.test' }], false).expect(403);
    });
  });
});
