import type { INestApplication } from '@nestjs/common';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp } from './support/test-app';

describe('serving the PWA on the same origin', () => {
  let app: INestApplication;
  const dist = mkdtempSync(join(tmpdir(), 'potluck-dist-'));
  const bigScript = `console.log(${JSON.stringify('potluck '.repeat(2000))});`;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    app = await createTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(() => app.close());

  it('answers app routes with index.html, never cached', async () => {
    for (const path of ['/', '/events/123', '/join/abc?x=1', '/create-event']) {
      const res = await request(app.getHttpServer()).get(path).expect(200);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets immutable and compressed', async () => {
    const res = await request(app.getHttpServer())
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(bigScript);
  });

  it('never caches the service worker', async () => {
    const res = await request(app.getHttpServer()).get('/sw.js').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the app', async () => {
    await request(app.getHttpServer()).get('/assets/missing-123.js').expect(404);
  });

  it('keeps /api out of the fallback', async () => {
    const res = await request(app.getHttpServer()).get('/api/does-not-exist').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
