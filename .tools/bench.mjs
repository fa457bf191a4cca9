// `npm run bench`: measures the built app on this machine against a Nest hello-world floor measured in the same run
// (same Nest, Express adapter and node_modules), in rounds (BENCH_ROUNDS, 3): each round the floor, then every read;
// medians are reported. Load from wrk when installed, else autocannon (BENCH_LOADER forces one). Prints a table and
// writes bench-results.json. Loopback only; each scenario is bounded (BENCH_SECONDS). Ports: BENCH_PORT ..
// BENCH_PORT+4. Then (unless BENCH_EXTRAS=0) the detail's growth, the fan-out and the PDF burst (.tools/bench-pdf.mjs:
// health's latency while twelve 200-card PDFs are drawn), on its own app and database.
import { spawn, spawnSync } from 'node:child_process';
import { BENCH_APP_ENV, devSignIn, postJson } from './bench-api.mjs';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
// wrk when it is installed (C, two threads: the generator costs the machine least), else autocannon (an npm
// devDependency, so a fresh clone has it), else a loop of Node's own http client. BENCH_LOADER forces one. Whichever
// it is, the floor and the app are measured by the same one in the same run: only ratios compare between runs.
const loader = process.env.BENCH_LOADER ?? (spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk');
const autocannon = loader === 'autocannon' ? createRequire(join(root, 'package.json'))('autocannon') : null;
const wrkScript = join(os.tmpdir(), `potluck-bench-${process.pid}.lua`);
writeFileSync(
  wrkScript,
  `done = function(summary, latency, requests)
  io.write(string.format("\\nBENCH_JSON {\\"requests\\":%d,\\"us\\":%d,\\"p50\\":%.1f,\\"p99\\":%.1f,\\"errors\\":%d}\\n",
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`,
);
process.on('exit', () => rmSync(wrkScript, { force: true }));

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

/** `url` under `connections` keep-alive connections for `secs`: { requests, seconds, p50, p99 (ms), errors }. */
async function drive(url, headers, secs) {
  if (loader === 'wrk') {
    const args = ['-t', '2', '-c', String(connections), '-d', `${secs}s`, '-s', wrkScript];
    for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
    const out = await new Promise((done, fail) => {
      const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'inherit'] });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.on('error', fail);
      child.on('close', () => done(text));
    });
    const line = /BENCH_JSON (.*)/.exec(out);
    if (!line) throw new Error(`wrk printed no result:\n${out}`);
    const r = JSON.parse(line[1]);
    return { requests: r.requests, seconds: r.us / 1e6, p50: r.p50 / 1000, p99: r.p99 / 1000, errors: r.errors };
  }
  if (autocannon) {
    const r = await autocannon({ url, headers, connections, duration: secs });
    return {
      requests: r.requests.total,
      seconds: r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.timeouts + r['4xx'] + r['5xx'],
    };
  }
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + secs * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      try {
        if ((await get(url, headers)).statusCode >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((x, y) => x - y);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    requests: latencies.length,
    seconds: (performance.now() - started) / 1000,
    p50: pct(50),
    p99: pct(99),
    errors,
  };
}

