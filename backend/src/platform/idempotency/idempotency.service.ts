import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { IdempotencyKeyEntity } from './idempotency-key.entity';
import { ResponseSeal, isSealed } from './sealed-response';

/**
 * A record still 'processing' after this long belongs to a request that died with its process: a retry may take it
 * over (rows it created are found again through ids derived from the key, see newEntityId).
 */
export const STALE_PROCESSING_SECONDS = 120;
const RETRY_EVERY_MS = 500;
const MAX_PENDING = 10_000;
const GIVE_UP_AFTER_MS = 10 * 60 * 1000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export type ClaimResult =
  { kind: 'claimed' } | { kind: 'replay'; response: StoredResponse } | { kind: 'in_flight' } | { kind: 'mismatch' };

@Injectable()
export class IdempotencyService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('IdempotencyService');
  private retryTimer?: NodeJS.Timeout;
  private readonly pending: { run: () => Promise<void>; since: number }[] = [];

  private readonly seal: ResponseSeal;
  /**
   * Records are kept this long (RETENTION_IDEMPOTENCY_DAYS, at least 7: as long as a change may wait in a phone's
   * offline queue), so a queued change replayed late is still answered from its record instead of running twice.
   */
  private readonly keepHours: number;

  constructor(
    @InjectRepository(IdempotencyKeyEntity) private readonly records: Repository<IdempotencyKeyEntity>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.seal = new ResponseSeal(config.sessionSecret);
    this.keepHours = config.retention.idempotencyDays * 24;
  }

  /**
   * Claims the key before the handler runs. The INSERT ... ON CONFLICT is atomic, so of two identical
   * requests racing, exactly one gets the claim; the other sees the 'processing' row (409) or the stored
   * response. A record past the retention window is taken over as if it were new.
   */
  async claim(userId: string, key: string, fingerprint: string, again = true): Promise<ClaimResult> {
    const claimed: unknown[] = await this.records.query(
      `INSERT INTO "idempotency_keys" ("userId", "key", "fingerprint")
       VALUES ($1, $2, $3)
       ON CONFLICT ("userId", "key") DO UPDATE SET
         "fingerprint" = EXCLUDED."fingerprint", "state" = 'processing', "responseStatus" = NULL,
         "responseBody" = NULL, "createdAt" = now(), "completedAt" = NULL
       WHERE "idempotency_keys"."createdAt" < now() - make_interval(hours => $4)
          OR ("idempotency_keys"."state" = 'processing'
              AND "idempotency_keys"."fingerprint" = EXCLUDED."fingerprint"
              AND "idempotency_keys"."createdAt" < now() - make_interval(secs => $5))
       RETURNING 1`,
      [userId, key, fingerprint, this.keepHours, STALE_PROCESSING_SECONDS],
    );
    if (claimed.length > 0) return { kind: 'claimed' };

    const existing = await this.records.findOneBy({ userId, key });
    // Deleted between the two statements (its handler failed): the client may simply retry.
    if (!existing) return { kind: 'in_flight' };
    if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (existing.state === 'processing' || existing.responseStatus === null) return { kind: 'in_flight' };
    // Records from before answers were sealed hold no secret (a migration removed those that did).
    if (!isSealed(existing.responseBody)) {
      return { kind: 'replay', response: { status: existing.responseStatus, body: existing.responseBody } };
    }
    const body = this.seal.open(existing.responseBody, userId, key);
    if (body !== undefined) return { kind: 'replay', response: { status: existing.responseStatus, body } };
    // Sealed with a key this server no longer has: as if never recorded, the request runs again (once).
    await this.records.delete({ userId, key, fingerprint, state: 'completed' });
    return again ? this.claim(userId, key, fingerprint, false) : { kind: 'in_flight' };
  }

  /** Records the answer, sealed (see ResponseSeal: the stored row never shows a link or token it carries). */
  async complete(userId: string, key: string, response: StoredResponse): Promise<void> {
    await this.records.query(
      `UPDATE "idempotency_keys"
       SET "state" = 'completed', "responseStatus" = $3, "responseBody" = $4::jsonb, "completedAt" = now()
       WHERE "userId" = $1 AND "key" = $2`,
      [userId, key, response.status, JSON.stringify(this.seal.seal(response.body ?? null, userId, key))],
    );
  }

  /** Gives the key back (the handler failed on our side), so a retry runs the request again. */
  async release(userId: string, key: string): Promise<void> {
    await this.records.delete({ userId, key, state: 'processing' });
  }

  /**
   * Deletes the records older than the retention (the retention's hourly purge); answers how many. By the database's
   * time, as a claim decides whether a record is past it.
   */
  async prune(): Promise<number> {
    const result: unknown = await this.records.query(
      `DELETE FROM "idempotency_keys" WHERE "createdAt" < now() - make_interval(hours => $1)`,
      [this.keepHours],
    );
    return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
  }

  /** Runs `write` again every RETRY_EVERY_MS until it succeeds (a record write that failed while the database was away). */
  retryLater(write: () => Promise<void>): void {
    if (this.pending.length >= MAX_PENDING) {
      this.logger.error('Too many idempotency record writes waiting for the database; dropping one');
      return;
    }
    this.pending.push({ run: write, since: Date.now() });
  }

  /** Writes waiting for the database (tests). */
  get pendingWrites(): number {
    return this.pending.length;
  }

  private async flushPending(): Promise<void> {
    const batch = this.pending.splice(0);
    for (const item of batch) {
      try {
        await item.run();
      } catch {
        if (Date.now() - item.since < GIVE_UP_AFTER_MS) this.pending.push(item);
        else this.logger.error('Gave up writing an idempotency record after 10 minutes');
      }
    }
  }

  onModuleInit(): void {
    this.retryTimer = setInterval(() => {
      if (this.pending.length > 0) void this.flushPending();
    }, RETRY_EVERY_MS);
    this.retryTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.retryTimer);
  }
}
