// `npm run bench:hall`: a hall of five hundred. One event with 500 households (guests without accounts, most going),
// 300 dishes and 2,000 comments, on the built app and a fresh database; prints what each surface weighs (bytes and
// gzipped bytes) for a guest, a host and an anonymous visitor, against the targets, and writes bench-hall.json.
// `--keep` leaves the app running until Ctrl-C (its URL and the event's are printed) to look at in a browser.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { devSignIn, postJson } from './bench-api.mjs';
import { startBenchApp } from './bench-app.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const pg = require('pg');

const HOUSEHOLDS = 500;
const DISHES = 300;
const COMMENTS = 2000;
const port = Number(process.env.BENCH_PORT ?? 3175);
const base = `http://127.0.0.1:${port}`;
const output = resolve(process.env.BENCH_OUTPUT ?? join(root, 'bench-hall.json'));

if (
  !existsSync(join(root, 'backend', 'dist', 'main.js')) ||
  !existsSync(join(root, 'frontend', 'dist', 'index.html'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const keep = process.argv.includes('--keep');
const { db, stop } = await startBenchApp({
  database: 'potluck_hall',
  port,
  env: { FRONTEND_DIST: join(root, 'frontend', 'dist') },
});

const signIn = async (email, firstName) => {
  const cookie = await devSignIn(base, email, firstName, 'Hall');
  return cookie;
};
const hostEmail = `hall-host-${Date.now()}@bench.test`;
const hostCookie = await signIn(hostEmail, 'Host');
const event = await postJson(base, '/api/events', hostCookie, {
  name: 'Parish supper',
  date: new Date(Date.now() + 7 * 86400000).toISOString(),
  location: 'The parish hall',
});
const guestCookie = await signIn(`hall-guest-${Date.now()}@bench.test`, 'Guest');
await postJson(base, `/api/events/${event.id}/rsvp`, guestCookie, { status: 'attending', adultCount: 2, kidCount: 1 });

const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
// Households without accounts: 80 % going, 12 % maybe, the rest not going; some with restrictions and supplies.
const { rows: guests } = await sql.query(
  `INSERT INTO "users" ("isGuest", "firstName", "lastName", "email", "phoneNumber")
   SELECT true, 'Guest' || i, 'Household', 'household' || i || '@hall.test', '+1415555' || lpad(i::text, 4, '0')
     FROM generate_series(1, $1) i RETURNING "id"`,
  [HOUSEHOLDS],
);
const ids = guests.map((g) => g.id);
await sql.query(
  `INSERT INTO "rsvps" ("eventId", "userId", "status", "adultCount", "kidCount", "dietaryRestrictions", "allergies",
                        "bringingSupplies")
   SELECT $1, u, CASE WHEN n % 25 < 20 THEN 'attending' WHEN n % 25 < 23 THEN 'maybe' ELSE 'not_attending' END,
          1 + n % 3, n % 3, CASE WHEN n % 7 = 0 THEN 'vegetarian' END, CASE WHEN n % 11 = 0 THEN 'peanuts' END,
          CASE WHEN n % 13 = 0 THEN 'Paper plates' END
     FROM unnest($2::uuid[]) WITH ORDINALITY AS t(u, n)`,
  [event.id, ids],
);
const categories = ['appetizer', 'main_dish', 'side_dish', 'dessert', 'soft_drinks'];
await sql.query(
  `INSERT INTO "dishes" ("eventId", "contributorId", "name", "category", "isVegetarian", "description")
   SELECT $1, ($2::uuid[])[1 + (i % 400)], 'Dish number ' || i, ($3::text[])[1 + (i % 5)], i % 2 = 0,
          CASE WHEN i % 3 = 0 THEN 'A family recipe, served warm' END
     FROM generate_series(1, $4) i`,
  [event.id, ids, categories, DISHES],
);
await sql.query(
  `INSERT INTO "comments" ("eventId", "authorId", "body", "createdAt")
   SELECT $1, ($2::uuid[])[1 + (i % 400)], 'Looking forward to it! Message ' || i,
          now() - (($3 - i) || ' seconds')::interval
     FROM generate_series(1, $3) i`,
  [event.id, ids, COMMENTS],
);
await sql.end();
await new Promise((r) => setTimeout(r, 300));

const gz = { 'accept-encoding': 'identity' };
async function weigh(label, path, headers, target) {
  const res = await fetch(`${base}${path}`, { headers: { ...gz, ...headers } });
  const body = Buffer.from(await res.arrayBuffer());
  const gzipped = gzipSync(body).length;
  return { surface: label, status: res.status, kb: body.length / 1024, gzipKb: gzipped / 1024, target };
}
const results = [
  await weigh('GET /api/events/{id}, a guest', `/api/events/${event.id}`, { cookie: guestCookie }, 30),
  await weigh('GET /api/events/{id}, the host', `/api/events/${event.id}`, { cookie: hostCookie }, null),
  await weigh('GET /api/events/{id}/dishes, a guest', `/api/events/${event.id}/dishes`, { cookie: guestCookie }, null),
  await weigh('GET /api/public/events/{id}', `/api/public/events/${event.id}`, {}, null),
  await weigh('GET /api/events/{id}/door, the host', `/api/events/${event.id}/door`, { cookie: hostCookie }, null),
  await weigh('GET /join/{id} (HTML, anonymous)', `/join/${event.id}`, { accept: 'text/html' }, 14),
  await weigh(
    'GET /api/events/{id}/talk (the thread), a guest',
    `/api/events/${event.id}/talk`,
    { cookie: guestCookie },
    null,
  ),
];
// A live message: a newcomer answers, and a guest's page and the host's page each get one message (its size, raw).
const WebSocket = require('ws');
async function follow(cookie) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie, origin: base } });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const messages = [];
  ws.on('message', (data) => messages.push(data.toString()));
  ws.send(JSON.stringify({ type: 'join_event', eventId: event.id }));
  while (!messages.some((m) => JSON.parse(m).type === 'joined')) await new Promise((r) => setTimeout(r, 20));
  return { ws, messages };
}
const watchers = [await follow(guestCookie), await follow(hostCookie)];
const newcomer = await signIn(`hall-newcomer-${Date.now()}@bench.test`, 'Newcomer');
await postJson(base, `/api/events/${event.id}/rsvp`, newcomer, { status: 'attending', adultCount: 2, kidCount: 0 });
for (const [i, who] of ['a guest', 'the host'].entries()) {
  const { ws, messages } = watchers[i];
  for (let n = 0; n < 200 && !messages.some((m) => JSON.parse(m).type === 'rsvp_updated'); n++)
    await new Promise((r) => setTimeout(r, 25));
  const message = Buffer.from(messages.find((m) => JSON.parse(m).type === 'rsvp_updated') ?? '');
  results.push({
    surface: `live rsvp_updated, to ${who}`,
    status: message.length > 0 ? 'ws' : 'none',
    kb: message.length / 1024,
    gzipKb: gzipSync(message).length / 1024,
    target: null,
  });
  ws.close();
}

