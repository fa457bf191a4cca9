import request from 'supertest';
import { RateLimitService } from '../src/platform/rate-limit/rate-limit.service';
import { createEvent } from './support/factories';
import { useMailTestApp } from './support/mail-app';
import { createTestApp, signIn } from './support/test-app';
import { listen, signInCookie, TestSocket } from './support/ws-client';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** A Prometheus text line's value, by metric name and labels (`name{a="b",…} value`). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('metrics and health', () => {
  const t = useMailTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = async () =>
    (await request(t.app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('serves the figures only to a scraper with the token', async () => {
    const server = t.app.getHttpServer();
    const none = await request(server).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    await request(server).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(server).get('/metrics').set('Authorization', TOKEN).expect(401);
    const ok = await request(server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('times requests by route template, never by the raw path', async () => {
    const host = await signIn(t.app);
    const eventId = await createEvent(host);
    await host.agent.get(`/api/events/${eventId}`).expect(200);
    await request(t.app.getHttpServer()).get(`/api/events/${eventId}`).expect(401);
    const text = await scrape();
    const count = (status: string) =>
      valueOf(text, 'potluck_http_request_duration_seconds_count', { route: '/api/events/:id', method: 'GET', status });
    expect(count('200')).toBeGreaterThanOrEqual(1);
    expect(count('401')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(eventId);
    expect(valueOf(text, 'potluck_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'potluck_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
  });

  it('counts mails by kind and outcome, texts, and open sockets', async () => {
    const host = await signIn(t.app);
    const eventId = await createEvent(host);
    const before = valueOf(await scrape(), 'potluck_mails_total', { kind: 'invitation', outcome: 'sent' }) ?? 0;
    await host.agent.post(`/api/events/${eventId}/invitations`).send({ email: 'friend@example.test' }).expect(201);
    expect(valueOf(await scrape(), 'potluck_mails_total', { kind: 'invitation', outcome: 'sent' })).toBe(before + 1);
    const texts = valueOf(await scrape(), 'potluck_texts_total', { outcome: 'outbox' }) ?? 0;
    await host.agent.post(`/api/events/${eventId}/invitations`).send({ phoneNumber: '+12025550123' }).expect(201);
    expect(valueOf(await scrape(), 'potluck_texts_total', { outcome: 'outbox' })).toBe(texts + 1);
    // A limit reached is counted under its kind alone, never the person or address in its key.
    const limits = t.app.get(RateLimitService);
    expect((await limits.consume('comments:user:limited-person', 0, 60)).allowed).toBe(false);
    expect((await limits.reserve('photos:user:limited-person', 0, 60)).reservation).toBeNull();
    const limited = await scrape();
    expect(valueOf(limited, 'potluck_limits_hit_total', { limit: 'comments' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(limited, 'potluck_limits_hit_total', { limit: 'photos' })).toBeGreaterThanOrEqual(1);
    expect(limited).not.toContain('limited-person');

    const { wsUrl, origin } = await listen(t.app);
    const { cookie } = await signInCookie(t.app);
    const socket = new TestSocket(wsUrl, { Cookie: cookie, Origin: origin });
    await socket.opened;
    try {
      expect(valueOf(await scrape(), 'potluck_open_sockets')).toBeGreaterThanOrEqual(1);
    } finally {
      socket.close();
    }
  });

  it('answers liveness (the process) and readiness (the database too)', async () => {
    const server = t.app.getHttpServer();
    expect((await request(server).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await request(server).get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('metrics without a token', () => {
  it('are not served at all', async () => {
    const app = await createTestApp();
    try {
      const res = await request(app.getHttpServer()).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    } finally {
      await app.close();
    }
  });
});
