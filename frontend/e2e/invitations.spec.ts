import { expect, test, type Page } from '@playwright/test';
import { newUser, signIn } from './support/auth';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';
import { expectNoA11yViolations } from './support/a11y';
import { createEvent as createEventAs } from './support/events';

// Through the events API, as the app does (POST /api/events).
const createEvent = async (page: Page, name: string): Promise<string> =>
  (
    await createEventAs(page.request, {
      name,
      description: 'Bring something to share',
      theme: 'birthday',
      location: '12 Elm Street',
    })
  ).id;

test('host invites guests by email and phone', async ({ page }) => {
  const errors = trackPageErrors(page);
  await signIn(page, newUser('Ada', 'Host'));
  const eventId = await createEvent(page, 'Birthday Potluck');

  await page.goto(`/events/${eventId}/invite`);
  await expect(page.getByRole('heading', { name: 'Birthday Potluck' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Done' })).toHaveAttribute('href', `/events/${eventId}`);
  const message = page.getByLabel('Personal Message');
  await expect(message).toHaveValue(/You're invited to Birthday Potluck!/);
  await expect(message).toHaveValue(new RegExp(`/join/${eventId}`));
  // No Contact Picker in desktop Chromium: the button is hidden.
  await expect(page.getByRole('button', { name: 'From Contacts' })).toHaveCount(0);

  // Sending with nobody selected.
  await page.getByRole('button', { name: 'Send Invitations via SMS' }).click();
  await expect(page.getByText('No guests selected')).toBeVisible();
  await expect(page.getByText('Please add some guests before sending invitations.')).toBeVisible();

  const contact = page.getByLabel('Add by Phone or Email');
  await contact.press('Enter'); // empty input is ignored
  await expect(page.getByRole('alert')).toHaveCount(0);
  await contact.fill('not-a-number');
  await contact.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid phone number');

  await contact.fill('ann@example.test');
  await contact.press('Enter');
  await contact.fill('bob@example.test');
  await page.getByRole('button', { name: 'Add guest' }).click();
  await contact.fill('(415) 555-2671');
  await contact.press('Enter');
  const selected = page.getByRole('region', { name: /Selected Guests/ });
  await expect(selected.getByRole('listitem')).toHaveCount(3);
  await snap(page, 'invite-guests');

  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Remove bob@example.test' }).click();
  await expect(selected.getByRole('listitem')).toHaveCount(2);

  await message.fill('Come hungry!');
  await page.getByRole('button', { name: 'Send Invitations via SMS' }).click();
  await expect(page.getByText('Invitations Sent!')).toBeVisible();
  await expect(page.getByText('Successfully sent 2 invitations.')).toBeVisible();
  // The e2e server has no SMTP or SMS provider: the page says nothing really left.
  await expect(page.getByRole('status').filter({ hasText: 'saved to the outbox' })).toBeVisible();
  await expect(selected.getByRole('listitem')).toHaveCount(0);
  await snap(page, 'invite-guests-sent');

  const list = await page.request.get(`/api/events/${eventId}/invitations`);
  expect(list.ok()).toBeTruthy();
  const invitations = (await list.json()) as { email: string | null; phoneNumber: string | null; message: string }[];
  expect(invitations.map((i) => i.email ?? i.phoneNumber).sort()).toEqual(['+14155552671', 'ann@example.test']);
  expect(invitations.every((i) => i.message === 'Come hungry!')).toBe(true);

  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=Come%20hungry!/,
  );
  await expect(page.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=You're%20invited%3A%20Birthday%20Potluck&body=Come%20hungry!/,
  );
  expect(errors).toEqual([]);
});

test('host invites a list of 200 at once: the check names the 3 refused rows, the rest are sent once', async ({
  page,
}) => {
  await signIn(page, newUser('Ada', 'Host'));
  const eventId = await createEvent(page, 'Church Supper');
  const stamp = Date.now().toString(36);
  const address = (i: number) => `member${i}-${stamp}@example.test`;
  // One of them was invited before.
  const before = await page.request.post(`/api/events/${eventId}/invitations`, {
    data: { email: address(7) },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(before.status()).toBe(201);
  const lines = Array.from({ length: 198 }, (_, i) => `Member ${i} <${address(i)}>`);
  lines.splice(10, 0, `Member 3 again, ${address(3)}`);
  lines.splice(20, 0, 'Nobody at all');
  expect(lines).toHaveLength(200);

  await page.goto(`/events/${eventId}/invite`);
  const bulk = page.getByRole('region', { name: 'Invite many at once' });
  await bulk.getByLabel('Names and e-mail addresses').fill(lines.join('\n'));
  await bulk.getByRole('button', { name: 'Check 200 addresses' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Ready to send: 197. Sent: 0. Not sent: 3.');
  const rows = bulk.getByRole('list', { name: 'Not sent' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Twice in the list' })).toContainText(address(3));
  await expect(rows.filter({ hasText: 'Not an e-mail address' })).toContainText('Nobody at all');
  await expect(rows.filter({ hasText: 'Already invited' })).toContainText(address(7));
  await snap(bulk, 'invite-bulk-checked');
  await bulk.getByText('Show the 197 addresses that passed').click();
  await expect(bulk.getByRole('list', { name: 'Addresses that passed' }).getByRole('listitem')).toHaveCount(197);
  await expectNoA11yViolations(page);

  await bulk.getByRole('button', { name: 'Send 197 invitations' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Ready to send: 0. Sent: 197. Not sent: 3.');
  const invitations = await page.request.get(`/api/events/${eventId}/invitations`);
  expect(((await invitations.json()) as unknown[]).length).toBe(198);
});