async function load(url, headers = {}, expectStatus = 200, pid = undefined) {
  // One request checks the answer's status (the load generators count only errors), then a second of warm-up fills
  // caches and JIT, as a long-running process has them.
  const first = await get(url, headers);
  const unexpected = first.statusCode === expectStatus ? 0 : 1;
  if (unexpected) console.error(`${url}: ${first.statusCode}, expected ${expectStatus}`);
  await drive(url, headers, 1);
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const r = await drive(url, headers, seconds);
  const cpuPerRequest = pid ? (cpuMs(pid) - cpuBefore) / r.requests : undefined;
  return {
    requests: r.requests,
    rps: r.requests / r.seconds,
    p50: r.p50,
    p99: r.p99,
    cpuPerRequest,
    unexpected: unexpected + r.errors,
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
// A Nest hello-world, idle between its measurements: measured at the start of every round, so each ratio compares the
// app with a floor taken minutes apart at most, under the same load from the rest of the machine.
const floorProcess = start([join(root, '.tools', 'bench-floor.mjs')], { PORT: String(ports.floor) });
await waitFor(`http://127.0.0.1:${ports.floor}/`);
const measureFloor = () => load(`http://127.0.0.1:${ports.floor}/`, {}, 200, floorProcess.pid);

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
  // Metrics on, as in production: the scraper's token set (the per-request timing runs either way).
  METRICS_TOKEN: 'bench-metrics-token-0123456789abcdef',
  BENCH_COUNTER_PORT: String(counterPort),
  FRONTEND_DIST: join(root, 'frontend', 'dist'),
  NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(join(root, '.tools', 'bench-count-queries.mjs')).href}`,
});
// Log lines go to /dev/null (stdout ignored): their formatting cost is measured, a terminal's speed is not.
// BENCH_APP_MAIN: another build of the server to measure (e.g. an earlier commit's backend/dist/main.js), same frontend.
const appMain = resolve(process.env.BENCH_APP_MAIN ?? join(root, 'backend', 'dist', 'main.js'));
const appA = start([appMain], appEnv(ports.a, ports.counterA));
const appB = start([appMain], appEnv(ports.b, ports.counterB));
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

// What a browser sends: every request asks for a compressed answer; pages also name the languages.
const browser = { 'accept-encoding': 'gzip, deflate, br' };
const page = { ...browser, accept: 'text/html', 'accept-language': 'en-US,en;q=0.9' };
const auth = { ...browser, cookie: host.cookie };
const etagOf = async (path, headers = auth) => (await get(`${base}${path}`, headers)).headers.etag;
const asset = readdirSync(join(root, 'frontend', 'dist', 'assets')).find((f) => /^index-.*\.js$/.test(f));

// A big party seen by one of its guests: 500 households (RSVPs) and 200 dishes, read by a guest who answered.
const party = await post('/api/events', host.cookie, {
  name: 'Street party',
  date: new Date(Date.now() + 86400000).toISOString(),
  location: 'Main Street',
});
await seed(party.id, 500, 200);
const guest = await signIn(`bench-guest-${Date.now()}@bench.test`, 'Guest');
await post(`/api/events/${party.id}/rsvp`, guest.cookie, { status: 'attending', adultCount: 2, kidCount: 0 });
await sleep(300);

const scenarios = [
  ['GET / (anonymous visitor)', '/', page],
  ['GET /api/health', '/api/health', browser],
  ['GET /join/{id} (join page, anonymous)', `/join/${eventId}`, page],
  [`GET /api/events/{id} (30 RSVPs, 40 dishes)`, `/api/events/${eventId}`, auth],
  [`GET /api/events/{id}, unchanged (304)`, `/api/events/${eventId}`, auth, 304],
  ['GET /api/events (20 events)', '/api/events', auth],
  ['GET /api/events, unchanged (304)', '/api/events', auth, 304],
  [`GET /api/events/{id}/insights`, `/api/events/${eventId}/insights`, auth],
  [`GET /api/events/{id}/insights, unchanged (304)`, `/api/events/${eventId}/insights`, auth, 304],
  [`GET /api/events/{id}/dish-suggestions`, `/api/events/${eventId}/dish-suggestions`, auth],
  [`GET /api/events/{id}, a guest (500 households)`, `/api/events/${party.id}`, { ...browser, cookie: guest.cookie }],
  [`GET /assets/${asset ?? '?'} (gzip)`, `/assets/${asset}`, browser],
].filter(([name]) => !process.env.BENCH_ONLY || new RegExp(process.env.BENCH_ONLY, 'i').test(name));
for (const scenario of scenarios) {
  const headers = { ...scenario[2] };
  if (scenario[3] === 304) headers['if-none-match'] = await etagOf(scenario[1], scenario[2]);
  scenario[2] = headers;
}

const median = (xs) => {
  const sorted = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
// BENCH_ROUNDS rounds of the floor and every read; each figure is the median of its rounds, each ratio the median of
// the ratios of its rounds (app and floor of the same round).
const rounds = [];
for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 3); round++) {
  const load1 = os.loadavg()[0];
  const floorRound = await measureFloor();
  const reads = [];
  for (const [name, path, headers, expectStatus = 200] of scenarios) {
    const before = await counter(ports.counterA);
    const r = await load(`${base}${path}`, headers, expectStatus, appA.pid);
    const after = await counter(ports.counterA);
    reads.push({
      name,
      ...r,
      // The warm-up's requests are not counted in r.requests; its statements are (an upper bound).
      sqlPerRequest: (after - before) / r.requests,
    });
  }
  rounds.push({ load1, floor: floorRound, reads });
  console.error(`round ${round + 1}: load ${load1.toFixed(2)}, floor ${Math.round(floorRound.rps)} req/s`);
}
const floor = {
  rps: median(rounds.map((r) => r.floor.rps)),
  p50: median(rounds.map((r) => r.floor.p50)),
  p99: median(rounds.map((r) => r.floor.p99)),
  cpuPerRequest: median(rounds.map((r) => r.floor.cpuPerRequest)),
};
const results = [
  { name: 'Nest hello-world (floor)', ...floor, ratio: 1, cpuRatio: 1, p99Ratio: 1, sqlPerRequest: 0 },
  ...scenarios.map(([name], i) => {
    const of = (f) => median(rounds.map((r) => f(r.reads[i], r.floor)));
    const unexpected = rounds.reduce((n, r) => n + r.reads[i].unexpected, 0);
    return {
      name,
      rps: of((x) => x.rps),
      ratio: of((x, f) => x.rps / f.rps),
      p50: of((x) => x.p50),
      p99: of((x) => x.p99),
      p99Ratio: of((x, f) => x.p99 / f.p99),
      cpuPerRequest: of((x) => x.cpuPerRequest),
      // Requests per second move with whatever else the machine runs; the server's CPU time per request much less:
      // how many of the app's requests a core serves for each hello-world, what the first ratio would be on a quiet
      // machine.
      cpuRatio: of((x, f) => f.cpuPerRequest / x.cpuPerRequest),
      sqlPerRequest: of((x) => x.sqlPerRequest),
      ...(unexpected ? { unexpectedStatus: unexpected } : {}),
    };
  }),
];

// BENCH_PROFILE_DIR: one more pass of every read under V8's CPU profiler, a .cpuprofile per read (summarised by
// .tools/cpu-profile-summary.mjs).
const profileDir = process.env.BENCH_PROFILE_DIR && resolve(process.env.BENCH_PROFILE_DIR);
if (profileDir) {
  mkdirSync(profileDir, { recursive: true });
  for (const [name, path, headers] of scenarios) {
    const slug = name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    await drive(`${base}${path}`, headers, 1);
    await fetch(`http://127.0.0.1:${ports.counterA}/profile/start`);
    const r = await drive(`${base}${path}`, headers, seconds);
    const file = join(profileDir, `${slug}.cpuprofile`);
    await fetch(`http://127.0.0.1:${ports.counterA}/profile/stop?file=${encodeURIComponent(file)}`);
    writeFileSync(join(profileDir, `${slug}.json`), JSON.stringify({ name, requests: r.requests }));
  }
}

