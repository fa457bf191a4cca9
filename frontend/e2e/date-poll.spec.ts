import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { snap } from './support/screenshots';

/** "2030-06-01" a number of days ahead, as a date input takes it. */
function dayAhead(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('the host offers three dates, a guest without an account answers them, the host picks the best and the guest says Going in one tap', async ({
  signedInPerson,
  visitor,
}) => {
  const { page: host } = await signedInPerson('Dora', 'Host');
  await host.goto('/create-event');
  const name = `Which Saturday ${Date.now().toString(36)}`;
  await host.getByLabel('Event Name').fill(name);
  await host.getByRole('radio', { name: 'Let guests vote' }).check();
  await host.getByLabel('Option 1', { exact: true }).fill(dayAhead(10));
  await host.getByLabel('Option 2', { exact: true }).fill(dayAhead(17));
  await host.getByRole('button', { name: 'Add a date' }).click();
  await host.getByLabel('Option 3', { exact: true }).fill(dayAhead(24));
  await snap(host, 'date-poll-01-form');
  await host.getByRole('button', { name: 'Create Event & Invite Guests' }).click();

  await expect(host.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(host.locator('.event-header').getByText('Date to be decided')).toBeVisible();
  await expect(host.getByRole('heading', { name: 'Add to Calendar' })).toHaveCount(0);
  await expect(host.getByRole('heading', { name: 'Which date works?' })).toBeVisible();
  const eventId = /\/events\/([0-9a-f-]+)/.exec(host.url())![1];

  // A guest without an account: the join link says to RSVP first, then the poll is theirs to answer.
  const guest = await visitor();
  await guest.goto(`/join/${eventId}`);
  await expect(guest.getByText('Date to be decided')).toBeVisible();
  await expect(guest.getByText('RSVP below to answer the date poll.')).toBeVisible();
  await guest.getByLabel('Your Name').fill('Gita Guest');
  await guest.getByRole('radio', { name: 'Maybe', exact: true }).check();
  await guest.getByRole('button', { name: 'Submit RSVP' }).click();
  const poll = guest.locator('.date-poll');
  await expect(poll.getByRole('heading', { name: 'Which date works?' })).toBeVisible();
  const rows = poll.locator('.date-poll__option');
  await expect(rows).toHaveCount(3);
  await rows.nth(0).getByRole('button', { name: 'If need be' }).click();
  await rows.nth(1).getByRole('button', { name: 'Yes' }).click();
  await rows.nth(2).getByRole('button', { name: 'No' }).click();
  await expect(rows.nth(1).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.nth(1).getByText('Best so far')).toBeVisible();
  await expectNoA11yViolations(guest);
  await snap(guest, 'date-poll-02-guest-answers');

  // The host sees the answers arrive live, ranked, and picks the best date.
  const hostRows = host.locator('.date-poll__option');
  await expect(hostRows.nth(1).getByText('1 yes · 0 if need be · 0 no')).toBeVisible();
  await expect(hostRows.nth(1).getByText('Yes: Gita Guest')).toBeVisible();
  await snap(host, 'date-poll-03-host-ranking');
  await hostRows.nth(1).getByRole('button', { name: 'Pick this date' }).click();
  await expect(host.locator('.event-header').getByText('Date to be decided')).toHaveCount(0);
  await expect(host.getByRole('heading', { name: 'Add to Calendar' })).toBeVisible();

  // The guest said Yes to the picked date: "I'm going" in one tap.
  await guest.goto(`/events/${eventId}`);
  await expect(guest.getByRole('heading', { name: 'The date is set' })).toBeVisible();
  await snap(guest, 'date-poll-04-guest-picked');
  await guest.getByRole('button', { name: "I'm going" }).click();
  await expect(guest.getByRole('heading', { name: 'The date is set' })).toHaveCount(0);
});
