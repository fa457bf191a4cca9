import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { snap } from './support/screenshots';

test.use({ serviceWorkers: 'allow' });

test('a cover chosen while creating the event is kept on the phone and lands once the event exists', async ({
  host,
}) => {
  const page = host.page;
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c86428' } })
    .jpeg()
    .toBuffer();
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/cover')) uploads.push(r.url());
  });
  const d = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await page.goto('/create-event');
  await page.getByLabel('Event Name').fill('Garden Picnic');
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time').fill('12:30');
  await page.getByLabel('Location').fill('Rose Park');
  await page
    .locator('input[type="file"]:not([capture])')
    .setInputFiles({ name: 'garden.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Use Photo' }).click();
  await expect(page.locator('.photo-picker__frame img[src^="blob:"]')).toBeVisible();
  await expect(page.getByText('Your cover is sent as soon as the event is created.')).toBeVisible();
  expect(uploads).toEqual([]); // nothing leaves before the event exists
  await snap(page, 'photos-create-cover');

  await page.getByRole('button', { name: 'Create Event & Invite Guests' }).click();
  await expect(page).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = page.url().split('/').pop()!;
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/events/${eventId}/photos`)).json()) as { cover: unknown }).cover,
    )
    .not.toBeNull();
  expect(uploads).toEqual([expect.stringContaining(`/api/events/${eventId}/cover`)]);
});
