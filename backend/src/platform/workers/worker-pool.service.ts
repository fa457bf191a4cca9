import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { serverText } from '../../i18n/server-text';
import { AppException } from '../common/app-exception';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type { TaskInput, TaskJob, TaskName, TaskResult } from './worker-tasks';

/** The answer when every worker is busy and the queue is full. */

/** Bounds of the Retry-After a full queue answers with, in seconds. */
const RETRY_AFTER = { min: 1, max: 60 };

/**
 * The built worker entry. From dist/ it sits beside this file. Run from the TypeScript sources (jest), there is no
 * JavaScript beside it: the test setup compiles the entry and what it imports into .cache/test-workers/, laid out
 * as dist/ (test/setup/build-workers.mjs), and that copy is used.
 */
export function workerEntry(): string {
  if (__filename.endsWith('.js')) return join(__dirname, 'worker-tasks.js');
  return join(__dirname, '../../../.cache/test-workers/platform/workers/worker-tasks.js');
}

/**
 * The one place CPU-bound work runs: a pool of worker threads (piscina) of a fixed size, shared by every request, with
 * a bounded queue in front. A task that finds every thread busy and the queue full is refused at once with 503
 * SERVER_BUSY and a Retry-After of the queue's expected wait; nothing ever waits without bound, and the request loop
 * never draws a PDF or packs a ZIP itself. The threads start on the first task and stay.
 *
 * What a task is made from is read on the request loop (a sheet of 200 cards: the event's rows, the cards' words):
 * prepare() does that one request at a time, so a burst of requests reads one after the other between other requests'
 * turns instead of all at once, and counts them against the same bound.
 */
@Injectable()
export class WorkerPoolService implements OnModuleDestroy {
  private pool: Piscina<TaskJob, TaskResult> | null = null;
  /** Tasks taken and not yet answered: those the threads run and those waiting for a thread. */
  private inFlight = 0;
  /** Requests reading what their task is made from, or waiting for their turn to. */
  private preparing = 0;
  /** The end of the last preparation asked for: the next one starts after it. */
  private preparations: Promise<unknown> = Promise.resolve();
  /** Running average of the time a task takes in its thread (ms): what a refusal's Retry-After is estimated from. */
  private averageMs = 1000;

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'workers'>) {}

  /**
   * Runs `work` (the request loop's part of a heavy task) after the preparations asked for before it: one at a time.
   * 503 SERVER_BUSY, before any of it runs, when the pool and the requests preparing fill its bound.
   */
  async prepare<T>(work: () => Promise<T>): Promise<T> {
    if (this.inFlight + this.preparing >= this.capacity) throw this.busy();
    this.preparing++;
    const turn = this.preparations.then(work);
    this.preparations = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      this.preparing--;
    }
  }

  /** Runs a task in a worker thread and answers its bytes; 503 SERVER_BUSY when the queue is full. */
  async run<N extends TaskName>(task: N, input: TaskInput<N>): Promise<Uint8Array> {
    return (await this.runReporting(task, input)).output;
  }

  /** As run(), with the id of the thread the task ran in. */
  async runReporting<N extends TaskName>(task: N, input: TaskInput<N>): Promise<TaskResult> {
    if (this.inFlight >= this.capacity) throw this.busy();
    const pool = this.started();
    this.inFlight++;
    try {
      const result = await pool.run({ task, input });
      this.averageMs = 0.8 * this.averageMs + 0.2 * result.ms;
      return result;
    } finally {
      this.inFlight--;
    }
  }

  /** Tasks taken and not yet answered, requests preparing one, and how many the pool takes at most. */
  get load(): { inFlight: number; preparing: number; capacity: number } {
    return { inFlight: this.inFlight, preparing: this.preparing, capacity: this.capacity };
  }

  private get capacity(): number {
    const { threads, queueLimit } = this.config.workers;
    return threads + queueLimit;
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }

  private started(): Piscina<TaskJob, TaskResult> {
    const { threads } = this.config.workers;
    // The queue is bounded above (inFlight), so piscina's own queue never holds more than queueLimit.
    this.pool ??= new Piscina<TaskJob, TaskResult>({
      filename: workerEntry(),
      minThreads: threads,
      maxThreads: threads,
      concurrentTasksPerWorker: 1,
      idleTimeout: Infinity,
    });
    return this.pool;
  }

  /** 503 with the time the tasks taken should take to clear: an average task's for each round of the threads. */
  private busy(): AppException {
    const { threads } = this.config.workers;
    const seconds = Math.ceil((Math.ceil((this.inFlight + this.preparing) / threads) * this.averageMs) / 1000);
    return new AppException(
      503,
      'SERVER_BUSY',
      serverText('error.common.serverBusy'),
      undefined,
      Math.min(RETRY_AFTER.max, Math.max(RETRY_AFTER.min, seconds)),
    );
  }
}
