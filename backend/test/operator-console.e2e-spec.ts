import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { OperatorConsole } from '../src/contracts/responses.contract';
import { InstanceCounts } from '../src/platform/metrics/instance-counts';
import { writeBuiltShell } from './support/built-shell';
import { answerRsvp, createEvent, eventBody } from './support/factories';
import { png, uploadPhoto } from './photo-fixtures';
import { joinAsGuest, ownDatabase, signIn, useTestApp, type TestUser } from './support/test-app';
import { signInCookie, TestSocket } from './support/ws-client';

/**
 * The operator's console on one app: operators named by OPERATOR_EMAILS, "Report this event" with its limits per
 * person and per network, hidden events and blocked accounts answering as missing events, who may create events,
 * and the audit log of every operator action. Client networks come from X-Forwarded-For (TRUST_PROXY=1).
 */
const OPERATOR = 'ops@example.test';

describe('operator console', () => {
  const t = useTestApp(
    {
      OPERATOR_EMAILS: `someone-else@example.test, ${OPERATOR.toUpperCase()}`,
      TRUST_PROXY: '1',
      REPORTS_PER_PERSON_PER_DAY: '2',
      REPORTS_PER_NETWORK_PER_DAY: '3',
      FRONTEND_DIST: writeBuiltShell(),
    },
    // A real port: live updates are one of the surfaces.
    { listen: true },
  );
  let operator: TestUser;
  let host: TestUser;

  beforeAll(async () => {
    [operator, host] = await Promise.all([signIn(t.app, { email: OPERATOR }), signIn(t.app, { firstName: 'Hostess' })]);
  });

  const anonymous = () => request(t.app.getHttpServer());
  const consoleOf = async (): Promise<OperatorConsole> =>
    (await operator.agent.get('/api/admin/console').expect(200)).body as OperatorConsole;
  /** A report from a network of its own (an address of the TEST-NET-3 range). */
  const report = (client: ReturnType<typeof anonymous> | TestUser['agent'], eventId: string, network: string) =>
    client
      .post(`/api/events/${eventId}/reports`)
      .set('X-Forwarded-For', network)
      .send({ reason: `Spam seen from ${network}` });

  it('refuses its routes to everyone but the operators: 401 without a session, 403 OPERATOR_ONLY otherwise', async () => {
    const eventId = await createEvent(host);
    const guest = await joinAsGuest(t.app, eventId, { email: OPERATOR });
    const stranger = await signIn(t.app);
    await anonymous().get('/api/admin/console').expect(401);
    for (const who of [guest.agent, stranger.agent, host.agent]) {
      const res = await who.get('/api/admin/console').expect(403);
      expect(res.body).toEqual({ message: 'Only the operators of this server can do this', code: 'OPERATOR_ONLY' });
      await who.put(`/api/admin/events/${eventId}/hidden`).send({ hidden: true }).expect(403);
      await who.delete(`/api/admin/events/${eventId}`).expect(403);
      await who.put('/api/admin/blocks').send({ email: host.email, blocked: true }).expect(403);
    }
    // A guest who typed an operator's address is still a guest: nothing happened.
    await host.agent.get(`/api/events/${eventId}`).expect(200);
    await host.agent.get('/api/auth/user').expect(200);
    expect((await consoleOf()).audit.filter((a) => a.target.includes(eventId))).toEqual([]);
  });

  it('limits reports per person and per network, anonymous ones too, and answers bad input with 400', async () => {
    const eventId = await createEvent(host, { name: 'Reported party' });
    const reporter = await signIn(t.app);
    // Per person: two a day, from wherever.
    await report(reporter.agent, eventId, '203.0.113.1').expect(204);
    await report(reporter.agent, eventId, '203.0.113.2').expect(204);
    const tooMany = await report(reporter.agent, eventId, '203.0.113.3').expect(429);
    expect(tooMany.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(tooMany.headers['retry-after']).toBeDefined();
    // Per network: three a day, signed in or not.
    for (let i = 0; i < 3; i++) await report(anonymous(), eventId, '198.51.100.7').expect(204);
    await report(anonymous(), eventId, '198.51.100.7').expect(429);
    await report((await signIn(t.app)).agent, eventId, '198.51.100.7').expect(429);
    // The same key again is the same report, with or without a session (and costs no place).
    const key = randomUUID();
    for (let i = 0; i < 3; i++)
      await anonymous()
        .post(`/api/events/${eventId}/reports`)
        .set('X-Forwarded-For', '192.0.2.9')
        .set('Idempotency-Key', key)
        .send({ reason: 'Once only' })
        .expect(204);
    const bad = await anonymous()
      .post(`/api/events/${eventId}/reports`)
      .set('X-Forwarded-For', '192.0.2.10')
      .send({ reason: '   ' })
      .expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: { reason: [expect.any(String)] } });
    await report(anonymous(), randomUUID(), '192.0.2.11').expect(404);

    const reports = (await consoleOf()).reports.filter((r) => r.eventId === eventId);
    expect(reports.map((r) => r.reason).sort()).toEqual(
      [
        'Once only',
        'Spam seen from 198.51.100.7',
        'Spam seen from 198.51.100.7',
        'Spam seen from 198.51.100.7',
        'Spam seen from 203.0.113.1',
        'Spam seen from 203.0.113.2',
      ].sort(),
    );
    expect(reports[0]).toMatchObject({ eventName: 'Reported party', hostEmail: host.email, eventHidden: false });
    expect(reports.filter((r) => r.signedIn)).toHaveLength(2);
  });

  it('takes a report from the join page’s form without JavaScript, once per form', async () => {
    const eventId = await createEvent(host, { name: 'Form party' });
    const page = await anonymous().get(`/join/${eventId}`).expect(200);
    expect(page.text).toContain(`action="/join/${eventId}/report"`);
    const key = /name="reportKey" value="([0-9a-f-]{36})"/.exec(page.text)![1];
    for (let i = 0; i < 2; i++) {
      const sent = await anonymous()
        .post(`/join/${eventId}/report`)
        .set('Origin', t.origin || 'http://localhost:3000')
        .set('Sec-Fetch-Site', 'same-origin')
        .set('X-Forwarded-For', '192.0.2.50')
        .type('form')
        .send({ reportKey: key, reason: 'Selling <b>tickets</b>' })
        .expect(200);
      expect(sent.text).toContain('Report Sent');
    }
    const refused = await anonymous()
      .post(`/join/${eventId}/report`)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('X-Forwarded-For', '192.0.2.51')
      .type('form')
      .send({ reportKey: randomUUID(), reason: '' })
      .expect(422);
    expect(refused.text).toContain('Report Not Sent');
    await anonymous()
      .post(`/join/${eventId}/report`)
      .set('Sec-Fetch-Site', 'cross-site')
      .type('form')
      .send({ reportKey: randomUUID(), reason: 'Forged' })
      .expect(403);
    const reasons = (await consoleOf()).reports.filter((r) => r.eventId === eventId).map((r) => r.reason);
    expect(reasons).toEqual(['Selling <b>tickets</b>']);
  });

  it('answers a hidden event exactly as a missing one to everyone but the operators, on every surface', async () => {
    const eventId = await createEvent(host, { name: 'Hidden party' });
    const guest = await signIn(t.app);
    await answerRsvp(guest, eventId);
    const linkGuest = await joinAsGuest(t.app, eventId, { name: 'Linda Link' });
    const token = linkGuest.personalLink.slice(linkGuest.personalLink.indexOf('#') + 1);
    const namedByLink = async () =>
      ((await anonymous().post('/api/guest-link/preview').send({ token }).expect(200)).body as { events: unknown[] })
        .events;
    expect(await namedByLink()).toEqual([expect.objectContaining({ id: eventId })]);
    const missing = randomUUID();
    // Its cover is public (the join page shows it to anyone with the link) until the event is hidden.
    const cover = new URL((await uploadPhoto(host, `/api/events/${eventId}/cover`, await png())).src, t.origin)
      .pathname;
    await anonymous().get(cover).expect(200);
    const surfaces = (id: string) => [
      `/api/events/${id}`,
      `/api/events/${id}/dishes`,
      `/api/events/${id}/calendar.ics`,
      `/api/public/events/${id}`,
    ];
    // The host's list is answered (and kept, with its ETag) before the event is hidden: hiding must not be missed.
    expect((await host.agent.get('/api/events').expect(200)).body).toContainEqual(
      expect.objectContaining({ id: eventId }),
    );
    await operator.agent.put(`/api/admin/events/${eventId}/hidden`).send({ hidden: true }).expect(204);

    for (const [who, agent] of [
      ['host', host.agent],
      ['guest', guest.agent],
      ['anonymous', anonymous()],
    ] as const) {
      const paths = who === 'anonymous' ? [`/api/public/events/${eventId}`] : surfaces(eventId);
      for (const [i, path] of paths.entries()) {
        const hidden = await (who === 'anonymous' ? anonymous() : agent).get(path);
        const gone = await (who === 'anonymous' ? anonymous() : agent).get(
          (who === 'anonymous' ? [`/api/public/events/${missing}`] : surfaces(missing))[i],
        );
        expect({ who, path, status: hidden.status, body: hidden.body as unknown }).toEqual({
          who,
          path,
          status: 404,
          body: gone.body as unknown,
        });
      }
    }
    for (const agent of [anonymous(), host.agent, guest.agent]) await agent.get(cover).expect(404);
    // A guest's personal link no longer names it.
    expect(await namedByLink()).toEqual([]);
    const page = await anonymous().get(`/join/${eventId}`).expect(404);
    const missingPage = await anonymous().get(`/join/${missing}`).expect(404);
    expect(page.text).toBe(missingPage.text);
    await anonymous().post(`/api/events/${eventId}/reports`).send({ reason: 'Still there?' }).expect(404);
    // Live updates: joining it is refused as joining an unknown event is.
    const follower = await signInCookie(t.app, 'Follower');
    const socket = new TestSocket(t.wsUrl, { origin: t.origin, cookie: follower.cookie });
    await socket.opened;
    for (const id of [eventId, missing]) {
      socket.send({ type: 'join_event', eventId: id });
      expect(await socket.next()).toEqual({
        type: 'error',
        code: 'EVENT_NOT_FOUND',
        message: 'Event not found',
        eventId: id,
      });
    }
    socket.ws.close();
    expect((await host.agent.get('/api/events').expect(200)).body).not.toContainEqual(
      expect.objectContaining({ id: eventId }),
    );

    // The operators still see it, and may show it again.
    await operator.agent.get(`/api/events/${eventId}`).expect(200);
    await operator.agent.get(cover).expect(200);
    await operator.agent.put(`/api/admin/events/${eventId}/hidden`).send({ hidden: false }).expect(204);
    await anonymous().get(cover).expect(200);
    await host.agent.get(`/api/events/${eventId}`).expect(200);
    await anonymous().get(`/join/${eventId}`).expect(200);
  });

  it('ends a blocked account’s sessions at once, refuses its sign-in and hides its events', async () => {
    const blocked = await signIn(t.app, { firstName: 'Spammer' });
    const eventId = await createEvent(blocked, { name: 'Spam party' });
    const linkGuest = await joinAsGuest(t.app, eventId, { name: 'Lee Link' });
    const token = linkGuest.personalLink.slice(linkGuest.personalLink.indexOf('#') + 1);
    const namedByLink = async () =>
      ((await anonymous().post('/api/guest-link/preview').send({ token }).expect(200)).body as { events: unknown[] })
        .events;
    expect(await namedByLink()).toEqual([expect.objectContaining({ id: eventId })]);
    await blocked.agent.get('/api/auth/user').expect(200);
    await operator.agent
      .put('/api/admin/blocks')
      .send({ email: blocked.email.toUpperCase(), blocked: true })
      .expect(204);

    // The very next request: the session is gone.
    await blocked.agent.get('/api/auth/user').expect(401);
    await blocked.agent.post('/api/events').send(eventBody()).expect(401);
    const again = await request(t.app.getHttpServer())
      .post('/api/login/dev')
      .type('form')
      .send({ email: blocked.email, firstName: 'Spammer', lastName: 'User' })
      .expect(403);
    expect(again.body).toMatchObject({ code: 'ACCOUNT_BLOCKED' });
    await anonymous().get(`/api/public/events/${eventId}`).expect(404);
    await anonymous().get(`/join/${eventId}`).expect(404);
    // A guest's personal link no longer names it either.
    expect(await namedByLink()).toEqual([]);
    await operator.agent.get(`/api/events/${eventId}`).expect(200);
    await operator.agent.put('/api/admin/blocks').send({ email: OPERATOR, blocked: true }).expect(422);

    const console = await consoleOf();
    expect(console.blockedAccounts).toContainEqual(expect.objectContaining({ email: blocked.email }));
    expect(console.figures.blockedAccounts).toBeGreaterThanOrEqual(1);

    await operator.agent.put('/api/admin/blocks').send({ email: blocked.email, blocked: false }).expect(204);
    await anonymous().get(`/api/public/events/${eventId}`).expect(200);
    const back = await signIn(t.app, { email: blocked.email });
    expect(back.id).toBe(blocked.id);
  });

  it('writes every operator action to the audit log: who, what, when and on what', async () => {
    const eventId = await createEvent(host, { name: 'Audited party' });
    const before = Date.now();
    await operator.agent.put(`/api/admin/events/${eventId}/hidden`).send({ hidden: true }).expect(204);
    await operator.agent.put(`/api/admin/events/${eventId}/hidden`).send({ hidden: false }).expect(204);
    await operator.agent.delete(`/api/admin/events/${eventId}`).expect(204);
    await host.agent.get(`/api/events/${eventId}`).expect(404);
    await operator.agent.delete(`/api/admin/events/${eventId}`).expect(404);

    const { audit } = await consoleOf();
    const mine = audit.filter((a) => a.target.includes(eventId));
    expect(mine.map((a) => a.action)).toEqual(['delete_event', 'unhide_event', 'hide_event']);
    for (const line of mine) {
      expect(line.operatorEmail).toBe(OPERATOR);
      expect(line.target).toContain('Audited party');
      expect(line.target).toContain(host.email);
      expect(Date.parse(line.at)).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['block_account', 'unblock_account']));
  });

  it('shows what every process counted: the limit this one just hit, and what another replica added', async () => {
    const counts = t.app.get(InstanceCounts);
    await counts.flush();
    const before = (await consoleOf()).figures;
    const eventId = await createEvent(host, { name: 'Counted party' });
    for (let i = 0; i < 3; i++) await report(anonymous(), eventId, '198.51.100.99').expect(204);
    await report(anonymous(), eventId, '198.51.100.99').expect(429);
    // A replica adds its own count (other test files' apps share the table, so the figures only grow).
    await t.app.get(DataSource).query(
      `INSERT INTO "instance_counts" ("name", "n") VALUES ('mailsSent', 5)
           ON CONFLICT ("name") DO UPDATE SET "n" = "instance_counts"."n" + 5`,
    );
    const after = (await consoleOf()).figures;
    expect(after.limitsHit - before.limitsHit).toBeGreaterThanOrEqual(1);
    expect(after.mailsSent - before.mailsSent).toBeGreaterThanOrEqual(5);
    // Once flushed, this process's count is the table's: counted once, not twice.
    await counts.flush();
    const flushed = (await consoleOf()).figures;
    expect(flushed.limitsHit).toBeGreaterThanOrEqual(after.limitsHit);
    const [row]: { n: string }[] = await t.app
      .get(DataSource)
      .query(`SELECT "n" FROM "instance_counts" WHERE "name" = 'limitsHit'`);
    expect(Number(row.n)).toBeGreaterThanOrEqual(1);
  });
});

