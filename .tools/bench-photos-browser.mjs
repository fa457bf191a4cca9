// The browser half of `npm run bench:photos`, on the built app in the system Chromium at phone size (390×844, 2×):
// - a 12 MP camera JPEG chosen as an event's cover under 4× CPU throttling: the time from "Use Photo" until the upload
//   starts (crop and shrink on the phone, then the queue hands it over) and what leaves (targets: ≤ 1.5 s, ≤ 1600 px,
//   ≤ 300 KB); then the upload itself on one bar (400 Kbps both ways, 400 ms RTT; target ≤ 8 s);
// - the event page and its dishes page with 40 dish photos, opened cold: image bytes and images fetched on the first
//   view (target ≤ 400 KB, lazy below the fold) and the layout shift (target CLS 0), then after scrolling to the end.
// Prints a table and writes bench-photos-results.json.
/* global window, document, XMLHttpRequest, createImageBitmap -- the functions given to addInitScript, waitForFunction
   and evaluate run in the page */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devSignIn, postJson } from './bench-api.mjs';
import { startBenchApp } from './bench-app.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PHOTOS_PORT ?? 4633);
const base = `http://127.0.0.1:${port}`;
const output = resolve(process.env.BENCH_PHOTOS_OUTPUT ?? join(root, 'bench-photos-results.json'));
const runs = Math.max(1, Number(process.env.BENCH_PHOTO_BROWSER_RUNS ?? 3));
const chromeArgs = JSON.parse(readFileSync(join(root, 'frontend', 'e2e', 'support', 'chromium-args.json'), 'utf8'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** @param {{ camera: Buffer, dish: Buffer }} pictures a 12 MP camera JPEG, and a dish photo as the app sends it */
export async function benchPhotosInBrowser({ camera, dish }) {
  const { stop: stopApp } = await startBenchApp({
    database: 'potluck_bench_photos',
    port,
    env: { PHOTO_UPLOADS_PER_PERSON_PER_DAY: '1000' },
  });
  let browser;
  try {
    // ------------------------------------------------------------ data: a host, an event with 40 dishes, each a photo
    const cookie = await devSignIn(base, `host-${Date.now()}@bench.test`, 'Hana', 'Bench');
    const event = await postJson(base, '/api/events', cookie, {
      name: 'Harvest Supper at Maple Hall',
      date: new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString(),
      timeZone: 'America/New_York',
      location: 'Maple Community Hall, 12 Orchard Lane',
      description: 'Bring a dish to share and a friend.',
      allowNonVegetarian: true,
    });
    const categories = ['appetizer', 'main_dish', 'side_dish', 'dessert', 'soft_drinks', 'alcohol', 'cutlery'];
    for (let i = 0; i < 40; i++) {
      const created = await postJson(base, `/api/events/${event.id}/dishes`, cookie, {
        name: `Dish number ${i + 1}`,
        category: categories[i % categories.length],
      });
      const res = await fetch(`${base}/api/dishes/${created.id}/photo`, {
        method: 'PUT',
        headers: { cookie, origin: base, 'content-type': 'image/webp', 'idempotency-key': crypto.randomUUID() },
        body: dish,
      });
      if (!res.ok) throw new Error(`dish photo: ${res.status} ${await res.text()}`);
    }
    const [name, value] = cookie.split('=');
    browser = await chromium.launch({ executablePath: CHROME, args: chromeArgs });
    const newContext = async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
      await context.addCookies([{ name, value, url: base }]);
      return context;
    };

    // ------------------------------------------------------------ 1. a 12 MP cover: shrink (4× CPU), upload (one bar)
    const covers = [];
    for (let run = 0; run < runs; run++) {
      const context = await newContext();
      const page = await context.newPage();
      // The upload as XMLHttpRequest sends it: what leaves the phone, and its answer.
      await page.addInitScript(() => {
        const marks = (window.__bench = { upload: null });
        const send = XMLHttpRequest.prototype.send;
        XMLHttpRequest.prototype.send = function (body) {
          if (body instanceof Blob) {
            const upload = { sentAt: performance.now(), bytes: body.size, type: body.type, doneAt: null, status: 0 };
            marks.upload = upload;
            this.addEventListener('loadend', () => {
              upload.doneAt = performance.now();
              upload.status = this.status;
            });
            void createImageBitmap(body).then((b) => Object.assign(upload, { width: b.width, height: b.height }));
          }
          return send.call(this, body);
        };
      });
      await page.goto(`${base}/events/${event.id}/edit`);
      await page.getByRole('button', { name: 'Choose Photo' }).first().waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: (400 * 1000) / 8,
        uploadThroughput: (400 * 1000) / 8,
      });
      const chosenAt = Date.now();
      await page
        .locator('input[type=file]:not([capture])')
        .first()
        .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: camera });
      await page.getByRole('button', { name: 'Use Photo' }).waitFor({ timeout: 60_000 });
      // The cropper shows the picture once it is decoded.
      await page.waitForFunction(
        () => {
          const img = document.querySelector('img.photo-cropper__image');
          return img && img.complete && img.naturalWidth > 0;
        },
        null,
        { timeout: 60_000, polling: 20 },
      );
      const cropperShownMs = Date.now() - chosenAt;
      // On the test's clock: the tap, the first request after it (the shrunk picture is in hand: the queue loads its
      // code, or sends at once when that is cached), and the upload's request and answer.
      const requests = [];
      cdp.on('Network.requestWillBeSent', (e) =>
        requests.push({ at: Date.now(), id: e.requestId, method: e.request.method, url: e.request.url }),
      );
      const answered = new Map();
      cdp.on('Network.loadingFinished', (e) => answered.set(e.requestId, Date.now()));
      const clickedAt = Date.now();
      await page.getByRole('button', { name: 'Use Photo' }).click();
      const upload = await page
        .waitForFunction(() => (window.__bench.upload?.doneAt ? window.__bench.upload : null), null, {
          timeout: 120_000,
          polling: 50,
        })
        .then((h) => h.jsonValue());
      const put = requests.find((r) => r.method === 'PUT' && r.url.endsWith('/cover'));
      for (let i = 0; i < 100 && !answered.has(put.id); i++) await sleep(50);
      covers.push({
        cropperShownMs,
        shrinkMs: requests[0].at - clickedAt,
        uploadStartsMs: put.at - clickedAt,
        uploadMs: answered.get(put.id) - put.at,
        status: upload.status,
        sentKB: Math.round(upload.bytes / 102.4) / 10,
        sent: `${upload.width}×${upload.height} ${upload.type}`,
      });
      await context.close();
    }

    // ------------------------------------------------------------ 2. the event's pages with 40 dish photos, cold
    /** Image bytes, images and CLS of a cold visit: on the first view, then scrolled to the bottom. */
    const visit = async (path) => {
      const context = await newContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__cls = 0;
        window.__shifted = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.hadRecentInput) continue;
            window.__cls += e.value;
            for (const source of e.sources ?? []) {
              const n = source.node;
              window.__shifted.push(
                n?.nodeType === 1 ? `${n.tagName.toLowerCase()}.${n.className}` : String(n?.nodeName),
              );
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const images = new Map();
      cdp.on('Network.responseReceived', (e) => {
        if (e.type === 'Image' && e.response.url.includes('/api/photos/')) images.set(e.requestId, 0);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (images.has(e.requestId)) images.set(e.requestId, e.encodedDataLength);
      });
      const sum = () => [...images.values()].reduce((a, b) => a + b, 0);
      // The page keeps its live connection open, so "no more requests" is: no new image for two seconds.
      const settled = async () => {
        for (let last = -1; last !== sum();) {
          last = sum();
          await sleep(2000);
        }
      };
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      await settled();
      const firstView = { bytes: sum(), count: images.size, cls: await page.evaluate(() => window.__cls) };
      for (let y = 0; y < 40; y++) {
        await page.mouse.wheel(0, 600);
        await sleep(150);
      }
      await settled();
      const scrolled = { bytes: sum(), count: images.size, cls: await page.evaluate(() => window.__cls) };
      const shifted = await page.evaluate(() => [...new Set(window.__shifted)]);
      await context.close();
      return { firstView, scrolled, shifted };
    };
    const kb = (bytes) => Math.round(bytes / 102.4) / 10;
    const summary = (visits) => ({
      runs: visits,
      firstViewImageKB: kb(median(visits.map((p) => p.firstView.bytes))),
      firstViewImages: median(visits.map((p) => p.firstView.count)),
      firstViewCls: Math.max(...visits.map((p) => p.firstView.cls)),
      scrolledImageKB: kb(median(visits.map((p) => p.scrolled.bytes))),
      scrolledImages: median(visits.map((p) => p.scrolled.count)),
      scrolledCls: Math.max(...visits.map((p) => p.scrolled.cls)),
    });
    const eventVisits = [];
    const dishVisits = [];
    for (let run = 0; run < runs; run++) {
      eventVisits.push(await visit(`/events/${event.id}`));
      dishVisits.push(await visit(`/events/${event.id}/dishes`));
    }

    const result = {
      date: new Date().toISOString(),
      runs,
      cover12Mp: {
        runs: covers,
        cropperShownMs: median(covers.map((c) => c.cropperShownMs)),
        shrinkMs: median(covers.map((c) => c.shrinkMs)),
        uploadStartsMs: median(covers.map((c) => c.uploadStartsMs)),
        uploadOneBarMs: median(covers.map((c) => c.uploadMs)),
        sentKB: median(covers.map((c) => c.sentKB)),
        sent: covers[0].sent,
      },
      eventPage: summary(eventVisits),
      dishesPage: summary(dishVisits),
    };
    writeFileSync(output, JSON.stringify(result, null, 2));
    const c = result.cover12Mp;
    console.log(`\nin the browser (Chromium, 390×844 at 2×; median of ${runs})`);
    console.table([
      { measure: '12 MP JPEG chosen → shown in the cropper (4× CPU)', value: `${c.cropperShownMs} ms`, target: '—' },
      {
        measure: '"Use Photo" → shrunk (4× CPU)',
        value: `${c.shrinkMs} ms`,
        target: '≤ 1,500 ms',
      },
      { measure: '"Use Photo" → upload starts (one bar)', value: `${c.uploadStartsMs} ms`, target: '—' },
      { measure: 'what leaves the phone', value: `${c.sent}, ${c.sentKB} KB`, target: '≤ 1600 px, ≤ 300 KB' },
      { measure: 'upload on one bar', value: `${c.uploadOneBarMs} ms`, target: '≤ 8,000 ms' },
      ...[
        ['event page', result.eventPage],
        ['dishes page', result.dishesPage],
      ].flatMap(([label, e]) => [
        {
          measure: `${label}, 40 dish photos: first view`,
          value: `${e.firstViewImageKB} KB in ${e.firstViewImages} images, CLS ${e.firstViewCls}`,
          target: '≤ 400 KB, CLS 0',
        },
        {
          measure: `${label}: scrolled to the bottom`,
          value: `${e.scrolledImageKB} KB in ${e.scrolledImages} images, CLS ${e.scrolledCls}`,
          target: 'CLS 0',
        },
      ]),
    ]);
    console.log(`written to ${output}`);
  } finally {
    await browser?.close();
    await stopApp();
  }
}
