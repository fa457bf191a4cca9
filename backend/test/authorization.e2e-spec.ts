import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { generateVAPIDKeys } from 'web-push';
import { controllersOf } from '../src/platform/docs/openapi';
import { accessOf, type RouteAccess } from '../src/platform/common/route-access';
import { HealthController } from '../src/platform/health/health.controller';
import { ETAG_KIND } from '../src/platform/versions/versioned-answer.interceptor';
import { answerRsvp, createDish, createEvent, eventBody } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';
import { writeBuiltShell } from './support/built-shell';
import { expectedAnswer, ROLES, type Role } from './support/route-access';

/**
 * Authorization from the routes' own declarations: every route the app serves declares who may call it (`access`
 * in `@ApiRoute`, `@Access` on a page), and each declaration is held against the running app.
 *
 * - Every refusal the declaration implies (support/route-access.ts: 401 without a session, 403 for the wrong role,
 *   404 for someone removed from the event) is asked for, on fixtures built once: a refusal changes nothing, which
 *   the test checks at the end.
 * - Every read is asked by every role the declaration admits, and must not be refused.
 * - A change is made by each admitted role for one route of every access level, each on a fresh fixture.
 *
 * Roles: anonymous (no session); guest (joined another event from its link, no account, has this event's id);
 * stranger (signed in, has the id, no RSVP); answered (RSVPed Going); contributor (Going, brought the dish and wrote
 * the comment the routes name); co_host; host; removed (RSVPed, then removed by the host).
 */

const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A valid body for each mutation, so that only authorization decides the answer. */
function bodyFor(route: string): object | undefined {
  if (route === 'PUT /api/profile') return { nickname: 'Matrix' };
  if (route === 'PUT /api/locale') return { locale: 'es' };
  if (route === 'POST /api/login/dev') return { email: `matrix-${randomUUID()}@example.test` };
  if (route === 'POST /api/events' || route === 'PUT /api/events/:id') return eventBody({ name: 'Matrix party' });
  if (route === 'POST /api/events/:eventId/rsvp') return { status: 'attending', adultCount: 1, kidCount: 0 };
  if (route.includes('co-hosts')) return { coHost: true };
  if (route.endsWith('/kitchen') && route.includes(':dishId')) return { stove: true, arrivesAt: '2026-12-04T18:00' };
  if (route === 'PUT /api/events/:id/kitchen') return { ovens: 1, outlets: 2, fridgeShelves: null };
  if (route.endsWith('/cover') || route.endsWith('/photo') || route.endsWith('/receipt'))
    return Buffer.from(ONE_PIXEL_PNG, 'base64');
  if (route.endsWith('/photo-settings')) return { publicCover: true, publicDishPhotos: true };
  if (route === 'POST /api/events/:id/next-potluck') return { day: '2027-11-26' };
  if (route.endsWith('/after-note')) return { note: 'Matrix recipe' };
  if (route.endsWith('/container')) return { left: true };
  if (route.endsWith('/thank-you')) return { thankYou: 'Matrix thanks' };
  if (route.includes('dishes/:dishId') || route === 'POST /api/events/:eventId/dishes')
    return { name: 'Matrix mash', category: 'side_dish' };
  if (route === 'POST /api/events/:eventId/guest-join') return { name: 'Matrix Guest', adultCount: 1, kidCount: 0 };
  if (route.startsWith('POST /api/guest-link/')) return { token: 'A'.repeat(43) };
  if (route === 'POST /api/guest-merge') return { guestId: randomUUID() };
  if (route === 'POST /api/events/:eventId/invitations') return { email: `invitee-${randomUUID()}@example.test` };
  if (route === 'POST /api/events/:eventId/invitations/bulk')
    return { rows: [{ email: `invitee-${randomUUID()}@example.test` }], send: false };
  if (route === 'PUT /api/notification-settings') return { emailReminders: true, hostDigest: false };
  if (route === 'POST /api/push/subscriptions')
    return {
      endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    };
  if (route === 'DELETE /api/push/subscriptions') return { endpoint: 'https://fcm.googleapis.com/fcm/send/none' };
  if (route.endsWith('/announcements')) return { body: 'Matrix news', audience: 'everyone', includeWaitlist: true };
  if (route.endsWith('/talk-mute')) return { muted: true };
  if (route === 'POST /api/events/:eventId/questions') return { body: 'Matrix question?' };
  if (route.endsWith('/answer')) return { answer: 'Matrix answer' };
  if (route === 'POST /api/events/:eventId/comments' || route === 'PUT /api/comments/:commentId')
    return { body: 'Matrix words' };
  if (route.endsWith('/reactions')) return { reaction: 'heart', on: true };
  if (route.endsWith('/thread')) return { closed: true };
  if (route.endsWith('/date-poll/answers')) return { answers: [{ optionId: pollOptionId, answer: 'yes' }] };
  if (route.endsWith('/date-poll/pick')) return { optionId: pollOptionId };
  if (route === 'POST /api/events/:eventId/series') return { frequency: 'weekly' };
  if (route.endsWith('/series/following')) return eventBody();
  if (route === 'PUT /api/notification-settings/conversation') return { channel: 'digest' };
  if (route === 'PUT /api/admin/creation-policy') return { mode: 'everyone', allowlist: [] };
  if (route === 'PUT /api/admin/events/:eventId/hidden') return { hidden: true };
  if (route === 'PUT /api/admin/blocks') return { email: 'nobody@example.test', blocked: true };
  if (route === 'POST /api/events/:eventId/reports') return { reason: 'Matrix report' };
  if (route === 'POST /api/events/:eventId/jobs' || route === 'PUT /api/events/:eventId/jobs/:jobId')
    return { title: 'Matrix job', needed: 1 };
  if (route === 'PUT /api/events/:eventId/nudge') return { hours: 24 };
  if (route === 'POST /api/events/:eventId/costs' || route === 'PUT /api/events/:eventId/costs/:costId')
    return { what: 'Matrix ice', amountMinor: 500 };
  if (route.endsWith('/costs/settings'))
    return { currency: 'EUR', recorders: 'managers', split: 'household', kidWeight: 50 };
  if (route.endsWith('/costs/my-share')) return { paid: true, paidMinor: 0 };
  if (route.endsWith('/confirm')) return { confirmed: true };
  if (route === 'PUT /api/events/:eventId/check-ins/:rsvpId') return { withDish: true };
  if (route === 'POST /api/events/:eventId/door-helpers') return { email: 'nobody-at-the-door@example.test' };
  return undefined;
}

