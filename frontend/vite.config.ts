/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeModule, SCREENS, screenNames, servedScreens, type Screen } from './src/app/screens';
import { localeMessages } from './vite.locales';
import { pwaOptions } from './vite.pwa';

// The persisted query cache is dropped when this changes (see src/lib/query-persister.ts).
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const backend = 'http://localhost:3000';

const sharedModule =
  /[\\/](src[\\/](components|lib|hooks)[\\/](?!form-schemas\.|server-form\.|toast-item\.|server-file\.|use-server-file\.)[^/\\]+\.tsx?|src[\\/]features[\\/]realtime[\\/]components[\\/]live-indicator\.tsx|contracts[\\/][^/\\]+\.rules\.ts)$/;
// The entry, and the screens the server renders for every visitor (the join link): a guest's first visit.
const firstVisitRoots = [
  'src/main.tsx',
  ...screenNames.filter((name) => (SCREENS[name] as Screen).serverRendered).map(routeModule),
].map((f) => fileURLToPath(new URL(f, import.meta.url)));
const firstVisits = new WeakMap<Rolldown.ChunkingContext, Set<string>>();

/** Every module the join link's first visit runs: the entry's and the join screen's static imports, transitively. */
function joinFirstVisit(ctx: Rolldown.ChunkingContext): Set<string> {
  let seen = firstVisits.get(ctx);
  if (seen) return seen;
  seen = new Set<string>();
  const stack = [...firstVisitRoots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  firstVisits.set(ctx, seen);
  return seen;
}

// Chunks: vendor code that changes rarely gets its own long-cached chunks. zod is kept apart so that only
// the screens with forms pay for it (the landing page must stay small, see bundle-budget.test.ts).
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: 'router',
    test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  { name: 'query', test: /node_modules[\\/](@tanstack|zustand|use-sync-external-store)[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
  // The app's own small shared modules (components, lib, hooks, the contracts' zod-free rules) in two chunks: a
  // screen's code in a few requests instead of thirty (on one bar of signal each request costs a round trip), and one
  // file compresses better. Those the join link's first visit runs (the entry and its screen, statically) form
  // `shared`; the rest, which the signed-in screens and parts add, `shared-app`, so a guest does not download them.
  // lib/form-schemas.ts stays out: it brings zod, and only with a form. lib/server-form.ts stays out too: only the
  // join link's page reads a form the server rendered, so it goes with that screen. components/toast-item.tsx is loaded
  // after the page (a toast is never the first thing on screen): a small file of its own. lib/server-file.ts and
  // hooks/use-server-file.ts (PDFs and exports asked for by script) go with the Manage and the dishes screens that
  // use them, not to every signed-in screen. The live indicator (the event page's, Manage's and the conversation's
  // header) joins them: a file of its own would be one more request on the event page's first visit.
  {
    name: (id: string, ctx: Rolldown.ChunkingContext) =>
      sharedModule.test(id) ? (joinFirstVisit(ctx).has(id) ? 'shared' : 'shared-app') : null,
    priority: 1,
  },
];

/**
 * The screens the server sends ahead of the app (src/app/screens.ts), beside the build's manifest: the server reads
 * which modules a page at a path names, and which API answers it asks for early, from here.
 */
const screenTable = (): Plugin => ({
  name: 'potluck-screen-table',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '.vite/screens.json', source: JSON.stringify(servedScreens()) });
  },
});

/**
 * index.html's comments explain it to whoever edits it; every page the server builds from it would send them (about
 * 0.9 KB) to every visitor, the join link's first round trip included: the build leaves them out.
 */
const htmlWithoutComments = (): Plugin => ({
  name: 'potluck-html-without-comments',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: (html) => html.replace(/<!--[\s\S]*?-->\s*/g, '') },
});

// React Router's package exports only its development build (warnings on, kept in the bundle); a production build
// takes its production build beside it, about 0.5 KB gzipped smaller on every first visit.
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction = {
  'react-router/dom': reactRouter('dom-export.mjs'),
  'react-router': reactRouter('index.mjs'),
};

export default defineConfig(({ command }) => ({
  // The pseudo-locale (accented, 40% longer) exists in development only.
  plugins: [
    localeMessages({ pseudo: command === 'serve' }),
    react(),
    VitePWA(pwaOptions),
    screenTable(),
    htmlWithoutComments(),
  ],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  resolve: {
    alias: {
      ...(command === 'build' ? reactRouterProduction : {}),
      '@contracts': fileURLToPath(new URL('../backend/src/contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/ws': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The manifest lets the bundle budget test follow the landing page's real import graph.
    manifest: true,
    // Every browser that runs the app's es2022 code but lacks <link rel="modulepreload"> (Safari before 17) still
    // loads the modules, just without the head start; the polyfill would cost every first visit 0.5 KB gzipped.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Building a zod schema has no side effect: a screen that takes a constant or a helper from a contract file
      // does not pay for the schemas beside it (nor for zod).
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  test: {
    // Components (`.test.tsx`) render into a jsdom page; logic (`.test.ts`) runs in plain Node.js, which starts in a
    // fraction of the time: a `.test.ts` that needs a page says so on its first line (`// @vitest-environment jsdom`).
    projects: [
      { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom' } },
      { extends: true, test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' } },
    ],
    // The tests' page lives at a port no server listens on: jsdom's default (localhost:3000) is the app's own, and a
    // socket or request a component opens would reach an app running beside the tests and fail them.
    environmentOptions: { jsdom: { url: 'http://localhost:1/' } },
    restoreMocks: true,
    // A test that drives a whole dialog takes under a second alone, but CI may run it while both cores are busy; 5 s
    // (the default) was once not enough there.
    testTimeout: 20_000,
    setupFiles: ['src/test/i18n-setup.ts'],
    // Each file in a VM context of a long-lived worker thread, not a process of its own: a new process per file loaded
    // jsdom, React and the app's modules again each time (two thirds of the tier's CPU). A file still gets its own
    // globals, page and modules; native modules' errors come from another realm (compare by name, not instanceof).
    pool: 'vmThreads',
    // React Router's package gives Node.js its CommonJS build, which requires an ES module of its own on Node.js 22 and
    // later (the "module-sync" condition): a VM context cannot load that, so the tests import its ES module build.
    alias: {
      'react-router-dom': fileURLToPath(new URL('../node_modules/react-router-dom/dist/index.mjs', import.meta.url)),
    },
    // Both cores: a file's work runs beside another file's.
    maxWorkers: 2,
    // `npm test` turns it on (--coverage) and checks the totals against coverage-floor.json.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
      reporter: ['json-summary'],
    },
  },
}));
