// Runs after `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text-like file in dist/, at the
// highest levels, so the server sends them as they are instead of compressing each asset on every request.
// A copy is kept only when it is smaller than the file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const textLike = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|map)$/;
// Smaller files fit in one packet anyway.
const MIN_BYTES = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(path);
    } else yield path;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
for (const path of files(dist)) {
  if (!textLike.test(path) || statSync(path).size < MIN_BYTES) continue;
  const bytes = readFileSync(path);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
  count++;
  before += bytes.length;
  afterBr += Math.min(br.length, bytes.length);
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KB -> ${(afterBr / 1024).toFixed(0)} KB brotli`,
);
