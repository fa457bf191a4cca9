import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { runMigrations } from '../../src/platform/database/run-migrations';
import { until } from './until';

/**
 * The medium tier's database: the run's shared test database, migrated, reached through a connection pool of the
 * test file's own, with no app around it. Read `db` inside tests and hooks (it is set in beforeAll).
 */
export function useTestDatabase(): { db: DataSource } {
  const context = {} as { db: DataSource };
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global-setup sets it)');
    await runMigrations(url);
    context.db = new DataSource(
      dataSourceOptions(url, { max: 8, acquireTimeoutMs: 10_000, statementTimeoutMs: 30_000 }),
    );
    await context.db.initialize();
  });
  afterAll(async () => {
    await context.db?.destroy();
  });
  return context;
}

/**
 * Runs `work` while a person's account deletion is under way (their dishes and their row deleted, not yet committed,
 * as the account deletion does), commits the deletion once `work` is waiting on it (`waiters` sessions blocked by the
 * deletion's), and answers how `work` settled.
 */
export async function whileDeleting<T>(
  db: DataSource,
  personId: string,
  work: () => Promise<T>,
  waiters = 1,
): Promise<PromiseSettledResult<T>> {
  const deletion = db.createQueryRunner();
  await deletion.connect();
  try {
    await deletion.startTransaction();
    await deletion.query(`DELETE FROM "dishes" WHERE "contributorId" = $1`, [personId]);
    await deletion.query(`DELETE FROM "users" WHERE "id" = $1`, [personId]);
    const [{ pid }]: { pid: number }[] = await deletion.query(`SELECT pg_backend_pid() AS "pid"`);
    const settled = Promise.allSettled([work()]);
    await until(async () => {
      const blocked: { n: number }[] = await db.query(
        `SELECT count(*)::int AS "n" FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids("pid"))`,
        [pid],
      );
      return blocked[0].n >= waiters;
    });
    await deletion.commitTransaction();
    return (await settled)[0];
  } finally {
    if (deletion.isTransactionActive) await deletion.rollbackTransaction();
    await deletion.release();
  }
}
