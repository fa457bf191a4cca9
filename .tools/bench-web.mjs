// `npm run bench:web`: how fast the built app paints on a phone, measured in the system Chromium on this machine.
// 1. Lighthouse (mobile profile) on welcome, a join link (signed out, 40 dishes), home, event (the host's and a
//    guest's), manage and dishes (signed in with a development sign-in cookie passed as an extra header).
// 2. One bar of signal (400 Kbps, 400 ms RTT, 4x CPU slowdown through CDP): a cold first visit to the join link, with
//    and without JavaScript, three times each: time until the event's name is visible, until the RSVP form is usable
//    (and the app has taken it over), the bytes received before the first paint, and from the tap on Submit RSVP
//    until "You're All Set!".
// 3. The installed app opened again with no network: time until home shows the cached events, and requests that
//    left the page for the network (none may reach the server).
// Prints a table and writes bench-web-results.json. Ports: BENCH_WEB_PORT (4632).
/* global document -- the functions passed to waitForFunction and evaluate run in the page */
import { devSignIn, postJson } from './bench-api.mjs';
import { startBenchApp } from './bench-app.mjs';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const lighthouse = (await import('lighthouse')).default;
const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
const chromeLauncher = await import('chrome-launcher');
const { chromium } = require('playwright-core');

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_WEB_PORT ?? 4632);
const base = `http://127.0.0.1:${port}`;
const output = resolve(process.env.BENCH_WEB_OUTPUT ?? join(root, 'bench-web-results.json'));
const chromeFlags = [
  '--headless=new',
  ...JSON.parse(readFileSync(join(root, 'frontend', 'e2e', 'support', 'chromium-args.json'), 'utf8')),
];

if (
  !existsSync(join(root, 'backend', 'dist', 'main.js')) ||
  !existsSync(join(root, 'frontend', 'dist', 'index.html'))
) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const { stop: stopApp } = await startBenchApp({ database: 'potluck_bench_web', port });
process.on('SIGINT', () => process.exit(130));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- data: a host, an event with 40 dishes
const signIn = (email, firstName) => devSignIn(base, email, firstName, 'Bench');
const post = (path, cookie, body) => postJson(base, path, cookie, body);
const cookie = await signIn(`host-${Date.now()}@bench.test`, 'Hana');
const eventName = 'Harvest Supper at Maple Hall';
const event = await post('/api/events', cookie, {
  name: eventName,
  theme: 'thanksgiving',
  date: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
  timeZone: 'America/New_York',
  location: 'Maple Community Hall, 12 Orchard Lane',
  description: 'Bring a dish to share and a friend.',
  allowNonVegetarian: true,
  dietaryNote: 'Please label anything with nuts.',
});
const categories = ['appetizer', 'main_dish', 'side_dish', 'dessert', 'soft_drinks', 'alcohol', 'cutlery'];
for (let i = 0; i < 40; i++) {
  await post(`/api/events/${event.id}/dishes`, cookie, {
    name: `Dish number ${i + 1}`,
    category: categories[i % categories.length],
    description: i % 3 === 0 ? 'Homemade, family recipe.' : undefined,
    isVegetarian: i % 2 === 0,
  });
}
await post(`/api/events/${event.id}/rsvp`, cookie, { status: 'attending', adultCount: 2, kidCount: 1 });
const guestCookie = await signIn(`guest-${Date.now()}@bench.test`, 'Gita');
await post(`/api/events/${event.id}/rsvp`, guestCookie, { status: 'attending', adultCount: 1, kidCount: 0 });

