import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedScreens } from '../../../frontend/src/app/screens';

/**
 * A built frontend (frontend/dist) shaped like Vite's: index.html with the entry's script and stylesheet, a manifest
 * naming the routes' chunks, the app's own screen table as the build writes it, an inline script, and prerendered
 * screens. For suites that test the server-rendered pages without a
 * build. Returns the folder, for FRONTEND_DIST.
 */
export function writeBuiltShell(): string {
  return writeShellFiles({
    html: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta
      name="description"
      content="Potluck: plan potlucks with friends, collect RSVPs and keep track of who brings which dish."
    />
    <title>Potluck</title>
    <style>
      @layer base, components;
    </style>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Potluck needs JavaScript to run. Please enable it and reload the page.</noscript>
  </body>
</html>
`,
    manifest: {
      'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
      'src/app/routes/join-event.tsx': { file: 'assets/join-event-def.js', imports: ['index.html'] },
      'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html'] },
      'src/app/routes/welcome.tsx': { file: 'assets/welcome-1.js', imports: ['index.html'] },
      'src/app/routes/sign-in.tsx': { file: 'assets/sign-in-1.js', imports: ['index.html'] },
      'src/app/layouts/signed-in-chrome.tsx': { file: 'assets/signed-in-chrome-1.js', imports: ['index.html'] },
    },
    prerendered: {
      '/': {
        title: 'Potluck — Plan potlucks with friends',
        body: '<main class="page"><h1>Potluck</h1></main>',
        static: true,
      },
      '/login': { title: 'Potluck — Sign In', body: '<main class="page"><h1>Sign In</h1></main>' },
    },
  });
}

/** The build's inline scripts in the fixture (the real ones come from frontend/src/app/inline-scripts/). */
export const BUILT_INLINE_SCRIPTS = { 'kept-answer': '(function(){var kept=document.currentScript})()' };

/** A built frontend of the given page, manifest and prerendered screens, in a new folder named after `prefix`. */
export function writeShellFiles(
  parts: { html: string; manifest: object; prerendered: object },
  prefix = 'potluck-shell-',
): string {
  const dist = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), parts.html);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(parts.manifest));
  writeFileSync(join(dist, '.vite', 'screens.json'), JSON.stringify(servedScreens()));
  writeFileSync(join(dist, '.vite', 'inline-scripts.json'), JSON.stringify(BUILT_INLINE_SCRIPTS));
  writeFileSync(join(dist, 'prerendered.json'), JSON.stringify(parts.prerendered));
  return dist;
}
