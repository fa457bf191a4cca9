import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { generateVAPIDKeys } from 'web-push';
import { answerRsvp, createDish, createEvent, eventBody } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type TestUser } from './support/test-app';
import { writeBuiltShell } from './support/built-shell';

/**
 * The authorization matrix: every route the app serves × every role → the status it must answer. The routes come
 * from the running app's route table, so a new route without a row fails this test; a new role is a new column.
 *
 * Roles, each against a fresh event:
 * - anonymous: no session
 * - guest: joined another event from its link with just a name (no account), has this event's id
 * - stranger: signed in, has the event's id (the id is the invite code), no RSVP
 * - answered: signed in, RSVPed Going, no dish
 * - contributor: RSVPed Going and brought the dish the route names
 * - co_host: RSVPed Going and made co-host by the host (manages the event, cannot delete it or change co-hosts)
 * - host: created the event
 * - removed: RSVPed, then removed by the host: refused everything about the event with its 404 until let back in
 */
const ROLES = ['anonymous', 'guest', 'stranger', 'answered', 'contributor', 'co_host', 'host', 'removed'] as const;
type Role = (typeof ROLES)[number];
type Row = Record<Role, number>;

const all = (status: number): Row => ({
  anonymous: status,
  guest: status,
  stranger: status,
  answered: status,
  contributor: status,
  co_host: status,
  host: status,
  removed: status,
});
const signedIn = (status: number): Row => ({ ...all(status), anonymous: 401 });
const hostOnly = (status: number): Row => ({ ...signedIn(403), host: status });
const managers = (status: number): Row => ({ ...signedIn(403), co_host: status, host: status });
/** A route about one event: a removed guest gets the same 404 as for an unknown event. */
const ofEvent = (row: Row): Row => ({ ...row, removed: 404 });

