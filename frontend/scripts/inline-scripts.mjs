// Runs after `vite build`: builds the scripts the server puts inline into its pages (src/app/inline-scripts/*.ts, one
// script a file, each bundled on its own and minified) into dist/.vite/inline-scripts.json, by name. The server sends
// each as it stands and allows it by its hash in the Content-Security-Policy (backend/src/platform/web/inline-scripts.ts).
import { readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const frontend = fileURLToPath(new URL('..', import.meta.url));
const folder = join(frontend, 'src', 'app', 'inline-scripts');
const scripts = {};
for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
  const [{ output }] = await build({
    configFile: false,
    root: frontend,
    logLevel: 'warn',
    resolve: {
      alias: {
        '@contracts': join(frontend, '..', 'backend', 'src', 'contracts'),
        '@': join(frontend, 'src'),
      },
    },
    build: {
      write: false,
      minify: true,
      lib: { entry: join(folder, file), formats: ['iife'], name: 'potluckInline' },
    },
  });
  const code = output[0].code.trim();
  // Inline, the text ends at the first "</script".
  if (/<\/script/i.test(code)) throw new Error(`${file}: an inline script cannot contain "</script"`);
  scripts[basename(file, '.ts')] = code;
}
writeFileSync(join(frontend, 'dist', '.vite', 'inline-scripts.json'), JSON.stringify(scripts));
console.log(
  `inline scripts: ${Object.entries(scripts)
    .map(([name, code]) => `${name} (${code.length} B)`)
    .join(', ')}`,
);
