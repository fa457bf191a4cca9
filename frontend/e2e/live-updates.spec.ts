import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import pg from 'pg';
import { AppProcess, e2eDatabaseUrl } from './support/app-process';
import { answerGoing } from './support/events';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

// The host's page talks to a second backend process that this test starts and restarts; the guest uses the
// e2e web server. Changes cross processes through PostgreSQL LISTEN/NOTIFY, as behind the load balancer.
const secondPort = Number(process.env.E2E_PORT ?? 3100) + 1;

/** An event hosted by the signed-in user of `page`, written straight to the database (no API involved). */
async function insertEvent(page: Page, name: string): Promise<string> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO "events" ("name", "date", "hostId") VALUES ($1, now() + interval '7 days', $2) RETURNING "id"`,
      [name, me.id],
    );
    return rows[0]!.id;
  } finally {
    await db.end();
  }
}

/** A drink `guest` brings to the event, sent through the e2e web server. */
async function addDrink(guest: Page, eventId: string, name: string): Promise<void> {
  const res = await guest.request.post(`/api/events/${eventId}/dishes`, {
    data: { name, category: 'soft_drinks', isVegetarian: true },
  });
  expect(res.status()).toBe(201);
}

/** The event page's Drinks link on `page`, named with its count ("1 dish"). */
const drinksLink = (page: Page) => (count: string) => page.getByRole('link', { name: `Drinks: ${count}` });

test('a dish the guest adds shows on the host’s event page without reload, across processes and after a restart', async ({
  signedInPerson,
}) => {
  const second = new AppProcess(secondPort);
  await second.start();
  try {
    const host = (await signedInPerson('Hanna', 'Tester', { baseURL: second.baseURL })).page;
    const guest = (await signedInPerson('Gus')).page;
    const eventId = await insertEvent(host, 'Live Supper');
    await answerGoing(guest.request, eventId);
    const errors = trackPageErrors(host);

    await host.goto(`/events/${eventId}`);
    await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const drinks = drinksLink(host);
    await expect(drinks('0 dishes')).toBeVisible();

    // The guest's change goes through the other process (the e2e web server).
    await addDrink(guest, eventId, 'Mango Lassi');
    await expect(drinks('1 dish')).toBeVisible();
    await snap(host, 'live-01-host-sees-guest-dish');

    // After the host's server restarts, the page reconnects and updates again.
    const socketNoise = (e: string) => /WebSocket connection|Live updates: socket error/.test(e);
    expect(errors.filter((e) => !socketNoise(e))).toEqual([]);
    const stoppedAt = errors.length;
    await second.stop();
    await expect(host.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    await second.start();
    await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    // While its server was down, the page's own requests (a background read, a stylesheet loaded after the page)
    // could only be refused, or cut off when the stop caught one on its way: that is all it may have logged then.
    const whileDown = errors.splice(stoppedAt);
    expect(whileDown.filter((e) => !socketNoise(e) && !/net::ERR_CONNECTION_(REFUSED|RESET)/.test(e))).toEqual([]);
    await addDrink(guest, eventId, 'Masala Chai');
    await expect(drinks('2 dishes')).toBeVisible();
    expect(errors.slice(stoppedAt).filter((e) => !socketNoise(e))).toEqual([]);
  } finally {
    await second.stop();
  }
});

/** The API requests a page makes from now on (the socket is not one). */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}

test('two pages on one event: a dish added on one shows on the other from the message alone, with no refetch', async ({
  signedInPerson,
}) => {
  const host = (await signedInPerson('Hedda')).page;
  const guest = (await signedInPerson('Gabe')).page;
  // With motion allowed, the Live dot pulses a few times and then holds still: a page left open draws no frames.
  await host.emulateMedia({ reducedMotion: 'no-preference' });
  const eventId = await insertEvent(host, 'Patch Supper');
  await answerGoing(guest.request, eventId);
  const errors = trackPageErrors(host);
  for (const page of [host, guest]) {
    await page.goto(`/events/${eventId}`);
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  }
  const pulses = () =>
    host.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => (a as CSSAnimation).animationName === 'live-indicator-pulse')
        .map((a) => a.effect?.getTiming().iterations),
    );
  expect(await pulses()).toEqual([3]);
  const drinks = drinksLink(host);
  await expect(drinks('0 dishes')).toBeVisible();
  const requests = apiRequests(host);

  await addDrink(guest, eventId, 'Hibiscus Tea');
  await expect(drinks('1 dish')).toBeVisible();
  // A second message, shown after the first was handled: a refetch the first had started would be asked for by now.
  await addDrink(guest, eventId, 'Mint Tea');
  await expect(drinks('2 dishes')).toBeVisible();
  expect(requests).toEqual([]);
  await snap(host, 'live-02-patched-without-refetch');
  expect(errors).toEqual([]);
});

test('a page that misses a change refetches once and shows it', async ({ signedInPerson }) => {
  const host = (await signedInPerson('Hilde')).page;
  const guest = (await signedInPerson('Gert')).page;
  const eventId = await insertEvent(host, 'Gap Supper');
  await answerGoing(guest.request, eventId);
  const me = (await (await host.request.get('/api/auth/user')).json()) as { id: string };
  await host.goto(`/events/${eventId}`);
  await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const drinks = drinksLink(host);
  await expect(drinks('0 dishes')).toBeVisible();

  // A change that sends no message (written straight to the database): the page's sequence now has a hole.
  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO "dishes" ("eventId", "contributorId", "name", "category") VALUES ($1, $2, 'Silent Cider', 'soft_drinks')`,
      [eventId, me.id],
    );
  } finally {
    await db.end();
  }
  await expect(drinks('0 dishes')).toBeVisible();
  const requests = apiRequests(host);

  await addDrink(guest, eventId, 'Loud Lemonade');
  // The next message skips a step: the page refetches and shows both dishes, the silent one included.
  await expect(drinks('2 dishes')).toBeVisible();
  expect(requests).toContain(`GET /api/events/${eventId}`);
});
