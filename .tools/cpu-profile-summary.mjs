// Summarises the .cpuprofile files `BENCH_PROFILE_DIR=dir npm run bench` writes (one per read): where the process's
// time went, by layer (a package, a folder of backend/src, Node's internals, the garbage collector) and by function
// (self time), as microseconds per request and as shares of the busy time. Usage:
//   node .tools/cpu-profile-summary.mjs dir [top]      (top: functions listed per read, 12 by default)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, topArg] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node .tools/cpu-profile-summary.mjs <dir with .cpuprofile files> [top]');
  process.exit(2);
}
const top = Number(topArg ?? 12);

/** The layer a frame belongs to: its npm package, its folder of the backend, or what V8 and Node call it. */
function layerOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const own = /backend\/dist\/(.*)\/[^/]+$/.exec(url);
  if (own) return `backend/src/${own[1]}`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return url.replace(/^file:\/\//, '');
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const meta = JSON.parse(readFileSync(join(dir, file.replace(/\.cpuprofile$/, '.json')), 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byLayer = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') continue;
    busy += us;
    const layer = layerOf(callFrame);
    byLayer.set(layer, (byLayer.get(layer) ?? 0) + us);
    const where = callFrame.url ? `${callFrame.url.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}` : '';
    const key = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  }
  const perRequest = (us) => (us / meta.requests).toFixed(1);
  const share = (us) => `${((100 * us) / busy).toFixed(1)}%`;
  const rank = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\n## ${meta.name}: ${meta.requests} requests, ${perRequest(busy)} µs busy per request`);
  console.table(rank(byLayer).map(([layer, us]) => ({ layer, 'µs/req': perRequest(us), share: share(us) })));
  console.table(rank(byFunction).map(([fn, us]) => ({ 'self time': fn, 'µs/req': perRequest(us), share: share(us) })));
}
