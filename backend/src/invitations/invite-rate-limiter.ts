import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../common/app-exception';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';

/**
 * Per-host limit on invitation sends, in fixed one-hour windows kept in PostgreSQL so every app process shares it.
 * The counter is incremented atomically by an upsert, so concurrent requests cannot slip past the limit.
 */
@Injectable()
export class InviteRateLimiter {
  private readonly limit: number;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly db: DataSource,
  ) {
    this.limit = config.invitations.rateLimitPerHour;
  }

  async consume(hostId: string): Promise<void> {
    const rows: { count: number; created: boolean }[] = await this.db.query(
      `INSERT INTO "invite_rate_limits" ("hostId", "windowStart", "count")
       VALUES ($1, date_trunc('hour', now()), 1)
       ON CONFLICT ("hostId", "windowStart") DO UPDATE SET "count" = "invite_rate_limits"."count" + 1
       RETURNING "count", (xmax = 0) AS "created"`,
      [hostId],
    );
    const { count, created } = rows[0];
    // A new window: drop this host's stale windows so the table stays small.
    if (created) {
      await this.db.query(
        `DELETE FROM "invite_rate_limits" WHERE "hostId" = $1 AND "windowStart" < now() - interval '1 day'`,
        [hostId],
      );
    }
    if (count > this.limit) {
      throw new AppException(
        429,
        'RATE_LIMITED',
        `You can send at most ${this.limit} invitations an hour. Please try again later.`,
      );
    }
  }
}
