import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { randomUUID } from 'node:crypto';
import { AppProcess, e2eDatabaseUrl } from './support/app-process';
import { snap } from './support/screenshots';
import { TcpProxy } from './support/tcp-proxy';
import { answerGoing, createEvent as createEventAs } from './support/events';

test.use({ serviceWorkers: 'allow' });

// Nothing a user typed is lost: a change queued offline survives a database outage (503 DATABASE_UNAVAILABLE is
// retried with the same key until answered), and a change the server refuses stays in "Couldn't sync" until the
// user sends it again, edits it or discards it.

const port = Number(process.env.E2E_PORT ?? 3100);
// Beside the e2e web server's two ports (+2 is the notifications test's).
const outagePort = port + 3;

const eventBody = (name: string, rules: { allowNonVegetarian?: boolean } = {}) => ({
  name,
  date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  location: 'Community Hall',
  ...rules,
});

const createEvent = async (api: APIRequestContext, name: string): Promise<string> =>
  (await createEventAs(api, eventBody(name))).id;

async function dishNames(api: APIRequestContext, eventId: string): Promise<string[]> {
  const res = await api.get(`/api/events/${eventId}/dishes`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { name: string }[]).map((d) => d.name).sort();
}

async function openDishForm(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add Your Dish' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/dish name/i).fill(name);
  return dialog;
}

test('a dish queued offline and replayed while the database is down lands exactly once after it returns', async ({
  signedInPerson,
}) => {
  test.setTimeout(120_000);
  const { proxy, url } = TcpProxy.forUrl(e2eDatabaseUrl());
  const app = new AppProcess(outagePort, { DATABASE_URL: url(await proxy.start()) });
  await app.start();
  const { page } = await signedInPerson('Dana', 'Tester', { baseURL: app.baseURL });
  const context = page.context();
  try {
    const eventId = await createEvent(context.request, `Outage Supper ${randomUUID().slice(0, 6)}`);
    await page.goto(`/events/${eventId}/dishes`);
    await expect(page.getByRole('heading', { name: 'Dish Sign-up' })).toBeVisible();

    // Offline: the dish waits on the phone.
    await context.setOffline(true);
    const dialog = await openDishForm(page, 'Outage Lasagna');
    await dialog.getByRole('button', { name: 'Add Dish' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 change waiting to sync')).toBeVisible();

    // The database goes away, then the phone comes back: every attempt is answered 503 DATABASE_UNAVAILABLE.
    const unavailable: string[] = [];
    page.on('response', (res) => {
      if (res.request().method() === 'POST' && res.url().endsWith(`/api/events/${eventId}/dishes`)) {
        if (res.status() === 503) unavailable.push(res.request().headers()['idempotency-key'] ?? '');
      }
    });
    proxy.down();
    await context.setOffline(false);
    await expect.poll(() => unavailable.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    // Still waiting, still on screen, never rolled back or reported as refused.
    await expect(page.getByText(/Syncing 1 change|1 change waiting to sync/)).toBeVisible();
    await expect(page.getByText('Outage Lasagna')).toBeVisible();
    await expect(page.getByRole('button', { name: /couldn't sync/i })).toHaveCount(0);
    expect(new Set(unavailable).size).toBe(1);
    await snap(page, 'sync-database-down');

    // The database is back: the next retry lands, once.
    proxy.up();
    await expect(page.getByText(/waiting to sync|Syncing/)).toBeHidden({ timeout: 45_000 });
    expect(await dishNames(context.request, eventId)).toEqual(['Outage Lasagna']);
    await page.reload();
    await expect(page.getByText('Outage Lasagna')).toBeVisible();
    expect(await dishNames(context.request, eventId)).toEqual(['Outage Lasagna']);
  } finally {
    // The page goes before its server does, so nothing is left reconnecting to a stopped process.
    await context.close();
    await app.stop();
    await proxy.stop();
  }
});

test('a refused change shows in "Couldn\'t sync", survives a reload, and can be edited and resent', async ({
  signedInPerson,
}) => {
  test.setTimeout(120_000);
  const { page: hostPage } = await signedInPerson('Hana');
  const host = hostPage.request;
  const { page } = await signedInPerson('Gita');
  const guest = page.context();
  const name = `Garden Party ${randomUUID().slice(0, 6)}`;
  const eventId = await createEvent(host, name);
  await answerGoing(page.request, eventId);
  await page.goto(`/events/${eventId}/dishes`);
  await expect(page.getByRole('heading', { name: 'Dish Sign-up' })).toBeVisible();

  // Offline, the guest signs up a meat dish (allowed when they last looked)...
  await guest.setOffline(true);
  const dialog = await openDishForm(page, 'Pulled Pork');
  await dialog.getByRole('checkbox', { name: 'Contains meat' }).check();
  await dialog.getByRole('button', { name: 'Add Dish' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 change waiting to sync')).toBeVisible();

  // ...while the host makes the potluck vegetarian. Back online, the server refuses the dish.
  const changed = await host.put(`/api/events/${eventId}`, {
    data: eventBody(name, { allowNonVegetarian: false }),
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(changed.status()).toBe(200);
  await guest.setOffline(false);

  const banner = page.getByRole('button', { name: /1 change couldn't sync/i });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/waiting to sync|Syncing/)).toBeHidden();
  await snap(page, 'sync-refused-banner');
  await expectNoA11yViolations(page, '[data-testid="offline-banner"]');

  // The list survives a reload: what was refused and why, with Retry / Edit / Discard.
  await page.reload();
  await expect(banner).toBeVisible();
  await banner.click();
  const list = page.getByRole('dialog', { name: "Couldn't sync" });
  await expect(list).toBeVisible();
  await expect(list.getByRole('paragraph').filter({ hasText: 'Dish: Pulled Pork' })).toBeVisible();
  await expect(list.getByText('Non-vegetarian dishes are not allowed for this potluck.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Retry Dish: Pulled Pork' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Discard Dish: Pulled Pork' })).toBeVisible();
  await snap(page, 'sync-refused-list');
  await expectNoA11yViolations(page, 'dialog[open]');

  // Edit: the dish form opens with what was typed; the guest makes it vegetarian and sends it as a new change.
  await list.getByRole('button', { name: 'Edit Dish: Pulled Pork' }).click();
  const form = page.getByRole('dialog', { name: 'Add Your Dish' });
  await expect(form.getByLabel(/dish name/i)).toHaveValue('Pulled Pork');
  await expect(form.getByRole('checkbox', { name: 'Contains meat' })).toBeChecked();
  await snap(page, 'sync-refused-edit');
  await form.getByLabel(/dish name/i).fill('Pulled Jackfruit');
  await form.getByRole('checkbox', { name: 'Contains meat' }).uncheck();
  await form.getByRole('checkbox', { name: 'Vegetarian' }).check();
  await form.getByRole('button', { name: 'Add Dish' }).click();
  await expect(form).toBeHidden();

  await expect(page.getByRole('button', { name: /couldn't sync/i })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText(/waiting to sync|Syncing/)).toBeHidden({ timeout: 20_000 });
  await expect.poll(() => dishNames(host, eventId)).toEqual(['Pulled Jackfruit']);
  await page.reload();
  await expect(page.getByText('Pulled Jackfruit')).toBeVisible();
  await expect(page.getByRole('button', { name: /couldn't sync/i })).toHaveCount(0);
});
