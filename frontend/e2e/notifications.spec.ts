import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, testWithServiceWorker } from './support/fixtures';
import { generateKeyPairSync } from 'node:crypto';
import { AppProcess } from './support/app-process';
import { trackPageErrors } from './support/page-errors';
import { snap } from './support/screenshots';

// The profile dialog's Notifications. Headless Chromium cannot really subscribe to a push service, so this checks
// what a browser test can: the push switch is hidden without VAPID keys and offered with them (a second app process
// configured with a pair), the e-mail switches, and the calendar feed link (copy, revoke).
const pushPort = Number(process.env.E2E_PORT ?? 3100) + 2;

/** A VAPID pair as `web-push generate-vapid-keys` prints it (P-256, base64url). */
function vapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  return { publicKey: raw.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d! };
}

async function openProfile(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open profile settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(dialog.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  return dialog;
}

test('notification settings: e-mail switches and the calendar feed link (copy, revoke); no push without keys', async ({
  signedInPerson,
}) => {
  const page = (await signedInPerson('Nora')).page;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = trackPageErrors(page);
  const dialog = await openProfile(page);

  const reminders = dialog.getByRole('switch', { name: 'E-mail reminders' });
  const digest = dialog.getByRole('switch', { name: 'Host digest' });
  await expect(reminders).toBeChecked();
  await expect(digest).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Push notifications on this device' })).toHaveCount(0);
  await expect(dialog.getByText(/Home Screen/)).toHaveCount(0);
  await dialog.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
  await snap(page, 'notifications-01-settings-no-push');

  await reminders.click();
  await expect(reminders).not.toBeChecked();
  await expect
    .poll(async () => (await page.request.get('/api/notification-settings')).json())
    .toMatchObject({ emailReminders: false, hostDigest: true });

  await dialog.getByRole('button', { name: 'Get calendar link' }).click();
  const link = dialog.getByLabel('Your calendar link');
  await expect(link).toHaveValue(/^webcal:\/\/127\.0\.0\.1:\d+\/api\/calendar-feed\/[\w-]+\.ics$/);
  const webcal = await link.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webcal);
  const feedUrl = webcal.replace(/^webcal:/, 'http:');
  expect((await page.request.get(feedUrl)).status()).toBe(200);
  await link.scrollIntoViewIfNeeded();
  await snap(page, 'notifications-02-calendar-link');
  await expectNoA11yViolations(page);

  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(dialog.getByText('Calendars subscribed to this link stop getting updates.')).toBeVisible();
  // Focus moves to the safe answer, which brings the question into view.
  await expect(dialog.getByRole('button', { name: 'Keep' })).toBeFocused();
  await snap(page, 'notifications-03-revoke-confirm');
  await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Get calendar link' })).toBeVisible();
  await expect(link).toHaveCount(0);
  expect((await page.request.get(feedUrl)).status()).toBe(404);

  // The end of the dialog: the person's data, one ZIP.
  const download = dialog.getByRole('link', { name: 'Download My Data' });
  await download.scrollIntoViewIfNeeded();
  await snap(page, 'profile-01-download-my-data');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^potluck-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(errors).toEqual([]);
});

testWithServiceWorker('the push switch is offered when the server has VAPID keys', async ({ signedInPerson }) => {
  const second = new AppProcess(pushPort, {
    ...Object.fromEntries(
      Object.entries(vapidKeys()).map(([k, v]) => [k === 'publicKey' ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY', v]),
    ),
    VAPID_SUBJECT: 'mailto:ops@potluck.example',
  });
  await second.start();
  try {
    const page = (await signedInPerson('Paul', 'Tester', { baseURL: second.baseURL })).page;
    const errors = trackPageErrors(page);
    const dialog = await openProfile(page);
    const push = dialog.getByRole('switch', { name: 'Push notifications on this device' });
    await expect(push).toBeVisible();
    await expect(push).toBeEnabled();
    await expect(push).not.toBeChecked();
    await expect(
      dialog.getByText('Answers and dishes at your potlucks, reminders, and a place off the waitlist.'),
    ).toBeVisible();
    await push.scrollIntoViewIfNeeded();
    await snap(page, 'notifications-04-push-offered');
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  } finally {
    await second.stop();
  }
});
