import { createEvent } from './support/events';
import { expect, test } from './support/fixtures';
import { holdAppCode } from './support/hold-app-code';

test('the app takes over the join page without moving it: the field being typed in stays where it was', async ({
  host,
  visitor,
}) => {
  // A theme with an emoji, a description and dish slots still open: each is a part of the page, above the form, that
  // the server's page and the app must share (the hero's lines, "Still needed").
  const event = await createEvent(host.page.request, {
    theme: 'thanksgiving',
    timeZone: 'UTC',
    description: 'Bring a dish to share and a friend.',
    dishSlots: { dessert: 2, main_dish: 1 },
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
  await expect(page.locator('.still-needed__item')).toHaveText([
    'Main Dishes 0 of 1+ 1 more',
    'Desserts 0 of 2+ 2 more',
  ]);
});
