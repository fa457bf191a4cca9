import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';
import { answerGoing, createEvent } from './support/events';

test.use({ serviceWorkers: 'allow' });

const jobsOf = async (api: APIRequestContext, eventId: string) =>
  (await (await api.get(`/api/events/${eventId}/jobs`)).json()) as { title: string; helpers: unknown[] }[];

test('the host adds a job, a guest takes it offline and it lands once; an offered dish is taken over', async ({
  signedInPerson,
  visitor,
}) => {
  const host = await signedInPerson('Hana', 'Host');
  const guest = await signedInPerson('Gus', 'Guest');
  const cook = await signedInPerson('Cora', 'Cook');
  const { id: eventId } = await createEvent(host.page.request, { dishSlots: { main_dish: 1 } });
  await answerGoing(guest.page.request, eventId);
  await answerGoing(cook.page.request, eventId);
  const dish = await cook.page.request.post(`/api/events/${eventId}/dishes`, {
    data: { name: 'Lentil soup', category: 'main_dish', isVegan: true, isVegetarian: true },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(dish.status()).toBe(201);
  const errorLists = [host, guest, cook].map((p) => trackPageErrors(p.page));

  // The host adds a job on Manage (the host's tools live there).
  await host.page.goto(`/events/${eventId}/manage?tool=jobs`);
  const hostJobs = host.page.getByRole('region', { name: 'Jobs besides food' });
  await hostJobs.getByRole('button', { name: 'Add a job' }).click();
  await hostJobs.getByLabel('Job').fill('Set up the tables');
  await hostJobs.getByLabel('People').fill('2');
  await hostJobs.getByRole('button', { name: 'Save job' }).click();
  const hostJob = hostJobs.getByRole('listitem', { name: 'Set up the tables' });
  await expect(hostJob.getByText('0 of 2')).toBeVisible();
  await expect(hostJobs.getByRole('status')).toHaveText('Still needs 2 more people');
  await hostJobs.scrollIntoViewIfNeeded();
  await snap(host.page, 'jobs-01-host', { fullPage: false });
  await expectNoA11yViolations(host.page);

  // The guest takes it without signal: it waits in the queue and lands once when back online.
  await guest.page.goto(`/events/${eventId}`);
  const guestJobs = guest.page.getByRole('region', { name: 'Jobs besides food' });
  await expect(guestJobs.getByRole('listitem', { name: 'Set up the tables' })).toBeVisible();
  await guest.page.context().setOffline(true);
  await guestJobs.getByRole('button', { name: "I'll do it: Set up the tables" }).click();
  await expect(guest.page.getByText('1 change waiting to sync')).toBeVisible();
  await expect(guestJobs.getByText('1 of 2')).toBeVisible();
  await guest.page.context().setOffline(false);
  await expect(guest.page.getByText(/waiting to sync|Syncing/)).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await jobsOf(host.page.request, eventId))[0]?.helpers.length).toBe(1);
  await expect(guestJobs.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expect(guestJobs.getByRole('status')).toHaveText('Still needs 1 more person');
  // The host's page follows live.
  await expect(hostJob.getByText('1 of 2')).toBeVisible();
  await expect(hostJob.getByText('Gus Guest')).toBeVisible();
  await snap(guest.page, 'jobs-02-guest');

  // The cook cannot come: their soup is offered, counts as missing, and the guest takes it over in one tap.
  await cook.page.goto(`/events/${eventId}/dishes`);
  const soup = cook.page.getByRole('article').filter({ hasText: 'Lentil soup' });
  await soup.getByRole('button', { name: "Can't come? Offer your dish" }).click();
  await expect(cook.page.getByRole('status').getByText(/Lentil soup is up for grabs/)).toBeVisible();
  await expect(soup.getByText('Up for grabs')).toBeVisible();
  await snap(cook.page, 'jobs-03-offered-dish-card', { fullPage: false });
  const tiles = guest.page.getByRole('region', { name: 'Dishes by Category' });
  await expect(tiles.getByRole('link', { name: /^Main Dishes 0 of 1, Need more/ })).toBeVisible();
  await expect(tiles.getByText('Up for grabs')).toBeVisible();
  await snap(guest.page, 'jobs-04-up-for-grabs');
  await expectNoA11yViolations(guest.page);
  await tiles.getByRole('button', { name: 'Take over Lentil soup' }).click();
  await expect(guest.page.getByRole('status').getByText('Lentil soup is yours now')).toBeVisible();
  await expect(tiles.getByRole('link', { name: /^Main Dishes 1 of 1/ })).toBeVisible();
  await expect(tiles.getByText('Up for grabs')).toBeHidden();
  const dishes = (await (await host.page.request.get(`/api/events/${eventId}/dishes`)).json()) as {
    contributorId: string;
    isVegan: boolean;
  }[];
  const me = (await (await guest.page.request.get('/api/auth/user')).json()) as { id: string };
  expect(dishes).toEqual([expect.objectContaining({ contributorId: me.id, isVegan: true })]);

  // The join link lists the job still open beside the missing dishes.
  const stranger = await visitor();
  await stranger.goto(`/join/${eventId}`);
  const open = stranger.locator('.still-needed').filter({ hasText: 'Jobs still open' });
  await expect(open.getByRole('listitem')).toHaveText('Set up the tables1 more person');

  // The same card in dark mode and in Arabic, right to left.
  await host.page.emulateMedia({ colorScheme: 'dark' });
  await hostJobs.scrollIntoViewIfNeeded();
  await snap(host.page, 'jobs-05-host-dark', { fullPage: false });
  await host.page.emulateMedia({ colorScheme: 'light' });
  const ar = await host.page.request.put('/api/locale', {
    data: { locale: 'ar' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(ar.status()).toBeLessThan(300);
  await host.page.reload();
  await expect(host.page.locator('html')).toHaveAttribute('dir', 'rtl');
  await host.page.locator('section.jobs').scrollIntoViewIfNeeded();
  await snap(host.page, 'jobs-06-host-arabic', { fullPage: false });
  await guest.page.request.put('/api/locale', { data: { locale: 'ar' }, headers: { 'Idempotency-Key': randomUUID() } });
  await guest.page.reload();
  await guest.page.locator('section.jobs').scrollIntoViewIfNeeded();
  await snap(guest.page, 'jobs-07-guest-arabic', { fullPage: false });
  for (const errors of errorLists) expect(errors).toEqual([]);
});
