import sharp from 'sharp';
import { answerGoing } from './support/events';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { snap } from './support/screenshots';

test('the host sets the currency and records a cost with a payment link; a guest marks their share paid without signal, once; the payer confirms', async ({
  host,
  event,
  signedInPerson,
}) => {
  const guest = await signedInPerson('Gus', 'Guest');
  await answerGoing(guest.page.request, event.id);

  // The host: from Manage to Costs (the event page links there once there are costs), yen, then ¥1,000 of ice with
  // a PayPal.me link.
  await host.page.goto(`/events/${event.id}/manage`);
  await host.page.getByRole('link', { name: /Costs/ }).click();
  await expect(host.page.getByRole('heading', { name: 'Costs', level: 1 })).toBeVisible();
  await host.page.getByLabel('Currency').selectOption('JPY');
  await host.page.getByRole('button', { name: 'Save settings' }).click();
  await expect(host.page.getByLabel('Amount (JPY)')).toBeVisible();
  await host.page.getByLabel('What was bought').fill('Ice and plates');
  await host.page.getByLabel('Amount (JPY)').fill('1,000');
  await host.page.getByLabel(/Payment link/).fill('https://www.paypal.me/hana');
  await host.page.getByRole('button', { name: 'Add cost' }).click();
  await expect(host.page.getByTestId('costs-total')).toHaveText('¥1,000');
  // The currency is fixed now.
  await expect(host.page.getByLabel('Currency')).toBeDisabled();
  // A photo of the receipt, a long till roll: the host sees it, guests do not.
  const till = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#f4f1ea' } })
    .jpeg()
    .toBuffer();
  await host.page
    .getByLabel('Add a receipt photo for Ice and plates')
    .setInputFiles({ name: 'till.jpg', mimeType: 'image/jpeg', buffer: till });
  await expect(host.page.getByRole('link', { name: /Receipt/ })).toBeVisible();
  await expectNoA11yViolations(host.page);
  await snap(host.page, 'costs-01-host');

  // The guest sees their share (two households: ¥500 each) and where the link leads before it opens.
  const { page } = guest;
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole('link', { name: /Your share ¥500/ })).toBeVisible();
  await page.getByRole('link', { name: /Costs/ }).click();
  await expect(page.getByTestId('costs-my-share')).toHaveText('¥500');
  const link = page.getByRole('link', { name: 'Open payment link on paypal.me (new tab)' });
  await expect(link).toHaveText(/paypal\.me/);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', 'https://www.paypal.me/hana');
  await expect(page.getByLabel('Currency')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Receipt/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await snap(page, 'costs-02-guest');

  // Marked paid without signal: shown at once, sent once the phone is back.
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/costs/my-share')) sent++;
  });
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'I paid my share' }).click();
  await expect(page.getByText('Marked paid')).toBeVisible();
  await page.context().setOffline(false);
  await expect.poll(() => sent).toBe(1);

  // The payer (the host) sees it live and confirms; the guest sees it settled.
  const row = host.page.getByTestId('costs-household').filter({ hasText: 'Gus Guest' });
  await expect(row.getByText('Marked paid')).toBeVisible();
  await row.getByRole('button', { name: 'Confirm Gus Guest paid' }).click();
  await expect(row.getByText('Settled')).toBeVisible();
  await expect(page.locator('.costs__mine').getByText('Settled')).toBeVisible();
  await snap(host.page, 'costs-03-confirmed');
  expect(sent).toBe(1);
});
