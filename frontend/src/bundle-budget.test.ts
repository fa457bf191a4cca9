// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import english from '../../backend/src/i18n/locales/en.json';
import { SCREENS, screenNames } from './app/screens';
import { groupOf, PART_MESSAGES, type MessageGroup } from './lib/message-groups';

// What a phone downloads on a first visit to each main screen must stay small on one bar of signal: the JavaScript
// of index.html (its module script and modulepreloads), the screen's route chunk and the signed-in chrome where it
// shows, with everything they import statically, gzipped, read from the build manifest. A page prerendered as static
// (dist/prerendered.json; welcome) is sent without the app's code: its one script registers the service worker.
//
// The targets are 100 KB for the public screens and 130 KB for the signed-in ones. Neither is met yet; the join link's:
// React, React Router (declarative routes) and TanStack Query alone are about 92 KB. zod (about 25 KB) comes with the
// forms' schemas (lib/form-schemas.ts), never with a screen.
// Languages: the active locale's compiled messages count too (English here): its core, and the groups the screen loads
// before it renders.
// The rule: each screen's `measured` is its size when last set, and its ceiling that plus HEADROOM, so a change of a
// few hundred bytes needs no edit here while a kilobyte does not grow unnoticed. A change that passes the ceiling sets
// `measured` to the new size and says why in its commit; whenever a screen gets lighter, lower its `measured`.
const PUBLIC_TARGET = 100 * 1024;
const SIGNED_IN_TARGET = 130 * 1024;
const HEADROOM = 1024;
const CHROME = 'src/app/layouts/signed-in-chrome.tsx';
// Each file is a request, and on one bar of signal each costs a round trip: a screen's code comes in a few files.
const MAX_FILES = 26;

/** Sizes in KB gzipped, as of the last change that set them (see the rule above). */
const routes = [
  { screen: 'welcome', staticPage: '/', chunks: [], target: PUBLIC_TARGET, measured: 0.3 },
  { screen: 'join link', chunks: ['src/app/routes/join-event.tsx'], target: PUBLIC_TARGET, measured: 129.5 },
  { screen: 'home', chunks: ['src/app/routes/home.tsx', CHROME], target: SIGNED_IN_TARGET, measured: 136.1 },
  { screen: 'event', chunks: ['src/app/routes/event-detail.tsx', CHROME], target: SIGNED_IN_TARGET, measured: 158.0 },
  { screen: 'dishes', chunks: ['src/app/routes/dish-signup.tsx', CHROME], target: SIGNED_IN_TARGET, measured: 152.9 },
].map((route) => ({ ...route, ceiling: Math.round(route.measured * 1024) + HEADROOM }));

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
  // The active locale's core messages load on every first visit (imported dynamically, preloaded by the server), and
  // the groups the screen reads beside its code: English's.
  visit(messagesKey(manifest, 'core'));
  for (const chunk of routeChunks) screenGroups(chunk).forEach((g) => visit(messagesKey(manifest, g)));
  return [...files].filter((f) => f.endsWith('.js'));
}

const messagesKey = (manifest: Record<string, ManifestChunk>, group: MessageGroup) => {
  const name = group === 'core' ? 'en.messages.js' : `en.${group}.messages.js`;
  return Object.keys(manifest).find((key) => key.endsWith(`/locales/${name}`))!;
};

/** The groups each lazily loaded screen (app/screens.ts) or part loads before it renders, by its module's file name. */
const LOADED_GROUPS: Record<string, readonly MessageGroup[]> = {
  ...Object.fromEntries(screenNames.map((name) => [name, SCREENS[name].messages])),
  ...PART_MESSAGES,
};
const screenName = (chunk: string) => chunk.replace(/^.*\//, '').replace(/\.tsx?$/, '');
const screenGroups = (chunk: string): readonly MessageGroup[] => LOADED_GROUPS[screenName(chunk)] ?? [];

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
        `(target ${target / 1024} KB ${total <= target ? 'met' : 'NOT met'}, ceiling ${(ceiling / 1024).toFixed(1)} KB)\n${report}`,
    );
    expect(total).toBeLessThanOrEqual(ceiling);
    expect(sizes.length).toBeLessThanOrEqual(MAX_FILES);
  });

  it.each(routes.filter((r) => !r.staticPage))('$screen loads no zod (it comes with the forms)', ({ chunks }) => {
    expect(firstVisitScripts(chunks).filter((f) => /\/zod-/.test(f))).toEqual([]);
  });
});

// A key the code of a screen reads must ship in the core or a group that screen loads before it renders: else it would
// show as a key. The built code names keys as string literals (or a literal prefix of a template, `slot.${group}`).
describe.skipIf(!hasBuild)('Messages a screen reads', () => {
  const manifest = hasBuild
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk & { dynamicImports?: string[] }>)
    : {};
  const keys = Object.keys(english);
  const firsts = [...new Set(keys.map((k) => k.split('.')[0]!))];
  const literal = new RegExp(`["'\`]((?:${firsts.join('|')})\\.[A-Za-z0-9.]*)`, 'g');
  const staticClosure = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into;
    into.add(key);
    manifest[key]?.imports?.forEach((k) => staticClosure(k, into));
    return into;
  };
  /** The groups the keys named in these chunks ship in (every key a literal prefix may complete to). */
  const groupsRead = (chunks: Iterable<string>) => {
    const groups = new Set<MessageGroup | null>();
    for (const key of chunks) {
      const file = manifest[key]?.file;
      if (!file?.endsWith('.js') || key.includes('/locales/')) continue;
      for (const [, name] of readFileSync(join(dist, file), 'utf8').matchAll(literal)) {
        keys
          .filter((k) => k === name || (name!.endsWith('.') && k.startsWith(name!)))
          .forEach((k) => groups.add(groupOf(k)));
      }
    }
    return groups;
  };
  const shell = staticClosure('index.html');
  // The contracts' messages (`validation.*`) are named wherever a contract's rules are, and shown only by a form, which
  // awaits its schemas first: they load together (loadFormSchemas), so no screen lists them.
  const withForms = (groups: Set<MessageGroup | null>) => [...groups].filter((g) => g !== 'validation');

  it('the shell reads only the core', () => {
    expect(withForms(groupsRead(shell))).toEqual(['core']);
  });

  it.each(Object.entries(LOADED_GROUPS))('%s reads only the core and the groups it loads', (name, groups) => {
    const chunks = Object.keys(manifest).filter((k) => k.startsWith('src/') && screenName(k) === name);
    expect(chunks).toHaveLength(1);
    const chunk = chunks[0]!;
    const own = [...staticClosure(chunk)].filter((k) => !shell.has(k));
    const outside = withForms(groupsRead(own)).filter(
      (g) => g !== 'core' && !(groups as readonly string[]).includes(g!),
    );
    expect(outside).toEqual([]);
  });
});
