import type { INestApplication } from '@nestjs/common';
import fc from 'fast-check';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { writeBuiltShell } from './support/built-shell';
import { attr, only, parsePage, select, textOf, type ParsedPage } from './support/html-document';
import {
  invalidArbitrary,
  markupBreaker,
  nastyString,
  validArbitrary,
  type JsonSchema,
} from './support/json-schema-arbitrary';
import { signIn, useTestApp, type TestUser } from './support/test-app';

/**
 * Schema-driven fuzzing: every operation of our OpenAPI document (GET /api/docs) gets requests built from its
 * schemas by fast-check, valid and invalid bodies, path parameters and headers, sent by every kind of caller to the
 * real app on a real PostgreSQL. No answer may be a 5xx, and every error has the `{message, code}` shape.
 * Seeded (FUZZ_SEED, FUZZ_RUNS): the same seed sends the same requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const CONCURRENCY = 4;
const PAGE_RUNS = Number(process.env.FUZZ_PAGE_RUNS ?? 120);

/**
 * Text as a browser reads it out of any HTML page: the input stream turns CR and CRLF into LF and the tree drops NUL;
 * a lone surrogate cannot be sent as UTF-8 at all. Applied to the expected text only where the page is text, not JSON.
 */
const asHtmlText = (s: string): string =>
  s
    .replace(/\r\n?/g, '\n')
    .replaceAll('\u0000', '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

interface Operation {
  method: string;
  path: string;
  body?: JsonSchema;
  idempotent: boolean;
}

type Caller = 'anonymous' | 'host' | 'guest' | 'stranger' | 'fresh';
type IdKind = 'event' | 'dish' | 'random-uuid' | 'garbage';
type BodyKind = 'valid' | 'invalid' | 'malformed' | 'none' | 'form';

interface FuzzCase {
  op: number;
  caller: Caller;
  idKind: IdKind;
  idPick: number;
  garbageId: string;
  bodyKind: BodyKind;
  valid: unknown;
  invalid: unknown;
  malformed: string;
  key: string | null;
  query: string | null;
}

/** encodeURIComponent, with lone surrogates (which it cannot encode) replaced. */
const encode = (s: string): string => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

describe('fuzzing the API from its OpenAPI document', () => {
  // Errors are logged, so a 5xx found here comes with its stack.
  // Errors are logged, so a 5xx found here comes with its stack. The server-rendered pages are fuzzed too: they need
  // a built shell.
  const t = useTestApp(
    () => ({ INVITE_RATE_LIMIT_PER_HOUR: '1000000', LOG_LEVEL: 'error', FRONTEND_DIST: writeBuiltShell() }),
    { listen: true },
  );
  let app: INestApplication;
  let base: { host: string; port: number };
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let operations: Operation[];
  let users: Record<'host' | 'guest' | 'stranger', TestUser & { cookie: string }>;
  const eventIds: string[] = [];
  const dishIds: string[] = [];

  function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: base.host,
          port: base.port,
          method,
          path,
          agent,
          headers: { ...headers, origin: 'http://127.0.0.1:3999' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      req.on('error', reject);
      // Explicit length: Node sends DELETE bodies without one, which the server would read as the next request.
      if (body !== undefined) req.setHeader('content-length', Buffer.byteLength(body));
      req.end(body);
    });
  }

  async function signedIn(): Promise<TestUser & { cookie: string }> {
    const user = await signIn(app);
    const cookie = (await user.agent.get('/api/auth/user')).request.cookies;
    return { ...user, cookie };
  }

  async function newEvent(): Promise<string> {
    const res = await users.host.agent
      .post('/api/events')
      .send({ name: 'Fuzz feast', date: new Date(Date.now() + 864e5 * 7).toISOString() })
      .expect(201);
    const id = (res.body as { id: string }).id;
    await users.guest.agent.post(`/api/events/${id}/rsvp`).send({ status: 'attending' }).expect(200);
    const dish = await users.guest.agent
      .post(`/api/events/${id}/dishes`)
      .send({ name: 'Fuzz stew', category: 'main_dish' })
      .expect(201);
    dishIds.push((dish.body as { id: string }).id);
    return id;
  }

  async function newPollEvent(): Promise<string> {
    const at = (days: number) => new Date(Date.now() + 864e5 * days).toISOString();
    const res = await users.host.agent
      .post('/api/events')
      .send({ name: 'Fuzz poll', dateOptions: [at(7), at(14)] })
      .expect(201);
    return (res.body as { id: string }).id;
  }

  beforeAll(async () => {
    ({ app } = t);
    const address = app.getHttpServer().address() as AddressInfo;
    base = { host: '127.0.0.1', port: address.port };
    users = { host: await signedIn(), guest: await signedIn(), stranger: await signedIn() };
    for (let i = 0; i < 8; i++) eventIds.push(await newEvent());
    // Events still polling for their date (no date, two options), for the date-poll routes and every other one.
    for (let i = 0; i < 2; i++) eventIds.push(await newPollEvent());

    const doc = (await users.host.agent.get('/api/docs').expect(200)).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[];
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
          }
        >
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content['application/json']?.schema,
        idempotent: !!op.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
      })),
    );
  });

  afterAll(() => {
    agent.destroy();
  });

  it('answers 10,000 generated requests without a single 5xx, every error as {message, code}', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    const anySchema: JsonSchema = { type: 'object', properties: {} };
    const caseArbitrary: fc.Arbitrary<FuzzCase> = fc.integer({ min: 0, max: operations.length - 1 }).chain((op) => {
      const schema = operations[op].body ?? anySchema;
      return fc.record({
        op: fc.constant(op),
        caller: fc.constantFrom<Caller>('anonymous', 'host', 'guest', 'stranger', 'stranger', 'host'),
        idKind: fc.constantFrom<IdKind>('event', 'event', 'event', 'dish', 'random-uuid', 'garbage'),
        idPick: fc.nat(),
        garbageId: fc.oneof(nastyString, fc.string({ maxLength: 80 }), fc.constantFrom('..', '%zz', '%', '0', ' ')),
        bodyKind: fc.constantFrom<BodyKind>(
          'valid',
          'valid',
          'valid',
          'invalid',
          'invalid',
          'malformed',
          'none',
          'form',
        ),
        valid: validArbitrary(schema),
        invalid: invalidArbitrary(schema),
        malformed: fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('{', '{"a":', '[1,2', '{"name": "x"}}', 'null', '"\\u0000"', '{"__proto__":{"x":1}}'),
          // Nested far deeper than any stack: written as text, JSON.stringify could not make it.
          fc.integer({ min: 5000, max: 30_000 }).map((depth) => `{"name":${'['.repeat(depth)}1${']'.repeat(depth)}}`),
        ),
        key: fc.oneof(
          { weight: 3, arbitrary: fc.constant(null) },
          { weight: 6, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.constantFrom('short', 'has spaces in it', 'x'.repeat(300), 'ünïcödé-key-123') },
        ),
        query: fc.oneof(
          { weight: 8, arbitrary: fc.constant(null) },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              'redirect=/..//evil.example',
              'tz=Mars/Olympus',
              'tz=Europe/Paris',
              'tz=%00',
              'x[y]=1&x[z]=2',
              'a=%zz',
              'paper=letter',
              'paper=%00',
            ),
          },
          { weight: 1, arbitrary: nastyString.map((s) => `tz=${encode(s)}&redirect=${encode(s)}`) },
        ),
      });
    });
    const cases = fc.sample(caseArbitrary, { seed: SEED, numRuns: RUNS });

    const counts = { total: 0, validBodies: 0, invalidBodies: 0, byStatus: {} as Record<string, number> };
    const byOperation: Record<string, number> = {};
    const violations: string[] = [];

    const pathFor = (c: FuzzCase, op: Operation): string => {
      const pool = op.path.startsWith('/api/dishes') ? dishIds : eventIds;
      const id =
        c.idKind === 'event' && !op.path.startsWith('/api/dishes')
          ? pool[c.idPick % pool.length]
          : c.idKind === 'dish' || c.idKind === 'event'
            ? dishIds[c.idPick % dishIds.length]
            : c.idKind === 'random-uuid'
              ? '6f1c2b9e-3d4a-4b5c-8d7e-9f0a1b2c3d4e'
              : c.garbageId;
      // Garbage ids are sent raw when they are valid URL characters, encoded otherwise.
      const raw = c.idKind === 'garbage' && /^[\x21-\x7e]*$/.test(id) && !id.includes('/') && !id.includes('?');
      let path = op.path.replace('{id}', raw ? id : encode(id));
      // A dish under its event (buffet cards): one of the pool's dishes, whatever the event.
      path = path.replace('{dishId}', dishIds[c.idPick % dishIds.length] ?? '');
      if (c.query) path += `?${c.query}`;
      return path;
    };

    async function run(c: FuzzCase): Promise<void> {
      const op = operations[c.op];
      const headers: Record<string, string> = {};
      let caller = c.caller;
      // Signing out (or deleting the account) would end a shared caller's session: a fresh user does it instead.
      if (['/api/auth/logout', '/api/account/delete'].includes(op.path) && caller !== 'anonymous') caller = 'fresh';
      if (caller === 'fresh') headers.cookie = (await signedIn()).cookie;
      else if (caller !== 'anonymous') headers.cookie = users[caller].cookie;
      if (c.key && op.method !== 'GET') headers['idempotency-key'] = c.key;

      let body: string | undefined;
      if (op.method !== 'GET') {
        if (c.bodyKind === 'valid' || c.bodyKind === 'invalid') {
          body = JSON.stringify(c.bodyKind === 'valid' ? c.valid : c.invalid) ?? 'null';
          headers['content-type'] = 'application/json';
          if (c.bodyKind === 'valid') counts.validBodies++;
          else counts.invalidBodies++;
        } else if (c.bodyKind === 'malformed') {
          body = c.malformed;
          headers['content-type'] = 'application/json';
          counts.invalidBodies++;
        } else if (c.bodyKind === 'form') {
          body = `name=${encode(c.garbageId)}&category=dessert`;
          headers['content-type'] = 'application/x-www-form-urlencoded';
          counts.invalidBodies++;
        }
      }
      const path = pathFor(c, op);
      let answer: Answer;
      try {
        answer = await send(op.method, path, headers, body);
      } catch (err) {
        violations.push(
          `no answer (${String(err)}): ${op.method} ${path.slice(0, 120)} as ${caller} ${JSON.stringify(headers).slice(0, 200)} ${(body ?? '').slice(0, 100)}`,
        );
        return;
      }
      counts.total++;
      counts.byStatus[answer.status] = (counts.byStatus[answer.status] ?? 0) + 1;
      const label = `${op.method} ${op.path}`;
      byOperation[label] = (byOperation[label] ?? 0) + 1;

      const where = `${op.method} ${path.slice(0, 120)} as ${caller} [${c.bodyKind}] ${(body ?? '').slice(0, 160)}`;
      if (answer.status >= 500) violations.push(`${answer.status} ${where}: ${answer.text.slice(0, 200)}`);
      if (answer.status >= 400) {
        let shape: unknown;
        try {
          shape = JSON.parse(answer.text);
        } catch {
          shape = null;
        }
        const ok =
          !!shape &&
          typeof (shape as { message?: unknown }).message === 'string' &&
          typeof (shape as { code?: unknown }).code === 'string';
        if (!ok) violations.push(`not {message, code}: ${answer.status} ${where}: ${answer.text.slice(0, 120)}`);
      }
      // Keep the pools alive: a deleted event or dish is replaced so valid ids stay valid.
      if (op.method === 'DELETE' && answer.status === 204) {
        if (op.path === '/api/events/{id}') {
          const index = eventIds.indexOf(path.split('/')[3].split('?')[0]);
          if (index >= 0) eventIds[index] = await newEvent();
        }
      }
    }

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cases.length) await run(cases[next++]);
      }),
    );

    const lines = [
      `fuzz: seed ${SEED}, ${counts.total} requests (${counts.validBodies} valid bodies, ${counts.invalidBodies} invalid), ${operations.length} operations`,
      `fuzz: by status ${JSON.stringify(counts.byStatus)}`,
      `fuzz: by operation ${JSON.stringify(byOperation)}`,
      `fuzz: ${violations.length} violations`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    expect(violations.slice(0, 20)).toEqual([]);
    expect(counts.total).toBe(RUNS);
    // The conversation notification choice (a contract of its own) is among the operations sent.
    expect(Object.keys(byOperation)).toEqual(
      expect.arrayContaining([
        'GET /api/notification-settings/conversation',
        'PUT /api/notification-settings/conversation',
      ]),
    );
  }, 600_000); // ~40 s on an idle machine; generous for a busy one
  it('renders the server-rendered pages from generated text as one document with the same text', async () => {
    const bodyOf = (method: string, path: string): JsonSchema => {
      const body = operations.find((o) => o.method === method && o.path === path)?.body;
      if (!body) throw new Error(`no body schema for ${method} ${path}`);
      return body;
    };
    const eventSchema = bodyOf('POST', '/api/events');
    const dishSchema = bodyOf('POST', '/api/events/{eventId}/dishes');
    // Every text field of the event and its dish from the schema's own arbitraries, the markup breakers often.
    const text = (max: number) =>
      fc.oneof(
        { weight: 3, arbitrary: markupBreaker(1, max) },
        {
          weight: 1,
          arbitrary: validArbitrary({ type: 'string', minLength: 1, maxLength: max }) as fc.Arbitrary<string>,
        },
      );
    const caseArbitrary = fc.record({
      event: validArbitrary(eventSchema),
      name: text(100),
      location: text(200),
      description: text(500),
      dietaryNote: text(200),
      dish: validArbitrary(dishSchema),
      dishName: text(100),
      dishDescription: text(500),
      servingSize: text(50),
      firstName: text(60),
      redirect: markupBreaker(0, 80),
      timeZone: fc.constantFrom('UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'),
    });
    const cases = fc.sample(caseArbitrary, { seed: SEED, numRuns: PAGE_RUNS });
    const server = app.getHttpServer();
    const failures: string[] = [];
    const counts = { rendered: 0, refused: 0 };
    const expectSame = (what: string, actual: string | undefined, expected: string) => {
      if (actual !== asHtmlText(expected))
        failures.push(`${what}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    };
    const oneDocument = (what: string, page: ParsedPage) => {
      if (page.problems.length > 0) failures.push(`${what}: ${page.problems.join(', ')}`);
    };

    for (const c of cases) {
      const created = await users.host.agent.post('/api/events').send({
        ...(c.event as object),
        name: c.name,
        location: c.location,
        description: c.description,
        dietaryNote: c.dietaryNote,
        hostId: null,
        imageUrl: null,
        timeZone: c.timeZone,
        date: new Date(Date.now() + 864e5 * 7).toISOString(),
        // A date poll's options never go with a date.
        dateOptions: undefined,
        dishSlots: null,
        capacity: null,
        // The page with its form: answers open.
        answersCloseAt: null,
        questions: askable((c.event as { questions?: unknown }).questions),
      });
      // Refinements the JSON Schema cannot express refuse some generated events: those make no page.
      if (created.status !== 201) {
        counts.refused++;
        continue;
      }
      const id = (created.body as { id: string }).id;
      await users.host.agent.post(`/api/events/${id}/dishes`).send({
        ...(c.dish as object),
        name: c.dishName,
        description: c.dishDescription,
        servingSize: c.servingSize,
      });
      // The event as the API has it (trimmed, normalised), to compare the page with.
      const view = (await request(server).get(`/api/public/events/${id}`).expect(200)).body as {
        name: string;
        location: string | null;
        description: string | null;
        dietaryNote: string | null;
        dishes: { name: string; description: string | null }[];
      };
      const res = await request(server).get(`/join/${id}`).expect(200);
      const page = parsePage(res.text);
      const where = `/join/${id} ${JSON.stringify(c.name)}`;
      oneDocument(where, page);
      expectSame(`${where} h1`, textOf(only(page, 'h1', ['id', 'join-event-name'])), view.name);
      expectSame(`${where} title`, textOf(only(page, 'title')), `RSVP — ${view.name}`);
      expectSame(`${where} og:title`, attr(only(page, 'meta', ['property', 'og:title']), 'content'), view.name);
      const texts = select(page, 'p').map(textOf);
      for (const value of [view.description, view.dietaryNote, ...view.dishes.flatMap((d) => [d.name, d.description])])
        if (value && !texts.includes(asHtmlText(value))) failures.push(`${where}: no text ${JSON.stringify(value)}`);
      const data = JSON.parse(textOf(only(page, 'script', ['id', 'potluck-data']))) as { publicEvent: unknown };
      if (JSON.stringify(data.publicEvent) !== JSON.stringify(view)) failures.push(`${where}: embedded event differs`);
      counts.rendered++;

      // The page's RSVP form sent back with a mistake (11 adults): the form again, what was typed kept as text.
      const typed = { name: c.redirect || 'x', dietaryRestrictions: c.redirect, kidCount: c.redirect.slice(0, 5) };
      const sent = await request(server)
        .post(`/join/${id}`)
        .set('origin', 'http://127.0.0.1:3999')
        .type('form')
        .send({ key: crypto.randomUUID(), status: 'maybe', adultCount: '11', email: '', ...typed });
      const again = parsePage(sent.text);
      oneDocument(`${where} form sent back`, again);
      if (sent.status !== 422) failures.push(`${where} form sent back: ${sent.status}`);
      else {
        expectSame(`${where} form name`, attr(only(again, 'input', ['name', 'name']), 'value'), typed.name);
        expectSame(`${where} form kids`, attr(only(again, 'input', ['name', 'kidCount']), 'value'), typed.kidCount);
        expectSame(
          `${where} form restrictions`,
          textOf(only(again, 'textarea', ['name', 'dietaryRestrictions'])),
          typed.dietaryRestrictions,
        );
      }
    }

    // A signed-in person's shell (their name as data) and the development sign-in page (the redirect in a field).
    const joinPages = counts.rendered;
    for (const c of cases.slice(0, 20)) {
      const person = request.agent(server);
      const signedIn = await person
        .post('/api/login/dev')
        .type('form')
        .send({
          email: `page-${counts.rendered++}@example.test`,
          firstName: c.firstName,
          lastName: c.name.slice(0, 60),
        });
      // Names the sign-in refuses make no session, and no page.
      if (signedIn.status !== 303) continue;
      const me = (await person.get('/api/auth/user').expect(200)).body as unknown;
      const shell = parsePage((await person.get('/').expect(200)).text);
      oneDocument(`shell of ${JSON.stringify(c.firstName)}`, shell);
      const data = JSON.parse(textOf(only(shell, 'script', ['id', 'potluck-data']))) as { currentUser: unknown };
      if (JSON.stringify(data.currentUser) !== JSON.stringify(me)) failures.push(`shell: currentUser differs`);

      const login = await request(server)
        .get('/api/login/dev')
        .query({ redirect: `/${c.redirect}` })
        .expect(200);
      const loginPage = parsePage(login.text);
      oneDocument(`dev login ${JSON.stringify(c.redirect)}`, loginPage);
      if (!attr(only(loginPage, 'input', ['name', 'redirect']), 'value')?.startsWith('/'))
        failures.push(`dev login ${JSON.stringify(c.redirect)}: redirect field lost`);
    }

    process.stdout.write(
      `fuzz pages: seed ${SEED}, ${joinPages} join pages, ${counts.refused} events refused, ${counts.rendered - joinPages} shells\n`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(joinPages).toBeGreaterThan(PAGE_RUNS / 2);
  }, 300_000);
});

/**
 * Generated questions as the form would send them: a choice with its two options, a label with words (the JSON
 * Schema cannot say either), so the event makes a page and its questions are rendered from generated text.
 */
function askable(questions: unknown): unknown {
  if (!Array.isArray(questions)) return questions;
  // No control characters: the API refuses them in any text.
  const clean = (text: string) => text.replace(/\p{Cc}/gu, '');
  return (questions as { label: string; kind?: string; options?: string[] }[])
    .map((q) => ({ ...q, label: clean(q.label), options: (q.options ?? []).map(clean).filter((o) => o.trim()) }))
    .filter((q) => q.label.trim() !== '')
    .map((q) =>
      (q.kind === 'choice' || q.kind === 'choices') && new Set(q.options.map((o) => o.trim())).size < 2
        ? { ...q, options: ['Yes, <b>gladly</b>', 'No & "thanks"'] }
        : q,
    );
}
