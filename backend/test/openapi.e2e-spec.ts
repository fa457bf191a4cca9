import request from 'supertest';
import type * as z from 'zod';
import {
  dishViewSchema,
  eventDetailSchema,
  eventInsightsSchema,
  eventSummarySchema,
  publicEventSchema,
  rsvpResultSchema,
  userSchema,
} from '../src/contracts/responses.contract';
import { invitationResultSchema } from '../src/contracts/invitation.contract';
import { answerRsvp, createDish, createEvent } from './support/factories';
import { useTestApp, signIn } from './support/test-app';

/** `GET /api/events/:eventId` (Express) and `get /api/events/{eventId}` (OpenAPI) both become `GET /api/events/{eventId}`. */
const shape = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

interface Operation {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  security?: unknown[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/** Parsing keeps only what the schema knows: a body equal to its parse has no field the document leaves out. */
function expectToMatch(schema: z.ZodType, body: unknown): void {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(body);
}

// The development sign-in is an HTML form for people (and never runs in production), not part of the API.
const NOT_API = ['GET /api/login/dev', 'POST /api/login/dev'];

describe('OpenAPI document (GET /api/docs) against the route table', () => {
  const t = useTestApp();

  it('documents every route the app serves under /api, with the parameter names of its controller, and nothing else', async () => {
    const router = (
      t.app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    const served = router.stack
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((m) => shape(m, layer.route!.path)) : []))
      .filter((r) => r.split(' ')[1].startsWith('/api/') && !NOT_API.includes(r));
    const doc = (await request(t.app.getHttpServer()).get('/api/docs').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => shape(m, path)));
    expect(served.length).toBeGreaterThan(40);
    expect({
      undocumented: served.filter((r) => !documented.includes(r)),
      notServed: documented.filter((r) => !served.includes(r)),
    }).toEqual({ undocumented: [], notServed: [] });
  });

  it('names every operation once (operationId) and summarises it, for client generators', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/api/docs').expect(200)).body as {
      paths: Record<string, Record<string, { operationId?: string; summary?: string }>>;
    };
    const ops = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod));
    const ids = ops.map((op) => op.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][A-Za-z]+$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ops.length);
    expect(ops.filter((op) => !op.summary)).toEqual([]);
  });

  it('declares every path parameter and the request bodies of the notification routes', async () => {
    const doc = (await request(t.app.getHttpServer()).get('/api/docs').expect(200)).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string }[];
            requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
          }
        >
      >;
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(ops)) {
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        expect({ path, declared }).toEqual({ path, declared: names });
      }
    }
    const sub = doc.paths['/api/push/subscriptions'].post.requestBody!.content['application/json'].schema;
    expect(Object.keys(sub.properties)).toEqual(expect.arrayContaining(['endpoint', 'keys']));
    const settings = doc.paths['/api/notification-settings'].put.requestBody!.content['application/json'].schema;
    expect(Object.keys(settings.properties).sort()).toEqual(['emailReminders', 'hostDigest']);
    expect(doc.paths['/api/unsubscribe'].post.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['e', 's', 't']),
    );
  });

  describe('answers', () => {
    let doc: Document;
    let operations: string[];
    beforeAll(async () => {
      doc = (await request(t.app.getHttpServer()).get('/api/docs').expect(200)).body as Document;
      operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    });

    it('gives every operation a described success answer: a contract schema for JSON, none only for 204 and redirects', () => {
      const problems: string[] = [];
      for (const name of operations) {
        const [method, path] = name.split(' ');
        const { responses } = doc.paths[path][method];
        const success = Object.keys(responses).filter((s) => /^[23]\d\d$/.test(s));
        if (success.length !== 1) problems.push(`${name}: ${success.length} success answers`);
        for (const status of success) {
          const content = responses[status].content;
          if (status === '204' || status.startsWith('3')) {
            if (content) problems.push(`${name}: ${status} with a body`);
            continue;
          }
          const schemas = Object.values(content ?? {}).map((c) => c.schema);
          if (schemas.length === 0 || schemas.some((s) => !s || Object.keys(s).length === 0)) {
            problems.push(`${name}: ${status} without a schema`);
          }
          const json = content?.['application/json']?.schema;
          const ref = (json?.$ref ?? (json?.items as { $ref?: string } | undefined)?.$ref) as string | undefined;
          if (ref && !doc.components.schemas[ref.replace('#/components/schemas/', '')]) {
            problems.push(`${name}: ${ref} is not a component`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('documents the error answers as {message, code, fieldErrors?}: 401 where a session is needed, 404 where an id is', () => {
      expect(doc.components.schemas.Error).toMatchObject({
        type: 'object',
        required: ['message', 'code'],
        properties: { message: { type: 'string' }, fieldErrors: { type: 'object' } },
      });
      const problems: string[] = [];
      for (const name of operations) {
        const [method, path] = name.split(' ');
        const op = doc.paths[path][method];
        const errorRef = (status: string) => op.responses[status]?.content?.['application/json']?.schema?.$ref;
        for (const status of ['4XX', '429', '503']) {
          if (errorRef(status) !== '#/components/schemas/Error') problems.push(`${name}: no ${status}`);
        }
        if (!op.security && errorRef('401') !== '#/components/schemas/Error') problems.push(`${name}: no 401`);
        if (path.includes('{') && errorRef('404') !== '#/components/schemas/Error') problems.push(`${name}: no 404`);
      }
      expect(problems).toEqual([]);
    });

    it('describes what the app really answers (every field, nothing more)', async () => {
      const host = await signIn(t.app, { firstName: 'Docs' });
      const guest = await signIn(t.app, { firstName: 'Reader' });
      const eventId = await createEvent(host, { capacity: 10 });
      await answerRsvp(guest, eventId);
      await createDish(guest, eventId);
      const rsvp = await guest.agent
        .post(`/api/events/${eventId}/rsvp`)
        .send({ status: 'attending', adultCount: 2, kidCount: 1 })
        .expect(200);
      expectToMatch(rsvpResultSchema, rsvp.body);
      expectToMatch(userSchema, (await host.agent.get('/api/auth/user').expect(200)).body);
      for (const who of [host, guest]) {
        expectToMatch(eventDetailSchema, (await who.agent.get(`/api/events/${eventId}`).expect(200)).body);
        expectToMatch(eventSummarySchema.array(), (await who.agent.get('/api/events').expect(200)).body);
      }
      expectToMatch(dishViewSchema.array(), (await guest.agent.get(`/api/events/${eventId}/dishes`).expect(200)).body);
      expectToMatch(eventInsightsSchema, (await guest.agent.get(`/api/events/${eventId}/insights`).expect(200)).body);
      expectToMatch(publicEventSchema, (await guest.agent.get(`/api/public/events/${eventId}`).expect(200)).body);
      const invited = await host.agent
        .post(`/api/events/${eventId}/invitations`)
        .send({ email: 'docs-invitee@example.test' })
        .expect(201);
      expectToMatch(invitationResultSchema, invited.body);
    });
  });
});
