import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { AppProcess, e2eDatabaseUrl } from './support/app-process';
import { newUser } from './support/auth';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

// The host's page talks to a second backend process that this test starts and restarts; the guest uses the
// e2e web server. Changes cross processes through PostgreSQL LISTEN/NOTIFY, as behind the load balancer.
const secondPort = Number(process.env.E2E_PORT ?? 3100) + 1;

async function openAs(browser: Browser, firstName: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  // Signing in is covered elsewhere: post the development sign-in form directly (the cookie lands in the context).
  const user = newUser(firstName, 'Tester');
  const res = await page.request.post('/api/login/dev', {
    form: { email: user.email, firstName: user.firstName, lastName: user.lastName },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
  return page;
}

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

test('a dish the guest adds shows on the host’s event page without reload, across processes and after a restart', async ({
  browser,
}) => {
  const second = new AppProcess(secondPort);
  await second.start();
  try {
    const host = await openAs(browser, 'Hanna', second.baseURL);
    const guest = await openAs(browser, 'Gus');
    const eventId = await insertEvent(host, 'Live Supper');
    const errors = trackPageErrors(host);

    await host.goto(`/events/${eventId}`);
    await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const drinks = (label: string) => host.getByRole('link', { name: `Drinks: ${label}` });
    await expect(drinks('0 dishes')).toBeVisible();

    // The guest's change goes through the other process (the e2e web server).
    const addDish = (name: string) =>
      guest.request.post(`/api/events/${eventId}/dishes`, {
        data: { name, category: 'soft_drinks', isVegetarian: true },
      });
    expect((await addDish('Mango Lassi')).status()).toBe(201);
    await expect(drinks('1 dish')).toBeVisible();
    await snap(host, 'live-01-host-sees-guest-dish');

    // After the host's server restarts, the page reconnects and updates again.
    await second.stop();
    await expect(host.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    await second.start();
    await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    expect((await addDish('Masala Chai')).status()).toBe(201);
    await expect(drinks('2 dishes')).toBeVisible();
    expect(errors.filter((e) => !/WebSocket connection|Live updates: socket error/.test(e))).toEqual([]);
  } finally {
    await second.stop();
  }
});
