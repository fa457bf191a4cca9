import sharp from 'sharp';
import { createEvent } from './support/events';
import { expect, test } from './support/fixtures';
import { holdAppCode } from './support/hold-app-code';
import { snap } from './support/screenshots';

test('the join page keeps its cover once the app takes it over', async ({ host, visitor }) => {
  // A themed event: the app's hero shows the theme's emoji, which the server's page does not, so its presence says
  // the app has taken over.
  const event = await createEvent(host.page.request, { theme: 'diwali' });
  const photo = await sharp({
    create: { width: 2400, height: 1400, channels: 3, background: { r: 220, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const res = await host.page.request.put(`/api/events/${event.id}/cover`, {
    data: photo,
    headers: { 'Content-Type': 'image/jpeg', 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(res.status()).toBe(200);
  const page = await visitor();
  await page.goto(`/join/${event.id}`);
  await expect(page.locator('.join-hero__icon')).toBeVisible();
  await expect(page.locator('.join-hero img')).toHaveCount(1);
  await expect(page.locator('.join-hero img')).toBeVisible();
  await snap(page, 'photos-join-cover');
});

test("a dish's photo the host shows on the join page stays where it is once the app takes the page over", async ({
  host,
  visitor,
}) => {
  const api = host.page.request;
  const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
  const event = await createEvent(api);
  const dish = await api.post(`/api/events/${event.id}/dishes`, {
    data: { name: 'Lemon tart', category: 'dessert' },
    headers: key(),
  });
  expect(dish.status(), await dish.text()).toBe(201);
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 240, g: 200, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  const upload = await api.put(`/api/dishes/${((await dish.json()) as { id: string }).id}/photo`, {
    data: photo,
    headers: { 'Content-Type': 'image/jpeg', ...key() },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const shown = await api.put(`/api/events/${event.id}/photo-settings`, {
    data: { publicCover: true, publicDishPhotos: true },
    headers: key(),
  });
  expect(shown.status(), await shown.text()).toBe(200);

  const page = await visitor();
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  const picture = page.locator('img.public-dish__photo');
  await expect(picture).toBeVisible();
  const before = await picture.boundingBox();
  release();
  // The app's form has taken the server's over once its step buttons work.
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
  await expect(picture).toHaveCount(1);
  await expect(picture).toHaveAttribute('alt', 'Lemon tart');
  const after = await picture.boundingBox();
  expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
  expect(after?.height).toBeCloseTo(before?.height ?? -1, 0);
  await snap(page, 'photos-join-dish');
});
