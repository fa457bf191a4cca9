import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 7_463_821;

/** Runs pending migrations once, even when several app processes start at the same moment. */
export async function runMigrations(url: string): Promise<void> {
  const ds = new DataSource({
    ...dataSourceOptions(url, { max: 2, acquireTimeoutMs: 30_000, statementTimeoutMs: 10 * 60_000 }),
  });
  await ds.initialize();
  const lock = ds.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.release();
    await ds.destroy();
  }
}
