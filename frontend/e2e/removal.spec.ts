import { randomUUID } from 'node:crypto';
import { answerGoing, createEvent } from './support/events';
import { devSignIn, expect, expectNoA11yViolations, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

// Event pages are for people signed in; the join page is the door for everyone else. A removed guest stays out
// until the host lets them back in; a dish needs an RSVP that holds a place.

test('a signed-out visitor on the dish page lands on the join page, and its Still needed links lead to the RSVP form', async ({
  host,
  visitor,
}) => {
  const event = await createEvent(host.page.request, { dishSlots: { dessert: 2 } });
  const page = await visitor();
  const errors = trackPageErrors(page);

  await page.goto(`/events/${event.id}/dishes?add=dessert`);
  await expect(page).toHaveURL(new RegExp(`/join/${event.id}$`));
  await expect(page.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Will you be there?' })).toBeVisible();
  await expect(page.getByText("Couldn't load this potluck")).toHaveCount(0);

  // "Still needed" stays on this page: answer first (the dish page would only send them back here).
  const needed = page.getByRole('link', { name: /Desserts 0 of 2/ });
  await expect(needed).toHaveAttribute('href', `/join/${event.id}#join-rsvp`);
  await needed.click();
  await expect(page).toHaveURL(new RegExp(`/join/${event.id}#join-rsvp$`));
  await expect(page.getByRole('heading', { name: 'Will you be there?' })).toBeInViewport();
  await snap(page, 'removal-01-signed-out-dish-link');
  await expectNoA11yViolations(page);

  // The event page itself too.
  await page.goto(`/events/${event.id}`);
  await expect(page).toHaveURL(new RegExp(`/join/${event.id}$`));
  await expect(page.getByRole('heading', { name: 'Will you be there?' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the dish page asks someone who has not answered to RSVP first', async ({ host, signedInPerson }) => {
  const event = await createEvent(host.page.request);
  const { page } = await signedInPerson('Nora', 'Noanswer');
  await page.goto(`/events/${event.id}/dishes`);
  await expect(page.getByRole('heading', { name: 'Dish Sign-up', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Your Dish' })).toBeDisabled();
  const guide = page.getByRole('status').filter({ hasText: 'first, then you can sign up a dish.' });
  await expect(guide).toBeVisible();
  await snap(page, 'removal-02-rsvp-first');
  await expectNoA11yViolations(page);
  await guide.getByRole('link', { name: 'RSVP Going' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.id}#your-rsvp-title$`));
  await expect(page.getByRole('heading', { name: 'Your RSVP' })).toBeVisible();
});

test("losing the session on the dish page: Unauthorized, sign-in again, and the typed dish waits in Couldn't sync", async ({
  host,
  signedInPerson,
}) => {
  const event = await createEvent(host.page.request);
  const guest = await signedInPerson('Lou', 'Lost');
  await answerGoing(guest.page.request, event.id);
  const { page } = guest;
  await page.goto(`/events/${event.id}/dishes`);
  await expect(page.getByRole('button', { name: 'Add Your Dish' })).toBeEnabled();

  // The session ends (signed out in another tab) just as the dish is sent, so the page cannot have learnt it from
  // anything else first (its socket's session check, a refetch): the logout goes before the dish's request.
  const dishes = `**/api/events/${event.id}/dishes`;
  let loggedOut = 0;
  await page.route(dishes, async (route) => {
    if (route.request().method() === 'POST' && !loggedOut) {
      const out = await page.request.post('/api/auth/logout', { headers: { 'Idempotency-Key': randomUUID() } });
      loggedOut = out.status();
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Add Your Dish' }).click();
  const form = page.getByRole('dialog', { name: 'Add Your Dish' });
  await form.getByLabel('Dish Name').fill('Forgotten Flan');
  await form.getByLabel('Category').selectOption('dessert');
  await form.getByRole('button', { name: 'Add Dish' }).click();
  await expect.poll(() => loggedOut).toBe(204);

  await expect(page.getByRole('status').getByText('You are logged out. Logging in again...')).toBeVisible();
  await snap(page, 'removal-03-session-lost-toast');
  await page.waitForURL(/\/api\/login\?redirect=/);

  // Signed in again as the same person: the dish is kept, with why, ready to send again.
  await devSignIn(page.request, guest.user);
  await page.goto(`/events/${event.id}/dishes`);
  const banner = page.getByRole('button', { name: /1 change couldn't sync/i });
  await expect(banner).toBeVisible();
  await banner.click();
  const list = page.getByRole('dialog', { name: "Couldn't sync" });
  await expect(list.getByRole('paragraph').filter({ hasText: 'Dish: Forgotten Flan' })).toBeVisible();
  await expect(list.getByText('You were signed out before it was sent. Send it again.')).toBeVisible();
  await snap(page, 'removal-04-session-lost-kept');
  await list.getByRole('button', { name: 'Retry Dish: Forgotten Flan' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Forgotten Flan' })).toBeVisible();
});

test('the host removes a guest, who then cannot open the event, and lets them back in', async ({
  host,
  signedInPerson,
}) => {
  const event = await createEvent(host.page.request);
  const guest = await signedInPerson('Rita', 'Removed');
  await answerGoing(guest.page.request, event.id);

  // The guest follows the event live.
  await guest.page.goto(`/events/${event.id}`);
  await expect(guest.page.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
  await expect(guest.page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  // Removing is a host tool: Manage's guests.
  await host.page.goto(`/events/${event.id}/manage?tool=guests`);
  const section = host.page.locator('#guest-rsvps');
  await section.getByRole('button', { name: 'Remove Rita Removed' }).click();
  const confirm = host.page.getByRole('alertdialog', { name: 'Remove this guest?' });
  await expect(confirm).toContainText("they can't open this event again until you let them back in");
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(host.page.getByRole('status').getByText('Guest removed')).toBeVisible();
  const removed = section.getByRole('region', { name: 'Removed (1)' });
  await expect(removed.getByText('Rita Removed')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await snap(host.page, 'removal-05-removed-list');
  await expectNoA11yViolations(host.page, '#guest-rsvps');

  // The removed guest's open page learns it without a reload (their socket is closed, the join after the
  // reconnect is refused); they find nothing on the event page nor on the dish page.
  await expect(guest.page.getByText('Event not found')).toBeVisible({ timeout: 15_000 });
  await snap(guest.page, 'removal-06-removed-guest');
  await guest.page.goto(`/events/${event.id}`);
  await expect(guest.page.getByText('Event not found')).toBeVisible();
  await guest.page.goto(`/events/${event.id}/dishes`);
  await expect(guest.page.getByText('Event not found')).toBeVisible();

  await removed.getByRole('button', { name: 'Let Rita Removed back in' }).click();
  await expect(host.page.getByRole('status').getByText('Rita Removed can open this event again.')).toBeVisible();
  await expect(section.getByRole('region', { name: /Removed/ })).toHaveCount(0);
  await guest.page.goto(`/events/${event.id}`);
  await expect(guest.page.getByRole('heading', { name: event.name, level: 1 })).toBeVisible();
});
