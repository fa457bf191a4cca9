// Runs after `vite build`: renders Welcome, Sign In, Terms and Privacy to HTML (src/app/prerender.tsx, built for
// Node into a temporary folder) and writes dist/prerendered.json, which the server puts inside #root of those pages.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile } from 'vite';

const frontend = fileURLToPath(new URL('..', import.meta.url));
// Inside the project, so the built module finds its packages in node_modules.
const out = join(frontend, 'node_modules', '.cache', 'potluck-prerender');
// The app's own plugin that compiles the message catalogues (vite.locales.ts), taken from its build configuration.
const appConfig = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(frontend, 'vite.config.ts'));
const localeMessages = (appConfig?.config.plugins ?? []).flat().find((p) => p?.name === 'potluck-locale-messages');
if (!localeMessages) throw new Error('vite.config.ts has no potluck-locale-messages plugin');
try {
  await build({
    configFile: false,
    root: frontend,
    logLevel: 'warn',
    // The screens' messages, compiled as for the app (the catalogue's English).
    plugins: [localeMessages, react()],
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
  const pages = await prerender();
  writeFileSync(join(frontend, 'dist', 'prerendered.json'), JSON.stringify(pages));
  console.log(`prerendered ${Object.keys(pages).join(', ')}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
