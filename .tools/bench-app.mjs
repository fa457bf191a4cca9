// The built app on a fresh database of its own, as the browser benchmarks run it.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_APP_ENV } from './bench-api.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { ensureDatabase } = await import(join(root, 'backend', 'scripts', 'database.mjs'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts backend/dist/main.js on the fresh database `database` at `port` (with BENCH_APP_ENV, warnings only unless
 * `env` says, and `env`), stopped when this process exits, and waits until it answers its health check. Returns
 * `stop` (it and its database), the database (`db.url` for direct SQL), the process and its base URL.
 */
export async function startBenchApp({ database, port, env = {} }) {
  const db = await ensureDatabase({
    name: database,
    dataDir: 'pg-test',
    port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 5434),
    fresh: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, [join(root, 'backend', 'dist', 'main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      ...BENCH_APP_ENV,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => app.kill('SIGTERM'));
  const stop = async () => {
    app.kill('SIGTERM');
    await db.stop?.();
  };
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { stop, db, app, base };
    if (i > 240) {
      await stop();
      throw new Error('the app did not start');
    }
    await sleep(250);
  }
}