// ---------------------------------------------------------------- 1. Lighthouse, mobile profile
const pages = [
  { name: 'welcome', url: `${base}/` },
  { name: 'join link (signed out, 40 dishes)', url: `${base}/join/${event.id}` },
  { name: 'home (signed in)', url: `${base}/`, cookie },
  { name: 'event (signed in)', url: `${base}/events/${event.id}`, cookie },
  { name: 'event (a guest)', url: `${base}/events/${event.id}`, cookie: guestCookie },
  { name: 'manage (signed in)', url: `${base}/events/${event.id}/manage`, cookie },
  { name: 'dishes (signed in)', url: `${base}/events/${event.id}/dishes`, cookie },
];
const lighthouseResults = [];
// BENCH_WEB_PAGES=dishes,home measures only the pages whose names contain one of these words.
const only = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);
// One Lighthouse run on a shared machine can be off by 100 ms of blocking time; each page is run BENCH_WEB_RUNS times
// (3) and the median run reported (Lighthouse's own choice of median, by FCP and LCP), with every run's score and TBT.
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
async function lighthouseRun(p, attempt = 1) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags });
  try {
    const { lhr } = await lighthouse(p.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: p.cookie ? { Cookie: p.cookie } : undefined,
    });
    if (!lhr.runtimeError) return lhr;
    // Now and then the trace misses the navigation's start (NO_NAVSTART): such a run is taken again, twice at most.
    if (attempt === 3) throw new Error(`${p.name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  } finally {
    await chrome.kill();
  }
  return lighthouseRun(p, attempt + 1);
}
for (const p of pages.filter((page) => !only || only.some((w) => page.name.includes(w)))) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) lhrs.push(await lighthouseRun(p));
  const lhr = computeMedianRun(lhrs);
  const a = lhr.audits;
  const row = {
    page: p.name,
    performanceOfEachRun: lhrs.map((l) => Math.round(l.categories.performance.score * 100)),
    tbtMsOfEachRun: lhrs.map((l) => Math.round(l.audits['total-blocking-time'].numericValue)),
    // Lighthouse's measure of the host's CPU speed during each run: its 4x CPU assumes at least 1000.
    benchmarkIndexOfEachRun: lhrs.map((l) => Math.round(l.environment.benchmarkIndex)),
    performance: Math.round(lhr.categories.performance.score * 100),
    fcpMs: Math.round(a['first-contentful-paint'].numericValue),
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    // What to look at when a target is missed.
    a11yFailures: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && a[ref.id]?.score === 0)
      .map((ref) => ({
        id: ref.id,
        nodes: (a[ref.id].details?.items ?? []).map((i) => `${i.node?.snippet} ${i.node?.explanation ?? ''}`.trim()),
      })),
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    layoutShifts: (a['layout-shifts']?.details?.items ?? []).map((i) => ({ node: i.node?.snippet, score: i.score })),
    // The main thread's longest tasks (what the blocking time is made of), by the script they ran.
    longTasks: (a['long-tasks']?.details?.items ?? [])
      .slice(0, 6)
      .map((i) => ({ url: i.url, startMs: Math.round(i.startTime), durationMs: Math.round(i.duration) })),
    finalUrl: lhr.finalDisplayedUrl,
  };
  lighthouseResults.push(row);
  console.error(`lighthouse: ${row.page} done`);
}

// ---------------------------------------------------------------- 2. one bar of signal, cold join link
const browser = await chromium.launch({ executablePath: CHROME, args: chromeFlags.slice(1) });
let guestNumber = 0;
/**
 * One cold visit of the join link on one bar, with or without JavaScript: the event's name on screen, the RSVP form
 * usable (the server's form: it posts without JavaScript; with JavaScript also the app's takeover), what arrived before
 * the first paint, and the time from the tap on Submit RSVP to "You're All Set!" (with JavaScript, once the app has
 * taken over; without, the server's answer to the form's post).
 */
async function oneBar({ javaScript }) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Bytes on the wire (headers included) of every response, and when it finished, on the browser's clock.
  const received = [];
  cdp.on('Network.loadingFinished', (e) => received.push({ at: e.timestamp, bytes: e.encodedDataLength }));
  let navigationStart = null;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (navigationStart === null && e.type === 'Document') navigationStart = e.timestamp;
  });
  await page.goto(`${base}/join/${event.id}`, { waitUntil: 'commit', timeout: 120_000 });
  // Times are the page's own clock (performance.now(), from the start of navigation). Without JavaScript the check
  // runs from here every 20 ms (Playwright's evaluation still works; only the page's own scripts are off).
  const poll = async (check) => {
    if (javaScript) {
      const handle = await page.waitForFunction(check, eventName, { polling: 20, timeout: 120_000 });
      return Math.round(await handle.jsonValue());
    }
    for (let i = 0; i < 6000; i++) {
      const at = await page.evaluate(check, eventName).catch(() => null);
      if (at) return Math.round(at);
      await sleep(20);
    }
    throw new Error('timed out');
  };
  const nameVisibleMs = await poll((name) => {
    const h1 = document.querySelector('h1');
    return h1 && h1.textContent.includes(name) && h1.getBoundingClientRect().height > 0 ? performance.now() : null;
  });
  // Usable: the name field is on the page and enabled. It is the server's form first (it posts without JavaScript).
  const rsvpFormUsableMs = await poll(() => {
    const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim().startsWith('Your Name'));
    const input = label && (label.control ?? document.getElementById(label.htmlFor));
    return input && !input.disabled ? performance.now() : null;
  });
  // Taken over by the app: its step buttons work (the server's are shown disabled until then).
  const appTakenOverMs = javaScript
    ? await poll(() => {
        const more = document.querySelector('button[aria-label="One more adult"]');
        return more && !more.disabled ? performance.now() : null;
      })
    : null;
  // Before the first paint: what had arrived when the first contentful paint happened (only the page, when nothing
  // else blocks rendering).
  // The paint may come a moment after the elements are laid out: asked until it is there (5 s at most).
  let fcp = null;
  for (let i = 0; i < 250 && fcp === null; i++) {
    fcp = await page
      .evaluate(
        () => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? null,
      )
      .catch(() => null);
    if (fcp === null) await sleep(20);
  }
  const fcpAt = fcp !== null && navigationStart !== null ? navigationStart + fcp / 1000 : null;
  const bytesBeforeFirstPaint =
    fcpAt === null ? null : received.filter((r) => r.at <= fcpAt).reduce((sum, r) => sum + r.bytes, 0);

  await page.getByLabel('Your Name').fill(`One Bar Guest ${++guestNumber}`);
  const tapped = Date.now();
  await page.getByRole('button', { name: 'Submit RSVP' }).click({ noWaitAfter: true });
  await page.getByRole('heading', { name: "You're All Set!" }).waitFor({ timeout: 120_000 });
  const allSetAfterSubmitMs = Date.now() - tapped;
  await context.close();
  return {
    javaScript,
    // Nothing is seen before the first paint, though the name may be laid out a moment earlier.
    nameVisibleMs: fcp === null ? nameVisibleMs : Math.max(nameVisibleMs, Math.round(fcp)),
    rsvpFormUsableMs,
    appTakenOverMs,
    firstContentfulPaintMs: fcp === null ? null : Math.round(fcp),
    bytesBeforeFirstPaint,
    allSetAfterSubmitMs,
  };
}
const median = (xs) => {
  const known = xs.filter((x) => x !== null);
  return known.length ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] : null;
};
const oneBarOf = async (javaScript) => {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await oneBar({ javaScript }));
  const of = (key) => median(runs.map((r) => r[key]));
  return {
    runs,
    nameVisibleMs: of('nameVisibleMs'),
    rsvpFormUsableMs: of('rsvpFormUsableMs'),
    appTakenOverMs: of('appTakenOverMs'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    bytesBeforeFirstPaint: of('bytesBeforeFirstPaint'),
    allSetAfterSubmitMs: of('allSetAfterSubmitMs'),
  };
};
const oneBarResult = await oneBarOf(true);
const oneBarNoJs = await oneBarOf(false);
await browser.close();

// ---------------------------------------------------------------- 3. offline repeat visit of the installed app
async function offlineRepeat() {
  const profile = mkdtempSync(join(tmpdir(), 'potluck-bench-web-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    args: chromeFlags.slice(1),
    viewport: { width: 390, height: 844 },
  });
  try {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/`);
    await page.getByText(eventName).first().waitFor({ timeout: 60_000 });
    // Installed: the service worker controls the page and has the shell.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByText(eventName).first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await sleep(1500); // the persisted cache is written shortly after changes

    await context.setOffline(true);
    // Reaching the server: an answer that did not come from the service worker. Tried and failed: the app's
    // reachability probe and the live socket, which find the network down (they cannot reach the server).
    const toNetwork = [];
    const failedOffline = [];
    page.on('requestfinished', async (r) => {
      const res = await r.response();
      if (res && !res.fromServiceWorker()) toNetwork.push(r.url());
    });
    page.on('requestfailed', (r) => failedOffline.push(r.url()));
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      (name) => (document.body.innerText.includes(name) ? performance.now() : null),
      eventName,
      { polling: 10, timeout: 30_000 },
    );
    const ms = await shown.jsonValue();
    await sleep(1000);
    return {
      cachedEventsShownMs: Math.round(ms),
      requestsToNetwork: toNetwork.length,
      urls: toNetwork,
      failedOffline,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
const offline = await offlineRepeat();

// ---------------------------------------------------------------- report
const pad = (s, n) => String(s).padEnd(n);
console.log(
  `\nLighthouse 12, mobile profile (simulated 150 ms RTT, 1.6 Mbps, 4x CPU), system Chromium, median of ${runs} runs`,
);
console.log(
  `${pad('page', 36)}${pad('perf', 6)}${pad('FCP ms', 8)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}${pad('CLS', 7)}${pad('a11y', 6)}${pad('perf of each run', 18)}${pad('TBT of each run', 18)}host CPU index`,
);
for (const r of lighthouseResults)
  console.log(
    `${pad(r.page, 36)}${pad(r.performance, 6)}${pad(r.fcpMs, 8)}${pad(r.lcpMs, 8)}${pad(r.tbtMs, 8)}${pad(r.cls, 7)}${pad(r.accessibility, 6)}${pad(r.performanceOfEachRun.join(' '), 18)}${pad(r.tbtMsOfEachRun.join(' '), 18)}${r.benchmarkIndexOfEachRun.join(' ')}`,
  );
console.log('\nOne bar (400 Kbps, 400 ms RTT, 4x CPU), cold first visit to the join link, median of 3');
console.log(`${pad('', 40)}${pad('JavaScript', 12)}${pad('no JavaScript', 15)}target`);
const line = (label, key, target) =>
  console.log(`${pad(label, 40)}${pad(oneBarResult[key] ?? '-', 12)}${pad(oneBarNoJs[key] ?? '-', 15)}${target}`);
line("event's name visible (ms)", 'nameVisibleMs', '1000');
line('RSVP form usable (ms; the server form)', 'rsvpFormUsableMs', '2000');
line('app taken over (ms)', 'appTakenOverMs', '');
line('first contentful paint (ms)', 'firstContentfulPaintMs', '1000');
line('bytes received before the first paint', 'bytesBeforeFirstPaint', '');
line('"You\'re All Set!" after the tap (ms)', 'allSetAfterSubmitMs', '3500');
console.log('\nInstalled app, repeat visit with no network');
console.log(`  home shows the cached events: ${offline.cachedEventsShownMs} ms (target 1000)`);
console.log(`  requests that reached the server: ${offline.requestsToNetwork} (target 0)`);
console.log(`  requests tried and refused by the offline network: ${offline.failedOffline.length}`);
writeFileSync(
  output,
  JSON.stringify(
    { at: new Date().toISOString(), lighthouse: lighthouseResults, oneBar: oneBarResult, oneBarNoJs, offline },
    null,
    2,
  ),
);
console.log(`\nwritten to ${output}`);
await stopApp();
process.exit(0);
