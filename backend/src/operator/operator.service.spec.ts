import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { SessionService } from '../auth/session.service';
import type { User } from '../contracts/user.rules';
import { CreationPolicyService } from '../creation-policy/creation-policy.service';
import type { EventAccessService } from '../events/event-access.service';
import { loadConfig } from '../platform/config/config.schema';
import type { DomainEventsService } from '../platform/domain-events/domain-events.service';
import { InstanceCounts } from '../platform/metrics/instance-counts';
import type { MetricsService } from '../platform/metrics/metrics.service';
import type { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import type { UsersService } from '../users/users.service';
import { OperatorRepository } from './operator.repository';
import { OperatorService } from './operator.service';
import { ReportsService } from './reports.service';

const EVENT = '3f0e9a8e-5b1c-4e0e-9d5e-2f7c1a9b6d41';
const person = (email: string, isGuest = false) => ({ id: `id-${email}`, email, isGuest }) as User;
const OPERATOR_EMAIL = 'ops@example.org';
const OPERATOR = person(OPERATOR_EMAIL);

/** A database that answers each statement the console sends, and remembers them in order. */
function fakeDb(state: { event: boolean; account: { id: string; email: string } | null }) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const query = jest.fn(async (sql: string, params: unknown[] = []) => {
    sent.push({ sql, params });
    if (sql.includes('SELECT e."name", h."email"')) return state.event ? [{ name: 'Spam', email: 'host@x.org' }] : [];
    if (sql.startsWith('UPDATE "events" SET "hiddenAt"')) return [[], state.event ? 1 : 0];
    if (sql.includes('"version"::int')) return [{ version: 7 }];
    if (sql.includes('lower("email") = lower($1)')) return state.account ? [{ ...state.account, blocked: false }] : [];
    if (sql.includes('SELECT "id" FROM "events" WHERE "hostId"')) return [{ id: 'e1' }, { id: 'e2' }];
    if (sql.includes('FILTER (WHERE NOT "isGuest")')) return [{ accounts: 3, guests: 4 }];
    if (sql.includes('AS "hiddenEvents"')) return [{ events: 5, hiddenEvents: 1, blockedAccounts: 0, reports: 1 }];
    if (sql.includes('FROM "event_reports" r'))
      return [{ id: 'r1', eventId: EVENT, reason: 'Spam', signedIn: false, createdAt: new Date(0) }];
    if (sql.includes('FROM "operator_actions"'))
      return [
        { id: 'a1', operatorEmail: OPERATOR_EMAIL, action: 'hide_event', target: 'Spam', createdAt: new Date(0) },
      ];
    if (sql.includes('SELECT 1 FROM "event_reports" WHERE "formKey"')) return params[0] === TAKEN ? [{}] : [];
    // What the other processes have added to the instance's totals.
    if (sql.includes('FROM "instance_counts"')) return [{ name: 'mailsSent', n: '10', since: new Date(5) }];
    return [];
  });
  const db = { query, transaction: (work: (tx: unknown) => Promise<unknown>) => work({ query }) };
  return {
    db: db as unknown as DataSource,
    query,
    sent: () => sent.map((s) => s.sql.replace(/\s+/g, ' ').trim()),
  };
}
const TAKEN = '11111111-2222-4333-8444-555555555555';

const counter = (values: { value: number; outcome?: string }[]) => ({
  get: async () => ({ values: values.map(({ value, outcome }) => ({ value, labels: { outcome } })) }),
});

function consoleWith(state: Parameters<typeof fakeDb>[0], env: Record<string, string> = {}) {
  const { db, query, sent } = fakeDb(state);
  const config = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', OPERATOR_EMAILS: OPERATOR_EMAIL, ...env });
  const sessions = { endAllOf: jest.fn(async () => undefined) };
  const users = { forget: jest.fn() };
  const domainEvents = { publish: jest.fn(), notice: jest.fn() };
  const metrics = {
    mails: counter([
      { value: 2, outcome: 'sent' },
      { value: 5, outcome: 'failed' },
    ]),
    pushes: counter([{ value: 1, outcome: 'sent' }]),
    texts: counter([]),
    limitsHit: counter([{ value: 4 }, { value: 1 }]),
  };
  const policy = new CreationPolicyService(db, config);
  const service = new OperatorService(
    new OperatorRepository(db),
    sessions as unknown as SessionService,
    users as unknown as UsersService,
    policy,
    domainEvents as unknown as DomainEventsService,
    new InstanceCounts(db, metrics as unknown as MetricsService),
    config,
  );
  return { service, policy, sent, sessions, users, domainEvents, query };
}

