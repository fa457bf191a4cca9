import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { createEvent } from './support/events';
import { expect, test } from './support/fixtures';
import { layoutShift } from './support/layout-shift';
import { snap } from './support/screenshots';

const DISHES = ['Paneer Tikka', 'Gulab Jamun', 'Masala Chai'];

async function photo(r: number): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

/** An event of whoever `api` is, with a cover and three dishes, each with its photo. */
async function eventWithPhotos(api: APIRequestContext): Promise<string> {
  const { id } = await createEvent(api);
  const cover = await api.put(`/api/events/${id}/cover`, {
    data: await photo(220),
    headers: { 'Content-Type': 'image/jpeg', 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(cover.status(), await cover.text()).toBe(200);
  for (const [i, name] of DISHES.entries()) {
    const dish = await api.post(`/api/events/${id}/dishes`, { data: { name, category: 'appetizer' } });
    expect(dish.status(), await dish.text()).toBe(201);
    const res = await api.put(`/api/dishes/${((await dish.json()) as { id: string }).id}/photo`, {
      data: await photo(40 * i),
      headers: { 'Content-Type': 'image/jpeg', 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return id;
}

/** Every photo the page asks for (the event page shows none: the only ones are the print sheet's, on Manage). */
function photoRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/photos/')) urls.push(r.url());
  });
  return urls;
}

for (const look of [
  { name: 'light, left to right', locale: 'en-US', colorScheme: 'light', dir: 'ltr' },
  { name: 'dark, right to left', locale: 'ar', colorScheme: 'dark', dir: 'rtl' },
] as const) {
  test(`the host's event page opens without a layout shift and fetches no picture (${look.name})`, async ({
    signedInPerson,
  }) => {
    const { page } = await signedInPerson('Hana', 'Host', {
      context: { locale: look.locale, colorScheme: look.colorScheme },
    });
    const eventId = await eventWithPhotos(page.request);
    const requested = photoRequests(page);
    await page.goto(`/events/${eventId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', look.dir);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The live indicator has gone from nothing to "Reconnecting…" to "Live", and the conversation's count is in.
    await expect(page.locator('.live-indicator--live')).toBeVisible();
    await expect(page.locator('.conversation-link .link-card__line')).toHaveText(/\S/);
    const { total, moved } = await layoutShift(page);
    expect(total, moved.join(', ')).toBe(0);
    // The print sheet is on Manage, with its pictures fetched only to print.
    await expect(page.locator('.print-sheet')).toHaveCount(0);
    expect(requested).toEqual([]);
    await snap(page, `event-page-photos-${look.colorScheme}-${look.dir}`);
  });
}

test("Print Sheet fetches the sheet's pictures and prints once they are in", async ({ host }) => {
  const page = host.page;
  // The print dialog is the browser's: here it notes which of the sheet's pictures were ready when it opened.
  await page.addInitScript(() => {
    const w = window as unknown as { print: () => void; printed: { src: string; ready: boolean }[][] };
    w.printed = [];
    w.print = () =>
      w.printed.push(
        [...document.querySelectorAll<HTMLImageElement>('.print-sheet img')].map((img) => ({
          src: img.currentSrc,
          ready: img.complete && img.naturalWidth > 0,
        })),
      );
  });
  const eventId = await eventWithPhotos(page.request);
  const requested = photoRequests(page);
  await page.goto(`/events/${eventId}/manage`);
  await expect(page.locator('.print-sheet li')).toHaveCount(DISHES.length);
  expect(requested).toEqual([]);
  await page
    .getByRole('list', { name: 'Host tools' })
    .getByRole('button', { name: /Print Sheet/ })
    .click();
  const printed = () =>
    page.evaluate(() => (window as unknown as { printed: { src: string; ready: boolean }[][] }).printed);
  await expect.poll(async () => (await printed()).length).toBe(1);
  const [pictures] = await printed();
  // The cover and the three dishes, each loaded before the dialog opened.
  expect(pictures).toHaveLength(1 + DISHES.length);
  for (const picture of pictures!) {
    expect(picture.ready).toBe(true);
    expect(picture.src).toContain('/api/photos/');
  }
  expect(requested).toHaveLength(1 + DISHES.length);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-sheet img').first()).toBeVisible();
  await snap(page, 'event-page-photos-print');
});
