// Runs after `vite build`: renders Welcome, Sign In, Terms and Privacy to HTML (src/app/prerender.tsx, built for
// Node into a temporary folder) and writes dist/prerendered.json, which the server puts inside #root of those pages.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const frontend = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so the built module finds its packages in node_modules.
const out = join(frontend, 'node_modules', '.cache', 'potluck-prerender');
try {
  await build({
    configFile: false,
    root: frontend,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: {
        '@contracts': join(frontend, '..', 'backend', 'src', 'contracts'),
        '@': join(frontend, 'src'),
      },
    },
    build: {
      ssr: 'src/app/prerender.tsx',
      outDir: out,
      emptyOutDir: true,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const { prerender } = await import(pathToFileURL(join(out, 'prerender.mjs')).href);
  const pages = prerender();
  writeFileSync(join(frontend, 'dist', 'prerendered.json'), JSON.stringify(pages));
  console.log(`prerendered ${Object.keys(pages).join(', ')}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
