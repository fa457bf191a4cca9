import { createEvent } from './support/events';
import { expect, test } from './support/fixtures';
import { holdAppCode } from './support/hold-app-code';

test('the app takes over the join page without moving it: the field being typed in stays where it was', async ({
  host,
  visitor,
}) => {
  // A theme with an emoji and a description: each is a line of the hero that the server's page and the app must share.
  const event = await createEvent(host.page.request, {
    theme: 'thanksgiving',
    timeZone: 'UTC',
    description: 'Bring a dish to share and a friend.',
  });
  const page = await visitor({ context: { timezoneId: 'UTC' } });
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  const name = page.getByLabel('Your Name');
  await name.scrollIntoViewIfNeeded();
  await name.click();
  await page.keyboard.type('Rose');
  const before = await name.boundingBox();

  release();
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
  await expect(name).toHaveValue('Rose');
  const after = await name.boundingBox();
  expect(after?.y).toBeCloseTo(before?.y ?? Number.NaN, 0);
  await expect(page.locator('.join-hero__icon')).toHaveText('🦃');
});