// ---- The table ----------------------------------------------------------------------------------------------------
const MATRIX: Record<string, Row> = {
  // Sign-in and public pages
  'GET /api/health': all(200),
  'GET /api/docs': all(200),
  'GET /api/login': all(200),
  'GET /api/login/dev': all(200),
  'POST /api/login/dev': all(303),
  'GET /api/callback': all(404), // Google is not configured in tests
  'POST /api/auth/logout': all(204),
  'GET /api/public/events/:id': all(200),
  // The caller's own things
  'GET /api/auth/user': signedIn(200),
  'PUT /api/profile': signedIn(200),
  'PUT /api/locale': all(200), // a visitor's choice is kept in a cookie; a signed-in person's on them too
  'GET /api/events': signedIn(200),
  'GET /api/dashboard/rsvped-events': signedIn(200),
  'POST /api/events': { ...signedIn(201), guest: 403 }, // hosting needs an account
  // Guests without an account
  'POST /api/events/:eventId/guest-join': { ...signedIn(409), anonymous: 201 }, // signed in: answer with the form
  'POST /api/guest/link': { ...signedIn(403), guest: 200 },
  'POST /api/guest/link/email': { ...signedIn(403), guest: 200 },
  'GET /api/guest-link/:token': all(303), // changes nothing: leads to the app's link page
  'POST /api/guest-link/preview': all(404), // an unknown link's secret
  'POST /api/guest-link/sign-in': all(404),
  'GET /api/guest-merge': signedIn(200), // nothing pending: { pending: null }
  'POST /api/guest-merge': signedIn(409), // nothing pending: NO_PENDING_MERGE
  'POST /api/guest-merge/dismiss': signedIn(204),
  // Reading an event: anyone signed in who has its id
  'GET /api/events/:id': ofEvent(signedIn(200)),
  'GET /api/events/:eventId/dishes': ofEvent(signedIn(200)),
  'GET /api/events/:id/insights': ofEvent(signedIn(200)),
  'GET /api/events/:id/dish-suggestions': ofEvent(signedIn(200)),
  'GET /api/events/:id/calendar.ics': ofEvent(signedIn(200)),
  'GET /api/events/:id/buffet-cards.pdf': ofEvent(signedIn(200)),
  'GET /api/events/:id/dishes/:dishId/buffet-card.pdf': ofEvent(signedIn(200)),
  'GET /api/events/:id/kitchen': ofEvent(signedIn(200)),
  // The caller's private calendar feed link; the feed itself answers only to its secret (unknown here)
  'GET /api/calendar-feed': signedIn(200),
  'POST /api/calendar-feed': signedIn(201),
  'DELETE /api/calendar-feed': signedIn(204),
  'GET /api/calendar-feed/:file': all(404),
  // E-mail unsubscribe links carry their own proof (none here): no session needed, a bad link is 400
  'GET /api/unsubscribe': all(400),
  'POST /api/unsubscribe': all(400),
  // A guest's address: the confirmation mail (asked by whoever is signed in), and its link (its own proof, none here)
  'POST /api/email-confirmation': signedIn(200),
  'GET /api/email-confirmation/:token': all(404),
  'POST /api/email-confirmation/:token': all(404),
  // The caller's e-mail choices and this browser's push subscription
  'GET /api/notification-settings': signedIn(200),
  'PUT /api/notification-settings': signedIn(200),
  'GET /api/push/public-key': signedIn(200),
  'POST /api/push/subscriptions': signedIn(201),
  'DELETE /api/push/subscriptions': signedIn(204),
  // Taking part: anyone with the id may RSVP; a dish needs an RSVP that holds a place (Going, not waitlisted),
  // except for the host and co-hosts, who add dishes as managers
  'POST /api/events/:eventId/rsvp': ofEvent(signedIn(200)),
  'POST /api/events/:eventId/dishes': ofEvent({
    ...signedIn(409),
    answered: 201,
    contributor: 201,
    co_host: 201,
    host: 201,
  }),
  // A dish: its contributor or the event's host
  'GET /api/events/:eventId/dishes/duplicates': ofEvent(signedIn(200)),
  'GET /api/planning/slot-suggestion': signedIn(200),
  // A dish: its contributor or the event's host and co-hosts
  'PUT /api/dishes/:dishId': ofEvent({ ...managers(200), contributor: 200 }),
  'PUT /api/events/:id/dishes/:dishId/kitchen': ofEvent({ ...managers(200), contributor: 200 }),
  'DELETE /api/dishes/:dishId': ofEvent({ ...managers(204), contributor: 204 }),
  // The event itself, its guests and invitations: the host and co-hosts
  'PUT /api/events/:id': ofEvent(managers(200)),
  'GET /api/events/:eventId/invite-message': ofEvent(managers(200)),
  'GET /api/events/:eventId/invitations': ofEvent(managers(200)),
  'POST /api/events/:eventId/invitations': ofEvent(managers(201)),
  'GET /api/events/:id/export.csv': ofEvent(managers(200)),
  'GET /api/events/:eventId/export.zip': ofEvent(managers(200)),
  'PUT /api/events/:id/kitchen': ofEvent(managers(200)),
  'POST /api/events/:id/next-potluck': ofEvent(managers(201)),
  'POST /api/events/:eventId/waitlist/:userId/promote': ofEvent(managers(204)),
  // Deleting the event and choosing co-hosts: the host only
  'DELETE /api/events/:id': ofEvent(hostOnly(204)),
  'PUT /api/events/:eventId/co-hosts/:userId': ofEvent(hostOnly(204)),
  // The host and co-hosts remove a guest's RSVP (and their dishes), see who was removed and let them back in
  'DELETE /api/events/:eventId/rsvps/:rsvpId': ofEvent(managers(204)),
  'GET /api/events/:eventId/removals': ofEvent(managers(200)),
  'DELETE /api/events/:eventId/removals/:userId': ofEvent(managers(204)),
  // The conversation: anyone who may read the event reads it, comments, reacts and asks the host; questions are
  // answered, announcements sent and the thread closed by the host and co-hosts; a comment is edited by its author
  // (the contributor here) and deleted by its author or a manager
  'GET /api/events/:eventId/talk': ofEvent(signedIn(200)),
  'POST /api/events/:eventId/announcements': ofEvent(managers(201)),
  'POST /api/events/:eventId/announcements/read': ofEvent(signedIn(204)),
  'PUT /api/events/:eventId/talk-mute': ofEvent(signedIn(204)),
  'POST /api/events/:eventId/questions': ofEvent(signedIn(201)),
  'POST /api/events/:eventId/questions/read': ofEvent(managers(204)),
  'PUT /api/questions/:questionId/answer': ofEvent(managers(200)),
  'GET /api/questions/unread': signedIn(200), // the caller's own events only
  'POST /api/events/:eventId/comments': ofEvent(signedIn(201)),
  'PUT /api/comments/:commentId': ofEvent({ ...signedIn(403), contributor: 200 }),
  'DELETE /api/comments/:commentId': ofEvent({ ...managers(204), contributor: 204 }),
  'PUT /api/comments/:commentId/reactions': ofEvent(signedIn(204)),
  'PUT /api/events/:eventId/thread': ofEvent(managers(204)),
  'DELETE /api/events/:eventId/people/:userId/comments': ofEvent(managers(204)),
  // A date poll (the cell's event is made one first): anyone with the id reads and answers it, managers pick
  'GET /api/events/:eventId/date-poll': ofEvent(signedIn(200)),
  'PUT /api/events/:eventId/date-poll/answers': ofEvent(signedIn(200)),
  'POST /api/events/:eventId/date-poll/pick': ofEvent(managers(200)),
  // A series: the host makes the event repeat and edits the following occurrences; anyone with the id reads it (the
  // cell's event is made one first); the host and co-hosts cancel one occurrence
  'POST /api/events/:eventId/series': ofEvent(hostOnly(201)),
  'GET /api/events/:eventId/series': ofEvent(signedIn(200)),
  'POST /api/events/:eventId/series/cancel': ofEvent(managers(204)),
  // Photos: readers of the event see them; the host and co-hosts set the cover and the join page's switches; a
  // dish's photo is its contributor's, the host's and co-hosts'. A photo file answers 404 to anyone (none here).
  'GET /api/events/:eventId/photos': ofEvent(signedIn(200)),
  'PUT /api/events/:eventId/photo-settings': ofEvent(managers(200)),
  'PUT /api/events/:eventId/cover': ofEvent(managers(200)),
  'DELETE /api/events/:eventId/cover': ofEvent(managers(204)),
  'PUT /api/dishes/:dishId/photo': ofEvent({ ...managers(200), contributor: 200 }),
  'DELETE /api/dishes/:dishId/photo': ofEvent({ ...managers(204), contributor: 204 }),
  'GET /api/photos/:photoId/:hash/:file': all(404),
  'PUT /api/events/:eventId/series/following': ofEvent(hostOnly(200)),
  // How the caller hears about conversations (accounts and guests alike; their own choice only)
  'GET /api/notification-settings/conversation': signedIn(200),
  'PUT /api/notification-settings/conversation': signedIn(200),
  // After the party: anyone with the id reads it; a dish's note and container mark are its contributor's, the host's
  // and co-hosts'; the thank-you line is the host's and co-hosts'
  'GET /api/events/:id/after-party': ofEvent(signedIn(200)),
  'PUT /api/events/:id/dishes/:dishId/after-note': ofEvent({ ...managers(200), contributor: 200 }),
  'PUT /api/events/:id/dishes/:dishId/container': ofEvent({ ...managers(200), contributor: 200 }),
  'PUT /api/events/:id/thank-you': ofEvent(managers(200)),
  // Pages for people, outside the API (platform/web/pages.module.ts), with the app built: the join page for anyone
  // with the link (a removed guest too: it shows only what the link's public view shows); its form posted without
  // saying where it comes from is refused as cross-site; any other path is the app shell.
  'GET /join/:id': all(200),
  'POST /join/:id': all(403),
  'GET /{*path}': all(200),
};
// --------------------------------------------------------------------------------------------------------------------

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
  if (route.endsWith('/cover') || route.endsWith('/photo')) return Buffer.from(ONE_PIXEL_PNG, 'base64');
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

