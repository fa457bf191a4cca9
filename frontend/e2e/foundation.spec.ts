import { expect, test } from '@playwright/test';
import { newUser, submitDevSignIn } from './support/auth';
import { devSignIn } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';
import { expectNoA11yViolations } from './support/a11y';

test('sign in from the welcome screen, rename yourself, and log out', async ({ page }) => {
  const user = newUser('Grace', 'Hopper');
  const errors = trackPageErrors(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Potluck', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Potluck/);
  await snap(page, '01-welcome');

  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('Sign in to continue planning great potlucks')).toBeVisible();
  await expect(page).toHaveTitle('Potluck — Sign In');
  await snap(page, '02-sign-in');

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/api\/login/);
  await snap(page, '03-dev-sign-in-form');
  await submitDevSignIn(page, user);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Hi, Grace!/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Potluck Event' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join Potluck Event' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  await snap(page, '04-home');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Open profile settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Grace Hopper')).toBeVisible();
  await expect(dialog.getByText(user.email)).toBeVisible();
  const displayName = dialog.getByLabel('Display Name');
  await expect(displayName).toHaveAttribute('placeholder', 'How you want to appear in potluck s');
  await displayName.fill('Amazing Grace');
  await snap(page, '05-profile-dialog');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByRole('status').getByText('Profile Updated')).toBeVisible();
  await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /Hi, Amazing Grace!/ })).toBeVisible();
  await snap(page, '06-profile-updated');

  // The Join tab works end to end: a pasted link becomes /join/{code}.
  await nav.getByRole('link', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { name: 'Join an Event', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Join Event' }).click();
  await expect(page.getByText('Event code or link is required')).toBeVisible();
  await snap(page, '07-join');
  await expectNoA11yViolations(page);
  await page.getByLabel('Event Code or Link').fill('http://127.0.0.1:3100/join/some-code');
  await page.getByRole('button', { name: 'Join Event' }).click();
  await expect(page).toHaveURL(/\/join\/some-code$/);
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();

  // Profile from the bottom navigation: Escape closes it and focus returns to the opener; then Logout.
  const profileTab = nav.getByRole('button', { name: 'Profile' });
  await profileTab.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(profileTab).toBeFocused();
  await profileTab.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // Really signed out: a signed-in page now asks to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // The only failed request is the lookup of the made-up code, answered by the "Event Not Found" screen.
  expect(errors.filter((e) => !/status of 404.*\/api\/public\/events\/some-code/.test(e))).toEqual([]);
});

test('a signed-out visit to a signed-in page lands on Sign In and returns there after sign-in', async ({ page }) => {
  await page.goto('/create-event');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/api\/login\?redirect=%2Fcreate-event/);
  await submitDevSignIn(page, newUser('Katherine', 'Johnson'));
  await expect(page).toHaveURL(/\/create-event$/);
  await expect(page.getByRole('heading', { name: 'Create Event' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await snap(page, '08-not-found');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
});

test('the legal pages are readable and go back', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/not intended for children under 13/)).toBeVisible();
  await expect(page.getByText(/^Last updated: /)).toBeVisible();
  await snap(page, '09-privacy');
  // Back works once the app has taken the prerendered page over (its notifications region is the app's).
  const appStarted = page.getByRole('region', { name: 'Notifications' });
  await expect(appStarted).toBeAttached();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();

  // Opened directly there is no history: back goes to /signup, which hands over to the login endpoint.
  await page.goto('/terms-of-service');
  await expect(page.getByText(/at least\s+30 days notice/)).toBeVisible();
  await expect(appStarted).toBeAttached();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/api\/login/);
});

test('welcome and sign-in screens have no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a signed-in visit starts knowing who is signed in, its events requested beside the code, once', async ({
  page,
}) => {
  const user = newUser('Katherine', 'Johnson');
  await devSignIn(page.request, user);
  const apiCalls: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => {
    if (!r.serviceWorker() && r.url().includes('/api/')) apiCalls.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => warnings.push(m.text()));
  await page.goto('/');
  await expect(page.getByText('Hi, Katherine!')).toBeVisible();
  await expect(page.getByText('No events yet')).toBeVisible();
  expect(apiCalls.filter((p) => p === '/api/auth/user')).toEqual([]);
  // The page's preload of the events is the app's request: the list is asked for once.
  expect(apiCalls.filter((p) => p === '/api/events')).toEqual(['/api/events']);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});
