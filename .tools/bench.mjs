// `npm run bench`: measures the built app on this machine against a Nest hello-world floor measured in the same run
// (same Nest, Express adapter and node_modules). Prints a table and writes bench-results.json. Loopback only; each
// scenario is bounded (BENCH_SECONDS). Ports: BENCH_PORT .. BENCH_PORT+4. Then the PDF burst (.tools/bench-pdf.mjs:
// health's latency while twelve 200-card PDFs are drawn), on its own app and database.
import { spawn, spawnSync } from 'node:child_process';
import { BENCH_APP_ENV, devSignIn, postJson } from './bench-api.mjs';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const pg = require('pg');
const WebSocket = require('ws');
const { ensureDatabase } = await import(join(root, 'backend', 'scripts', 'database.mjs'));

const port = Number(process.env.BENCH_PORT ?? 3155);
const ports = { a: port, b: port + 1, floor: port + 2, counterA: port + 3, counterB: port + 4 };
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const fanoutSockets = Number(process.env.BENCH_SOCKETS ?? 1000);
const output = resolve(process.env.BENCH_OUTPUT ?? join(root, 'bench-results.json'));

if (
  !existsSync(join(root, 'backend', 'dist', 'main.js')) ||
  !existsSync(join(root, 'frontend', 'dist', 'index.html'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const children = [];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

function start(args, env) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`${url} did not start`);
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- load generator (keep-alive, fixed connections)
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
function get(url, headers = {}) {
  return new Promise((resolveRequest, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolveRequest(res));
    });
    req.on('error', reject);
  });
}

/** CPU time (user + system, ms) a process has used so far: what a request costs the server, whatever else runs. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}
const clockTicks = 100;

async function load(url, headers = {}, expectStatus = 200, pid = undefined) {
  const latencies = [];
  let unexpected = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        const res = await get(url, headers);
        if (res.statusCode !== expectStatus) unexpected++;
      } catch {
        unexpected++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  // A short warm-up fills caches and JIT, as a long-running process has them.
  const warm = performance.now() + 500;
  while (performance.now() < warm) await get(url, headers).catch(() => undefined);
  const started = performance.now();
  const cpuBefore = pid ? cpuMs(pid) : 0;
  await Promise.all(Array.from({ length: connections }, worker));
  const cpuPerRequest = pid ? (cpuMs(pid) - cpuBefore) / latencies.length : undefined;
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    cpuPerRequest,
    unexpected,
  };
}

/** Heap and buffers the app process holds after a full garbage collection, in KB. */
async function liveKb(counterPort) {
  const m = await (await fetch(`http://127.0.0.1:${counterPort}/memory`)).json();
  return (m.heapUsed + m.external) / 1024;
}

async function counter(counterPort) {
  return Number(await (await fetch(`http://127.0.0.1:${counterPort}/`)).text());
}

// ---------------------------------------------------------------- floor
const floorProcess = start([join(root, '.tools', 'bench-floor.mjs')], { PORT: String(ports.floor) });
await waitFor(`http://127.0.0.1:${ports.floor}/`);
const floor = await load(`http://127.0.0.1:${ports.floor}/`, {}, 200, floorProcess.pid);
children.pop().kill('SIGTERM');
// Measured again at the end: how far the two differ says how noisy the machine was during the run.
async function floorAgain() {
  const floorProcessAgain = start([join(root, '.tools', 'bench-floor.mjs')], { PORT: String(ports.floor) });
  await waitFor(`http://127.0.0.1:${ports.floor}/`);
  const again = await load(`http://127.0.0.1:${ports.floor}/`, {}, 200, floorProcessAgain.pid);
  children.pop().kill('SIGTERM');
  return again;
}

// ---------------------------------------------------------------- the app, two processes on one database
const db = await ensureDatabase({
  name: 'potluck_bench',
  dataDir: 'pg-test',
  port: Number(process.env.EMBEDDED_PG_TEST_PORT ?? 5434),
  fresh: true,
});
const appEnv = (p, counterPort) => ({
  DATABASE_URL: db.url,
  PORT: String(p),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${p}`,
  ...BENCH_APP_ENV,
  // Production's level: one log line per request, as a real deployment pays for it.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  WS_SOCKETS_PER_USER: '1000',
  BENCH_COUNTER_PORT: String(counterPort),
  NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(join(root, '.tools', 'bench-count-queries.mjs')).href}`,
});
// Log lines go to /dev/null (stdout ignored): their formatting cost is measured, a terminal's speed is not.
const appA = start([join(root, 'backend', 'dist', 'main.js')], appEnv(ports.a, ports.counterA));
const appB = start([join(root, 'backend', 'dist', 'main.js')], appEnv(ports.b, ports.counterB));
const base = `http://127.0.0.1:${ports.a}`;
await Promise.all([waitFor(`${base}/api/health`), waitFor(`http://127.0.0.1:${ports.b}/api/health`)]);

