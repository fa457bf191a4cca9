import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createEvent } from './support/events';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

async function openProfile(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open profile settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(dialog.getByRole('heading', { name: 'Delete My Account' })).toBeVisible();
  return dialog;
}

// A host deletes their account from the profile: one event goes to its co-host, the other is deleted; the app lands
// on the welcome screen, signed out, and the co-host now hosts the event.
test('a host deletes their account, handing one event to its co-host and deleting the other', async ({
  host,
  event,
  signedInPerson,
}) => {
  const errors = trackPageErrors(host.page);
  const brunch = await createEvent(host.page.request, { name: 'Book Club Brunch' });
  const cora = await signedInPerson('Cora', 'Cohost');
  const coraId = ((await (await cora.page.request.get('/api/auth/user')).json()) as { id: string }).id;
  const rsvp = await cora.page.request.post(`/api/events/${event.id}/rsvp`, {
    data: { status: 'attending', adultCount: 1, kidCount: 0 },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(rsvp.status()).toBe(200);
  const coHost = await host.page.request.put(`/api/events/${event.id}/co-hosts/${coraId}`, {
    data: { coHost: true },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(coHost.status()).toBe(204);

  const page = host.page;
  const dialog = await openProfile(page);
  await dialog.getByRole('button', { name: 'Delete My Account…' }).click();
  const handed = dialog.getByRole('group', { name: event.name });
  const deleted = dialog.getByRole('group', { name: 'Book Club Brunch' });
  // An event with a co-host offers them (chosen at first) and deletion; one without offers deletion only.
  await expect(handed.getByRole('radio', { name: 'Hand it to Cora Cohost' })).toBeChecked();
  await expect(handed.getByRole('radio', { name: 'Delete this event for everyone' })).not.toBeChecked();
  await expect(deleted.getByRole('radio')).toHaveCount(1);
  await expect(deleted.getByRole('radio', { name: 'Delete this event for everyone' })).toBeChecked();

  // The word must be typed as shown.
  const word = dialog.getByLabel('Type DELETE to confirm');
  await word.fill('delete');
  await dialog.getByRole('button', { name: 'Delete My Account', exact: true }).click();
  await expect(dialog.getByText('Type DELETE exactly, in capital letters')).toBeVisible();
  await expect(word).toHaveAttribute('aria-invalid', 'true');
  await word.fill('DELETE');
  await handed.scrollIntoViewIfNeeded();
  await snap(page, 'account-deletion-01-choices');
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Delete My Account', exact: true }).click();
  await expect(page).toHaveURL(/\/\?account-deleted#account-deleted$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your account is deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await snap(page, 'account-deletion-02-deleted');
  await expectNoA11yViolations(page);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // Cora hosts the handed-over event now; the other is gone.
  const now = await cora.page.request.get(`/api/events/${event.id}`);
  expect(((await now.json()) as { hostId: string }).hostId).toBe(coraId);
  expect((await cora.page.request.get(`/api/events/${brunch.id}`)).status()).toBe(404);
  expect(errors).toEqual([]);
});

// A guest without an account opens their personal link on a phone, signs in with it and deletes themself: the host's
// guest list no longer names them, and the link stops working.
test('a guest deletes themself after opening their personal link', async ({ host, event, visitor }) => {
  const stranger = await visitor();
  const join = await stranger.request.post(`/api/events/${event.id}/guest-join`, {
    data: { name: 'Gita Guest', adultCount: 1, kidCount: 0, status: 'attending' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(join.status(), await join.text()).toBe(201);
  const link = ((await join.json()) as { personalLink: string }).personalLink;

  const phone = await visitor();
  const errors = trackPageErrors(phone);
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Continue as Gita Guest' }).click();
  await expect(phone.getByRole('heading', { name: /Hi, Gita/ })).toBeVisible();
  const dialog = await openProfile(phone);
  await dialog.getByRole('button', { name: 'Delete My Account…' }).click();
  // A guest hosts nothing: only the word is asked.
  await expect(dialog.getByRole('radio', { name: /Hand it to|Delete this event/ })).toHaveCount(0);
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await snap(phone, 'account-deletion-03-guest');
  await dialog.getByRole('button', { name: 'Delete My Account', exact: true }).click();
  await expect(phone).toHaveURL(/\/\?account-deleted#account-deleted$/);
  // The welcome page says so, whether the app draws it or the server sends the prerendered page without the app.
  const deleted = phone.getByText('Your account is deleted.');
  await expect(deleted).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Get Started' })).toBeVisible();
  expect((await phone.request.get('/api/auth/user')).status()).toBe(401);

  const page = await host.page.request.get(`/api/events/${event.id}`);
  expect(await page.text()).not.toContain('Gita Guest');
  await phone.goto('/');
  await expect(phone.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(deleted).toBeHidden();
  expect(errors).toEqual([]);
  // The dead link's preview answers 404 (the console says so): the page says the link no longer works.
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Continue as Gita Guest' })).toHaveCount(0);
});
