import { Injectable, Logger, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppException } from '../common/app-exception';
import type { ServerText } from '../../i18n/server-text';
import { MetricsService } from '../metrics/metrics.service';

/** A limit: at most `limit` hits per fixed window of `windowSeconds`. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** A place held in a window by reserve(): given back by release() when the work it was for is refused. */
export interface RateLimitReservation {
  key: string;
  windowStart: Date;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  limit: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;
const MAX_KEY_LENGTH = 200;

/**
 * Fixed-window counters in PostgreSQL, shared by every app process. One upsert counts the hit and returns the
 * window's total, so concurrent requests (on any replica) cannot slip past a limit. Keys name what is limited,
 * e.g. `sign-in:net:203.0.113.7` or `mutations:user:<id>`.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('RateLimitService');
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Optional() private readonly metrics?: MetricsService,
  ) {}

  /** A limit reached, counted by its kind: the key's first part (`comments`, `mail`, …), never a person or address. */
  private hit(key: string): void {
    this.metrics?.limitsHit.inc({ limit: key.split(':', 1)[0] });
  }

  /** Counts one hit against `key` and says whether it is within `limit` hits per `windowSeconds`. */
  async consume(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const window = Math.max(1, Math.floor(windowSeconds));
    const rows: { count: number; retryAfter: number }[] = await this.db.query(
      `INSERT INTO "rate_limits" ("key", "windowStart", "expiresAt", "count")
       SELECT $1, w.start, w.start + make_interval(secs => $2), 1
       FROM (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS start) w
       ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "rate_limits"."count" + 1
       RETURNING "count", ceil(extract(epoch FROM "expiresAt" - now()))::int AS "retryAfter"`,
      [key.slice(0, MAX_KEY_LENGTH), window],
    );
    const { count, retryAfter } = rows[0];
    if (count > limit) this.hit(key);
    return { allowed: count <= limit, count, limit, retryAfterSeconds: Math.max(1, retryAfter) };
  }

  /** Like consume(), but refuses with 429 RATE_LIMITED (and `Retry-After`) once the limit is passed. */
  async enforce(key: string, { limit, windowSeconds }: RateLimit, message: ServerText): Promise<void> {
    const result = await this.consume(key, limit, windowSeconds);
    if (!result.allowed) throw AppException.rateLimited(message, result.retryAfterSeconds);
  }

  /**
   * Takes one of the `limit` places of the current window before the work it limits, or null when none is left
   * (`retryAfterSeconds`: until the window ends). One conditional upsert: concurrent reservations (on any replica)
   * queue on the counter's row, so no more than `limit` are ever held, however many start at once.
   */
  async reserve(
    key: string,
    limit: number,
    windowSeconds: number,
  ): Promise<{ reservation: RateLimitReservation | null; retryAfterSeconds: number }> {
    const window = Math.max(1, Math.floor(windowSeconds));
    const rows: { windowStart: Date; retryAfter: number }[] = await this.db.query(
      `INSERT INTO "rate_limits" ("key", "windowStart", "expiresAt", "count")
       SELECT $1, w.start, w.start + make_interval(secs => $2), 1
       FROM (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS start) w
       WHERE $3 > 0
       ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "rate_limits"."count" + 1
         WHERE "rate_limits"."count" < $3
       RETURNING "windowStart", ceil(extract(epoch FROM "expiresAt" - now()))::int AS "retryAfter"`,
      [key.slice(0, MAX_KEY_LENGTH), window, limit],
    );
    if (rows[0]) return { reservation: { key, windowStart: rows[0].windowStart }, retryAfterSeconds: 0 };
    this.hit(key);
    const windowEnd = (Math.floor(Date.now() / 1000 / window) + 1) * window;
    return { reservation: null, retryAfterSeconds: Math.max(1, Math.ceil(windowEnd - Date.now() / 1000)) };
  }

  /** Gives a reserved place back (the work was refused, so it did not use up the window). */
  async release({ key, windowStart }: RateLimitReservation): Promise<void> {
    await this.db.query(
      `UPDATE "rate_limits" SET "count" = "count" - 1 WHERE "key" = $1 AND "windowStart" = $2 AND "count" > 0`,
      [key.slice(0, MAX_KEY_LENGTH), windowStart],
    );
  }

  /** Hits already counted in the current window, without counting one. */
  async peek(key: string, windowSeconds: number): Promise<number> {
    const rows: { count: number }[] = await this.db.query(
      `SELECT "count" FROM "rate_limits"
       WHERE "key" = $1 AND "windowStart" = to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)`,
      [key.slice(0, MAX_KEY_LENGTH), Math.max(1, Math.floor(windowSeconds))],
    );
    return rows[0]?.count ?? 0;
  }

  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM "rate_limits" WHERE "expiresAt" < now()`);
  }

  onModuleInit(): void {
    this.pruneTimer = setInterval(() => {
      this.prune().catch((err: unknown) => this.logger.warn(`Pruning rate-limit counters failed: ${String(err)}`));
    }, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }
}
