import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The server's figures in the Prometheus format, one registry per app (so apps in one test process keep their own):
 * Node's own (event-loop lag, memory, handles), request latency by route template, the database pool, the job queue,
 * open sockets, and the mails and pushes sent or not. Read at GET /metrics (metrics.middleware.ts).
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  /** Latency by method, route template (never the raw path: ids would make a series each) and status. */
  readonly requests = new Histogram({
    name: 'potluck_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route template',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'potluck_mails_total',
    help: 'Mails by kind and outcome (sent, outbox, refused by policy, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly pushes = new Counter({
    name: 'potluck_pushes_total',
    help: 'Web pushes by outcome (sent; gone: the browser unsubscribed; refused: not a push service; failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly texts = new Counter({
    name: 'potluck_texts_total',
    help: 'Invitation texts (SMS) by outcome (sent, outbox, failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly limitsHit = new Counter({
    name: 'potluck_limits_hit_total',
    help: 'Requests and sends refused by a rate limit, by the limit’s kind (comments, mail, invitations, writes, …)',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });

  readonly jobs = new Counter({
    name: 'potluck_jobs_total',
    help: 'Jobs run by this process, by queue and outcome (done, failed: tried again while retries last)',
    labelNames: ['queue', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(@InjectDataSource() db: DataSource) {
    collectDefaultMetrics({ register: this.registry, prefix: 'potluck_' });
    const pool = (): Pool | undefined => (db.driver as unknown as { master?: Pool }).master;
    this.gauge(
      'potluck_db_pool_connections',
      'Database connections of this process (open, idle; waiting: requests waiting for one)',
      (): Record<string, number> => {
        const p = pool();
        return p ? { open: p.totalCount, idle: p.idleCount, waiting: p.waitingCount } : {};
      },
    );
  }

  /**
   * A gauge read when the figures are asked for: `read` gives one value, or values by the gauge's one label.
   * Modules register their own (open sockets, queue depth) without this service knowing them.
   */
  gauge(
    name: string,
    help: string,
    read: () => number | Record<string, number> | Promise<number | Record<string, number>>,
    label = 'state',
  ): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      async collect() {
        this.reset();
        const value = await read();
        if (typeof value === 'number') this.set(value);
        else for (const [key, n] of Object.entries(value)) this.set({ [label]: key }, n);
      },
    });
  }
}
