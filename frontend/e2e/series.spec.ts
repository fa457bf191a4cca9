import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { createEvent } from './support/events';
import { snap } from './support/screenshots';

test('the host makes a potluck repeat monthly, sees every date, and cancels one', async ({ signedInPerson }) => {
  const { page } = await signedInPerson('Rosa', 'Host');
  const event = await createEvent(page.request, { timeZone: 'Europe/Paris' });
  // Repeat is a host tool, on Manage; once the event is a series, its dates show on each date's event page too.
  await page.goto(`/events/${event.id}/manage?tool=repeat`);
  const card = page.locator('section.series');
  await expect(card.getByRole('heading', { name: 'Repeat this potluck' })).toBeVisible();
  await card.getByRole('button', { name: /^Monthly on the / }).click();

  await expect(card.getByRole('heading', { name: 'Part of a series' })).toBeVisible();
  const dates = card.locator('.series__date');
  await expect(dates).toHaveCount(4);
  await expect(dates.first().getByText('This one')).toBeVisible();
  // Every date of the series is its own event, at the same local time.
  const times = await card.locator('.series__date').allInnerTexts();
  expect(new Set(times.map((t) => /\d+:\d\d [AP]M/.exec(t)?.[0])).size).toBe(1);
  await expectNoA11yViolations(page);
  await snap(page, 'series-01-dates');

  await dates.nth(1).getByRole('link').click();
  await expect(card.locator('.series__date').nth(1).getByText('This one')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel this date' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel this date' }).click();
  // The page moves on to the next date; the cancelled one stays listed, struck through.
  await expect(card.locator('.series__date').nth(1).getByText('Cancelled')).toBeVisible();
  await expect(card.locator('.series__date').nth(2).getByText('This one')).toBeVisible();
  await snap(page, 'series-02-cancelled');

  // "This and the following": renamed from this date on; the first date keeps its name.
  const thisUrl = page.url();
  await page.goto(`${thisUrl}/edit`);
  await page.getByRole('radio', { name: 'This and the following' }).check();
  await snap(page, 'series-03-edit-scope');
  await page.getByLabel('Event Name').fill('Lantern Supper');
  await page.getByRole('button', { name: 'Update Event' }).click();
  await expect(page.getByRole('heading', { name: 'Lantern Supper', level: 1 })).toBeVisible();
  await card.locator('.series__date').nth(3).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Lantern Supper', level: 1 })).toBeVisible();
  await card.locator('.series__date').nth(0).getByRole('link').click();
  await expect(page.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
});
