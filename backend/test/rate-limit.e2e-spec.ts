import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppException } from '../src/platform/common/app-exception';
import { serverText } from '../src/i18n/server-text';
import { RateLimitService } from '../src/platform/rate-limit/rate-limit.service';
import { useTestApps } from './support/test-app';

describe('RateLimitService (PostgreSQL counters)', () => {
  const [one, other] = useTestApps(2);
  let app: INestApplication;
  let limits: RateLimitService;
  let otherLimits: RateLimitService;

  beforeAll(() => {
    app = one.app;
    limits = one.app.get(RateLimitService);
    otherLimits = other.app.get(RateLimitService);
  });

  it('lets exactly `limit` of many concurrent hits through, across two app instances', async () => {
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? limits : otherLimits).consume(key, 10, 3600)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const r of results) {
      expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(r.retryAfterSeconds).toBeLessThanOrEqual(3600);
    }
    expect(await limits.peek(key, 3600)).toBe(40);
  });

  it('counts each key on its own', async () => {
    const a = `test:${randomUUID()}`;
    const b = `test:${randomUUID()}`;
    await limits.consume(a, 1, 60);
    expect((await limits.consume(a, 1, 60)).allowed).toBe(false);
    expect((await limits.consume(b, 1, 60)).allowed).toBe(true);
  });

  it('enforce() refuses with 429 RATE_LIMITED and a retry delay', async () => {
    const key = `test:${randomUUID()}`;
    const slowDown = serverText('error.common.tooFast');
    await limits.enforce(key, { limit: 1, windowSeconds: 600 }, slowDown);
    const error = await limits.enforce(key, { limit: 1, windowSeconds: 600 }, slowDown).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppException);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'You are making changes too quickly. Please wait a moment and try again.',
    });
    expect((error as AppException).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((error as AppException).retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('prunes counters whose window has ended', async () => {
    const key = `test:${randomUUID()}`;
    await limits.consume(key, 5, 60);
    const db = app.get(DataSource);
    await db.query(`UPDATE "rate_limits" SET "expiresAt" = now() - interval '1 second' WHERE "key" = $1`, [key]);
    await limits.prune();
    expect(await db.query(`SELECT 1 FROM "rate_limits" WHERE "key" = $1`, [key])).toHaveLength(0);
  });
});
