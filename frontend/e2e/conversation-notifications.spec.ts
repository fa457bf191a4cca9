import { snap } from './support/screenshots';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';

test.use({ serviceWorkers: 'allow' });

// The profile dialog's Conversations choice: push, e-mail digest or none, for every event, saved on the server.
test('conversation notifications: the choice in the profile dialog is saved for every event', async ({
  signedInPerson,
}) => {
  const page = (await signedInPerson('Nora')).page;
  const errors = trackPageErrors(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open profile settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  const heading = dialog.getByRole('heading', { name: 'Conversations' });
  await expect(heading).toBeVisible();

  // No browser with push on yet: the e-mail digest until Nora chooses.
  const digest = dialog.getByRole('radio', { name: 'E-mail digest' });
  await expect(digest).toBeChecked();
  await expect(dialog.getByText('replies and answers in one e-mail at most once an hour')).toBeVisible();
  await heading.scrollIntoViewIfNeeded();
  await snap(page, 'conversation-settings', { fullPage: false });

  await dialog.getByRole('radio', { name: 'None' }).check();
  await expect(dialog.getByText('Nothing is sent. The event page still shows everything.')).toBeVisible();
  await expect
    .poll(async () => (await page.request.get('/api/notification-settings/conversation')).json())
    .toEqual({ channel: 'none' });
  await page.reload();
  await page.getByRole('button', { name: 'Open profile settings' }).click();
  await expect(dialog.getByRole('radio', { name: 'None' })).toBeChecked();
  await expectNoA11yViolations(page);
  expect(errors).toEqual([]);
});
