import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { newUser, signIn } from './support/auth';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { snap } from './support/screenshots';

/** Joins `eventId` as a guest through `api` (its cookies become the guest's); answers the guest's personal link. */
async function joinAsGuest(
  api: APIRequestContext,
  eventId: string,
  name: string,
): Promise<{ id: string; link: string }> {
  const res = await api.post(`/api/events/${eventId}/guest-join`, {
    data: { name, adultCount: 1, kidCount: 0, status: 'attending' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { user: { id: string }; personalLink: string };
  return { id: body.user.id, link: body.personalLink };
}

async function whoAmI(api: APIRequestContext): Promise<string | null> {
  const res = await api.get('/api/auth/user');
  return res.ok() ? ((await res.json()) as { id: string }).id : null;
}

test("a signed-in person who opens someone's guest link stays who they are", async ({
  event,
  signedInPerson,
  visitor,
}) => {
  const stranger = await visitor();
  const mallory = await joinAsGuest(stranger.request, event.id, 'Mallory');
  const { page } = await signedInPerson('Victoria', 'Victim');
  const before = await whoAmI(page.request);
  expect(before).not.toBeNull();

  await page.goto(mallory.link);
  await expect(page.getByRole('heading', { name: "Mallory's personal link" })).toBeVisible();
  await expect(page.getByText(event.name)).toBeVisible();
  await expect(
    page.getByText("You're signed in as Victoria Victim. Opening this link did not change that."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue as Mallory', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out and continue as Mallory' })).toBeVisible();
  expect(await whoAmI(page.request)).toBe(before);
  await expectNoA11yViolations(page);
  await snap(page, 'identity-01-guest-link-signed-in');

  // The link of the old form leads to the same page and changes nothing either.
  await page.goto(`/api/guest-link/${new URL(mallory.link).hash.slice(1)}`);
  await expect(page.getByRole('heading', { name: "Mallory's personal link" })).toBeVisible();
  expect(await whoAmI(page.request)).toBe(before);

  await page.getByRole('link', { name: 'Stay signed in as Victoria Victim' }).click();
  await expect(page.getByRole('heading', { name: /Hi, Victoria/ })).toBeVisible();
  expect(await whoAmI(page.request)).toBe(before);
});

test('a signed-out person signs in with the guest link by pressing its button', async ({ event, visitor }) => {
  const stranger = await visitor();
  const mallory = await joinAsGuest(stranger.request, event.id, 'Mallory');

  const phone = await visitor();
  await phone.goto(mallory.link);
  await expect(phone.getByRole('heading', { name: "Mallory's personal link" })).toBeVisible();
  await expect(phone.getByText(event.name)).toBeVisible();
  // Opening it signed nobody in.
  expect(await whoAmI(phone.request)).toBeNull();
  await expectNoA11yViolations(phone);
  await snap(phone, 'identity-02-guest-link-signed-out');

  await phone.getByRole('button', { name: 'Continue as Mallory' }).click();
  await expect(phone.getByRole('heading', { name: /Hi, Mallory/ })).toBeVisible();
  expect(await whoAmI(phone.request)).toBe(mallory.id);
});

test('signing in after being a guest asks before moving anything, naming what moves', async ({ event, visitor }) => {
  const phone = await visitor();
  const mallory = await joinAsGuest(phone.request, event.id, 'Mallory');
  const dish = await phone.request.post(`/api/events/${event.id}/dishes`, {
    data: { name: 'Mallory Samosas', category: 'appetizer' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(dish.status(), await dish.text()).toBe(201);

  const account = newUser('Victoria', 'Victim');
  await signIn(phone, account);
  const sheet = phone.getByRole('alertdialog', { name: "Move Mallory's answers into your account?" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(`Mallory's RSVP to ${event.name}`)).toBeVisible();
  await expect(sheet.getByText('1 dish Mallory signed up to bring')).toBeVisible();
  // Nothing has moved yet.
  const pending = await phone.request.get(`/api/events/${event.id}`);
  const rsvpsBefore = ((await pending.json()) as { rsvps: { userId: string }[] }).rsvps.map((r) => r.userId);
  expect(rsvpsBefore).toEqual([mallory.id]);
  await expectNoA11yViolations(phone);
  await snap(phone, 'identity-03-merge-confirmation');

  await sheet.getByRole('button', { name: 'Move into my account' }).click();
  await expect(sheet).toBeHidden();
  const me = await whoAmI(phone.request);
  const after = await phone.request.get(`/api/events/${event.id}`);
  const rsvpsAfter = ((await after.json()) as { rsvps: { userId: string }[] }).rsvps.map((r) => r.userId);
  expect(rsvpsAfter).toEqual([me]);
  await expect(phone.getByText(event.name).first()).toBeVisible();
});
