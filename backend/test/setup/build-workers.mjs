// Worker threads load built JavaScript, in tests too. Jest runs the TypeScript sources, so before the run the worker
// pool's entry (src/platform/workers/worker-tasks.ts) and every module of src/ it requires are compiled with swc (as
// jest compiles the tests) into .cache/test-workers/, laid out as the build lays out dist/. The pool service looks
// there when it runs from sources (workerEntry() in src/platform/workers/worker-pool.service.ts). Types are the
// typecheck's job: this only emits, in a fraction of a second.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');
const src = fileURLToPath(new URL('../../src/', import.meta.url));
const out = fileURLToPath(new URL('../../.cache/test-workers/', import.meta.url));

export function buildWorkers() {
  rmSync(out, { recursive: true, force: true });
  const pending = [join(src, 'platform/workers/worker-tasks.ts')];
  const done = new Set();
  while (pending.length) {
    const file = pending.pop();
    if (done.has(file)) continue;
    done.add(file);
    if (file.endsWith('.json')) {
      mkdirSync(dirname(join(out, relative(src, file))), { recursive: true });
      copyFileSync(file, join(out, relative(src, file)));
      continue;
    }
    const { code } = swc.transformFileSync(file, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: false,
    });
    const target = join(out, relative(src, file)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
    // Type-only imports are gone from the output: what is left is what the worker loads.
    for (const [, path] of code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g))
      pending.push(sourceOf(resolve(dirname(file), path)));
  }
}

/** The source file a relative require names: a module, a folder's index, or a JSON file. */
function sourceOf(path) {
  const found = [`${path}.ts`, join(path, 'index.ts'), path].find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`The worker requires ${path}, which has no source`);
  return found;
}