/** The option of the cell's date poll, for the date-poll routes' bodies (set by openDatePoll). */
let pollOptionId = randomUUID();

/** Turns the cell's event into one still polling for its date, with two options. */
async function openDatePoll(db: DataSource, eventId: string): Promise<void> {
  pollOptionId = randomUUID();
  await db.query(`UPDATE "events" SET "date" = NULL WHERE "id" = $1`, [eventId]);
  await db.query(
    `INSERT INTO "date_poll_options" ("id", "eventId", "startsAt") VALUES ($1, $2, now() + interval '7 days'),
       (gen_random_uuid(), $2, now() + interval '14 days')`,
    [pollOptionId, eventId],
  );
}

/** Query parameters a read needs, so that only authorization decides the answer. */
function queryFor(route: string): string {
  if (route === 'GET /api/planning/slot-suggestion') return '?people=12';
  if (route.endsWith('/duplicates')) return '?name=samosa';
  return '';
}

interface Fixture {
  users: Record<Exclude<Role, 'anonymous'>, TestUser>;
  eventId: string;
  dishId: string;
  /** The answered guest's RSVP (the one the host may remove). */
  rsvpId: string;
  /** A guest on the waitlist (the event is full), named by routes about one guest. */
  waitingId: string;
  /** The contributor's comment in the thread and the answered guest's question to the host. */
  commentId: string;
  questionId: string;
}

/** Routes about one removed person name the removed guest; other routes about one guest name the waiting one. */
const personFor = (route: string, f: Fixture): string =>
  route.includes('/removals/') ? f.users.removed.id : f.waitingId;

/** One change per access level, made by every role the level admits (on a fresh fixture each). */
const CHANGE_OF_LEVEL: Record<RouteAccess, string> = {
  public: 'PUT /api/locale',
  'signed-in': 'PUT /api/profile',
  guest: 'POST /api/guest/link',
  account: 'POST /api/events',
  'event-read': 'POST /api/events/:eventId/comments',
  'event-manage': 'PUT /api/events/:id',
  'event-own': 'PUT /api/events/:eventId/co-hosts/:userId',
  'event-costs': 'POST /api/events/:eventId/costs',
  'event-door': 'PUT /api/events/:eventId/check-ins/:rsvpId',
  author: 'PUT /api/comments/:commentId',
  'author-or-manager': 'PUT /api/dishes/:dishId',
  // Made by an operator, whom no role of the fixture plays (see OPERATOR below).
  operator: 'PUT /api/admin/creation-policy',
};