/**
 * Who may create events is one row every app on a database reads: closed on the shared test database, it would refuse
 * the events of the test files running beside this one. This part runs on a database of its own.
 */
describe('operator console: who may create events', () => {
  const t = useTestApp(async () => ({ OPERATOR_EMAILS: OPERATOR, DATABASE_URL: await ownDatabase('creation_policy') }));
  let operator: TestUser;

  beforeAll(async () => {
    operator = await signIn(t.app, { email: OPERATOR });
  });

  const consoleOf = async (): Promise<OperatorConsole> =>
    (await operator.agent.get('/api/admin/console').expect(200)).body as OperatorConsole;

  it('holds event creation to the policy the operators choose: an allowlist, or operators only', async () => {
    const allowed = await signIn(t.app, { email: `ana-${randomUUID()}@allowed.test` });
    const named = await signIn(t.app, { email: `bo-${randomUUID()}@elsewhere.test` });
    const other = await signIn(t.app, { email: `cy-${randomUUID()}@elsewhere.test` });
    await operator.agent
      .put('/api/admin/creation-policy')
      .send({ mode: 'allowlist', allowlist: ['@Allowed.test', named.email, 'not a domain'] })
      .expect(400);
    await operator.agent
      .put('/api/admin/creation-policy')
      .send({ mode: 'allowlist', allowlist: ['@Allowed.test', named.email] })
      .expect(204);
    expect((await consoleOf()).creationPolicy).toEqual({ mode: 'allowlist', allowlist: ['allowed.test', named.email] });
    await createEvent(allowed);
    const namedEvent = await createEvent(named);
    const refused = await other.agent.post('/api/events').send(eventBody());
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'EVENT_CREATION_CLOSED' });

    await operator.agent.put('/api/admin/creation-policy').send({ mode: 'operators', allowlist: [] }).expect(204);
    const closed = await allowed.agent.post('/api/events').send(eventBody());
    expect(closed.body).toMatchObject({ code: 'EVENT_CREATION_CLOSED' });
    expect(closed.status).toBe(403);
    // The operators still may, a series (which makes events) too; the allowed host's series is refused now.
    const mine = await createEvent(operator);
    await operator.agent.post(`/api/events/${mine}/series`).send({ frequency: 'weekly' }).expect(201);
    const series = await named.agent.post(`/api/events/${namedEvent}/series`).send({ frequency: 'weekly' });
    expect({ status: series.status, code: (series.body as { code?: string }).code }).toEqual({
      status: 403,
      code: 'EVENT_CREATION_CLOSED',
    });
    const next = await named.agent.post(`/api/events/${namedEvent}/next-potluck`).send({ day: '2027-11-26' });
    expect({ status: next.status, code: (next.body as { code?: string }).code }).toEqual({
      status: 403,
      code: 'EVENT_CREATION_CLOSED',
    });

    await operator.agent.put('/api/admin/creation-policy').send({ mode: 'everyone', allowlist: [] }).expect(204);
    await createEvent(other);
    const { audit } = await consoleOf();
    expect(audit.filter((a) => a.action === 'set_creation_policy').map((a) => a.operatorEmail)).toEqual([
      OPERATOR,
      OPERATOR,
      OPERATOR,
    ]);
  });
});
