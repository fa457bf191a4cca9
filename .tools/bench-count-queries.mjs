// Preloaded into the app by `npm run bench` (node --import): counts every statement sent through pg (BEGIN and
// COMMIT included) and answers the count on BENCH_COUNTER_PORT, so the bench can report statements per request.
// `GET /memory` collects garbage first (the app runs with --expose-gc under the bench) and answers the heap in use,
// so memory per socket is measured on live objects rather than on whatever the collector has not reclaimed yet.
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const load = createRequire(join(resolve(dirname(fileURLToPath(import.meta.url)), '..', 'backend'), 'package.json'));
const pg = load('pg');
let count = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  return query.apply(this, args);
};
http
  .createServer((req, res) => {
    if (req.url !== '/memory') return res.end(String(count));
    globalThis.gc?.();
    const { heapUsed, external, arrayBuffers } = process.memoryUsage();
    res.end(JSON.stringify({ heapUsed, external, arrayBuffers }));
  })
  .listen(Number(process.env.BENCH_COUNTER_PORT), '127.0.0.1')
  .unref();