async function signIn(email, firstName = 'Bench', appBase = base) {
  const cookie = await devSignIn(appBase, email, firstName, 'User');
  const me = await (await fetch(`${appBase}/api/auth/user`, { headers: { cookie } })).json();
  return { cookie, id: me.id };
}
const post = (path, cookie, body) => postJson(base, path, cookie, body);

const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
/** Guests with attending RSVPs and dishes, written straight to the database (the triggers bump the version). */
async function seed(eventId, rsvps, dishes) {
  const { rows: users } = await sql.query(
    `INSERT INTO "users" ("email", "firstName", "lastName")
     SELECT 'guest-' || gen_random_uuid() || '@bench.test', 'Guest' || i, 'Bench' FROM generate_series(1, $1) i
     RETURNING "id"`,
    [Math.max(rsvps, 1)],
  );
  const ids = users.map((u) => u.id);
  await sql.query(
    `INSERT INTO "rsvps" ("eventId", "userId", "status", "adultCount", "kidCount", "dietaryRestrictions")
     SELECT $1, u, 'attending', 2, 1, CASE WHEN random() < 0.3 THEN 'vegetarian' END FROM unnest($2::uuid[]) u`,
    [eventId, ids.slice(0, rsvps)],
  );
  const categories = ['appetizer', 'main_dish', 'side_dish', 'dessert', 'soft_drinks'];
  await sql.query(
    `INSERT INTO "dishes" ("eventId", "contributorId", "name", "category", "isVegetarian")
     SELECT $1, ($2::uuid[])[1 + (i % array_length($2::uuid[], 1))], 'Dish ' || i, ($3::text[])[1 + (i % 5)], i % 2 = 0
       FROM generate_series(1, $4) i`,
    [eventId, ids, categories, dishes],
  );
}

const host = await signIn(`bench-host-${Date.now()}@bench.test`, 'Host');
const eventIds = [];
for (let i = 0; i < 20; i++) {
  const event = await post('/api/events', host.cookie, {
    name: `Bench potluck ${i}`,
    date: new Date(Date.now() + (i + 1) * 86400000).toISOString(),
    location: 'Park',
  });
  eventIds.push(event.id);
}
const eventId = eventIds[0];
await seed(eventId, 30, 40);
await sleep(300);

const auth = { cookie: host.cookie };
const etagOf = async (path) => (await get(`${base}${path}`, auth)).headers.etag;
const asset = readdirSync(join(root, 'frontend', 'dist', 'assets')).find((f) => /^index-.*\.js$/.test(f));

const scenarios = [
  ['GET /api/health', '/api/health', {}],
  [`GET /api/events/{id} (30 RSVPs, 40 dishes)`, `/api/events/${eventId}`, auth],
  [`GET /api/events/{id}, unchanged (304)`, `/api/events/${eventId}`, auth, 304],
  ['GET /api/events (20 events)', '/api/events', auth],
  ['GET /api/events, unchanged (304)', '/api/events', auth, 304],
  [`GET /api/events/{id}/insights`, `/api/events/${eventId}/insights`, auth],
  [`GET /api/events/{id}/insights, unchanged (304)`, `/api/events/${eventId}/insights`, auth, 304],
  [`GET /api/events/{id}/dish-suggestions`, `/api/events/${eventId}/dish-suggestions`, auth],
  [`GET /assets/${asset ?? '?'} (gzip)`, `/assets/${asset}`, { 'accept-encoding': 'gzip, br' }],
];
const results = [
  {
    name: 'Nest hello-world (floor)',
    rps: floor.rps,
    ratio: 1,
    p50: floor.p50,
    p99: floor.p99,
    cpuPerRequest: floor.cpuPerRequest,
    sqlPerRequest: 0,
  },
];
for (const [name, path, headers, expectStatus = 200] of scenarios) {
  const h = { ...headers };
  if (expectStatus === 304) h['if-none-match'] = await etagOf(path);
  const before = await counter(ports.counterA);
  const r = await load(`${base}${path}`, h, expectStatus, appA.pid);
  const after = await counter(ports.counterA);
  results.push({
    name,
    rps: r.rps,
    ratio: r.rps / floor.rps,
    p50: r.p50,
    p99: r.p99,
    cpuPerRequest: r.cpuPerRequest,
    // The warm-up's requests are not counted in r.requests; its statements are (an upper bound).
    sqlPerRequest: (after - before) / r.requests,
    ...(r.unexpected ? { unexpectedStatus: r.unexpected } : {}),
  });
}