/** The operator the test app names in OPERATOR_EMAILS: an account, a stranger to every fixture's event. */
const OPERATOR = 'operator-matrix@example.test';

interface Declared {
  route: string;
  access: RouteAccess | undefined;
}

describe('authorization (route declarations × roles)', () => {
  const vapid = generateVAPIDKeys();
  const t = useTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    FRONTEND_DIST: writeBuiltShell(),
    OPERATOR_EMAILS: OPERATOR,
  });
  let app: INestApplication;
  let routes: string[];
  let declared: Declared[];
  /** Fixtures built once for the refusals and reads: a plain event, one polling for its date, one in a series. */
  let plain: Fixture;
  let polling: Fixture;
  let series: Fixture;

  beforeAll(async () => {
    ({ app } = t);
    const router = (
      app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    routes = router.stack.flatMap((layer) =>
      layer.route ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`) : [],
    );
    declared = declarationsOf(controllersOf(app.get(ModulesContainer)), routes);
    [plain, polling, series] = await Promise.all([fixture(), fixture(), fixture()]);
    await openDatePoll(app.get(DataSource), polling.eventId);
    await series.users.host.agent
      .post(`/api/events/${series.eventId}/series`)
      .send({ frequency: 'weekly' })
      .expect(201);
  });

  /** Each handler's route as Express serves it (the API's under /api, the pages' at their own path). */
  function declarationsOf(controllers: Type[], served: string[]): Declared[] {
    return controllers.flatMap((controller) => {
      const base = (Reflect.getMetadata(PATH_METADATA, controller) as string | undefined) ?? '';
      const proto = controller.prototype as Record<string, object>;
      return Object.getOwnPropertyNames(proto).flatMap((name) => {
        const handler = proto[name];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (name === 'constructor' || method === undefined) return [];
        const path = [base, Reflect.getMetadata(PATH_METADATA, handler) as string]
          .flatMap((p) => p.split('/'))
          .filter(Boolean)
          .join('/');
        const candidates = [`${RequestMethod[method]} /api/${path}`, `${RequestMethod[method]} /${path}`];
        const route = candidates.find((r) => served.includes(r)) ?? candidates[0];
        return [{ route, access: accessOf(handler) }];
      });
    });
  }

  async function fixture(): Promise<Fixture> {
    const [host, stranger, answered, contributor, coHost, waiting, removed] = await Promise.all([
      signIn(app, { firstName: 'Host' }),
      signIn(app, { firstName: 'Stranger' }),
      signIn(app, { firstName: 'Answered' }),
      signIn(app, { firstName: 'Contributor' }),
      signIn(app, { firstName: 'CoHost' }),
      signIn(app, { firstName: 'Waiting' }),
      signIn(app, { firstName: 'Removed' }),
    ]);
    // Three places: the answered guest, the contributor and the co-host; the last to answer waits.
    const eventId = await createEvent(host, { capacity: 3 });
    const guest = await joinAsGuest(app, await createEvent(host), { email: `guest-${randomUUID()}@example.test` });
    await Promise.all([answerRsvp(answered, eventId), answerRsvp(contributor, eventId), answerRsvp(coHost, eventId)]);
    await answerRsvp(waiting, eventId);
    await answerRsvp(removed, eventId);
    await host.agent.put(`/api/events/${eventId}/co-hosts/${coHost.id}`).send({ coHost: true }).expect(204);
    const dishId = await createDish(contributor, eventId);
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    const answers = (detail.body as { rsvps: { id: string; userId: string }[] }).rsvps;
    const rsvpId = answers.find((r) => r.userId === answered.id)!.id;
    const removedRsvpId = answers.find((r) => r.userId === removed.id)!.id;
    await host.agent.delete(`/api/events/${eventId}/rsvps/${removedRsvpId}`).expect(204);
    const comment = await contributor.agent.post(`/api/events/${eventId}/comments`).send({ body: 'Hi' }).expect(201);
    const question = await answered.agent.post(`/api/events/${eventId}/questions`).send({ body: 'Hi?' }).expect(201);
    return {
      users: { host, guest, stranger, answered, contributor, co_host: coHost, removed },
      eventId,
      dishId,
      rsvpId,
      waitingId: waiting.id,
      commentId: (comment.body as { id: string }).id,
      questionId: (question.body as { id: string }).id,
    };
  }

  /** The fixture a route's cell uses: date-poll routes need a poll, series routes a series. */
  const fixtureFor = (route: string): Fixture => {
    if (route.includes('/date-poll')) return polling;
    return route.includes('/series') && route !== 'POST /api/events/:eventId/series' ? series : plain;
  };

  async function ask(route: string, role: Role, f: Fixture, as?: TestUser) {
    const [method, pattern] = route.split(' ');
    const path =
      pattern
        .replace(':eventId', f.eventId)
        .replace(':id', f.eventId)
        .replace(':dishId', f.dishId)
        .replace(':rsvpId', f.rsvpId)
        .replace(':commentId', f.commentId)
        .replace(':questionId', f.questionId)
        .replace(':token', 'not-a-valid-token')
        .replace(':userId', personFor(route, f)) + queryFor(route);
    const client = as ? as.agent : role === 'anonymous' ? request(app.getHttpServer()) : f.users[role].agent;
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let req = client[verb](path);
    const body = bodyFor(route);
    if (body) req = req.send(body);
    return req;
  }

  it('has an access declaration on every route the app serves', () => {
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = declared.filter((d) => !d.access).map((d) => d.route);
    const unknown = routes.filter((r) => !declared.some((d) => d.route === r));
    expect({ undeclared, unknown }).toEqual({ undeclared: [], unknown: [] });
  });

  it('puts the write limits then idempotency on every change, the versioned answers on marked reads, none elsewhere', () => {
    const attached = ['MutationRateLimitInterceptor', 'IdempotencyInterceptor', 'VersionedAnswerInterceptor'];
    const writes = [RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE];
    const wrong: string[] = [];
    for (const controller of controllersOf(app.get(ModulesContainer))) {
      const proto = controller.prototype as Record<string, object>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (name === 'constructor' || method === undefined) continue;
        const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as object[];
        const ours = interceptors.map((i) => i.constructor.name).filter((n) => attached.includes(n));
        const expected = writes.includes(method)
          ? attached.slice(0, 2)
          : Reflect.getMetadata(ETAG_KIND, handler)
            ? attached.slice(2)
            : [];
        if (ours.join() !== expected.join()) wrong.push(`${controller.name}.${name}: ${ours.join(', ') || 'none'}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(Reflect.getMetadata(INTERCEPTORS_METADATA, HealthController.prototype.check)).toEqual([]);
  });

  it('refuses every role a route does not admit, and lets every admitted role read', async () => {
    const violations: string[] = [];
    let cells = 0;
    for (const { route, access } of declared) {
      const reading = route.startsWith('GET ');
      for (const role of ROLES) {
        const expected = expectedAnswer(access!, role);
        if (expected === 'admitted' && !reading) continue;
        const res = await ask(route, role, fixtureFor(route));
        cells++;
        const refusedByAccess = [401, 403].includes(res.status) || (access!.startsWith('event') && res.status === 404);
        if (expected === 'admitted' ? refusedByAccess : res.status !== expected)
          violations.push(`${route} (${access}) as ${role}: expected ${expected}, got ${res.status}`);
      }
    }
    process.stdout.write(`authorization: ${declared.length} routes, ${cells} cells asked\n`);
    expect(violations).toEqual([]);
    // A refusal never changes anything: each event and its dish are still there, and no invitation went out.
    for (const f of [plain, polling, series]) {
      const event = await f.users.host.agent.get(`/api/events/${f.eventId}`).expect(200);
      expect((event.body as { name: string }).name).toBe('Test Potluck');
      const dishes = await f.users.host.agent.get(`/api/events/${f.eventId}/dishes`).expect(200);
      expect(dishes.body).toEqual([expect.objectContaining({ id: f.dishId, name: 'Samosas' })]);
      const invitations = await f.users.host.agent.get(`/api/events/${f.eventId}/invitations`).expect(200);
      expect(invitations.body).toEqual([]);
    }
  }, 300_000);

  it.each(Object.entries(CHANGE_OF_LEVEL))(
    'lets every role that %s admits make its change (%s)',
    async (level, route) => {
      expect(declared.find((d) => d.route === route)?.access).toBe(level);
      if (level === 'operator') {
        const operator = await signIn(app, { email: OPERATOR });
        expect((await ask(route, 'stranger', await fixture(), operator)).status).toBeLessThan(400);
        return;
      }
      const admitted = ROLES.filter((role) => expectedAnswer(level as RouteAccess, role) === 'admitted');
      expect(admitted.length).toBeGreaterThan(0);
      const answers = await Promise.all(
        admitted.map(async (role) => [role, (await ask(route, role, await fixture())).status] as const),
      );
      expect(answers.filter(([, status]) => status >= 400)).toEqual([]);
    },
  );
});
