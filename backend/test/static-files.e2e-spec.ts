import type { INestApplication } from '@nestjs/common';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { useTestApp } from './support/test-app';

describe('serving the PWA on the same origin', () => {
  let app: INestApplication;
  const dist = mkdtempSync(join(tmpdir(), 'potluck-dist-'));
  const bigScript = `console.log(${JSON.stringify('potluck '.repeat(2000))});`;

  beforeAll(() => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), bigScript);
    // The build writes these copies (frontend/scripts/precompress.mjs); the server must send them as they are.
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(bigScript));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(bigScript));
    writeFileSync(join(dist, 'assets', 'plain-abc123.js'), bigScript);
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  });
  const t = useTestApp({ FRONTEND_DIST: dist });
  beforeAll(() => {
    ({ app } = t);
  });

  it('answers app routes with index.html, never cached', async () => {
    for (const path of ['/', '/events/123', '/join?code=abc', '/create-event']) {
      const res = await request(app.getHttpServer()).get(path).expect(200);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', () => brotliCompressSync(bigScript).length],
    ['gzip', 'gzip', () => gzipSync(bigScript).length],
    ['identity', undefined, () => Buffer.byteLength(bigScript)],
    // A refused brotli (q=0) is not sent.
    ['br;q=0, gzip', 'gzip', () => gzipSync(bigScript).length],
  ])(
    'serves hashed assets immutable, as the build copy the browser accepts (Accept-Encoding %s: %s, else the file)',
    async (accept, encoding, length) => {
      const res = await request(app.getHttpServer())
        .get('/assets/index-abc123.js')
        .set('Accept-Encoding', accept)
        .expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      // The bytes sent are the build's copy (supertest decodes them back).
      expect(res.headers['content-length']).toBe(String(length()));
      expect(res.text).toBe(bigScript);
    },
  );

  it('never compresses a static file per request', async () => {
    // A file the build left without copies goes out as it is, even when large and the browser accepts gzip.
    const res = await request(app.getHttpServer())
      .get('/assets/plain-abc123.js')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(bigScript);
  });

  it('still compresses large API answers (JSON above 1 KB), not small ones', async () => {
    const docs = await request(app.getHttpServer()).get('/api/docs').set('Accept-Encoding', 'gzip').expect(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(docs.headers['content-type']).toMatch(/application\/json/);
    const health = await request(app.getHttpServer()).get('/api/health').set('Accept-Encoding', 'gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
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