// ---------------------------------------------------------------- growth: detail with 10, 100, 300 dishes
// BENCH_EXTRAS=0 leaves out the growth, the fan-out and the PDF burst (the reads alone, e.g. while profiling).
const extras = process.env.BENCH_EXTRAS !== '0';
const growth = [];
if (extras) {
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
}

// ---------------------------------------------------------------- fan-out: sockets over two processes
let fanout = null;
if (extras) {
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
  fanout = {
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
}
await sql.end();
appA.kill('SIGTERM');
appB.kill('SIGTERM');
floorProcess.kill('SIGTERM');

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
const f1 = (n) => (typeof n === 'number' ? Math.round(n * 10) / 10 : n);
console.log(
  `\n${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, load ${machine.load}`,
);
console.log(
  `${connections} connections, ${seconds} s per read, ${rounds.length} rounds (medians), keep-alive HTTP/1.1 from ${loader}; load at each round: ${rounds.map((r) => r.load1.toFixed(2)).join(', ')}\n`,
);
console.table(
  results.map((r) => ({
    read: r.name,
    'req/s': Math.round(r.rps),
    '× floor': r.ratio.toFixed(2),
    'CPU ms/req': r.cpuPerRequest.toFixed(3),
    '× floor (CPU)': r.cpuRatio.toFixed(2),
    'p50 ms': f1(r.p50),
    'p99 ms': f1(r.p99),
    'p99 × floor': r.p99Ratio.toFixed(2),
    'SQL/req': r.sqlPerRequest.toFixed(2),
    ...(r.unexpectedStatus ? { 'wrong status': r.unexpectedStatus } : {}),
  })),
);
if (extras) {
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
}
writeFileSync(
  output,
  `${JSON.stringify({ date: new Date().toISOString(), machine, connections, seconds, loader, rounds: rounds.map((r) => ({ load1: r.load1, floor: r.floor, reads: r.reads })), results, growth, fanout }, null, 2)}\n`,
);
console.log(`Written: ${output}`);
stopAll();
await db.stop();
if (!extras) process.exit(0);
const burst = spawnSync(process.execPath, [join(root, '.tools', 'bench-pdf.mjs')], { stdio: 'inherit' });
process.exit(burst.status ?? 1);
