// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The landing page (signed-out "/") must stay light on phones with poor signal: index.html's module
// scripts, its modulepreloads and the Welcome route chunk (with everything it imports), gzipped.
const BUDGET_BYTES = 130 * 1024;
const WELCOME_ROUTE = 'src/app/routes/welcome.tsx';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifestPath = join(dist, '.vite/manifest.json');
const hasBuild = existsSync(join(dist, 'index.html')) && existsSync(manifestPath);

if (!hasBuild) {
  console.warn(`bundle-budget: skipped because ${dist} has no build (run "npx vite build" first).`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function landingScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]!);

  // Follow the static imports of the entry and of the Welcome route chunk through the manifest.
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[WELCOME_ROUTE]) throw new Error(`${WELCOME_ROUTE} is not a separate chunk in the build manifest`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit(WELCOME_ROUTE);
  return [...files].filter((f) => f.endsWith('.js'));
}

describe.skipIf(!hasBuild)('bundle budget', () => {
  it(`keeps the landing page's JavaScript under ${BUDGET_BYTES / 1024} KB gzipped`, () => {
    const sizes = landingScripts().map((file) => {
      const bytes = readFileSync(join(dist, file.replace(/^\//, '')));
      return { file, gzip: gzipSync(bytes).length };
    });
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    const report = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => `  ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.file}`)
      .join('\n');
    console.info(`landing page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped\n${report}`);
    expect(sizes.some((s) => s.file.includes('/welcome-'))).toBe(true);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('keeps zod (form validation) off the landing page', () => {
    expect(landingScripts().filter((f) => /\/zod-/.test(f))).toEqual([]);
  });
});
