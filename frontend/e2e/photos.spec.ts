import sharp from 'sharp';
import { expect, test, testWithServiceWorker } from './support/fixtures';
import { snap } from './support/screenshots';
import type { Page } from '@playwright/test';

/** A phone-sized photo (3000×2000 JPEG): big enough that it must be shrunk before it leaves. */
async function phonePhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 2000;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = ((x + y) * 97) % 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Chooses a picture from the library (the input without `capture`), as a person picking a file would. */
async function choosePhoto(scope: Page | ReturnType<Page['getByRole']>, buffer: Buffer): Promise<void> {
  await scope
    .locator('input[type="file"]:not([capture])')
    .setInputFiles({ name: 'party.jpg', mimeType: 'image/jpeg', buffer });
}

test('the host adds a cover: cropped, shrunk, uploaded with progress; it becomes og:image', async ({ host, event }) => {
  const page = host.page;
  await page.goto(`/events/${event.id}/edit`);
  await expect(page.getByText('Event Photo')).toBeVisible();
  await choosePhoto(page, await phonePhoto());
  const crop = page.getByRole('group', { name: 'Photo crop preview' });
  await expect(crop).toBeVisible();
  // The keyboard moves the picture in its frame as the sliders do.
  await crop.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Left and right')).toHaveValue('0.55');
  await snap(page, 'photos-cover-crop');
  const uploads: number[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/cover')) uploads.push(r.postDataBuffer()?.length ?? 0);
  });
  await page.getByRole('button', { name: 'Use Photo' }).click();
  await expect(page.locator('.photo-picker__frame picture img')).toBeVisible({ timeout: 20_000 });
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toBeLessThanOrEqual(300 * 1024);
  await snap(page, 'photos-cover-saved');

  const join = await host.page.request.get(`/join/${event.id}`);
  expect(await join.text()).toMatch(/<meta property="og:image" content="[^"]+\/api\/photos\/[^"]+\/og\.jpg" \/>/);
});

testWithServiceWorker(
  'a dish added offline with a photo shows its picture at once and lands once online',
  async ({ host, event }) => {
    const page = host.page;
    // The page fetches the photo picker after the list: it is here before the signal drops.
    const picker = page.waitForResponse((r) => r.url().includes('/assets/dish-photo-field'));
    await page.goto(`/events/${event.id}/dishes`);
    await expect(page.getByRole('heading', { name: 'Dish Sign-up' })).toBeVisible();
    await picker;
    const photo = await phonePhoto();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Add Your Dish' }).click();
    const form = page.getByRole('dialog', { name: 'Add Your Dish' });
    await form.getByLabel(/dish name/i).fill('Offline Tart');
    await choosePhoto(form, photo);
    await form.getByRole('button', { name: 'Use Photo' }).click();
    await expect(form.locator('.photo-picker__frame img')).toBeVisible();
    await snap(page, 'photos-dish-form');
    await form.getByRole('button', { name: 'Add Dish' }).click();
    await expect(form).toBeHidden();

    // The dish is there at once, with its own picture (from this phone, not the server).
    const card = page.locator('article', { hasText: 'Offline Tart' });
    await expect(card.locator('img[src^="blob:"]')).toBeVisible();
    await snap(page, 'photos-dish-offline');

    await page.context().setOffline(false);
    await expect(card.locator('picture img')).toBeVisible({ timeout: 30_000 });
    const photos = (await (await page.request.get(`/api/events/${event.id}/photos`)).json()) as {
      dishes: { dishId: string; src: string }[];
    };
    const dishes = (await (await page.request.get(`/api/events/${event.id}/dishes`)).json()) as {
      id: string;
      name: string;
    }[];
    expect(dishes.map((d) => d.name)).toEqual(['Offline Tart']);
    expect(photos.dishes.map((p) => p.dishId)).toEqual([dishes[0]?.id]);
    await snap(page, 'photos-dish-online');
  },
);
