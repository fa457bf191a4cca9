import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { IdempotencyKeyEntity } from './idempotency-key.entity';

/**
 * Records are kept at least this long: as long as a change may wait in a phone's offline queue (7 days), so a
 * queued change replayed late is still answered from its record instead of running twice.
 */
export const IDEMPOTENCY_RETENTION_HOURS = 7 * 24;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export type ClaimResult =
  { kind: 'claimed' } | { kind: 'replay'; response: StoredResponse } | { kind: 'in_flight' } | { kind: 'mismatch' };

@Injectable()
export class IdempotencyService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('IdempotencyService');
  private pruneTimer?: NodeJS.Timeout;

  constructor(@InjectRepository(IdempotencyKeyEntity) private readonly records: Repository<IdempotencyKeyEntity>) {}

  /**
   * Claims the key before the handler runs. The INSERT ... ON CONFLICT is atomic, so of two identical
   * requests racing, exactly one gets the claim; the other sees the 'processing' row (409) or the stored
   * response. A record past the retention window is taken over as if it were new.
   */
  async claim(userId: string, key: string, fingerprint: string): Promise<ClaimResult> {
    const claimed: unknown[] = await this.records.query(
      `INSERT INTO "idempotency_keys" ("userId", "key", "fingerprint")
       VALUES ($1, $2, $3)
       ON CONFLICT ("userId", "key") DO UPDATE SET
         "fingerprint" = EXCLUDED."fingerprint", "state" = 'processing', "responseStatus" = NULL,
         "responseBody" = NULL, "createdAt" = now(), "completedAt" = NULL
       WHERE "idempotency_keys"."createdAt" < now() - make_interval(hours => $4)
       RETURNING 1`,
      [userId, key, fingerprint, IDEMPOTENCY_RETENTION_HOURS],
    );
    if (claimed.length > 0) return { kind: 'claimed' };

    const existing = await this.records.findOneBy({ userId, key });
    // Deleted between the two statements (its handler failed): the client may simply retry.
    if (!existing) return { kind: 'in_flight' };
    if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (existing.state === 'processing' || existing.responseStatus === null) return { kind: 'in_flight' };
    return { kind: 'replay', response: { status: existing.responseStatus, body: existing.responseBody } };
  }

  async complete(userId: string, key: string, response: StoredResponse): Promise<void> {
    await this.records.query(
      `UPDATE "idempotency_keys"
       SET "state" = 'completed', "responseStatus" = $3, "responseBody" = $4::jsonb, "completedAt" = now()
       WHERE "userId" = $1 AND "key" = $2`,
      [userId, key, response.status, JSON.stringify(response.body ?? null)],
    );
  }

  /** Gives the key back (the handler failed on our side), so a retry runs the request again. */
  async release(userId: string, key: string): Promise<void> {
    await this.records.delete({ userId, key, state: 'processing' });
  }

  async prune(): Promise<number> {
    const result: unknown = await this.records.query(
      `DELETE FROM "idempotency_keys" WHERE "createdAt" < now() - make_interval(hours => $1)`,
      [IDEMPOTENCY_RETENTION_HOURS],
    );
    return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
  }

  onModuleInit(): void {
    this.pruneTimer = setInterval(() => {
      this.prune().catch((err: unknown) => this.logger.warn(`Pruning idempotency keys failed: ${String(err)}`));
    }, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
  }
}
