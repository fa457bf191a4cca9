// One shared PostgreSQL database per jest run; test files create their own users and events, so they run in parallel.
import { ensureDatabase } from '../../scripts/database.mjs';
import { buildWorkers } from './build-workers.mjs';

export default async function globalSetup() {
  buildWorkers();
  const db = await ensureDatabase({
    name: 'potluck_jest',
    dataDir: 'pg-test',
    port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 5434),
    fresh: true,
    durable: false,
  });
  globalThis.__POTLUCK_DB__ = db;
  process.env.TEST_DATABASE_URL = db.url;
}
