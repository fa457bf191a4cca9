import { Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MetricsService } from './metrics.service';

/** What the whole instance counts for its operators, across every process: sent, and the limits that refused. */
export const INSTANCE_COUNTS = ['mailsSent', 'pushesSent', 'textsSent', 'limitsHit'] as const;
export type InstanceCount = (typeof INSTANCE_COUNTS)[number];
type Counts = Record<InstanceCount, number>;

/** How often a process adds what it counted to the instance's totals (and once more when it stops). */
const FLUSH_MS = 15_000;

const zeros = (): Counts => ({ mailsSent: 0, pushesSent: 0, textsSent: 0, limitsHit: 0 });

/**
 * The instance's running totals in "instance_counts": each process keeps counting in its Prometheus counters (one
 * write per process every 15 s at most, however busy it is) and adds what it counted since its last flush. A flush
 * that fails (the database away) is tried again with the next one; nothing is counted twice.
 */
@Injectable()
export class InstanceCounts implements OnModuleInit, BeforeApplicationShutdown {
  private flushed = zeros();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), FLUSH_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(() => undefined);
  }

  /** Adds what this process counted since its last flush to the instance's totals. */
  flush(): Promise<void> {
    this.flushing = this.flushing.catch(() => undefined).then(() => this.write());
    return this.flushing;
  }

  /** The instance's totals (every process's flushed counts, and this one's not yet flushed), and since when. */
  async totals(): Promise<{ counts: Counts; since: Date | null }> {
    const rows: { name: InstanceCount; n: string; since: Date }[] = await this.db.query(
      `SELECT "name", "n", min("createdAt") OVER () AS "since" FROM "instance_counts"`,
    );
    const local = await this.local();
    const counts = zeros();
    for (const name of INSTANCE_COUNTS) counts[name] = local[name] - this.flushed[name];
    for (const row of rows) if (row.name in counts) counts[row.name] += Number(row.n);
    return { counts, since: rows[0]?.since ?? null };
  }

  private async write(): Promise<void> {
    const now = await this.local();
    const names = INSTANCE_COUNTS.filter((name) => now[name] > this.flushed[name]);
    if (names.length === 0) return;
    await this.db.query(
      `INSERT INTO "instance_counts" ("name", "n") SELECT * FROM unnest($1::text[], $2::bigint[])
         ON CONFLICT ("name") DO UPDATE SET "n" = "instance_counts"."n" + EXCLUDED."n"`,
      [names, names.map((name) => now[name] - this.flushed[name])],
    );
    for (const name of names) this.flushed[name] = now[name];
  }

  /** This process's counts since it started, from its Prometheus counters (sent only; every limit that refused). */
  private async local(): Promise<Counts> {
    const sum = async (
      counter: { get(): Promise<{ values: { value: number; labels: Record<string, unknown> }[] }> },
      sentOnly: boolean,
    ) =>
      (await counter.get()).values
        .filter((v) => !sentOnly || v.labels.outcome === 'sent')
        .reduce((n, v) => n + v.value, 0);
    return {
      mailsSent: await sum(this.metrics.mails, true),
      pushesSent: await sum(this.metrics.pushes, true),
      textsSent: await sum(this.metrics.texts, true),
      limitsHit: await sum(this.metrics.limitsHit, false),
    };
  }
}
