import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from './support/test-app';

/** `GET /api/events/:eventId` and `/api/events/{id}` both become `GET /api/events/{}`. */
const shape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+/g, '{}').replace(/\{\w+\}/g, '{}')}`;

// The development sign-in is an HTML form for people (and never runs in production), not part of the API.
const NOT_API = ['GET /api/login/dev', 'POST /api/login/dev'];

describe('OpenAPI document (GET /api/docs) against the route table', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('documents every route the app serves under /api, and nothing it does not serve', async () => {
    const router = (
      app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      }
    ).router;
    const served = router.stack
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((m) => shape(m, layer.route!.path)) : []))
      .filter((r) => r.split(' ')[1].startsWith('/api/') && !NOT_API.includes(r));
    const doc = (await request(app.getHttpServer()).get('/api/docs').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => shape(m, path)));
    expect(served.length).toBeGreaterThan(40);
    expect({
      undocumented: served.filter((r) => !documented.includes(r)),
      notServed: documented.filter((r) => !served.includes(r)),
    }).toEqual({ undocumented: [], notServed: [] });
  });

  it('declares every path parameter and the request bodies of the notification routes', async () => {
    const doc = (await request(app.getHttpServer()).get('/api/docs').expect(200)).body as {
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
});