describe('authorization matrix (route table × roles)', () => {
  const vapid = generateVAPIDKeys();
  const t = useTestApp({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    FRONTEND_DIST: writeBuiltShell(),
  });
  let app: INestApplication;
  let routes: string[];

  beforeAll(() => {
    ({ app } = t);
    const router = (
      app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    routes = router.stack.flatMap((layer) =>
      layer.route ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`) : [],
    );
  });

  async function fixture(route: string): Promise<Fixture> {
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
    // Only the routes about one comment or question need one (each cell makes a fresh fixture).
    const comment = route.includes(':commentId')
      ? await contributor.agent.post(`/api/events/${eventId}/comments`).send({ body: 'Hi' }).expect(201)
      : null;
    const question = route.includes(':questionId')
      ? await answered.agent.post(`/api/events/${eventId}/questions`).send({ body: 'Hi?' }).expect(201)
      : null;
    return {
      users: { host, guest, stranger, answered, contributor, co_host: coHost, removed },
      eventId,
      dishId,
      rsvpId,
      waitingId: waiting.id,
      commentId: (comment?.body as { id: string } | undefined)?.id ?? '',
      questionId: (question?.body as { id: string } | undefined)?.id ?? '',
    };
  }

  it('has exactly one row per route the app serves', () => {
    expect(routes.length).toBeGreaterThan(20);
    const missing = routes.filter((r) => !(r in MATRIX));
    const stale = Object.keys(MATRIX).filter((r) => !routes.includes(r));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it('answers every route × role as the table says (0 violations)', async () => {
    const violations: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const row = MATRIX[route];
      if (!row) continue;
      for (const role of ROLES) {
        const f = await fixture(route);
        if (route.includes('/date-poll')) await openDatePoll(app.get(DataSource), f.eventId);
        if (route === 'GET /api/events/:eventId/series' || /\/series\/(cancel|following)$/.test(route)) {
          await f.users.host.agent.post(`/api/events/${f.eventId}/series`).send({ frequency: 'weekly' }).expect(201);
        }
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
        const client = role === 'anonymous' ? request(app.getHttpServer()) : f.users[role].agent;
        const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
        let req = client[verb](path);
        const body = bodyFor(route);
        if (body) req = req.send(body);
        const res = await req;
        cells++;
        if (res.status !== row[role]) {
          violations.push(`${route} as ${role}: expected ${row[role]}, got ${res.status} ${JSON.stringify(res.body)}`);
        }
        // A refusal never changes anything: the event and the dish are still there for their owners.
        if (res.status >= 400) {
          const event = await f.users.host.agent.get(`/api/events/${f.eventId}`).expect(200);
          expect((event.body as { name: string }).name).toBe('Test Potluck');
          const dishes = await f.users.host.agent.get(`/api/events/${f.eventId}/dishes`).expect(200);
          expect(dishes.body).toEqual([expect.objectContaining({ id: f.dishId, name: 'Samosas' })]);
          const invitations = await f.users.host.agent.get(`/api/events/${f.eventId}/invitations`).expect(200);
          expect(invitations.body).toEqual([]);
        }
      }
    }
    process.stdout.write(`authorization matrix: ${routes.length} routes × ${ROLES.length} roles = ${cells} cells\n`);
    expect(violations).toEqual([]);
  }, 900_000);
});
