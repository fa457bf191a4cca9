import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdAppCode } from './support/hold-app-code';
import { snap } from './support/screenshots';

// Before the app has taken the join page over (on one bar of signal, its first seconds), a guest's answer from the
// server's form is kept on the phone until the server has answered it: without signal it waits there, and it reaches
// the server exactly once. The app's code is held back in every page here, so only the page's own script acts (and a
// page's load never comes: the held code is one of its scripts, so the pages are opened up to their first bytes).

async function answerAs(page: Page, name: string): Promise<void> {
  await page.getByLabel('Your Name').fill(name);
  await page.getByRole('radio', { name: 'Going', exact: true }).check();
  await page.getByLabel('Adults (12+ years)').fill('2');
}

async function answersNamed(host: APIRequestContext, eventId: string, name: string): Promise<number> {
  const detail = (await (await host.get(`/api/events/${eventId}`)).json()) as {
    rsvps: { adultCount: number; user: { firstName: string } }[];
  };
  return detail.rsvps.filter((r) => r.user.firstName === name && r.adultCount === 2).length;
}

const keptAnswers = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('potluck.keptAnswer.')).length);

test('offline before the app takes over: the answer waits on the phone, and opening the link again sends it once', async ({
  host,
  event,
  visitor,
}) => {
  const guest = await visitor();
  const context = guest.context();
  await holdAppCode(guest);
  await guest.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  await answerAs(guest, 'Kofi Kept');
  await context.setOffline(true);
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();

  // No error page of the browser: the card says where the answer is.
  await expect(guest.getByRole('heading', { name: 'Your RSVP is saved on this phone' })).toBeVisible();
  await expect(
    guest.getByText("You're offline: your RSVP for Kofi Kept will be sent as soon as you reconnect."),
  ).toBeVisible();
  await expect(guest).toHaveURL(new RegExp(`/join/${event.id}$`));
  await snap(guest, 'join-kept-01-offline');
  expect(await answersNamed(host.page.request, event.id, 'Kofi Kept')).toBe(0);

  // Closed without signal, opened again with it: the kept answer goes, once, and the page says it was taken.
  await guest.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await holdAppCode(again);
  await again.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  await expect(again.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  expect(await keptAnswers(again)).toBe(0);
  await again.reload({ waitUntil: 'commit' });
  await expect(again.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  expect(await answersNamed(host.page.request, event.id, 'Kofi Kept')).toBe(1);
});

test('the signal drops after the answer has reached the server: the link opened again takes it once, not twice', async ({
  host,
  event,
  visitor,
}) => {
  const guest = await visitor();
  await holdAppCode(guest);
  await guest.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  await answerAs(guest, 'Lena Lost');
  // The server takes the answer; its reply never reaches the phone (the browser shows its own error page).
  let posts = 0;
  const replyLost = async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts++;
    await route.fetch();
    await route.abort('internetdisconnected');
  };
  await guest.route(`**/join/${event.id}`, replyLost);
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(guest).toHaveURL(/^chrome-error:/);
  expect(posts).toBe(1);
  await guest.unroute(`**/join/${event.id}`, replyLost);
  // Nor did its session cookie (the request above shares the browser's cookies).
  await guest.context().clearCookies();
  expect(await answersNamed(host.page.request, event.id, 'Lena Lost')).toBe(1);

  // The guest opens the link again: the page sends the kept answer with its key, and the server replays it.
  await guest.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  await expect(guest.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  expect(await keptAnswers(guest)).toBe(0);
  expect(await answersNamed(host.page.request, event.id, 'Lena Lost')).toBe(1);
});
