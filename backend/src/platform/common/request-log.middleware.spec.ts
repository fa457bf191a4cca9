import express from 'express';
import pino from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { SESSION_COOKIE } from '../../auth/session.service';
import { createLogger } from './logger';
import { requestLog } from './request-log.middleware';

function appWithLog(logger: 'pino' | 'app' = 'pino') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLog(logger === 'app' ? createLogger('info', sink) : pino(sink), (req) => req.url === '/api/health'));
  app.get('/api/health', (_req, res) => void res.send('ok'));
  app.get('/api/callback', (_req, res) => void res.redirect('/'));
  app.get('/api/boom', (_req, res) => void res.status(503).send('down'));
  app.get('/api/events', (_req, res) => void res.json([]));
  return { app, lines };
}

describe('requestLog', () => {
  it('writes one line per request: id, method, path, status and duration, never headers', async () => {
    const { app, lines } = appWithLog();
    const res = await request(app).get('/api/events?mine=1').set('Cookie', `${SESSION_COOKIE}=secret`).expect(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: res.headers['x-request-id'],
      method: 'GET',
      url: '/api/events?mine=1',
      status: 200,
    });
    expect(typeof lines[0].ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it("keeps a proxy's request id, cuts the OAuth callback's query and logs server errors as errors", async () => {
    const { app, lines } = appWithLog();
    const res = await request(app).get('/api/callback?code=4/abc&state=xyz').set('X-Request-Id', 'proxy-1');
    expect(res.headers['x-request-id']).toBe('proxy-1');
    await request(app).get('/api/boom').expect(503);
    expect(lines[0]).toMatchObject({ reqId: 'proxy-1', url: '/api/callback?code=[redacted]&state=[redacted]' });
    expect(JSON.stringify(lines)).not.toContain('4/abc');
    expect(lines[1]).toMatchObject({ msg: 'request failed', level: 50, status: 503 });
  });

  it("writes its line through the app's logger as built, with a secret in a proxy's request id cut", async () => {
    const { app, lines } = appWithLog('app');
    await request(app).get('/api/guest-link/s3cret-token?x=1').set('X-Request-Id', 'see /api/guest-link/s3cret-token');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      service: 'potluck',
      reqId: 'see /api/guest-link/[redacted]',
      url: '/api/guest-link/[redacted]?x=1',
    });
    expect(JSON.stringify(lines)).not.toContain('s3cret');
  });

  it('answers health checks with a request id but without a log line', async () => {
    const { app, lines } = appWithLog();
    const res = await request(app).get('/api/health').expect(200);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(lines).toHaveLength(0);
  });
});
