import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { joinAsGuest, signIn, useTestApp, type Agent, type TestUser } from './support/test-app';
import { writeBuiltShell } from './support/built-shell';
import { signInCookie, TestSocket } from './support/ws-client';
import { SERVER_MESSAGE_TYPES, type DomainEvent, type ServerMessage } from '../src/contracts/realtime.contract';
import { RealtimeService, type LiveTexts } from '../src/realtime/realtime.service';
import { PERSON_FIELDS, sight, VIEWERS, type PersonField } from '../src/events/visibility/visibility-policy';
import {
  MESSAGES_WITHOUT_EVENT_PEOPLE,
  ROUTES_WITHOUT_EVENT_PEOPLE,
  UNROUTED_SURFACES,
} from '../src/events/visibility/surfaces';

/**
 * The leak test: one person (the canary) has a distinct word in every field of theirs; every surface is read as every
 * role, with the guest list shown and hidden, and a word may appear only where the visibility policy shows its field
 * to that role. The surfaces are every GET route of the running app and every live message type of the contracts;
 * those that carry no person, and those without a route (mails, pushes), are named in the registry
 * (src/events/visibility/surfaces.ts). One fixture per setting, read many times.
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
  users: Record<Exclude<Role, 'anonymous'>, TestUser>;
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
  const t = useTestApp({ FRONTEND_DIST: writeBuiltShell() }, { listen: true });
  let routes: string[];
  const fixtures = new Map<boolean, Fixture>();

  async function fixture(showGuestList: boolean): Promise<Fixture> {
    const { app } = t;
    const [host, coHost, stranger, answered, contributor, removed] = await Promise.all(
      ['Host', 'CoHost', 'Stranger', 'Answered', 'Contributor', 'Removed'].map((firstName) =>
        signIn(app, { firstName }),
      ),
    );
    const self = await signIn(app, {
      firstName: 'Quillonar',
      lastName: 'Zentrovic',
      email: `emailcanary-${randomUUID().slice(0, 8)}@example.test`,
    });
    await t.db.query(`UPDATE "users" SET "phoneNumber" = '+1 555 0199 7788' WHERE "id" = $1`, [self.id]);
    const eventId = await createEvent(host, { showGuestList });
    const guest = await joinAsGuest(app, await createEvent(host));
    await Promise.all([answered, contributor, coHost, removed].map((u) => answerRsvp(u, eventId)));
    await answerRsvp(self, eventId, {
      status: 'attending',
      dietaryRestrictions: 'dietcanary',
      allergies: 'allergycanary',
      bringingSupplies: 'supplycanary',
    });
    await host.agent.put(`/api/events/${eventId}/co-hosts/${coHost.id}`).send({ coHost: true }).expect(204);
    const otherDishId = await createDish(contributor, eventId, { name: 'Lentil stew' });
    const selfDishId = await createDish(self, eventId, { name: 'Lentil stew' });
    await self.agent.post(`/api/events/${eventId}/comments`).send({ body: 'commentcanary' }).expect(201);
    await self.agent.post(`/api/events/${eventId}/questions`).send({ body: 'questioncanary?' }).expect(201);
    const detail = await host.agent.get(`/api/events/${eventId}`).expect(200);
    const removedRsvp = (detail.body.rsvps as { id: string; userId: string }[]).find((r) => r.userId === removed.id)!;
    await host.agent.delete(`/api/events/${eventId}/rsvps/${removedRsvp.id}`).expect(204);
    return {
      showGuestList,
      eventId,
      selfDishId,
      otherDishId,
      users: { host, co_host: coHost, stranger, answered, contributor, removed, self, guest },
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
  });

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
    for (const [name, s] of Object.entries(UNROUTED_SURFACES)) {
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
            [`/api/events/${f.eventId}`, `/api/events/${f.eventId}/talk`, '/api/auth/user'].map((p) =>
              read(agentOf(role, f), p, false),
            ),
          )
        )
          .map((r) => r.text)
          .join(' ');
      const [host, self] = await Promise.all([seen('host'), seen('self')]);
      for (const word of Object.keys(CANARIES)) {
        // The phone number is part of no event view (only of the person's own account, read at sign-in): its canary
        // guards that none starts carrying it.
        if (word === '0199 7788') continue;
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
});

/** The live message types this test reads (through RealtimeService.liveTexts, as the socket sends them). */
const LIVE_TYPES = [
  'dish_added',
  'dish_updated',
  'dish_deleted',
  'rsvp_updated',
  'event_updated',
  'rsvp_promoted',
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
