// What the benchmarks share: the built app started alone on a fresh database, a development sign-in and a JSON POST.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Signs in through the development login; returns the session cookie ("name=value"). */
export async function devSignIn(base, email, firstName, lastName) {
  const res = await fetch(`${base}/api/login/dev`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, firstName, lastName }),
  });
  return res.headers.get('set-cookie').split(';')[0];
}

/** POSTs `body` as JSON with a fresh Idempotency-Key; throws on anything but a 2xx. */
export async function postJson(base, path, cookie, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** What a benchmark's app process is told besides its port: no Google sign-in, and the per-person limits lifted. */
export const BENCH_APP_ENV = {
  NODE_ENV: 'test',
  GOOGLE_CLIENT_ID: '',
  GOOGLE_CLIENT_SECRET: '',
  SIGN_IN_LIMIT_PER_IP: '1000000',
  MUTATION_LIMIT_PER_MINUTE: '1000000',
  MUTATION_LIMIT_PER_NETWORK_PER_MINUTE: '1000000',
  MAX_DISHES_PER_EVENT: '1000',
  MAX_DISHES_PER_PERSON: '1000',
};

/**
 * The built server (backend/dist/main.js) alone on loopback `port`, over a fresh database `name` (the machine's
 * PostgreSQL with DATABASE_URL, else the embedded one), with BENCH_APP_ENV and `env`; resolves once it answers
 * /api/health. Its log lines go to /dev/null: their formatting cost is measured, a terminal's speed is not.
 */
export async function startBenchApp(root, { name, port, env = {} }) {
  const { ensureDatabase } = await import(join(root, 'backend', 'scripts', 'database.mjs'));
  const db = await ensureDatabase({
    name,
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 240) throw new Error('the app did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    db,
    app,
    base,
    stop: async () => {
      app.kill('SIGTERM');
      await db.stop();
    },
  };
}
