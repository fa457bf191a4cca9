import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, testWithServiceWorker } from './support/fixtures';
import { snap } from './support/screenshots';
import { createEvent as createEventAs, type CreatedEvent } from './support/events';

function createEvent(page: Page): Promise<CreatedEvent> {
  const date = new Date();
  date.setDate(date.getDate() + 10);
  date.setHours(18, 30, 0, 0);
  return createEventAs(page.request, {
    name: `Lantern Potluck ${Date.now().toString(36)}`,
    theme: 'diwali',
    date: date.toISOString(),
    allowVegetarian: true,
  });
}

async function fillGuestForm(page: Page, name: string, email = ''): Promise<void> {
  await page.getByLabel('Your Name').fill(name);
  if (email) await page.getByLabel(/^Email/).fill(email);
  await page.getByRole('radio', { name: 'Going', exact: true }).check();
  await page.getByLabel('Adults (12+ years)').fill('2');
}

test('a guest with no account RSVPs from the link with a name, adds a dish, and comes back with the personal link', async ({
  signedInPerson,
  visitor,
}) => {
  const { page } = await signedInPerson('Hema', 'Host');
  const event = await createEvent(page);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();

  const guest = await visitor();
  await guest.goto(`/join/${event.id}`);
  await expect(guest.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  // Sent empty, the form says what is missing and takes the guest to it (the name field is out of view by then).
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(guest.getByText('Your name is required')).toBeVisible();
  await expect(guest.getByLabel('Your Name')).toBeFocused();
  await fillGuestForm(guest, 'Priya Guest', 'priya.guest@example.com');
  await expectNoA11yViolations(guest);
  await snap(guest, 'guest-01-join-form');
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();

  await expect(guest.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  const linkField = guest.getByRole('textbox', { name: 'Your personal link' });
  await expect(linkField).toHaveValue(/\/guest-link#[A-Za-z0-9_-]{43}$/);
  const personalLink = await linkField.inputValue();
  await snap(guest, 'guest-02-all-set');

  // The host sees the guest arrive without reloading.
  await expect(page.locator('#guest-rsvps').getByText('Priya Guest')).toBeVisible();
  await snap(page, 'guest-03-host-sees-guest-live');

  // A dish, then a reload: still the same guest.
  await guest.getByRole('link', { name: 'Manage My Dishes' }).click();
  await guest.getByRole('button', { name: 'Add Your Dish' }).click();
  const dialog = guest.getByRole('dialog');
  await dialog.getByLabel(/dish name/i).fill('Masala Chai');
  await dialog.getByRole('button', { name: /^(add dish|save|save dish)$/i }).click();
  await expect(dialog).toBeHidden();
  await guest.reload();
  await expect(guest.getByRole('button', { name: 'Masala Chai' })).toBeVisible();
  await snap(guest, 'guest-04-dish-after-reload');

  // Another phone: the personal link restores the same guest, on a press of its button.
  const second = await visitor();
  await second.goto(personalLink);
  await expect(second.getByRole('heading', { name: "Priya Guest's personal link" })).toBeVisible();
  await second.getByRole('button', { name: 'Continue as Priya Guest' }).click();
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole('heading', { name: /Hi, Priya/ })).toBeVisible();
  await expect(second.getByText(event.name)).toBeVisible();
  await snap(second, 'guest-05-personal-link-other-phone');
});

testWithServiceWorker(
  'offline before "Submit RSVP": the answer waits on the phone and arrives exactly once',
  async ({ signedInPerson, visitor }) => {
    const { page } = await signedInPerson('Omar', 'Host');
    const event = await createEvent(page);

    const guest = await visitor();
    const context = guest.context();
    await guest.goto(`/join/${event.id}`);
    await expect(guest.getByLabel('Your Name')).toBeVisible();
    // The app shell is cached by the service worker, so the page can be reloaded without signal.
    await guest.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await fillGuestForm(guest, 'Offline Olu');
    await context.setOffline(true);
    await guest.getByRole('button', { name: 'Submit RSVP' }).click();
    await expect(guest.getByRole('heading', { name: 'Your RSVP is saved on this phone' })).toBeVisible();
    await snap(guest, 'guest-06-offline-queued');
    // A reload while it waits keeps it.
    await guest.reload();
    await expect(guest.getByRole('heading', { name: 'Your RSVP is saved on this phone' })).toBeVisible();

    // Back online, the lookup of who is signed in leaves beside the answer, before the answer's session cookie exists.
    // Its "signed out" is held here until the answer has signed the guest in and shows: it must not sign them out.
    // The answer is held until that lookup has left, so the lookup surely goes without the answer's session cookie.
    const lateReplies: number[] = [];
    const allSet = guest.getByRole('heading', { name: "You're All Set!" });
    let lookupLeft = () => {};
    const lookupSent = new Promise<void>((resolve) => (lookupLeft = resolve));
    await context.route('**/api/events/*/guest-join', async (route) => {
      await lookupSent;
      await route.continue();
    });
    await context.route('**/api/auth/user', async (route) => {
      lookupLeft();
      const response = await route.fetch();
      await expect(allSet)
        .toBeVisible({ timeout: 20_000 })
        .catch(() => undefined);
      // The app may have given up on it by now.
      await route.fulfill({ response }).catch(() => undefined);
      lateReplies.push(response.status());
    });
    await context.setOffline(false);
    await expect(guest.getByRole('heading', { name: "You're All Set!" })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => lateReplies).toContain(401);
    await guest.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(guest.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
    await expect(guest.getByLabel('Your Name')).toHaveCount(0);
    await snap(guest, 'guest-07-sent-after-reconnect');

    const detail = await page.request.get(`/api/events/${event.id}`);
    const rsvps = ((await detail.json()) as { rsvps: { user: { firstName: string } }[] }).rsvps;
    expect(rsvps.filter((r) => r.user.firstName === 'Offline Olu')).toHaveLength(1);
  },
);

test('the host removes a guest after confirming, and the guest list updates', async ({ signedInPerson, visitor }) => {
  const { page } = await signedInPerson('Rina', 'Host');
  const event = await createEvent(page);
  const stranger = await visitor();
  const join = await stranger.request.post(`/api/events/${event.id}/guest-join`, {
    data: { name: 'Spam Bot', adultCount: 1, kidCount: 0 },
  });
  expect(join.status()).toBe(201);

  // Removing is a host tool: Manage's guests.
  await page.goto(`/events/${event.id}/manage?tool=guests`);
  await page.getByRole('button', { name: 'Remove Spam Bot' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this guest?' });
  await expect(confirm).toBeVisible();
  await snap(page, 'guest-08-remove-confirm');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  // Off the guest list; listed as removed (they stay out until let back in).
  await expect(page.getByRole('button', { name: 'Remove Spam Bot' })).toHaveCount(0);
  const removed = page.locator('#guest-rsvps').getByRole('region', { name: 'Removed (1)' });
  await expect(removed.getByText('Spam Bot')).toBeVisible();
  await expect(page.locator('#guest-rsvps').getByText('Spam Bot')).toHaveCount(1);
});
