import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Pool, type QueryResult } from 'pg';
import PgBoss from 'pg-boss';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { MetricsService } from '../metrics/metrics.service';

/** PostgreSQL's SQLSTATE for a transaction aborted to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';
const DECLARE_ATTEMPTS = 5;
/**
 * A notice goes to every guest of a big event at once: four workers per process each take a job a second (a worker
 * takes one job per poll), so 500 prompts leave two processes in about a minute rather than four.
 */
const NOTICE_SEND_SETTINGS: QueueSettings = {
  retryLimit: 8,
  retryDelaySeconds: 30,
  pollingIntervalSeconds: 1,
  workers: 4,
};
const STOP_TIMEOUT_MS = 10_000;

export interface QueueSettings {
  /** One job at a time across every process (a cron scan). */
  singleton?: boolean;
  /** Failed jobs are tried again this many times, with exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How often an idle worker asks for work. */
  pollingIntervalSeconds?: number;
  /** Workers in this process, each taking one job at a time (default 1). */
  workers?: number;
}

/**
 * The PostgreSQL job queue (pg-boss, schema `pgboss`), shared by the modules that send things later or again:
 * safe with any number of processes, jobs survive restarts, failed ones are retried with backoff.
 * Off with JOBS_ENABLED=false (and in tests unless a test turns it on): then `enabled` is false and nothing runs.
 *
 * The queue's connections are this service's own pool, so that a stop can wait for everything pg-boss still has under
 * way: a worker whose fetch was running when the stop began may yet take a job. That job runs to its end and is marked
 * done before the process lets go, rather than running on into a closed pool (and once more after it expires).
 */
@Injectable()
export class JobsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(JobsService.name);
  private boss: PgBoss | null = null;
  private pool: Pool | null = null;
  private declaring: Promise<unknown> = Promise.resolve();
  /** Queries and handlers pg-boss has under way. */
  private underWay = 0;
  private readonly queues = new Set<string>();

  /** Without metrics (a queue built on its own in a test), jobs are simply not counted. */
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly metrics?: MetricsService,
  ) {
    metrics?.gauge(
      'potluck_job_queue_depth',
      'Jobs waiting in the queues this process declared',
      async () => {
        const boss = this.boss;
        if (!boss) return {};
        const depth: Record<string, number> = {};
        for (const name of this.queues) depth[name] = await boss.getQueueSize(name);
        return depth;
      },
      'queue',
    );
  }

  get enabled(): boolean {
    return this.boss !== null;
  }

  async onModuleInit(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    const pool = new Pool({ connectionString: this.config.databaseUrl, max: 3, application_name: 'pgboss' });
    pool.on('error', (err) => this.logger.error(`job queue: ${err.message}`));
    const db = { executeSql: (text: string, values: unknown[]) => this.query(pool, text, values) };
    const boss = new PgBoss({ db, schema: this.config.jobsSchema, schedule: this.config.jobsCron });
    boss.on('error', (err) => this.logger.error(`job queue: ${err.message}`));
    try {
      await boss.start();
    } catch (err) {
      await pool.end();
      throw err;
    }
    this.boss = boss;
    this.pool = pool;
  }

  /** Stops taking jobs, lets the ones under way end (up to 10 s), then closes the pool. */
  async onModuleDestroy(): Promise<void> {
    const { boss, pool } = this;
    if (!boss || !pool) return;
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
    // A worker goes from its fetch to its handler, and from the handler to marking the job done, without yielding
    // to the event loop: checked between its turns, nothing under way means nothing will start.
    while (this.underWay > 0 && Date.now() < deadline) await sleep(20);
    this.boss = null;
    this.pool = null;
    await pool.end();
  }

  /**
   * One of pg-boss's queries. Once the pool is closed it runs nothing and answers nothing, as pg-boss's own connection
   * does: only a job that outlived the stop's 10 s still asks, to be marked done or failed, and the stop has already
   * set it to be tried again.
   */
  private query(pool: Pool, text: string, values: unknown[]): Promise<QueryResult> {
    if (!pool.ending) return this.track(pool.query(text, values));
    this.logger.warn('job queue: a job ended after the queue stopped; it is tried again');
    return Promise.resolve(undefined as unknown as QueryResult);
  }

  private async track<T>(work: Promise<T>): Promise<T> {
    this.underWay++;
    try {
      return await work;
    } finally {
      this.underWay--;
    }
  }

  /**
   * Creates the queue if it is new, so any process can queue jobs on it, whether or not it works on them.
   * A new queue is a new partition of pg-boss's job table: two processes starting together can deadlock on it,
   * so declarations in one process run one after another, and one chosen as a deadlock's victim tries again
   * (the other's has committed by then, or it finds the queue made).
   */
  declare(name: string, settings: QueueSettings = {}): Promise<void> {
    const next = this.declaring.then(() => this.createQueue(name, settings));
    this.declaring = next.catch(() => undefined);
    return next;
  }

  private async createQueue(name: string, settings: QueueSettings): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    const options: PgBoss.Queue = {
      name,
      ...(settings.singleton ? { policy: 'singleton' as const } : {}),
      ...(settings.retryLimit
        ? { retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds ?? 30, retryBackoff: true }
        : {}),
    };
    for (let attempt = 1; ; attempt++) {
      try {
        if (await boss.getQueue(name)) return;
        await boss.createQueue(name, options);
        return;
      } catch (err) {
        if (attempt >= DECLARE_ATTEMPTS || (err as { code?: string }).code !== DEADLOCK_DETECTED) throw err;
        await sleep(50 + Math.random() * 200 * attempt);
      }
    }
  }

  /** Declares the queue and runs `handle` for each of its jobs in this process. */
  async work<T extends object>(
    name: string,
    settings: QueueSettings,
    handle: (data: T) => Promise<void>,
  ): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    await this.declare(name, settings);
    this.queues.add(name);
    for (let worker = 0; worker < (settings.workers ?? 1); worker++) {
      await boss.work<T>(name, { pollingIntervalSeconds: settings.pollingIntervalSeconds ?? 2 }, async ([job]) => {
        if (!job) return;
        try {
          await this.track(handle(job.data));
          this.metrics?.jobs.inc({ queue: name, outcome: 'done' });
        } catch (err) {
          this.metrics?.jobs.inc({ queue: name, outcome: 'failed' });
          throw err;
        }
      });
    }
  }

  /**
   * The two queues of a notice told to each person once: a job per notice row (`send` with the row's id; tried again
   * up to 8 times from 30 s on, with backoff) and a scan (minutely unless `cron` says otherwise), one process at a
   * time, that plans what is due and queues rows whose job was never queued.
   */
  async workNotices(
    queues: { send: string; scan: string },
    send: (id: string) => Promise<void>,
    scan: () => Promise<unknown>,
    cron = '* * * * *',
  ): Promise<void> {
    await this.work<{ id: string }>(queues.send, NOTICE_SEND_SETTINGS, (data) => send(data.id));
    await this.work(queues.scan, { singleton: true }, async () => {
      await scan();
    });
    await this.schedule(queues.scan, cron);
  }

  async schedule(name: string, cron: string): Promise<void> {
    await this.boss?.schedule(name, cron);
  }

  /**
   * Queues a job. With `id` (a UUID), queuing the same job again is a no-op, so planning twice or on two processes
   * sends once. With `startAfter`, it runs from then on. Returns false when the queue is off.
   */
  async send(name: string, data: object, id?: string, startAfter?: Date): Promise<boolean> {
    if (!this.boss) return false;
    await this.boss.send(name, data, { ...(id ? { id } : {}), ...(startAfter ? { startAfter } : {}) });
    return true;
  }
}