// The door: one door phone checks 20 households in, one after another; another door phone (the host's second
// session) is told each time. The time from the first phone's request to the second phone's message, and the first
// phone's answer time (its screen does not wait for it: the arrival shows at once).
const doorA = await signIn(hostEmail, 'Host');
const doorB = await follow(await signIn(hostEmail, 'Host'));
const sql2 = new pg.Client({ connectionString: db.url });
await sql2.connect();
const { rows: going } = await sql2.query(
  `SELECT "id" FROM "rsvps" WHERE "eventId" = $1 AND "status" = 'attending' ORDER BY "id" LIMIT 20`,
  [event.id],
);
await sql2.end();
const answers = [];
const told = [];
for (const { id } of going) {
  const seen = doorB.messages.length;
  const started = performance.now();
  const res = await fetch(`${base}/api/events/${event.id}/check-ins/${id}`, {
    method: 'PUT',
    headers: {
      cookie: doorA,
      'content-type': 'application/json',
      origin: base,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ withDish: false }),
  });
  answers.push(performance.now() - started);
  if (!res.ok) throw new Error(`check-in: ${res.status} ${await res.text()}`);
  while (!doorB.messages.slice(seen).some((m) => JSON.parse(m).type === 'check_ins_updated'))
    await new Promise((r) => setTimeout(r, 2));
  told.push(performance.now() - started);
}
doorB.ws.close();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const door = {
  checkIns: going.length,
  answerMsMedian: median(answers),
  answerMsMax: Math.max(...answers),
  secondPhoneMsMedian: median(told),
  secondPhoneMsMax: Math.max(...told),
};

console.log(`A hall of ${HOUSEHOLDS} households, ${DISHES} dishes, ${COMMENTS} comments`);
console.log('surface'.padEnd(50), 'status', 'KB'.padStart(8), 'gzip KB'.padStart(8), 'target');
for (const r of results)
  console.log(
    r.surface.padEnd(50),
    String(r.status).padStart(6),
    r.kb.toFixed(1).padStart(8),
    r.gzipKb.toFixed(1).padStart(8),
    r.target === null ? '' : `≤ ${r.target} ${r.gzipKb <= r.target ? 'ok' : 'OVER'}`,
  );
console.log(
  `door: ${door.checkIns} check-ins; answered in ${door.answerMsMedian.toFixed(0)} ms (median, max ${door.answerMsMax.toFixed(0)}),` +
    ` on the second door phone after ${door.secondPhoneMsMedian.toFixed(0)} ms (median, max ${door.secondPhoneMsMax.toFixed(0)}; target ≤ 2000)`,
);
writeFileSync(output, `${JSON.stringify({ date: new Date().toISOString(), results, door }, null, 2)}\n`);
if (keep) {
  console.log(
    `Kept running until Ctrl-C: ${base}/events/${event.id} (the host's and a guest's cookies below), join: ${base}/join/${event.id}`,
  );
  console.log(`host cookie: ${hostCookie}\nguest cookie: ${guestCookie}`);
  process.on('SIGINT', () => void stop().finally(() => process.exit(0)));
  await new Promise(() => {});
} else {
  await stop();
  process.exit(0);
}
