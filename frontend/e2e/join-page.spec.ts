import type { Page } from '@playwright/test';
import { createEvent } from './support/events';
import { expect, expectNoA11yViolations, test, testWithServiceWorker, type SignedInPerson } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

const DISHES = [
  { name: 'Pumpkin Pie', category: 'dessert', isVegetarian: true },
  { name: 'Mango Lassi', category: 'soft_drinks', isVegetarian: true },
  { name: 'Butter Chicken', category: 'main_dish', containsMeat: true },
];

/** An event with three dishes (and `more`) and a dietary note, hosted by Hana Host. */
async function eventWithDishes(
  signedInPerson: SignedInPerson,
  more: { name: string; category: string }[] = [],
): Promise<{ id: string; name: string }> {
  const { page } = await signedInPerson('Hana', 'Host');
  const { id, name } = await createEvent(page.request, {
    name: `Harvest Supper ${Date.now().toString(36)}`,
    theme: 'thanksgiving',
    date: '2031-11-27T23:00:00.000Z',
    timeZone: 'America/New_York',
    location: 'Maple Community Hall',
    allowNonVegetarian: true,
    dietaryNote: 'Please label anything with nuts',
  });
  for (const dish of [...DISHES, ...more])
    expect((await page.request.post(`/api/events/${id}/dishes`, { data: dish })).ok()).toBe(true);
  return { id, name };
}

async function expectEventFacts(page: Page, name: string) {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText(/Thursday, November 27, 2031 at 6:00 PM/).first()).toBeVisible();
  await expect(page.getByText('Maple Community Hall')).toBeVisible();
  await expect(page.getByText('Hosted by')).toContainText('Hana Host');
  await expect(page.getByRole('heading', { name: 'Dietary Guidelines' })).toBeVisible();
  await expect(page.getByText('Please label anything with nuts')).toBeVisible();
  for (const dish of DISHES) await expect(page.getByText(dish.name, { exact: true })).toBeVisible();
}

test('the join link shows the event with JavaScript turned off', async ({ signedInPerson, visitor }) => {
  // Six more dishes put the page's foot well below the first screen, whatever the fonts make of its lines.
  const sides = ['Rolls', 'Slaw', 'Greens', 'Corn', 'Beans', 'Rice'].map((name) => ({ name, category: 'side_dish' }));
  const event = await eventWithDishes(signedInPerson, sides);
  const page = await visitor({ context: { javaScriptEnabled: false } });
  const res = await page.goto(`/join/${event.id}`);
  expect(res?.status()).toBe(200);
  await expectEventFacts(page, event.name);
  await expect(page).toHaveTitle(`RSVP — ${event.name}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', event.name);
  await snap(page, 'join-page-no-js');
  // The foot, every language by its own name, is below the screen: not laid out until scrolled near, still links.
  const foot = page.getByRole('navigation', { name: 'Language:' });
  const arabic = foot.getByRole('link', { name: 'العربية' });
  const laidOut = () => arabic.evaluate((a) => a.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut()).toBe(false);
  await arabic.scrollIntoViewIfNeeded();
  await expect.poll(laidOut).toBe(true);
  await expect(arabic).toHaveAttribute('href', `/join/${event.id}?lang=ar`);
});

testWithServiceWorker(
  'the app takes over the join page without fetching the event again, and the RSVP form works',
  async ({ signedInPerson, visitor }) => {
    const event = await eventWithDishes(signedInPerson);
    const page = await visitor();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const errors = trackPageErrors(page);
    const eventReads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/public/events/')) eventReads.push(r.url());
    });
    await page.goto(`/join/${event.id}`);
    await expectEventFacts(page, event.name);
    // Taken over and waiting, the page animates nothing: the submit button's hidden "Submitting..." spinner stands still.
    await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
    expect(await page.evaluate(() => document.getAnimations().map((a) => (a as CSSAnimation).animationName))).toEqual(
      [],
    );
    // The app's own form (not the server's placeholder) is there and usable.
    await page.getByLabel('Your Name').fill('Priya Guest');
    await page.getByRole('radio', { name: 'Going', exact: true }).check();
    await snap(page, 'join-page-js');
    await expectNoA11yViolations(page);
    // Until the guest changes something, the event shown is the one the server put in the page.
    expect(eventReads).toEqual([]);
    await page.getByRole('button', { name: 'Submit RSVP' }).click();
    await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('an unknown join link is a 404 page that says so', async ({ page }) => {
  const res = await page.goto('/join/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
});

test('welcome, sign in and the legal pages read with JavaScript turned off (prerendered at build)', async ({
  visitor,
}) => {
  const page = await visitor({ context: { javaScriptEnabled: false } });
  for (const [path, heading] of [
    ['/', 'Potluck'],
    ['/login', 'Welcome Back'],
    ['/terms-of-service', 'Terms of Service'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    if (path === '/') await snap(page, 'welcome-no-js');
  }
});

testWithServiceWorker(
  'welcome is a static page: no app code, the service worker installed, its links start the app',
  async ({ page }) => {
    const errors = trackPageErrors(page);
    const scripts: string[] = [];
    const userLookups: string[] = [];
    page.on('request', (r) => {
      // The service worker's own downloads (it precaches the app for offline use) are not the page's.
      if (r.serviceWorker()) return;
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      if (r.url().includes('/api/auth/user')) userLookups.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Potluck', level: 1 })).toBeVisible();
    // The service worker is registered from the first visit, so the app can be installed from here.
    await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then(Boolean));
    expect(scripts).toEqual(['/register-sw.js']);
    expect(userLookups).toEqual([]);
    // A link leads to a page that starts the app (the sign-in screen, prerendered, then taken over).
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect.poll(() => scripts.some((s) => /\/assets\/index-[^/]+\.js$/.test(s))).toBe(true);
    expect(errors).toEqual([]);
  },
);
