import { expect, test, type Browser, type Page } from '@playwright/test';
import { AppProcess } from './support/app-process';
import { newUser, signIn } from './support/auth';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

// The host's page talks to a second backend process that this test starts and restarts; the guest uses the
// e2e web server. Changes cross processes through PostgreSQL LISTEN/NOTIFY, as behind the load balancer.
const secondPort = Number(process.env.E2E_PORT ?? 3100) + 1;

async function openAs(browser: Browser, firstName: string, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await signIn(page, newUser(firstName, 'Tester'));
  return page;
}

test('a dish the guest adds appears on the host’s event page without reload, also after the server restarts', async ({ browser }) => {
  const second = new AppProcess(secondPort);
  await second.start();
  try {
    const host = await openAs(browser, 'Hanna', second.baseURL);
    const guest = await openAs(browser, 'Gus');
    const errors = trackPageErrors(host);

    const created = await host.request.post('/api/events', {
      data: { name: 'Live Supper', date: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    });
    expect(created.ok()).toBe(true);
    const eventId = ((await created.json()) as { id: string }).id;
    const rsvp = await guest.request.post(`/api/events/${eventId}/rsvp`, { data: { status: 'attending', adultCount: 1, kidCount: 0 } });
    expect(rsvp.ok()).toBe(true);

    await host.goto(`/events/${eventId}`);
    await guest.goto(`/events/${eventId}`);
    const live = host.getByRole('status').filter({ hasText: 'Live' });
    await expect(live).toBeVisible();
    await expect(host.getByText('Mango Lassi')).toHaveCount(0);

    const addDish = (name: string) =>
      guest.request.post(`/api/events/${eventId}/dishes`, { data: { name, category: 'soft_drinks', isVegetarian: true } });
    expect((await addDish('Mango Lassi')).ok()).toBe(true);
    await expect(host.getByText('Mango Lassi')).toBeVisible();
    await snap(host, 'live-01-host-sees-guest-dish');

    // A restart of the host's server: the page says so, reconnects 3 s after the close and follows again.
    await second.stop();
    await expect(host.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
    await snap(host, 'live-02-reconnecting');
    await second.start();
    await expect(live).toBeVisible();

    expect((await addDish('Masala Chai')).ok()).toBe(true);
    await expect(host.getByText('Masala Chai')).toBeVisible();
    await snap(host, 'live-03-after-restart');
    // The reconnect's failed attempts are logged by the browser itself; the app logs nothing else.
    expect(errors.filter((e) => !/WebSocket|Live updates: socket error/.test(e))).toEqual([]);
  } finally {
    await second.stop();
  }
});
