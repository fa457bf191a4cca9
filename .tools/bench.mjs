// `npm run bench`: measures the built app on this machine (bounded: a few seconds per scenario, loopback only).
// Prints requests/second and latency percentiles per scenario and the landing page's gzipped JavaScript.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3199);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

if (
  !existsSync(join(root, 'backend', 'dist', 'main.js')) ||
  !existsSync(join(root, 'frontend', 'dist', 'index.html'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, 'backend', 'scripts', 'e2e-server.mjs')], {
  env: { ...process.env, PORT: String(port), E2E_DB_NAME: 'potluck_bench', LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function signIn(email) {
  const res = await fetch(`${base}/api/login/dev`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, firstName: 'Bench', lastName: 'User' }),
  });
  return res.headers.get('set-cookie').split(';')[0];
}

async function load(name, makeRequest) {
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  let errors = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await makeRequest();
        await res.arrayBuffer();
        if (res.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  return { name, rps: Math.round(latencies.length / seconds), p50: pct(50), p95: pct(95), p99: pct(99), errors };
}

function landingJsGzipKb() {
  const dist = join(root, 'frontend', 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = [...new Set(files)].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);
  return (bytes / 1024).toFixed(1);
}

try {
  await waitForHealth();
  const cookie = await signIn(`bench-${Date.now()}@example.test`);
  const headers = { cookie };
  for (let i = 0; i < 20; i++) {
    await fetch(`${base}/api/events`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench potluck ${i}`,
        date: new Date(Date.now() + i * 86400000).toISOString(),
        location: 'Park',
      }),
    });
  }
  const etag = (await fetch(`${base}/api/events`, { headers })).headers.get('etag');
  const results = [];
  results.push(await load('GET /api/health', () => fetch(`${base}/api/health`)));
  results.push(
    await load('GET / (app shell)', () => fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip, br' } })),
  );
  results.push(await load('GET /api/auth/user', () => fetch(`${base}/api/auth/user`, { headers })));
  results.push(await load('GET /api/events (20 events)', () => fetch(`${base}/api/events`, { headers })));
  if (etag) {
    results.push(
      await load('GET /api/events, unchanged (304)', () =>
        fetch(`${base}/api/events`, { headers: { ...headers, 'if-none-match': etag } }),
      ),
    );
  }
  console.log(
    `\n${concurrency} concurrent clients, ${seconds} s per scenario, one app process, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}`,
  );
  console.table(results);
  console.log(`Landing page JavaScript (gzip): ${landingJsGzipKb()} KB`);
} finally {
  stop();
}
