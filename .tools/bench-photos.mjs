// `npm run bench:photos`: the server's CPU time to process one photo upload (decode, re-encode in AVIF and WebP at
// 320/640/1200 px, the placeholder, and for a cover the 1200×630 JPEG), with the built backend's own code, on the
// two inputs that matter: what the app sends (a ≤ 1600 px WebP of ≤ 300 KB, shrunk on the phone) and a 12 MP JPEG
// sent by an API client as it came from a camera. Target: ≤ 300 ms of CPU per upload. Prints a table; no network.
// Then the browser's side (.tools/bench-photos-browser.mjs: shrink and upload of a 12 MP photo on a slow phone, the
// event page with 40 dish photos); BENCH_PHOTO_BROWSER=0 skips it.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const processing = join(root, 'backend', 'dist', 'photos', 'photo-processing.js');
if (!existsSync(processing)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const sharp = require('sharp');
const { processPhoto } = require(processing);
const runs = Number(process.env.BENCH_PHOTO_RUNS ?? 5);

/** A photo-like picture (gradients and noise: it does not compress to nothing). */
async function picture(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i += 3) {
    const p = i / 3;
    const x = p % width;
    const y = Math.floor(p / width);
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = seed % 24;
    pixels[i] = ((x * 255) / width + noise) & 255;
    pixels[i + 1] = ((y * 255) / height + noise) & 255;
    pixels[i + 2] = ((x + y) / 8 + noise) & 255;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const inputs = [
  ['app upload: 1600×840 WebP (cover)', 'cover', await (await picture(1600, 840)).webp({ quality: 72 }).toBuffer()],
  ['app upload: 1600×800 WebP (dish)', 'dish', await (await picture(1600, 800)).webp({ quality: 72 }).toBuffer()],
  [
    'API upload: 12 MP JPEG 4000×3000 (cover)',
    'cover',
    await (await picture(4000, 3000)).jpeg({ quality: 90 }).toBuffer(),
  ],
];

console.log(`photo processing, CPU per upload (median of ${runs}; target ≤ 300 ms)`);
const results = [];
for (const [name, kind, bytes] of inputs) {
  await processPhoto(bytes, kind, undefined, 25_000_000); // warm-up
  const cpu = [];
  const wall = [];
  let stored = 0;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const out = await processPhoto(bytes, kind, undefined, 25_000_000);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    stored = out.files.reduce((n, f) => n + f.bytes.length, 0);
  }
  const median = (a) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)];
  const row = {
    input: name,
    inputKB: Math.round(bytes.length / 1024),
    cpuMs: Math.round(median(cpu)),
    wallMs: Math.round(median(wall)),
    storedKB: Math.round(stored / 1024),
  };
  results.push(row);
}
console.table(results);

if (process.env.BENCH_PHOTO_BROWSER !== '0') {
  const { benchPhotosInBrowser } = await import('./bench-photos-browser.mjs');
  await benchPhotosInBrowser({ camera: inputs[2][2], dish: inputs[1][2] });
}
