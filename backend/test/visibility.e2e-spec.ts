import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { answerRsvp, createDish, createEvent, eventBody } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type Agent, type TestUser } from './support/test-app';
import { writeBuiltShell } from './support/built-shell';
import { signInCookie, TestSocket } from './support/ws-client';
import { LocalPushService, type SubscribedBrowser } from './support/push-service';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';
import { until } from './support/until';
import { png, uploadPhoto } from './photo-fixtures';
import { confirmEmail } from './support/mail';
import { SERVER_MESSAGE_TYPES, type DomainEvent, type ServerMessage } from '../src/contracts/realtime.contract';
import { RealtimeService, type LiveTexts } from '../src/realtime/realtime.service';
import { PERSON_FIELDS, sight, VIEWERS, type PersonField } from '../src/events/visibility/visibility-policy';
import {
  MAIL_SURFACES,
  MESSAGES_WITHOUT_EVENT_PEOPLE,
  PUSH_SURFACES,
  ROUTES_WITHOUT_EVENT_PEOPLE,
  UNROUTED_SURFACES,
  type UnroutedSurface,
} from '../src/events/visibility/surfaces';
import { MAIL_KINDS, type MailKind } from '../src/mail/mail.service';
import { PUSH_KINDS, pushKindOf, type PushKind } from '../src/contracts/notifications.contract';
import { NotificationsService } from '../src/notifications/notifications.service';
import { ConversationDigest } from '../src/conversation/conversation-digest';
import { AfterPartyNoticesService, SUMMARY_DELAY_HOURS } from '../src/after-party/after-party-notices.service';
import { PARTY_HOURS } from '../src/contracts/kitchen.rules';
import { DatePollNoticesService } from '../src/date-polls/date-poll-notices.service';
import { SeriesNoticesService } from '../src/series/series-notices.service';
import { RetentionNoticesService } from '../src/retention/retention-notices.service';

/**
 * The leak test: one person (the canary) has a distinct word in every field of theirs; every surface is read as every
 * role, with the guest list shown and hidden, and a word may appear only where the visibility policy shows its field
 * to that role. The surfaces are every GET route of the running app, every live message type of the contracts, and
 * the mails and pushes the fixture's people receive (from a real SMTP server and a push service); those that carry
 * no person, and every kind of mail and push, are named in the registry (src/events/visibility/surfaces.ts). One
 * fixture per setting, read many times.
 */
const CANARIES: Record<string, PersonField> = {
  Quillonar: 'name',
  Zentrovic: 'name',
  emailcanary: 'contact',
  '0199 7788': 'contact',
  dietcanary: 'dietary',
  allergycanary: 'dietary',
  supplycanary: 'brings',
  commentcanary: 'wrote',
  questioncanary: 'questions',
  answercanary: 'answers',
  paycanary: 'paymentNote',
  // The canary's household's share of the costs (3 adults of 7): no other number of the fixture has these digits.
  '428571393': 'costShare',
  // The id of the canary's receipt photo, one per fixture, is added as each fixture is made.
};
/** Every viewer the policy knows is a role the test plays. */
const ROLES = VIEWERS;
type Role = (typeof ROLES)[number];
/** PDFs are read with pdfjs in a child process: as a guest and as the host only. */
const PDF_ROLES: readonly Role[] = ['stranger', 'host'];

interface Fixture {
  showGuestList: boolean;
  eventId: string;
  selfDishId: string;
  otherDishId: string;
  /** A job the canary took (who took a job shows as who brings a dish). */
  jobId: string;
  selfCommentId: string;
  questionId: string;
  /** A comment the removed person wrote before their removal: a reply under it must not reach them. */
  removedCommentId: string;
  users: Record<Exclude<Role, 'anonymous'>, TestUser>;
  /** The canary's receipt photo (its id is a canary of the field `receipts`). */
  receiptId: string;
}

function allowed(field: PersonField, role: Role, showGuestList: boolean): boolean {
  return sight(field, role, { showGuestList, publicDishPhotos: false }, 'guest') === 'shown';
}

/** The canaries in `text` that `role` may not see. */
function leaks(text: string, role: Role, showGuestList: boolean): string[] {
  return Object.entries(CANARIES)
    .filter(([word, field]) => text.includes(word) && !allowed(field, role, showGuestList))
    .map(([word, field]) => `${word} (${field})`);
}

