import { chromium, expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The service worker and Chrome's installability check need a persistent (non-incognito) profile.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const OFFLINE_TEXT = "You're offline — changes will sync when you're back online";
const SHOTS = join(__dirname, 'screenshots');

interface Phone {
  context: BrowserContext;
  page: Page;
  api: APIRequestContext;
  close: () => Promise<void>;
}

async function openPhone(baseURL: string): Promise<Phone> {
  const dir = mkdtempSync(join(tmpdir(), 'potluck-pwa-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    api: context.request,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Development sign-in through the real form endpoint; the context's cookie jar keeps the session. */
async function signIn(api: APIRequestContext, firstName: string): Promise<void> {
  const res = await api.post('/api/login/dev', {
    form: { email: `${firstName.toLowerCase()}-${randomUUID()}@example.test`, firstName, lastName: 'Tester' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

async function createEvent(api: APIRequestContext, name: string): Promise<string> {
  const res = await api.post('/api/events', {
    data: { name, date: new Date(Date.now() + 5 * 86_400_000).toISOString(), location: 'Community Hall' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The service worker controls the next navigation once it is active. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The persister writes after a short throttle: wait until the cache on disk holds the text. */
async function waitForPersisted(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((t) => (localStorage.getItem('potluck.query-cache') ?? '').includes(t), text))
    .toBe(true);
}

test.describe('installable offline PWA', () => {
  test('Chrome finds it installable: manifest, icons, service worker, iOS tags', async ({ baseURL }) => {
    const phone = await openPhone(baseURL!);
    try {
      const { page, context } = phone;
      await page.goto('/');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const manifest = (await (await phone.api.get('/manifest.webmanifest')).json()) as {
        name: string;
        display: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
      expect(manifest.name).toBe('Potluck');
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of manifest.icons) {
        const res = await phone.api.get(icon.src);
        expect(res.headers()['content-type']).toBe('image/png');
      }
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /apple-touch-icon/);
      await expect(page.locator('meta[name="apple-mobile-web-app-status-bar-style"]')).toHaveCount(1);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#E8590C');
      const sw = await phone.api.get('/sw.js');
      expect(sw.headers()['cache-control']).toBe('no-cache');
    } finally {
      await phone.close();
    }
  });
});
