import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';
import { furnishedEvent } from './support/screens';

// Until the language choice sets <html dir> from the locale, the pages are made right-to-left here: dir="rtl" goes on
// <html> as soon as the browser has made it, before the page's own code runs.
async function forceRtl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The pages set dir from their language (English here): keep it right to left whatever they set.
    const set = () => {
      const html = document.documentElement;
      if (html && html.getAttribute('dir') !== 'rtl') html.setAttribute('dir', 'rtl');
    };
    set();
    new MutationObserver(set).observe(document, { childList: true, subtree: true, attributeFilter: ['dir'] });
  });
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b, String(locator)).not.toBeNull();
  return b!;
};
const centreX = async (locator: Locator) => {
  const b = await box(locator);
  return b.x + b.width / 2;
};
const WIDTH = 390;

/** Where an element's text ends up on its line: its text's box against the element's own. */
async function textSide(locator: Locator): Promise<{ gapStart: number; gapEnd: number }> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const own = el.getBoundingClientRect();
    // In right-to-left text the start is the right edge.
    return { gapStart: own.right - text.right, gapEnd: text.left - own.left };
  });
}

/** Text that starts at the right: flush with the right edge, the room left over on the left. */
async function expectStartsRight(locator: Locator): Promise<void> {
  // Measured again until it holds: the app taking over the server's page lays it out once more.
  await expect(async () => {
    const { gapStart, gapEnd } = await textSide(locator);
    expect(gapStart, String(locator)).toBeLessThan(2);
    expect(gapEnd, String(locator)).toBeGreaterThan(20);
  }).toPass({ timeout: 5_000 });
}

/**
 * What the host typed in English reads left to right (its full stop at its end), aligned at the page's start (right).
 */
async function expectOwnDirection(page: Page): Promise<void> {
  const name = page.getByRole('heading', { name: 'Diwali Dinner', level: 1 });
  await expect(name).toHaveCSS('direction', 'ltr');
  await expectStartsRight(name);
  await expect(page.getByText('Lights, sweets and a long table.')).toHaveCSS('direction', 'ltr');
}

/** An icon that points a way is drawn flipped. */
async function expectMirrored(icon: Locator): Promise<void> {
  await expect(icon).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
}

test('right to left: the join page, home, event, dishes, event form and profile dialog are mirrored', async ({
  signedInPerson,
  visitor,
}) => {
  test.slow();
  const host = await signedInPerson('Hana', 'Host');
  const eventId = await furnishedEvent(host.page);
  const guest = await visitor();
  const errors = [trackPageErrors(host.page), trackPageErrors(guest)];
  await forceRtl(host.page);
  await forceRtl(guest);

  // The server-rendered join page: facts read from the right, their icons at the start (right) of each line.
  await guest.goto(`/join/${eventId}`);
  await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(guest.getByRole('heading', { name: 'Diwali Dinner', level: 1 })).toBeVisible();
  await expectStartsRight(guest.locator('.join-hero__kicker'));
  await expectOwnDirection(guest);
  const where = guest.locator('.join-fact').filter({ hasText: 'Community Hall' });
  // Measured again until it holds: the app taking over the server's page replaces these elements once.
  await expect(async () => {
    expect(await centreX(where.locator('span').first())).toBeGreaterThan(await centreX(where.locator('span').last()));
  }).toPass({ timeout: 5_000 });
  await expectStartsRight(guest.getByRole('heading', { name: "What's Being Brought" }));
  await snap(guest, 'rtl-join');

  // Home: the greeting from the right, the profile button on the left, the navigation's first tab on the right.
  const { page } = host;
  await page.goto('/');
  const greeting = page.getByRole('heading', { name: /Hi, Hana/, level: 1 });
  await expect(greeting).toBeVisible();
  expect(await centreX(page.getByRole('button', { name: 'Open profile settings' }))).toBeLessThan(WIDTH / 2);
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(await centreX(nav.getByRole('link', { name: 'Events' }))).toBeGreaterThan(
    await centreX(nav.getByRole('button', { name: 'Profile' })),
  );
  await expectStartsRight(page.getByRole('heading', { name: 'Upcoming Events' }));
  await snap(page, 'rtl-home');

  // The event: the back arrow at the top right, pointing right (back, in this direction); Manage at the left.
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Diwali Dinner', level: 1 })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to events' });
  expect(await centreX(back)).toBeGreaterThan(WIDTH / 2);
  await expectMirrored(back.locator('svg'));
  expect(await centreX(page.getByRole('link', { name: 'Manage' }))).toBeLessThan(WIDTH / 2);
  await expectStartsRight(page.getByRole('heading', { name: 'Before the party' }));
  await expectOwnDirection(page);
  await snap(page, 'rtl-event');

  // Dishes: the back link on the right, the filter chips running from the right.
  await page.goto(`/events/${eventId}/dishes`);
  await expect(page.getByRole('article').filter({ hasText: 'Gulab jamun' })).toBeVisible();
  const toEvent = page.getByRole('link', { name: 'Back to event' });
  expect(await centreX(toEvent)).toBeGreaterThan(WIDTH / 2);
  await expectMirrored(toEvent.locator('svg'));
  const filters = page.getByRole('group', { name: 'Filter dishes by category' });
  expect(await centreX(filters.getByRole('button').first())).toBeGreaterThan(
    await centreX(filters.getByRole('button').nth(1)),
  );
  await expectStartsRight(page.getByRole('heading', { name: 'Dish Sign-up', level: 1 }));
  await snap(page, 'rtl-dishes');

  // The event form: labels from the right, over their fields.
  await page.goto('/create-event');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const name = page.getByLabel('Event Name');
  const label = page.locator('label', { hasText: 'Event Name' }).first();
  const [field, labelText] = [await box(name), await textSide(label)];
  expect(labelText.gapStart).toBeLessThan(2);
  expect(Math.abs((await box(label)).x + (await box(label)).width - (field.x + field.width))).toBeLessThan(2);
  await snap(page, 'rtl-event-form');

  // The profile dialog: its close button at the top left, Appearance's first choice on the right, logout mirrored.
  await nav.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(dialog).toBeVisible();
  expect(await centreX(dialog.getByRole('button', { name: 'Close' }))).toBeLessThan(WIDTH / 2);
  const appearance = dialog.getByRole('group', { name: 'Appearance' });
  expect(await centreX(appearance.getByText('System'))).toBeGreaterThan(await centreX(appearance.getByText('Dark')));
  await expectMirrored(dialog.getByRole('button', { name: 'Logout' }).locator('svg'));
  await snap(page, 'rtl-profile');
  // A toast goes away when swiped towards the inline end: to the left here; a swipe to the right leaves it.
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Profile Updated' });
  await expect(toast).toBeVisible();
  // Held down, it does not time out: it follows the finger only leftwards, and goes once let go far enough.
  const b = await box(toast);
  const [x, y] = [b.x + b.width / 2, b.y + 8];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 40, y);
  await expect(toast).not.toHaveAttribute('style', /translateX/);
  await page.mouse.move(x - 40, y);
  await expect(toast).toHaveAttribute('style', /translateX\(-40px\)/);
  await page.mouse.move(x - 120, y);
  await page.mouse.up();
  await expect(toast).toBeHidden();
  // Non-directional icons stay as drawn.
  await expect(nav.getByRole('link', { name: 'Events' }).locator('svg')).toHaveCSS('transform', 'none');
  expect(errors.flat()).toEqual([]);
});