function readPdfText(pdf: Buffer): string {
  const out = execFileSync(process.execPath, [join(__dirname, 'support/read-pdf.mjs'), '[]'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(out.toString()) as { pages: string[][] }).pages.flat().join(' ');
}

describe('who sees what: every surface × every role × guest list shown and hidden', () => {
  const push = new LocalPushService();
  let smtp: TestSmtpServer;
  const t = useTestApp(
    async () => {
      smtp = await startSmtpServer();
      await push.start();
      return { FRONTEND_DIST: writeBuiltShell(), SMTP_URL: smtp.url, ...push.appEnv() };
    },
    { listen: true },
  );
  afterAll(async () => {
    await smtp?.close();
    await push.stop();
  });
  let routes: string[];
  const fixtures = new Map<boolean, Fixture>();
  /** Who receives at an address or a push subscription, and under which setting. */
  const recipients = new Map<string, { role: Role; shown: boolean }>();
  const browsers: (SubscribedBrowser & { role: Role; shown: boolean })[] = [];

  async function fixture(showGuestList: boolean): Promise<Fixture> {
    const { app } = t;
    const [host, coHost, stranger, answered, contributor, removed, door] = await Promise.all(
      ['Host', 'CoHost', 'Stranger', 'Answered', 'Contributor', 'Removed', 'Door'].map((firstName) =>
        signIn(app, { firstName }),
      ),
    );
    const self = await signIn(app, {
      firstName: 'Quillonar',
      lastName: 'Zentrovic',
      email: `emailcanary-${randomUUID().slice(0, 8)}@example.test`,
    });
    await t.db.query(`UPDATE "users" SET "phoneNumber" = '+1 555 0199 7788' WHERE "id" = $1`, [self.id]);
    const people = { host, co_host: coHost, stranger, answered, contributor, removed, door, self };
    for (const [role, user] of Object.entries(people) as [Role, TestUser][]) {
      recipients.set(user.email.toLowerCase(), { role, shown: showGuestList });
      browsers.push({ ...(await push.subscribe(user)), role, shown: showGuestList });
    }
    // A question of the host's for the hosts only: the canary's reply to it is theirs and the hosts'.
    const eventId = await createEvent(host, {
      showGuestList,
      questions: [{ label: 'Which shift?', kind: 'text', audience: 'hosts' }] as never,
    });
    const guest = await joinAsGuest(app, await createEvent(host));
    const [{ questions }]: { questions: { id: string }[] }[] = await t.db.query(
      `SELECT "questions" FROM "events" WHERE "id" = $1`,
      [eventId],
    );
    await Promise.all([answered, contributor, coHost, removed].map((u) => answerRsvp(u, eventId)));
    await answerRsvp(self, eventId, {
      status: 'attending',
      dietaryRestrictions: 'dietcanary',
      allergies: 'allergycanary',
      bringingSupplies: 'supplycanary',
      answers: { [questions[0].id]: 'answercanary' },
      adultCount: 3,
    });
    await host.agent.put(`/api/events/${eventId}/co-hosts/${coHost.id}`).send({ coHost: true }).expect(204);
    // Costs split per adult among five households (the canary's of 3 adults): the canary paid, says how to pay
    // back, and added the receipt.
    await host.agent
      .put(`/api/events/${eventId}/costs/settings`)
      .send({ currency: 'EUR', recorders: 'going', split: 'adult', kidWeight: 50 })
      .expect(200);
    const costs = await self.agent
      .post(`/api/events/${eventId}/costs`)
      .send({ what: 'Hall rent', amountMinor: 999_999_917, paymentNote: 'paycanary' })
      .expect(201);
    const costId = (costs.body as { costs: { id: string }[] }).costs[0].id;
    const receipt = await uploadPhoto(self, `/api/events/${eventId}/costs/${costId}/receipt`, await png());
    CANARIES[receipt.id] = 'receipts';
    const otherDishId = await createDish(contributor, eventId, { name: 'Lentil stew' });
    const selfDishId = await createDish(self, eventId, { name: 'Lentil stew' });
    const job = await host.agent.post(`/api/events/${eventId}/jobs`).send({ title: 'Wash up', needed: 2 }).expect(201);
    await self.agent.put(`/api/events/${eventId}/jobs/${job.body.id}/helpers/me`).expect(200);
    const comment = await self.agent
      .post(`/api/events/${eventId}/comments`)
      .send({ body: 'commentcanary' })
      .expect(201);
    const question = await self.agent
      .post(`/api/events/${eventId}/questions`)
      .send({ body: 'questioncanary?' })
      .expect(201);
    const removedComment = await removed.agent
      .post(`/api/events/${eventId}/comments`)
      .send({ body: 'Who has a big pot?' })
      .expect(201);
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    const removedRsvp = (detail.body.rsvps as { id: string; userId: string }[]).find((r) => r.userId === removed.id)!;
    // A door helper checks the canary's household in, with its dish.
    const selfRsvp = (detail.body.rsvps as { id: string; userId: string }[]).find((r) => r.userId === self.id)!;
    await host.agent.post(`/api/events/${eventId}/door-helpers`).send({ email: door.email }).expect(200);
    await door.agent.put(`/api/events/${eventId}/check-ins/${selfRsvp.id}`).send({ withDish: true }).expect(200);
    await host.agent.delete(`/api/events/${eventId}/rsvps/${removedRsvp.id}`).expect(204);
    return {
      showGuestList,
      eventId,
      selfDishId,
      otherDishId,
      jobId: job.body.id as string,
      selfCommentId: comment.body.id as string,
      questionId: question.body.id as string,
      removedCommentId: removedComment.body.id as string,
      receiptId: receipt.id,
      users: { ...people, guest },
    };
  }

  beforeAll(async () => {
    const router = (
      t.app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    routes = router.stack.flatMap((layer) =>
      layer.route ? Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`) : [],
    );
    for (const shown of [true, false]) fixtures.set(shown, await fixture(shown));
    // Two fixtures of seven people each, every one with a browser subscribed to push: longer on a busy machine.
  }, 120_000);

  /** The GET routes this test reads: every one the app serves, but those the registry says carry no event people. */
  const readRoutes = () => routes.filter((r) => r.startsWith('GET ') && !(r in ROUTES_WITHOUT_EVENT_PEOPLE));

  function pathOf(route: string, f: Fixture): string {
    const path = route
      .slice('GET '.length)
      .replace(/:(id|eventId)\b/g, f.eventId)
      .replace(':dishId', f.selfDishId);
    if (path.includes(':')) throw new Error(`${route}: no value for its parameters`);
    return route.endsWith('/duplicates') ? `${path}?name=${encodeURIComponent('Lentil stew')}` : path;
  }

  async function read(agent: Agent, path: string, pdf: boolean): Promise<{ status: number; text: string }> {
    const res = await agent
      .get(path)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const body = res.body as Buffer;
    return { status: res.status, text: pdf && res.status === 200 ? readPdfText(body) : body.toString('utf8') };
  }

  const agentOf = (role: Role, f: Fixture): Agent =>
    role === 'anonymous' ? request.agent(t.app.getHttpServer()) : f.users[role].agent;

  it('names every GET route and live message type either in its reading or in the registry', () => {
    expect(routes.length).toBeGreaterThan(20);
    const stale = Object.keys(ROUTES_WITHOUT_EVENT_PEOPLE).filter((r) => !routes.includes(r));
    expect(stale).toEqual([]);
    // Every route the test reads has a value for each parameter.
    for (const f of fixtures.values()) for (const route of readRoutes()) expect(() => pathOf(route, f)).not.toThrow();
    const unread = SERVER_MESSAGE_TYPES.filter((type) => !LIVE_TYPES.includes(type as never));
    expect(unread.filter((type) => !(type in MESSAGES_WITHOUT_EVENT_PEOPLE))).toEqual([]);
    expect(LIVE_TYPES.filter((type) => type in MESSAGES_WITHOUT_EVENT_PEOPLE)).toEqual([]);
  });

  it('lists every surface without a route with its source, its fields and the test that reads it', () => {
    // Every kind of mail and push has its entry (and no entry names a kind that is not sent).
    expect(Object.keys(MAIL_SURFACES).sort()).toEqual([...MAIL_KINDS].sort());
    expect(Object.keys(PUSH_SURFACES).sort()).toEqual([...PUSH_KINDS].sort());
    const surfaces: [string, UnroutedSurface][] = [
      ...Object.entries(UNROUTED_SURFACES),
      ...Object.entries(MAIL_SURFACES).map(([kind, s]): [string, UnroutedSurface] => [`${kind} mail`, s]),
      ...Object.entries(PUSH_SURFACES).map(([kind, s]): [string, UnroutedSurface] => [`${kind} push`, s]),
    ];
    for (const [name, s] of surfaces) {
      expect({ name, source: existsSync(join(__dirname, '../src', s.source)) }).toEqual({ name, source: true });
      expect({ name, test: existsSync(join(__dirname, '..', s.checkedBy)) }).toEqual({ name, test: true });
      for (const field of s.carries) expect(PERSON_FIELDS).toContain(field);
    }
  });

  describe.each([true, false])('guest list shown: %s', (shown) => {
    it('plants every canary where its owner and the host read them', async () => {
      const f = fixtures.get(shown)!;
      const seen = async (role: Role) =>
        (
          await Promise.all(
            [
              `/api/events/${f.eventId}`,
              `/api/events/${f.eventId}/talk`,
              `/api/events/${f.eventId}/costs`,
              '/api/auth/user',
            ].map((p) => read(agentOf(role, f), p, false)),
          )
        )
          .map((r) => r.text)
          .join(' ');
      const [host, self] = await Promise.all([seen('host'), seen('self')]);
      for (const word of Object.keys(CANARIES)) {
        // The phone number is part of no event view (only of the person's own account, read at sign-in): its canary
        // guards that none starts carrying it.
        if (word === '0199 7788') continue;
        // Each fixture has its own receipt.
        if (CANARIES[word] === 'receipts' && word !== f.receiptId) continue;
        expect({ word, host: host.includes(word) }).toEqual({ word, host: true });
        expect({ word, self: self.includes(word) }).toEqual({ word, self: true });
      }
      // The guest list decides whether a guest reads the canary's name.
      const stranger = await read(agentOf('stranger', f), `/api/events/${f.eventId}`, false);
      expect(stranger.text.includes('Quillonar')).toBe(shown);
    });

    it('shows no canary on any GET route to a role the policy hides it from', async () => {
      const f = fixtures.get(shown)!;
      const found: string[] = [];
      let reads = 0;
      for (const route of readRoutes()) {
        const pdf = route.endsWith('.pdf');
        const path = pathOf(route, f);
        await Promise.all(
          ROLES.filter((role) => !pdf || PDF_ROLES.includes(role)).map(async (role) => {
            const { status, text } = await read(agentOf(role, f), path, pdf);
            reads++;
            for (const leak of leaks(text, role, shown)) found.push(`${route} as ${role} (${status}): ${leak}`);
          }),
        );
      }
      expect(found).toEqual([]);
      expect(reads).toBeGreaterThan(readRoutes().length * 2);
      // About 400 reads and two PDFs read by pdfjs: seconds alone, longer on a busy machine.
    }, 180_000);

    it('sends no canary in any live message to a role the policy hides it from', async () => {
      const f = fixtures.get(shown)!;
      const live = t.app.get(RealtimeService);
      const rows: { version: number }[] = await t.db.query(`SELECT "version" FROM "events" WHERE "id" = $1`, [
        f.eventId,
      ]);
      const [{ version }] = rows;
      const found: string[] = [];
      for (const change of domainEvents(f, version)) {
        const texts = await live.liveTexts(change);
        for (const role of ROLES) {
          const text = textFor(texts, role === 'anonymous' ? null : f.users[role].id);
          if (text === null) continue;
          for (const leak of leaks(text, role, shown)) found.push(`${change.type} to ${role}: ${leak}`);
        }
      }
      expect(found).toEqual([]);
    });
  });

  it('sends a guest following the event with the list hidden no name and no dietary words of another guest', async () => {
    const f = fixtures.get(false)!;
    const follower = await signInCookie(t.app, 'Follower');
    // They answer, so the mails and pushes test reads what reaches them too, as a guest's.
    const [{ email }]: { email: string }[] = await t.db.query(
      `SELECT lower("email") AS "email" FROM "users" WHERE "id" = $1`,
      [follower.id],
    );
    recipients.set(email, { role: 'answered', shown: false });
    await request(t.app.getHttpServer())
      .post(`/api/events/${f.eventId}/rsvp`)
      .set('Cookie', follower.cookie)
      .send({ status: 'attending', adultCount: 1, kidCount: 0 })
      .expect(200);
    const socket = new TestSocket(t.wsUrl, { origin: t.origin, cookie: follower.cookie });
    try {
      await socket.opened;
      socket.send({ type: 'join_event', eventId: f.eventId });
      expect((await socket.next()).type).toBe('joined');
      await answerRsvp(f.users.self, f.eventId, {
        status: 'attending',
        dietaryRestrictions: 'dietcanary, vegan',
        allergies: 'allergycanary',
        bringingSupplies: 'supplycanary',
      });
      const answer = await socket.next();
      await createDish(f.users.self, f.eventId, { name: 'Second stew' });
      const dish = await socket.next();
      expect([answer.type, dish.type]).toEqual(['rsvp_updated', 'dish_added']);
      const texts = [answer, dish].map((m: ServerMessage) => JSON.stringify(m));
      expect(texts.flatMap((text) => leaks(text, 'stranger', false))).toEqual([]);
      expect(answer).not.toHaveProperty('restrictionSummary');
      expect((dish as { dish: { name: string } }).dish.name).toBe('Second stew');
    } finally {
      socket.close();
    }
  });

  /**
   * Mails, pushes and text messages: the fixture's answers and dishes (pushed to the hosts), then replies, an answer
   * to the canary's question, an announcement, an invitation by e-mail and one by text, the host's digest, the
   * reminders, the after-party notices, a place off the waitlist, a picked date, a joining guest's confirmation and
   * personal link, a series' invitation and cancellation, and the host's notice before the event is deleted in both
   * fixtures, each read as its recipient receives it (the SMTP server's mail, the push decrypted as a browser would,
   * the text kept in the outbox).
   */
  it('sends no canary in any mail, push or text message to a role the policy hides it from, and nothing to a removed person', async () => {
    const notifications = t.app.get(NotificationsService);
    const afterParty = t.app.get(AfterPartyNoticesService);
    const invitees: string[] = [];
    for (const f of fixtures.values()) {
      const { host, self, answered, contributor } = f.users;
      const comment = async (who: TestUser, body: string, parentId: string | null) =>
        (await who.agent.post(`/api/events/${f.eventId}/comments`).send({ body, parentId }).expect(201)).body
          .id as string;
      // The contributor hears of conversations by e-mail (the digest); everyone else by push.
      await contributor.agent.put('/api/notification-settings/conversation').send({ channel: 'digest' }).expect(200);
      // A thread of the answered guest's, where the contributor replied: the canary's reply reaches both of them.
      const thread = await comment(answered, 'Who brings ice?', null);
      await comment(contributor, 'I can', thread);
      await comment(self, 'commentcanary too', thread);
      // A reply under the canary's comment reaches the canary; one under the removed person's reaches nobody.
      await comment(answered, 'Lovely', f.selfCommentId);
      await comment(self, 'commentcanary here', f.removedCommentId);
      await host.agent.put(`/api/questions/${f.questionId}/answer`).send({ answer: 'Yes, bring it' }).expect(200);
      await host.agent
        .post(`/api/events/${f.eventId}/announcements`)
        .send({ body: 'We start at seven.', audience: 'everyone', includeWaitlist: false })
        .expect(201);
      const invitee = `invitee-${randomUUID().slice(0, 8)}@example.test`;
      invitees.push(invitee);
      recipients.set(invitee, { role: 'anonymous', shown: f.showGuestList });
      await host.agent.post(`/api/events/${f.eventId}/invitations`).send({ email: invitee }).expect(201);
      // And one by text message (no SMS provider here: kept in the outbox), once the host's account is old enough.
      await t.db.query(`UPDATE "users" SET "createdAt" = now() - interval '30 days' WHERE "id" = $1`, [host.id]);
      await host.agent
        .post(`/api/events/${f.eventId}/invitations`)
        .send({ phoneNumber: f.showGuestList ? '+14155552671' : '+14155552672' })
        .expect(201);
      // A guest who joins with an address: its confirmation, then their personal link, to that address only.
      const address = `joiner-${randomUUID().slice(0, 8)}@example.test`;
      recipients.set(address, { role: 'guest', shown: f.showGuestList });
      const joiner = await joinAsGuest(t.app, f.eventId, { email: address });
      await confirmEmail(t.app, address, (await until(() => smtp.to(address)[0])).readable);
      await joiner.agent.post('/api/guest/link/email').expect(200);
    }
    await t.app.get(ConversationDigest).sendDue(new Date(Date.now() + 3600 * 1000 + 1000));
    await notifications.sendDigests(
      new Date(),
      [...fixtures.values()].map((f) => f.eventId),
    );
    for (const f of fixtures.values()) {
      const [{ date }]: { date: Date }[] = await t.db.query(`SELECT "date" FROM "events" WHERE "id" = $1`, [f.eventId]);
      const start = new Date(date).getTime();
      // The 2-hour reminders (mail and push), sent for this event's rows.
      await notifications.scan(new Date(start - 115 * 60 * 1000));
      const ids = async (table: string, eventId = f.eventId) =>
        (await t.db.query(`SELECT "id" FROM "${table}" WHERE "eventId" = $1`, [eventId])).map(
          (r: { id: string }) => r.id,
        ) as string[];
      for (const id of await ids('reminder_sends')) await notifications.send(id);
      for (const id of await ids('push_reminder_sends')) await notifications.sendPush(id);
      // The reminder to answer, half a day before answers close: the invited address has not answered.
      const closesAt = new Date(start - 3600 * 1000);
      await t.db.query(`UPDATE "events" SET "answersCloseAt" = $2 WHERE "id" = $1`, [f.eventId, closesAt]);
      await notifications.planAnswerReminders(new Date(closesAt.getTime() - 12 * 3600 * 1000));
      for (const id of await ids('answer_reminders')) await notifications.sendAnswerReminder(id);
      // After the party: the prompt to contributors and the summary to Going guests.
      await afterParty.scan(new Date(start + (PARTY_HOURS + SUMMARY_DELAY_HOURS) * 3600 * 1000 + 60_000));
      for (const id of await ids('after_party_sends')) await afterParty.send(id);
      // The event fills up: the stranger waits for a place and gets the answered guest's when they say no.
      await t.db.query(
        `UPDATE "events" SET "capacity" = (SELECT sum(r."adultCount" + r."kidCount") FROM "rsvps" r
          WHERE r."eventId" = $1 AND r."status" = 'attending' AND r."waitlistedAt" IS NULL) WHERE "id" = $1`,
        [f.eventId],
      );
      const waiting = await answerRsvp(f.users.stranger, f.eventId, 'attending');
      expect(waiting.body).toHaveProperty('waitlistPosition', 1);
      await answerRsvp(f.users.answered, f.eventId, 'not_attending');
      // A date poll of another event of the host's, answered by the canary and a guest: the picked date is told.
      const days = [9, 16].map((n) => {
        const d = new Date(Date.now() + n * 24 * 3600 * 1000);
        d.setUTCHours(17, 0, 0, 0);
        return d.toISOString();
      });
      const polled = await f.users.host.agent
        .post('/api/events')
        .send({ ...eventBody({ showGuestList: f.showGuestList }), date: undefined, dateOptions: days })
        .expect(201);
      const pollId = polled.body.id as string;
      const options = (await f.users.host.agent.get(`/api/events/${pollId}/date-poll`).expect(200)).body.options as {
        id: string;
      }[];
      for (const who of [f.users.self, f.users.answered])
        await who.agent
          .put(`/api/events/${pollId}/date-poll/answers`)
          .send({ answers: [{ optionId: options[0].id, answer: 'yes' }] })
          .expect(200);
      await f.users.host.agent
        .post(`/api/events/${pollId}/date-poll/pick`)
        .send({ optionId: options[0].id })
        .expect(200);
      for (const id of await ids('date_poll_notices', pollId)) await t.app.get(DatePollNoticesService).send(id);
      // A weekly series of the host's: the canary and a guest answered its first date, and so did the removed person
      // before the host removed them from it. The next date is invited to, then cancelled.
      const first = await createEvent(f.users.host, {
        showGuestList: f.showGuestList,
        date: new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString(),
      });
      await f.users.host.agent.post(`/api/events/${first}/series`).send({ frequency: 'weekly' }).expect(201);
      const series = (await f.users.host.agent.get(`/api/events/${first}/series`).expect(200)).body.series as {
        id: string;
        occurrences: { eventId: string }[];
      };
      for (const who of [f.users.self, f.users.answered, f.users.removed]) await answerRsvp(who, first, 'attending');
      const [{ id: removedRsvp }]: { id: string }[] = await t.db.query(
        `SELECT "id" FROM "rsvps" WHERE "eventId" = $1 AND "userId" = $2`,
        [first, f.users.removed.id],
      );
      await f.users.host.agent.delete(`/api/events/${first}/rsvps/${removedRsvp}`).expect(204);
      const seriesNotices = t.app.get(SeriesNoticesService);
      await seriesNotices.planInvites(new Date());
      const next = series.occurrences[1].eventId;
      await answerRsvp(f.users.self, next, 'attending');
      await f.users.host.agent.post(`/api/events/${next}/series/cancel`).expect(204);
      const notices: { id: string }[] = await t.db.query(
        `SELECT "id" FROM "series_notices" WHERE "seriesId" = $1 AND "sentAt" IS NULL`,
        [series.id],
      );
      for (const { id } of notices) await seriesNotices.send(id);
      // Its time up (as the retention counts it; planned as a row here), the host is told the event will be deleted:
      // on a date beyond any that the retention test's purges reach, so they leave this notice alone.
      const [{ id: retentionNotice }]: { id: string }[] = await t.db.query(
        `INSERT INTO "retention_notices" ("eventId", "userId", "deletesAt")
         SELECT "id", "hostId", now() + interval '90 days' FROM "events" WHERE "id" = $1 RETURNING "id"`,
        [f.eventId],
      );
      await t.app.get(RetentionNoticesService).send(retentionNotice);
    }

    // Pushes about answers and dishes go from the changes' subscribers, after the request: waited for.
    const expected = [
      ...MAIL_KINDS.filter((k) => !(k in NOT_SENT_HERE.mail)).map((k) => `${k} mail`),
      ...PUSH_KINDS.filter((k) => !(k in NOT_SENT_HERE.push)).map((k) => `${k} push`),
    ];
    const received = (): Received[] => [
      // An address no fixture has belongs to another suite: the files running beside this one share its database,
      // and a scan (the hosts' digest) serves every event in it.
      ...smtp.mails.flatMap((m) =>
        m.to.flatMap((to) => {
          const recipient = recipients.get(to);
          if (!recipient) return [];
          const kind = /^Feedback-ID: ([a-z-]+):potluck$/im.exec(m.readable)?.[1] ?? '(no kind)';
          return [{ surface: `${kind} mail`, to: recipient, text: m.readable }];
        }),
      ),
      ...browsers.flatMap(({ role, shown, messages }) =>
        messages().map((message) => ({
          surface: `${pushKindOf(message.tag ?? '') ?? '(no kind)'} push`,
          to: { role, shown },
          text: JSON.stringify(message),
        })),
      ),
    ];
    const messages = await until(() => {
      const all = received();
      return expected.every((surface) => all.some((m) => m.surface === surface)) && all;
    }).catch(() => received());
    // The invitations' text messages, from the outbox: to someone with no role in the event.
    for (const f of fixtures.values()) {
      const texts: { text: string }[] = await t.db.query(
        `SELECT o."text" FROM "outbox" o JOIN "invitations" i ON i."id" = o."invitationId"
          WHERE o."channel" = 'sms' AND i."eventId" = $1`,
        [f.eventId],
      );
      expect(texts).toHaveLength(1);
      messages.push(
        ...texts.map(({ text }) => ({
          surface: 'invitation text message',
          to: { role: 'anonymous' as const, shown: f.showGuestList },
          text,
        })),
      );
    }

    const found: string[] = [];
    for (const { surface, to, text } of messages) {
      if (to.role === 'removed') found.push(`${surface} to the removed person`);
      else
        for (const leak of leaks(text, to.role, to.shown))
          found.push(`${surface} to ${to.role} (list shown: ${to.shown}): ${leak}`);
    }
    expect(found).toEqual([]);

    // Every kind is read here or set aside with a reason, never both; the registry says which test reads it.
    const read = new Set(messages.map((m) => m.surface));
    expect([...read].filter((surface) => surface.startsWith('(no kind)'))).toEqual([]);
    const kinds = [
      ...MAIL_KINDS.map((k) => ({ surface: `${k} mail`, aside: k in NOT_SENT_HERE.mail, entry: MAIL_SURFACES[k] })),
      ...PUSH_KINDS.map((k) => ({ surface: `${k} push`, aside: k in NOT_SENT_HERE.push, entry: PUSH_SURFACES[k] })),
    ];
    expect(kinds.filter((k) => read.has(k.surface) === k.aside).map((k) => k.surface)).toEqual([]);
    expect(kinds.filter((k) => (k.entry.checkedBy === 'test/visibility.e2e-spec.ts') !== read.has(k.surface))).toEqual(
      [],
    );

    // The checks bite: a guest reads the canary's name in a reply and in the after-party summary only while the
    // list is shown.
    for (const shown of [true, false]) {
      const toGuest = (surface: string) =>
        messages
          .filter(({ surface: s, to }) => s === surface && typeof to !== 'string' && to.role === 'answered')
          .filter(({ to }) => typeof to !== 'string' && to.shown === shown)
          .map((m) => m.text)
          .join(' ');
      expect({ shown, reply: toGuest('talk-thread push').includes('Quillonar') }).toEqual({ shown, reply: shown });
      expect({ shown, summary: toGuest('after-party-summary mail').includes('Quillonar') }).toEqual({
        shown,
        summary: shown,
      });
    }
    // The invitation, then the reminder to answer it.
    for (const invitee of invitees) expect(smtp.to(invitee).length).toBe(2);
    expect(messages.length).toBeGreaterThan(100);
    // Two fixtures' worth of API calls and notices: seconds alone, longer on a busy machine.
  }, 120_000);
});

/** The live message types this test reads (through RealtimeService.liveTexts, as the socket sends them). */
const LIVE_TYPES = [
  'dish_added',
  'dish_updated',
  'dish_deleted',
  'rsvp_updated',
  'event_updated',
  'rsvp_promoted',
  'job_updated',
] as const;

/** One change of each type the test reads, about the canary where the type names a person or a dish. */
function domainEvents(f: Fixture, seq: number): DomainEvent[] {
  const { eventId } = f;
  const self = f.users.self.id;
  const changes: DomainEvent[] = [
    { type: 'dish_added', eventId, seq, dishId: f.selfDishId },
    { type: 'dish_updated', eventId, seq, dishId: f.selfDishId },
    { type: 'dish_deleted', eventId, seq, dishId: f.otherDishId },
    { type: 'rsvp_updated', eventId, seq, userId: self, removedDishIds: [], answered: true },
    { type: 'event_updated', eventId, seq },
    { type: 'rsvp_promoted', eventId, seq, userId: self },
    { type: 'job_updated', eventId, seq, jobId: f.jobId },
  ];
  expect(changes.map((c) => c.type)).toEqual([...LIVE_TYPES]);
  return changes;
}

/** The text a follower gets, as the gateway chooses it (null: nothing, or no socket without a session). */
function textFor(texts: LiveTexts, userId: string | null): string | null {
  if (userId === null || texts.removed.has(userId)) return null;
  if (texts.only && !texts.only.has(userId)) return null;
  if (texts.own?.userId === userId) return texts.own.text;
  return texts.fullViewers.includes(userId) ? texts.full : texts.redacted;
}

/** A mail or push as one of the fixtures' people received it: its kind, who, and its text. */
interface Received {
  surface: string;
  to: { role: Role; shown: boolean };
  text: string;
}

/** The kinds of mail and push this test does not make its fixture send, each with why and where it is read. */
const NOT_SENT_HERE: { mail: Partial<Record<MailKind, string>>; push: Partial<Record<PushKind, string>> } = {
  mail: { nudge: 'names courses and job titles only, no person: test/jobs-nudge.e2e-spec.ts reads it' },
  push: { nudge: 'names courses and job titles only, no person: test/jobs-nudge.e2e-spec.ts reads it' },
};
