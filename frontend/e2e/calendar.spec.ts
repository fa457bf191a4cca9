import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

// An event keeps its own zone: a host in Kolkata creates it, a guest in New York sees both times and can add
// it to a calendar.

test('event time zone, both times for a guest elsewhere, and add to calendar', async ({ signedInPerson }) => {
  const { page: host } = await signedInPerson('Priya', 'Host', { context: { timezoneId: 'Asia/Kolkata' } });
  const hostErrors = trackPageErrors(host);
  await host.goto('/create-event');
  // The zone picker starts at the host's own zone (Chromium's ICU still calls it by its older name).
  await expect(host.getByLabel('Zone', { exact: true })).toHaveValue(/^Asia\/(Kolkata|Calcutta)$/);
  await host.getByLabel('Event Name').fill('Monsoon Supper');
  await host.getByLabel('Date', { exact: true }).fill('2030-06-03');
  await host.getByLabel('Time').fill('18:30');
  await expect(host.getByLabel('Send reminders to guests (2 days and 2 hours before)')).toBeChecked();
  await snap(host, 'calendar-create-form-zone');
  await host.getByRole('button', { name: 'Create Event & Invite Guests' }).click();
  await expect(host).toHaveURL(/\/events\/[0-9a-f-]{36}$/);
  const eventUrl = host.url();
  // The host's own zone: no second time.
  await expect(
    host.getByText('Monday, June 3, 2030 at 6:30 PM', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await expect(host.getByText(/your time/)).toHaveCount(0);

  const { page: guest } = await signedInPerson('Noah', 'Guest', { context: { timezoneId: 'America/New_York' } });
  const guestErrors = trackPageErrors(guest);
  await guest.goto(new URL(eventUrl).pathname);
  await expect(guest.getByText('Monday, June 3, 2030 at 6:30 PM GMT+5:30 · 9:00 AM your time')).toBeVisible();

  const calendar = guest.getByRole('region', { name: 'Add to Calendar' });
  const google = calendar.getByRole('link', { name: 'Google Calendar' });
  const href = new URL((await google.getAttribute('href'))!);
  expect(href.searchParams.get('dates')).toBe('20300603T130000Z/20300603T160000Z');
  expect(href.searchParams.get('ctz')).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  const [download] = await Promise.all([
    guest.waitForEvent('download'),
    calendar.getByRole('link', { name: 'Download .ics' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Monsoon-Supper.ics');
  const ics = await (
    await guest.request.get(`/api/events/${new URL(eventUrl).pathname.split('/').pop()}/calendar.ics`)
  ).text();
  expect(ics).toMatch(/DTSTART;TZID=Asia\/(Kolkata|Calcutta):20300603T183000/);
  await calendar.scrollIntoViewIfNeeded();
  await snap(guest, 'calendar-guest-other-zone');
  await expectNoA11yViolations(guest);

  // The host moves the event to another zone: same wall-clock time, now read in Berlin.
  await host.goto(`${new URL(eventUrl).pathname}/edit`);
  await expect(host.getByLabel('Time')).toHaveValue('18:30');
  await host.getByLabel('Zone', { exact: true }).selectOption('Europe/Berlin');
  await host.getByRole('button', { name: 'Update Event' }).click();
  await expect(host.getByText('Monday, June 3, 2030 at 6:30 PM GMT+2 · 10:00 PM your time')).toBeVisible();

  expect(hostErrors).toEqual([]);
  expect(guestErrors).toEqual([]);
});
