import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';
import { furnishedEvent, nineScreens } from './support/screens';

const LIGHT_PAGE = 'rgb(250, 247, 242)';
const DARK_PAGE = 'rgb(20, 17, 15)';

/**
 * Records the page's background in the first frame the browser renders (before it is painted), before the app's
 * code has run or could have: what a visitor sees first.
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { firstFrame?: FirstFrame };
    requestAnimationFrame(() => {
      w.firstFrame = {
        background: getComputedStyle(document.body).backgroundColor,
        appStarted: !!document.querySelector('.bottom-nav, .toaster'),
      };
    });
  });
}
interface FirstFrame {
  background: string;
  appStarted: boolean;
}
const firstFrame = (page: Page): Promise<FirstFrame> =>
  page
    .waitForFunction(() => (window as unknown as { firstFrame?: FirstFrame }).firstFrame)
    .then((h) => h.jsonValue() as Promise<FirstFrame>);

test('a phone set to dark gets the dark theme from the first frame on every kind of page', async ({
  host,
  visitor,
  event,
}) => {
  const paths = [`/join/${event.id}`, '/', '/login', '/terms-of-service', '/privacy-policy'];
  const dark = await visitor({ context: { colorScheme: 'dark' } });
  const errors = trackPageErrors(dark);
  await recordFirstFrame(dark);
  for (const path of paths) {
    await dark.goto(path);
    expect(await firstFrame(dark), path).toEqual({ background: DARK_PAGE, appStarted: false });
    await expect(dark.locator('meta[name="theme-color"]'), path).toHaveAttribute('content', '#14110F');
  }
  // Without JavaScript the server's pages follow the device too (CSS alone).
  const noJs = await visitor({ context: { colorScheme: 'dark', javaScriptEnabled: false } });
  for (const path of paths) {
    await noJs.goto(path);
    await expect(noJs.locator('body'), path).toHaveCSS('background-color', DARK_PAGE);
  }
  // The signed-in app shell.
  const hostErrors = trackPageErrors(host.page);
  await host.page.emulateMedia({ colorScheme: 'dark' });
  await recordFirstFrame(host.page);
  await host.page.goto('/');
  expect((await firstFrame(host.page)).background).toBe(DARK_PAGE);
  await expect(host.page.getByRole('heading', { name: /Hi, Hana/ })).toBeVisible();
  // The phone switching to light while the page is open: the palette and the bar colour follow.
  await host.page.emulateMedia({ colorScheme: 'light' });
  await expect(host.page.locator('body')).toHaveCSS('background-color', LIGHT_PAGE);
  await expect(host.page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#E8590C');
  // And the same pages stay light on a light phone.
  const light = await visitor();
  await recordFirstFrame(light);
  await light.goto(`/join/${event.id}`);
  expect((await firstFrame(light)).background).toBe(LIGHT_PAGE);
  expect([...errors, ...hostErrors]).toEqual([]);
});

test('Appearance in the profile dialog: Dark on a light phone, kept on the device across reloads and sign-out', async ({
  host,
  event,
}) => {
  const { page } = host;
  const errors = trackPageErrors(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_PAGE);
  await page.getByRole('button', { name: 'Open profile settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  const appearance = dialog.getByRole('group', { name: 'Appearance' });
  await expect(appearance.getByLabel('System')).toBeChecked();
  await appearance.getByText('Dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_PAGE);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#14110F');
  await snap(page, 'dark-profile-choice');

  // Reloaded, and on the server-rendered join page: dark before the app's code runs.
  await recordFirstFrame(page);
  for (const path of ['/', `/join/${event.id}`]) {
    await page.goto(path);
    expect((await firstFrame(page)).background, path).toBe(DARK_PAGE);
  }
  // Light on a dark phone wins over the phone.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('potluck-theme', 'light'));
  await page.goto('/');
  expect((await firstFrame(page)).background).toBe(LIGHT_PAGE);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#E8590C');
  // System again: the phone's dark.
  await page.getByRole('button', { name: 'Open profile settings' }).click();
  await dialog.getByRole('group', { name: 'Appearance' }).getByText('System').click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect(page.locator('body')).toHaveCSS('background-color', DARK_PAGE);
  expect(await page.evaluate(() => localStorage.getItem('potluck-theme'))).toBeNull();
  expect(errors).toEqual([]);
});

for (const signedIn of [false, true]) {
  test(`the nine screens in dark have no serious accessibility violations (${signedIn ? 'signed in' : 'signed out'})`, async ({
    host,
    visitor,
  }) => {
    test.slow();
    const eventId = await furnishedEvent(host.page);
    await host.page.emulateMedia({ colorScheme: 'dark' });
    const page = signedIn ? host.page : await visitor({ context: { colorScheme: 'dark' } });
    const errors = trackPageErrors(page);
    for (const screen of nineScreens(eventId).filter((s) => s.signedIn === signedIn)) {
      await screen.open(page);
      await expect(page.locator('body'), screen.name).toHaveCSS('background-color', DARK_PAGE);
      await snap(page, `dark-${screen.name}`);
      await expectNoA11yViolations(page);
    }
    expect(errors).toEqual([]);
  });
}
