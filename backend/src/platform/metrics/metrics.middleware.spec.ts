import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { metricsEndpoint, requestMetrics } from './metrics.middleware';
import { MetricsService } from './metrics.service';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';

interface FakeResponse extends EventEmitter {
  statusCode: number;
  headers: Record<string, string>;
  body: unknown;
  setHeader(name: string, value: string): void;
  status(code: number): FakeResponse;
  json(body: unknown): FakeResponse;
  type(value: string): FakeResponse;
  send(body: unknown): FakeResponse;
}

function fakeResponse(): FakeResponse {
  const headers: Record<string, string> = {};
  const res: FakeResponse = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers,
    body: undefined,
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    status: (code: number) => {
      res.statusCode = code;
      return res;
    },
    json: (body: unknown) => {
      res.body = body;
      return res;
    },
    type: (value: string) => {
      headers['content-type'] = value;
      return res;
    },
    send: (body: unknown) => {
      res.body = body;
      return res;
    },
  });
  return res;
}

const request = (path: string, authorization?: string) =>
  ({ path, method: 'GET', headers: { authorization }, baseUrl: '' }) as unknown as Request;

describe('metrics middleware', () => {
  const pool = { totalCount: 3, idleCount: 2, waitingCount: 0 };
  let metrics: MetricsService;
  beforeEach(() => {
    metrics = new MetricsService({ driver: { master: pool } } as unknown as DataSource);
  });

  it('counts a request under its route template once it has matched, and everything else as other', async () => {
    const track = requestMetrics(metrics);
    const matched = Object.assign(request('/api/events/123'), { route: { path: '/api/events/:id' } });
    const matchedRes = fakeResponse();
    track(matched, matchedRes as unknown as Response, jest.fn());
    matchedRes.emit('finish');
    const file = fakeResponse();
    file.statusCode = 404;
    track(request('/assets/x.js'), file as unknown as Response, jest.fn());
    file.emit('finish');
    const text = await metrics.registry.metrics();
    expect(text).toMatch(
      /potluck_http_request_duration_seconds_count\{method="GET",route="\/api\/events\/:id",status="200"\} 1/,
    );
    expect(text).toMatch(/potluck_http_request_duration_seconds_count\{method="GET",route="other",status="404"\} 1/);
    expect(text).not.toContain('/api/events/123');
    expect(text).toMatch(/potluck_db_pool_connections\{state="idle"\} 2/);
  });

  it('serves the figures only with the configured bearer token, and not at all without one', async () => {
    const serve = metricsEndpoint(TOKEN, metrics);
    const next = jest.fn() as NextFunction;
    const other = fakeResponse();
    serve(request('/api/health'), other as unknown as Response, next);
    expect(next).toHaveBeenCalledTimes(1);

    const refused = fakeResponse();
    serve(request('/metrics', `Bearer ${TOKEN}-not`), refused as unknown as Response, next);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');

    const served = fakeResponse();
    serve(request('/metrics', `Bearer ${TOKEN}`), served as unknown as Response, next);
    await new Promise((resolve) => setImmediate(resolve));
    expect(served.statusCode).toBe(200);
    expect(String(served.body)).toContain('potluck_nodejs_eventloop_lag_seconds');

    const off = fakeResponse();
    metricsEndpoint(null, metrics)(request('/metrics', `Bearer ${TOKEN}`), off as unknown as Response, next);
    expect(off.statusCode).toBe(404);
  });
});
