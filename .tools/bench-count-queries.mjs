// Preloaded into the app by `npm run bench` (node --import): counts every statement sent through pg (BEGIN and
// COMMIT included) and answers the count on BENCH_COUNTER_PORT, so the bench can report statements per request.
// `GET /memory` collects garbage first (the app runs with --expose-gc under the bench) and answers the heap in use,
// so memory per socket is measured on live objects rather than on whatever the collector has not reclaimed yet.
// `GET /profile/start` and `GET /profile/stop?file=…` run V8's CPU profiler (the one `node --cpu-prof` drives) over
// one scenario and write its .cpuprofile, so each route gets a profile of its own from one warm process.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { Session } from 'node:inspector';
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
let inspector = null;
const post = (method, params = {}) =>
  new Promise((done, fail) => inspector.post(method, params, (err, result) => (err ? fail(err) : done(result))));
http
  .createServer(async (req, res) => {
    const url = new URL(req.url, 'http://counter');
    if (url.pathname === '/profile/start') {
      inspector ??= new Session();
      inspector.connect?.();
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 100 });
      await post('Profiler.start');
      return res.end('started');
    }
    if (url.pathname === '/profile/stop') {
      const { profile } = await post('Profiler.stop');
      writeFileSync(url.searchParams.get('file'), JSON.stringify(profile));
      await post('Profiler.disable');
      inspector.disconnect();
      inspector = null;
      return res.end('written');
    }
    if (url.pathname !== '/memory') return res.end(String(count));
    globalThis.gc?.();
    const { heapUsed, external, arrayBuffers } = process.memoryUsage();
    res.end(JSON.stringify({ heapUsed, external, arrayBuffers }));
  })
  .listen(Number(process.env.BENCH_COUNTER_PORT), '127.0.0.1')
  .unref();