describe('the operator console (service, its collaborators replaced)', () => {
  it('refuses anyone the configuration does not name, a guest with an operator’s address too, and sends nothing', async () => {
    const c = consoleWith({ event: true, account: null });
    for (const who of [person('someone@example.org'), person(OPERATOR_EMAIL, true)]) {
      await expect(c.service.console(who)).rejects.toMatchObject({ status: 403, code: 'OPERATOR_ONLY' });
      await expect(c.service.setHidden(who, EVENT, true)).rejects.toMatchObject({ code: 'OPERATOR_ONLY' });
    }
    expect(c.sent()).toEqual([]);
  });

  it('reads the instance-wide figures (sent only, every limit), the reports, the policy (its default from the configuration) and the log', async () => {
    const c = consoleWith({ event: true, account: null }, { EVENT_CREATION: 'operators' });
    const answer = await c.service.console(OPERATOR);
    // Mails: this process's 2 and the 10 the others added; counted since the instance's first addition.
    expect(answer.figures).toMatchObject({ accounts: 3, guests: 4, events: 5, mailsSent: 12, pushesSent: 1 });
    expect(answer.figures.since).toBe('1970-01-01T00:00:00.005Z');
    expect(answer.figures).toMatchObject({ textsSent: 0, limitsHit: 5, hiddenEvents: 1 });
    expect(answer.reports).toEqual([expect.objectContaining({ id: 'r1', createdAt: '1970-01-01T00:00:00.000Z' })]);
    expect(answer.creationPolicy).toEqual({ mode: 'operators', allowlist: [] });
    expect(answer.audit).toEqual([expect.objectContaining({ action: 'hide_event', at: '1970-01-01T00:00:00.000Z' })]);
  });

  it('hides an event with its audit line in the same transaction, and tells open pages only when it shows again', async () => {
    const c = consoleWith({ event: true, account: null });
    await c.service.setHidden(OPERATOR, EVENT, true);
    expect(c.domainEvents.publish).not.toHaveBeenCalled();
    // This process's caches hear of the new version at once (a read right after is not answered from the one before).
    expect(c.domainEvents.notice).toHaveBeenCalledWith({ kind: 'version', eventId: EVENT, version: 7 });
    await c.service.setHidden(OPERATOR, EVENT, false);
    expect(c.domainEvents.publish).toHaveBeenCalledWith({ type: 'event_updated', eventId: EVENT, seq: 7 });
    const audit = c.query.mock.calls.filter(([sql]) => String(sql).startsWith('INSERT INTO "operator_actions"'));
    expect(audit.map(([, params]) => params)).toEqual([
      [OPERATOR_EMAIL, 'hide_event', `Spam (${EVENT}, host host@x.org)`],
      [OPERATOR_EMAIL, 'unhide_event', `Spam (${EVENT}, host host@x.org)`],
    ]);
  });

  it('answers an unknown or malformed event as missing, and writes nothing', async () => {
    const c = consoleWith({ event: false, account: null });
    await expect(c.service.setHidden(OPERATOR, EVENT, true)).rejects.toMatchObject({ code: 'EVENT_NOT_FOUND' });
    await expect(c.service.deleteEvent(OPERATOR, 'nope')).rejects.toMatchObject({ code: 'EVENT_NOT_FOUND' });
    expect(c.sent().filter((sql) => /^(INSERT|DELETE)/.test(sql))).toEqual([]);
  });

  it('deletes an event after writing its audit line, and tells open pages it is gone', async () => {
    const c = consoleWith({ event: true, account: null });
    await c.service.deleteEvent(OPERATOR, EVENT);
    const writes = c.sent().filter((sql) => /^(INSERT|DELETE)/.test(sql));
    expect(writes).toEqual([
      expect.stringMatching(/^INSERT INTO "operator_actions"/),
      'DELETE FROM "events" WHERE "id" = $1',
    ]);
    expect(c.domainEvents.publish).toHaveBeenCalledWith({ type: 'event_deleted', eventId: EVENT });
  });

  it('blocks an account: its sessions end, its cached user goes, its events are read again; never an operator', async () => {
    const account = { id: 'u9', email: 'spam@example.org' };
    const c = consoleWith({ event: true, account });
    await c.service.setBlocked(OPERATOR, { email: account.email, blocked: true });
    expect(c.sessions.endAllOf).toHaveBeenCalledWith(expect.anything(), 'u9');
    expect(c.users.forget).toHaveBeenCalledWith('u9');
    expect(c.sent().filter((sql) => sql.startsWith('UPDATE "events" SET "versionTx"'))).toHaveLength(2);
    expect(c.domainEvents.notice.mock.calls).toEqual([
      [{ kind: 'version', eventId: 'e1', version: 7 }],
      [{ kind: 'version', eventId: 'e2', version: 7 }],
    ]);
    await c.service.setBlocked(OPERATOR, { email: account.email, blocked: false });
    expect(c.sessions.endAllOf).toHaveBeenCalledTimes(1);

    const self = consoleWith({ event: true, account: { id: 'op', email: OPERATOR_EMAIL } });
    await expect(self.service.setBlocked(OPERATOR, { email: OPERATOR_EMAIL, blocked: true })).rejects.toMatchObject({
      status: 422,
    });
    const nobody = consoleWith({ event: true, account: null });
    await expect(nobody.service.setBlocked(OPERATOR, { email: 'x@y.org', blocked: true })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('stores who may create events with its audit line, and holds accounts to it (operators always may)', async () => {
    const c = consoleWith({ event: true, account: null });
    await c.service.setCreationPolicy(OPERATOR, { mode: 'allowlist', allowlist: ['a.org', 'a.org', 'bo@b.org'] });
    const upsert = c.query.mock.calls.find(([sql]) => String(sql).startsWith('INSERT INTO "instance_settings"'));
    expect(upsert?.[1]).toEqual(['allowlist', ['a.org', 'bo@b.org']]);
    const audit = c.query.mock.calls.find(([sql]) => String(sql).startsWith('INSERT INTO "operator_actions"'));
    expect(audit?.[1]).toEqual([OPERATOR_EMAIL, 'set_creation_policy', 'allowlist: a.org, bo@b.org']);

    const closed = consoleWith({ event: true, account: null }, { EVENT_CREATION: 'operators' });
    await expect(closed.policy.assertMayCreate(person('ana@a.org'))).rejects.toMatchObject({
      status: 403,
      code: 'EVENT_CREATION_CLOSED',
    });
    await expect(closed.policy.assertMayCreate(OPERATOR)).resolves.toBeUndefined();
  });
});

describe('reports of events (service, its collaborators replaced)', () => {
  function reportsWith() {
    const { db, sent } = fakeDb({ event: true, account: null });
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' });
    const access = { requireVisible: jest.fn(async () => ({})) };
    const limits = { enforce: jest.fn(async (_key: string) => undefined) };
    const service = new ReportsService(
      new OperatorRepository(db),
      access as unknown as EventAccessService,
      limits as unknown as RateLimitService,
      config,
    );
    const req = { ip: '2001:db8:1:2:3:4:5:6', socket: {} } as unknown as Request;
    return { service, limits, access, sent, req };
  }

  it('counts a report per network, and per person when signed in, then keeps it', async () => {
    const r = reportsWith();
    await r.service.report(r.req, null, EVENT, { reason: 'Spam' }, null);
    await r.service.report(r.req, person('ana@a.org'), EVENT, { reason: 'Spam' }, 'not-a-uuid');
    expect(r.limits.enforce.mock.calls.map(([key]) => key)).toEqual([
      'reports:net:2001:db8:1:2::/64',
      'reports:net:2001:db8:1:2::/64',
      'reports:user:id-ana@a.org',
    ]);
    expect(r.sent().filter((sql) => sql.startsWith('INSERT INTO "event_reports"'))).toHaveLength(2);
  });

  it('takes a key once: the same key again counts nothing and keeps nothing more', async () => {
    const r = reportsWith();
    await r.service.report(r.req, null, EVENT, { reason: 'Spam' }, TAKEN);
    expect(r.limits.enforce).not.toHaveBeenCalled();
    expect(r.sent().filter((sql) => sql.startsWith('INSERT'))).toEqual([]);
  });

  it('asks first whether the event may be seen at all (a hidden one is missing)', async () => {
    const r = reportsWith();
    r.access.requireVisible.mockRejectedValueOnce(new Error('missing'));
    await expect(r.service.report(r.req, null, EVENT, { reason: 'Spam' }, null)).rejects.toThrow('missing');
    expect(r.limits.enforce).not.toHaveBeenCalled();
  });
});
