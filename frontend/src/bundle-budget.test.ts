// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// What a phone downloads on a first visit to each main screen must stay small on one bar of signal: the JavaScript
// of index.html (its module script and modulepreloads), the screen's route chunk and the signed-in chrome where it
// shows, with everything they import statically, gzipped, read from the build manifest. A page prerendered as static
// (dist/prerendered.json; welcome) is sent without the app's code: its one script registers the service worker.
//
// The targets are 100 KB for the public screens and 130 KB for the signed-in ones. The signed-in screens meet theirs;
// the join link does not yet: React, React Router (declarative routes) and TanStack Query alone are about 92 KB. Each
// screen has a ceiling a little above what it loads today, so nothing grows unnoticed; lower a ceiling whenever a
// screen gets lighter. zod (about 25 KB) comes with the forms' schemas (lib/form-schemas.ts), never with a screen.
const PUBLIC_TARGET = 100 * 1024;
const SIGNED_IN_TARGET = 130 * 1024;
const CHROME = 'src/app/layouts/signed-in-chrome.tsx';
// Each file is a request, and on one bar of signal each costs a round trip: a screen's code comes in a few files.
const MAX_FILES = 20;

const routes = [
  { screen: 'welcome', staticPage: '/', chunks: [], target: PUBLIC_TARGET, ceiling: 2 * 1024 },
  { screen: 'join link', chunks: ['src/app/routes/join-event.tsx'], target: PUBLIC_TARGET, ceiling: 123 * 1024 },
  { screen: 'home', chunks: ['src/app/routes/home.tsx', CHROME], target: SIGNED_IN_TARGET, ceiling: 121 * 1024 },
  {
    screen: 'event',
    chunks: ['src/app/routes/event-detail.tsx', CHROME],
    target: SIGNED_IN_TARGET,
    ceiling: 130 * 1024,
  },
  {
    screen: 'dishes',
    chunks: ['src/app/routes/dish-signup.tsx', CHROME],
    target: SIGNED_IN_TARGET,
    ceiling: 127 * 1024,
  },
];

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifestPath = join(dist, '.vite/manifest.json');
const hasBuild = [join(dist, 'index.html'), manifestPath, join(dist, 'prerendered.json')].every((f) => existsSync(f));

if (!hasBuild) {
  console.warn(`bundle-budget: skipped because ${dist} has no build (run "npm run build" first).`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Every JavaScript file a first visit loads for these route chunks, as /assets/… paths. */
function firstVisitScripts(routeChunks: string[], staticPage?: string): string[] {
  if (staticPage) {
    const pages = JSON.parse(readFileSync(join(dist, 'prerendered.json'), 'utf8')) as Record<string, { static?: true }>;
    expect(pages[staticPage]?.static).toBe(true);
    return ['/register-sw.js'];
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]!);

  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of its own in the build manifest`);
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  routeChunks.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file.replace(/^\//, ''))), { level: 9 }).length;

describe.skipIf(!hasBuild)('JavaScript of a first visit', () => {
  it.each(routes)('$screen stays under its ceiling', ({ screen, chunks, staticPage, target, ceiling }) => {
    const sizes = firstVisitScripts(chunks, staticPage).map((file) => ({ file, gzip: gzipped(file) }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const report = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`)
      .join('\n');
    console.info(
      `${screen}: ${(total / 1024).toFixed(1)} KB gzipped in ${sizes.length} files ` +
        `(target ${target / 1024} KB ${total <= target ? 'met' : 'NOT met'}, ceiling ${ceiling / 1024} KB)\n${report}`,
    );
    expect(total).toBeLessThanOrEqual(ceiling);
    expect(sizes.length).toBeLessThanOrEqual(MAX_FILES);
  });

  it.each(routes.filter((r) => !r.staticPage))('$screen loads no zod (it comes with the forms)', ({ chunks }) => {
    expect(firstVisitScripts(chunks).filter((f) => /\/zod-/.test(f))).toEqual([]);
  });
});