// ---------------------------------------------------------------- growth: detail with 10, 100, 300 dishes
const growth = [];
for (const dishes of [10, 100, 300]) {
  const event = await post('/api/events', host.cookie, {
    name: `Growth ${dishes}`,
    date: new Date(Date.now() + 86400000).toISOString(),
  });
  await seed(event.id, 30, dishes);
  await sleep(200);
  const before = await counter(ports.counterA);
  const r = await load(`${base}/api/events/${event.id}`, auth, 200, appA.pid);
  const after = await counter(ports.counterA);
  growth.push({
    dishes,
    rps: r.rps,
    msPerRequest: 1000 / r.rps,
    cpuPerRequest: r.cpuPerRequest,
    p50: r.p50,
    p99: r.p99,
    sqlPerRequest: (after - before) / r.requests,
  });
}

// ---------------------------------------------------------------- fan-out: sockets over two processes
function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}
const fanEvent = await post('/api/events', host.cookie, {
  name: 'Full hall',
  date: new Date(Date.now() + 86400000).toISOString(),
});
const people = [];
for (let i = 0; i < Math.ceil(fanoutSockets / 20); i++)
  people.push(await signIn(`hall-${i}-${Date.now()}@bench.test`, `Guest${i}`));
await sleep(1500);
const rssBefore = rssKb(appA.pid) + rssKb(appB.pid);
const liveBefore = (await liveKb(ports.counterA)) + (await liveKb(ports.counterB));
const sockets = [];
for (let i = 0; i < fanoutSockets; i++) {
  const target = i % 2 === 0 ? ports.a : ports.b;
  const person = people[i % people.length];
  const ws = new WebSocket(`ws://127.0.0.1:${target}/ws`, {
    headers: { cookie: person.cookie, origin: `http://127.0.0.1:${target}` },
  });
  const socket = { ws, seq: null, gaps: 0, received: new Map() };
  sockets.push(socket);
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.type === 'joined') socket.seq = m.seq;
    else if (typeof m.seq === 'number') {
      if (socket.seq !== null && m.seq !== socket.seq + 1) socket.gaps++;
      socket.seq = m.seq;
      if (m.dish) socket.received.set(m.dish.name, performance.now());
    }
  });
  await new Promise((r, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'join_event', eventId: fanEvent.id }));
      r();
    });
    ws.once('error', reject);
  });
  if (i % 100 === 99) await sleep(50);
}
for (let i = 0; i < 400 && sockets.some((s) => s.seq === null); i++) await sleep(50);
const joined = sockets.filter((s) => s.seq !== null).length;
await sleep(3000);
const rssAfter = rssKb(appA.pid) + rssKb(appB.pid);
const liveAfter = (await liveKb(ports.counterA)) + (await liveKb(ports.counterB));
const httpBefore = (await counter(ports.counterA)) + (await counter(ports.counterB));
const deliveries = [];
const changes = 5;
for (let c = 0; c < changes; c++) {
  const name = `Hall dish ${c}`;
  const t0 = performance.now();
  await post(`/api/events/${fanEvent.id}/dishes`, host.cookie, { name, category: 'dessert' });
  for (let i = 0; i < 200 && sockets.some((s) => !s.received.has(name)); i++) await sleep(25);
  for (const s of sockets) if (s.received.has(name)) deliveries.push(s.received.get(name) - t0);
  await sleep(200);
}
const httpAfter = (await counter(ports.counterA)) + (await counter(ports.counterB));
deliveries.sort((x, y) => x - y);
const dpct = (p) => deliveries[Math.min(deliveries.length - 1, Math.floor((p / 100) * deliveries.length))];
const gaps = sockets.reduce((n, s) => n + s.gaps, 0);
const fanout = {
  sockets: fanoutSockets,
  joined,
  processes: 2,
  changes,
  delivered: deliveries.length,
  expected: fanoutSockets * changes,
  p50Ms: dpct(50),
  p99Ms: dpct(99),
  // Pages refetch only after a gap in the sequence: one request per gap.
  refetchRequestsPerSocketPerChange: gaps / fanoutSockets / changes,
  sqlStatementsPerChange: (httpAfter - httpBefore) / changes,
  idleKbPerSocket: (rssAfter - rssBefore) / fanoutSockets,
  // Heap and buffers after a garbage collection: what each socket keeps alive (RSS above also counts kernel-side
  // buffers and whatever the collector had not reclaimed yet).
  liveKbPerSocket: (liveAfter - liveBefore) / fanoutSockets,
};
for (const s of sockets) s.ws.terminate();
await sql.end();
appA.kill('SIGTERM');
appB.kill('SIGTERM');
await sleep(1000);
const floorEnd = await floorAgain();

