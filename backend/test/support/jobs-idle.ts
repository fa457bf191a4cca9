import type { DataSource } from 'typeorm';
import { RETRIED_WITHIN_MS } from './until';

/**
 * Waits until the job queue in `schema` (a test context's `jobsSchema`) has nothing left to do now: no job running, none
 * due and not yet taken.
 * Whatever a worker was going to send for what happened so far (a duplicate included) has then been sent; a job tried
 * again later (`retry`, not yet due) is not waited for. With `queues`, only theirs: a replica's minutely scans plan other
 * test files' events too (they share the database), which are not this test's to wait for.
 */
export async function untilJobsIdle(
  db: DataSource,
  schema: string,
  timeoutMs = RETRIED_WITHIN_MS,
  queues: readonly string[] | null = null,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const [{ busy }]: { busy: number }[] = await db.query(
      `SELECT count(*)::int AS "busy" FROM "${schema}"."job"
        WHERE ("state" = 'active' OR ("state" IN ('created', 'retry') AND "start_after" <= now()))
          AND ($1::text[] IS NULL OR "name" = ANY($1))`,
      [queues],
    );
    if (busy === 0) return;
    if (Date.now() > end) {
      const stuck: { name: string; state: string; retries: number }[] = await db.query(
        `SELECT "name", "state", "retry_count" AS "retries" FROM "${schema}"."job"
          WHERE ("state" = 'active' OR ("state" IN ('created', 'retry') AND "start_after" <= now()))
            AND ($1::text[] IS NULL OR "name" = ANY($1))`,
        [queues],
      );
      const named = stuck.map((j) => `${j.name} (${j.state}, ${j.retries} retries)`).join(', ');
      throw new Error(`${busy} jobs still due or running after ${timeoutMs} ms: ${named}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
