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

test('the event page shows it is live, and reconnects and follows again after its server restarts', async ({ browser }) => {
  const second = new AppProcess(secondPort);
  await second.start();
  try {
    const host = await openAs(browser, 'Rita', second.baseURL);
    const eventId = await insertEvent(host, 'Restart Supper');
    const errors = trackPageErrors(host);
    const socketUrls: string[] = [];
    host.on('websocket', (ws) => socketUrls.push(ws.url()));

    await host.goto(`/events/${eventId}`);
    await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await snap(host, 'live-00-live');

    await second.stop();
    await expect(host.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    await snap(host, 'live-02-reconnecting');
    await second.start();
    await expect(host.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    // One socket before the restart and one after it (failed attempts while the server was down come between).
    expect(socketUrls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(socketUrls)).toEqual(new Set([`ws://127.0.0.1:${secondPort}/ws`]));
    // While the server is down the browser reports the failed attempts, and the app only logs them (spec §4).
    expect(errors.filter((e) => !/WebSocket connection|Live updates: socket error/.test(e))).toEqual([]);
  } finally {
    await second.stop();
  }
});
