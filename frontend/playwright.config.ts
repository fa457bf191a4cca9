import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/chromium-args';

// The system's headless shell of Chromium (Debian's chromium-headless-shell: the same Blink and V8 without the
// browser's window machinery, as Playwright's own headless runs use), else its full Chromium. The shell spends about
// 15% less CPU on the same journeys, which two workers and the server share with it on two cores.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium';

// Each checkout or parallel run can use its own port.
const port = Number(process.env.E2E_PORT ?? 3100);

// Real Chromium from the system (never a download), phone viewport, against the built app
// served by the backend on a fresh database (backend/scripts/e2e-server.mjs). Build the frontend first.
export default defineConfig({
  testDir: 'e2e',
  // Two workers, a spec file each: every test makes its own people and events, and the specs that start a second app
  // process give it a port of their own (E2E_PORT + 1, + 2, + 3).
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  // On CI a test that fails is run once more: a failure that repeats fails the run, one that does not is reported
  // as flaky in `npm test`'s summary (by name), so a load-dependent hiccup is seen without turning the run red.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    locale: 'en-US',
    // Animations off, as a phone set to reduce motion has them: a looping animation keeps Chromium drawing frames for
    // nothing, and two workers share two cores with the server.
    reducedMotion: 'reduce',
    // No service worker unless a test asks for it (`testWithServiceWorker`, or `test.use({ serviceWorkers: 'allow' })`
    // for a whole file: going offline, queued changes, push, the app taking over the join page): installing it
    // precaches the whole app in every new browser context, a fifth of Chromium's work in a journey that never needs it.
    serviceWorkers: 'block',
    // A trace is recorded only when a failed test runs again: recording one for every test (a snapshot of the page at
    // each step) costs about a quarter of the tier's CPU. Locally, `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      // Quiet Chromium: no background traffic, no QUIC, no GPU (the same switches as the web benchmark). And V8 without
      // its optimizing compilers (Maglev, TurboFan): in a journey's few seconds on a page they spent more CPU compiling
      // than their code saved (the tier's busy CPU about 18% lower without them). The benchmarks keep them: they measure
      // what a phone runs.
      args: [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'],
    },
  },
  webServer: {
    command: 'node ../backend/scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
