// The PDF burst (part of `npm run bench`, or alone: `npm run bench:pdf`): twelve buffet-card PDFs of 200 cards, of
// twelve different events, asked for at once (the cache cold, the worker pool at its default size: the cores less
// one), while /api/health is polled back to back on one keep-alive connection. Prints health's latency (p50, p99,
// max) during the burst and the PDFs' throughput; targets: health p99 ≤ 50 ms, max ≤ 250 ms. The built backend
// (backend/dist) on its own database; one app process, loopback only. Port: BENCH_PDF_PORT.
import { existsSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devSignIn, postJson } from './bench-api.mjs';
import { startBenchApp } from './bench-app.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const pg = require('pg');

const EVENTS = 12;
const CARDS = 200;
const port = Number(process.env.BENCH_PDF_PORT ?? 3165);
const base = `http://127.0.0.1:${port}`;
const output = resolve(process.env.BENCH_PDF_OUTPUT ?? join(root, 'bench-pdf-results.json'));

if (!existsSync(join(root, 'backend', 'dist', 'platform', 'workers', 'worker-tasks.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const { db, stop } = await startBenchApp({
  database: 'potluck_bench_pdf',
  port,
  env: { LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' },
});
process.on('SIGINT', () => void stop().finally(() => process.exit(130)));

// ---------------------------------------------------------------- twelve events, each with its host and 200 dishes
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
const events = [];
// One more event, drawn before the burst: a long-running server has its code compiled and its threads started (the
// twelve of the burst stay out of the cache).
for (let e = 0; e <= EVENTS; e++) {
  // A host each: the per-person PDF limit (12 a minute) is not what is measured.
  const cookie = await devSignIn(base, `pdf-host-${e}-${Date.now()}@bench.test`, `Host${e}`, 'Bench');
  const event = await postJson(base, '/api/events', cookie, {
    name: `PDF burst potluck ${e + 1}`,
    date: new Date(Date.now() + (e + 1) * 86_400_000).toISOString(),
    location: 'Park',
  });
  const { rows: cooks } = await sql.query(
    `INSERT INTO "users" ("email", "firstName", "lastName")
     SELECT 'cook-' || gen_random_uuid() || '@bench.test', 'Cook' || i, 'Bench' FROM generate_series(1, 4) i
     RETURNING "id"`,
  );
  const ids = cooks.map((c) => c.id);
  await sql.query(
    `INSERT INTO "rsvps" ("eventId", "userId", "status", "adultCount", "kidCount")
     SELECT $1, u, 'attending', 2, 0 FROM unnest($2::uuid[]) u`,
    [event.id, ids],
  );
  await sql.query(
    `INSERT INTO "dishes" ("eventId", "contributorId", "name", "category", "isVegetarian", "containsNuts")
     SELECT $1, ($2::uuid[])[1 + (i % 4)], 'Dish number ' || i || ' of the burst', 'main_dish', i % 2 = 0, i % 3 = 0
       FROM generate_series(1, $3) i`,
    [event.id, ids, CARDS],
  );
  events.push({ id: event.id, cookie });
}
await sql.end();
await sleep(500);

// ---------------------------------------------------------------- health, polled back to back through the burst
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function health() {
  return new Promise((done, fail) => {
    const t0 = performance.now();
    http
      .get(`${base}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => done({ ms: performance.now() - t0, status: res.statusCode }));
      })
      .on('error', fail);
  });
}
// Warm: the connection open, the routes' code compiled, the pool's threads started.
const warmup = events.pop();
for (let i = 0; i < 200; i++) await health();
const warm = await new Promise((done) =>
  http.get(`${base}/api/events/${warmup.id}/buffet-cards.pdf`, { headers: { cookie: warmup.cookie } }, (res) => {
    res.resume();
    res.on('end', () => done(res.statusCode));
  }),
);
if (warm !== 200) throw new Error(`the warm-up PDF answered ${warm}`);
await sleep(500);

const loadBefore = os.loadavg();
const latencies = [];
const samples = [];
let healthFailures = 0;
let started = performance.now();
let bursting = true;
const poller = (async () => {
  while (bursting) {
    const at = performance.now();
    const { ms, status } = await health();
    latencies.push(ms);
    samples.push({ atMs: Math.round(at - started), ms: Math.round(ms) });
    if (status !== 200) healthFailures++;
  }
})();

function pdf(event) {
  return new Promise((done, fail) => {
    http
      .get(`${base}/api/events/${event.id}/buffet-cards.pdf?paper=a4`, { headers: { cookie: event.cookie } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => done({ status: res.statusCode, bytes, at: performance.now() }));
      })
      .on('error', fail);
  });
}
started = performance.now();
const answers = await Promise.all(events.map(pdf));
const elapsed = (performance.now() - started) / 1000;
bursting = false;
await poller;
const loadAfter = os.loadavg();
await stop();

// ---------------------------------------------------------------- report
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
const ok = answers.filter((a) => a.status === 200);
const result = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    node: process.version,
    // The `uptime` load averages (1, 5, 15 min) before and after the burst: other work on the machine shows here.
    loadBefore: loadBefore.map((l) => Number(l.toFixed(2))),
    loadAfter: loadAfter.map((l) => Number(l.toFixed(2))),
  },
  workerThreads: Math.max(1, os.availableParallelism() - 1),
  pdfs: {
    asked: EVENTS,
    cardsEach: CARDS,
    answered200: ok.length,
    statuses: [...new Set(answers.map((a) => a.status))],
    kbEach: Math.round(ok.reduce((n, a) => n + a.bytes, 0) / Math.max(1, ok.length) / 1024),
    seconds: Number(elapsed.toFixed(2)),
    perSecond: Number((ok.length / elapsed).toFixed(2)),
  },
  health: {
    requests: latencies.length,
    failures: healthFailures,
    p50Ms: Number(pct(50).toFixed(1)),
    p99Ms: Number(pct(99).toFixed(1)),
    maxMs: Number(latencies[latencies.length - 1].toFixed(1)),
    // The five slowest answers and when they were asked, from the burst's start: a wait at the burst's start (twelve
    // requests read at once) reads differently from one in its middle (a descheduled process on a busy machine).
    slowest: samples.sort((a, b) => b.ms - a.ms).slice(0, 5),
  },
  pdfAnsweredAtS: answers.map((a) => Number(((a.at - started) / 1000).toFixed(2))).sort((a, b) => a - b),
};
const verdict = (value, target) => (value <= target ? `≤ ${target} ✓` : `> ${target} ✗`);
console.log(
  `\nPDF burst: ${EVENTS} × ${CARDS}-card PDFs of ${EVENTS} events at once, cache cold, ${result.workerThreads} worker ` +
    `thread(s) on ${result.machine.cores} cores (${result.machine.cpu}, Node ${result.machine.node}); ` +
    `load ${result.machine.loadBefore.join(' ')} before, ${result.machine.loadAfter.join(' ')} after`,
);
console.table([
  {
    'PDFs 200': `${ok.length}/${EVENTS}`,
    'PDF s': result.pdfs.seconds,
    'PDFs/s': result.pdfs.perSecond,
    'KB each': result.pdfs.kbEach,
    'health reqs': result.health.requests,
    'health p50 ms': result.health.p50Ms,
    'health p99 ms': `${result.health.p99Ms} (${verdict(result.health.p99Ms, 50)})`,
    'health max ms': `${result.health.maxMs} (${verdict(result.health.maxMs, 250)})`,
  },
]);
console.log(
  `Slowest health answers (ms, at s into the burst): ${result.health.slowest.map((s) => `${s.ms} @ ${(s.atMs / 1000).toFixed(2)}`).join(', ')}`,
);
writeFileSync(output, `${JSON.stringify(result, null, 2)}\n`);
console.log(`Written: ${output}`);
process.exit(0);
