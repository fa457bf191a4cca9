import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type SignedInPerson } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

// Home, event card, create/edit form, event detail (host and guest), delete; the 10 s refetch.

function nextWeek(): { date: string; label: RegExp } {
  const d = new Date(Date.now() + 7 * 24 * 3600 * 1000);
  const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const weekday = d.toLocaleDateString('en-US', { weekday: 'long' });
  const month = d.toLocaleDateString('en-US', { month: 'long' });
  return { date, label: new RegExp(`${weekday}, ${month} ${d.getDate()}, ${d.getFullYear()} at 6:30 PM`) };
}

/** A signed-in person whose page may use the clipboard, with the page's errors collected. */
async function clipboardPerson(
  signedInPerson: SignedInPerson,
  firstName: string,
): Promise<{ page: Page; errors: string[] }> {
  const { page } = await signedInPerson(firstName, 'Tester', {
    context: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  return { page, errors: trackPageErrors(page) };
}

test('a host creates, shares, edits and deletes an event; a guest sees the copy-link button', async ({
  signedInPerson,
}) => {
  const { page: host, errors: hostErrors } = await clipboardPerson(signedInPerson, 'Hana');
  // The page's clock runs at the real pace, and jumps ahead to Home's 10 s refetch when the test says so.
  await host.clock.install();
  const when = nextWeek();

  // Home, empty.
  await host.goto('/');
  await expect(host.getByRole('heading', { name: /Hi, Hana/ })).toBeVisible();
  await expect(host.getByRole('heading', { name: 'No events yet' })).toBeVisible();
  await snap(host, 'events-home-empty');
  await host.getByRole('link', { name: 'Create Your First Potluck' }).click();

  // Create form: the validation messages show inline, beside their fields.
  await expect(host).toHaveURL(/\/create-event$/);
  await expect(host.getByRole('heading', { name: 'Create Event' })).toBeVisible();
  await host.getByRole('button', { name: 'Create Event & Invite Guests' }).click();
  await expect(host.getByText('Event name is required').filter({ visible: true })).toBeVisible();
  await expect(host.getByText('Date is required').filter({ visible: true })).toBeVisible();
  await expect(host.getByText('Time is required').filter({ visible: true })).toBeVisible();
  await expect(host.getByLabel('Event Name')).toBeFocused();

  await host.getByLabel('Event Name').fill('Diwali Celebration');
  await expect(host.getByLabel('Event Name')).toHaveAttribute('placeholder', 'e.g. Diwali Celebration');
  await host.getByLabel('Theme').selectOption('diwali');
  await host.getByLabel('Date', { exact: true }).fill(when.date);
  await host.getByLabel('Time').fill('18:30');
  await host.getByLabel('Location').fill('12 Lamp Street');
  await host.getByLabel('Description').fill('Lights, sweets and friends.');
  await host.getByLabel('Vegan dishes allowed').uncheck();
  await host.getByLabel('Additional Dietary Note').fill('Please label nuts');
  await expect(host.getByText('Event Photo').filter({ visible: true })).toBeVisible();
  await snap(host, 'events-form');
  await expectNoA11yViolations(host);
  await host.getByRole('button', { name: 'Create Event & Invite Guests' }).click();

  // Detail, as host.
  await expect(host).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventId = host.url().split('/').pop()!;
  await expect(host.getByText('Event Created!').filter({ visible: true })).toBeVisible();
  await expect(host.getByRole('heading', { level: 1, name: 'Diwali Celebration' })).toBeVisible();
  await expect(host.getByText(when.label).filter({ visible: true })).toBeVisible();
  await expect(host.getByText('12 Lamp Street').filter({ visible: true })).toBeVisible();
  await expect(host.getByText('Lights, sweets and friends.').filter({ visible: true })).toBeVisible();
  await expect(host.getByRole('link', { name: /0\s*Dishes/ })).toHaveAttribute('href', `/events/${eventId}/dishes`);
  await expect(host.getByRole('button', { name: /0\s*Adults/ })).toBeVisible();
  await expect(host.getByRole('button', { name: /No Kids/ })).toBeVisible();
  await expect(host.getByRole('button', { name: 'Copy event link' })).toHaveCount(0);

  // The host's tools are on Manage: Share Your Potluck opens there.
  const origin = new URL(host.url()).origin;
  await host.getByRole('link', { name: 'Manage' }).click();
  await host.getByRole('button', { name: 'Share Your Potluck' }).click();
  const share = host.getByRole('region', { name: 'Share Your Potluck' });
  await expect(share.getByLabel('Join link')).toHaveValue(`${origin}/join/${eventId}`);
  await expect(share.getByLabel('Join link')).toHaveAttribute('readonly', '');
  await expect(share.getByText(/without creating an account/)).toBeVisible();
  const wa = share.getByRole('link', { name: 'Share via WhatsApp' });
  const waHref = (await wa.getAttribute('href'))!;
  expect(waHref.startsWith('https://wa.me/?text=')).toBe(true);
  const waText = decodeURIComponent(waHref.slice('https://wa.me/?text='.length));
  expect(waText).toContain('Diwali Celebration');
  expect(waText).toContain('12 Lamp Street');
  expect(waText).toMatch(when.label);
  expect(waText).toContain(`${origin}/join/${eventId}`);
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(host.getByText('Link Copied!').filter({ visible: true })).toBeVisible();
  await expect(host.getByText('Share this event with others').filter({ visible: true })).toBeVisible();
  expect(await host.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/join/${eventId}`);
  await snap(host, 'events-detail-host');
  await expectNoA11yViolations(host);

  // Home lists it with its card. The 10 s refetch revalidates with the list's ETag: the server answers 304, which
  // the browser serves from its cache (Playwright reports it as a cached 200 with no body transferred).
  const revalidated = host.waitForResponse(
    async (res) => {
      if (new URL(res.url()).pathname !== '/api/events') return false;
      const sent = (await res.request().allHeaders())['if-none-match'];
      return !!sent && sent === res.headers()['etag'] && (await res.request().sizes()).responseBodySize === 0;
    },
    { timeout: 10_000 },
  );
  await host.getByRole('link', { name: 'Back to event', exact: true }).click();
  await host.getByRole('link', { name: 'Back to events' }).click();
  const card = host.getByTestId('event-card').filter({ hasText: 'Diwali Celebration' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('🪔');
  await expect(card).toContainText('Host');
  await expect(card).toContainText('6:30 PM');
  await expect(card).toContainText('12 Lamp Street');
  await expect(card).toContainText('0 adults');
  await expect(card).toContainText('0 dishes');
  await expect(card.getByRole('progressbar', { name: 'Dish planning' })).toHaveAttribute('aria-valuenow', '0');
  await expect(host.getByText('Tap on event to update RSVP/Dish').filter({ visible: true })).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await snap(host, 'events-home');
  await expectNoA11yViolations(host);
  await host.clock.fastForward(10_000);
  await revalidated;

  // Edit through Manage.
  await card.click();
  await host.getByRole('link', { name: 'Manage' }).click();
  await host.getByRole('list', { name: 'Host tools' }).getByRole('link', { name: 'Edit Event' }).click();
  await expect(host).toHaveURL(new RegExp(`/events/${eventId}/edit$`));
  await expect(host.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
  await expect(host.getByLabel('Event Name')).toHaveValue('Diwali Celebration');
  await expect(host.getByLabel('Date', { exact: true })).toHaveValue(when.date);
  await expect(host.getByLabel('Time')).toHaveValue('18:30');
  await expect(host.getByLabel('Vegan dishes allowed')).not.toBeChecked();
  await host.getByLabel('Event Name').fill('Festival of Lights');
  await host.getByRole('button', { name: 'Update Event' }).click();
  await expect(host).toHaveURL(new RegExp(`/events/${eventId}$`));
  await expect(host.getByText('Event Updated!').filter({ visible: true })).toBeVisible();
  await expect(host.getByRole('heading', { level: 1, name: 'Festival of Lights' })).toBeVisible();

  // A second user opens the link: copy button, no host menu, no share card.
  const { page: guest, errors: guestErrors } = await clipboardPerson(signedInPerson, 'Gil');
  await guest.goto(`/events/${eventId}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Festival of Lights' })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Event options' })).toHaveCount(0);
  await expect(guest.getByRole('link', { name: 'Manage' })).toHaveCount(0);
  await expect(guest.getByRole('region', { name: 'Share Your Potluck' })).toHaveCount(0);
  await guest.getByRole('button', { name: 'Copy event link' }).click();
  await expect(guest.getByText('Link Copied!')).toBeVisible();
  expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/join/${eventId}`);
  await snap(guest, 'events-detail-guest');

  // Delete, with the verbatim question.
  await host.getByRole('link', { name: 'Manage' }).click();
  await host.getByRole('button', { name: 'Event options' }).click();
  await host.getByRole('menuitem', { name: 'Delete Event' }).click();
  const dialog = host.getByRole('alertdialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete "Festival of Lights"? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete Event' }).click();
  await expect(host).toHaveURL(/\/$/);
  await expect(host.getByText('Event Deleted').filter({ visible: true })).toBeVisible();
  await expect(host.getByRole('heading', { name: 'No events yet' })).toBeVisible();

  await guest.reload();
  await expect(guest.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expect(guest.getByText("This event may have been deleted or you don't have access to it.")).toBeVisible();
  await snap(guest, 'events-not-found');
  await guest.getByRole('link', { name: 'Go Home' }).click();
  await expect(guest).toHaveURL(/\/$/);
  // The deleted event's 404 is an expected console error; nothing else may fail.
  expect(hostErrors).toEqual([]);
  expect(guestErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('home splits upcoming and past events (past: first 3, faded) and My RSVPs shows its empty state', async ({
  signedInPerson,
}) => {
  const { page } = await signedInPerson('Pat');
  const errors = trackPageErrors(page);
  const day = 24 * 3600 * 1000;
  const make = (name: string, offsetDays: number, theme: string | null = null) =>
    page.request.post('/api/events', {
      data: { name, date: new Date(Date.now() + offsetDays * day).toISOString(), theme },
    });
  for (const [name, offset] of [
    ['Soon', 2],
    ['Later', 9],
    ['Past 1', -1],
    ['Past 2', -2],
    ['Past 3', -3],
    ['Past 4', -4],
  ] as const) {
    expect((await make(name, offset, name === 'Soon' ? 'other' : 'birthday')).status()).toBe(201);
  }
  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming Events' }).getByTestId('event-card');
  await expect(upcoming).toHaveCount(2);
  await expect(upcoming.first()).toContainText('Soon');
  await expect(upcoming.first()).not.toContainText('🎂');
  await expect(upcoming.nth(1)).toContainText('🎂');
  const past = page.getByRole('region', { name: 'Past Events' }).getByTestId('event-card');
  await expect(past).toHaveCount(3);
  await expect(past.first()).toContainText('Past 1');
  await expect(past.first().getByRole('progressbar')).toHaveCount(0);
  await expect(past.first()).toHaveClass(/event-card--past/);
  await snap(page, 'events-home-lists');
  await expectNoA11yViolations(page);

  // My RSVPs: a host without RSVPs sees the empty state.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My RSVPs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No RSVPs Yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Event' })).toBeVisible();
  await snap(page, 'my-rsvps-empty');
  expect(errors).toEqual([]);
});
