import sharp from 'sharp';
import { createEvent } from './support/events';
import { expect, test } from './support/fixtures';
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