// ---------------------------------------------------------------- report
const machine = {
  cpu: os.cpus()[0]?.model ?? 'unknown',
  cores: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  load: os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' '),
};
// On a busy machine the floor moves during the run: compare with the better of its two measurements (never flatter).
const floorRps = Math.max(floor.rps, floorEnd.rps);
// Requests per second move with whatever else the machine runs; the server's CPU time per request much less. The
// second ratio compares those times (the floor's lower one): how many of the app's requests a core serves for each
// hello-world, which is what the first ratio would be on a quiet machine.
const floorCpu = Math.min(floor.cpuPerRequest, floorEnd.cpuPerRequest);
for (const r of results) {
  r.ratio = r.rps / floorRps;
  r.cpuRatio = floorCpu / r.cpuPerRequest;
}
const f1 = (n) => (typeof n === 'number' ? Math.round(n * 10) / 10 : n);
console.log(
  `\n${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, load ${machine.load}`,
);
console.log(`${connections} connections, ${seconds} s per scenario, keep-alive HTTP/1.1 from this process\n`);
console.table(
  results.map((r) => ({
    read: r.name,
    'req/s': Math.round(r.rps),
    '× floor': r.ratio.toFixed(2),
    'CPU ms/req': r.cpuPerRequest.toFixed(3),
    '× floor (CPU)': r.cpuRatio.toFixed(2),
    'p50 ms': f1(r.p50),
    'p99 ms': f1(r.p99),
    'SQL/req': r.sqlPerRequest.toFixed(2),
  })),
);
console.log(
  `Floor at the end: ${Math.round(floorEnd.rps)} req/s (p99 ${f1(floorEnd.p99)} ms). Ratios use the higher of the two floors.\n`,
);
console.log('Event detail as dishes grow (30 RSVPs):');
console.table(
  growth.map((g) => ({
    dishes: g.dishes,
    'req/s': Math.round(g.rps),
    'ms/req': g.msPerRequest.toFixed(3),
    'CPU ms/req': g.cpuPerRequest.toFixed(3),
    'p99 ms': f1(g.p99),
    'SQL/req': g.sqlPerRequest.toFixed(2),
  })),
);
console.log('Fan-out:');
console.table([
  {
    sockets: `${fanout.joined}/${fanout.sockets} on 2 processes`,
    delivered: `${fanout.delivered}/${fanout.expected}`,
    'p50 ms': f1(fanout.p50Ms),
    'p99 ms': f1(fanout.p99Ms),
    'refetches/socket': fanout.refetchRequestsPerSocketPerChange.toFixed(3),
    'SQL per change': f1(fanout.sqlStatementsPerChange),
    'idle KB/socket (RSS)': f1(fanout.idleKbPerSocket),
    'live KB/socket (heap)': f1(fanout.liveKbPerSocket),
  },
]);
writeFileSync(
  output,
  `${JSON.stringify({ date: new Date().toISOString(), machine, connections, seconds, results, floorAtEnd: { rps: floorEnd.rps, p50: floorEnd.p50, p99: floorEnd.p99, cpuPerRequest: floorEnd.cpuPerRequest }, growth, fanout }, null, 2)}\n`,
);
console.log(`Written: ${output}`);
stopAll();
await db.stop();
const burst = spawnSync(process.execPath, [join(root, '.tools', 'bench-pdf.mjs')], { stdio: 'inherit' });
process.exit(burst.status ?? 1);
