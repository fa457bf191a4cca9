import { devSignIn, expect, expectNoA11yViolations, test } from './support/fixtures';
import { snap } from './support/screenshots';

// Named in OPERATOR_EMAILS by the e2e server (backend/scripts/e2e-server.mjs).
const OPERATOR = { email: 'operator@e2e.example.com', firstName: 'Olga', lastName: 'Operator' };

test('a visitor reports an event from its join page; an operator hides it and the link shows Event Not Found', async ({
  event,
  visitor,
}) => {
  const guest = await visitor();
  await guest.goto(`/join/${event.id}`);
  await guest.getByText('Report this event').click();
  await guest.getByLabel('What is wrong with this event?').fill('Selling counterfeit tickets, not a potluck');
  await snap(guest, 'join-report');
  await guest.getByRole('button', { name: 'Send Report' }).click();
  await expect(guest.getByRole('heading', { name: 'Report Sent' })).toBeVisible();

  const operator = await visitor();
  await devSignIn(operator.request, OPERATOR);
  await operator.goto('/admin');
  // Other tests' events share the server: this event's report.
  const report = operator.getByRole('listitem').filter({ hasText: event.name });
  await expect(report).toBeVisible();
  await expect(report.getByText('Selling counterfeit tickets, not a potluck')).toBeVisible();
  await expectNoA11yViolations(operator);
  await snap(operator, 'operator-console');
  await operator.emulateMedia({ colorScheme: 'dark' });
  await snap(operator, 'operator-console-dark');
  await operator.emulateMedia({ colorScheme: 'light' });

  await report.getByRole('button', { name: 'Hide' }).click();
  await expect(report.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(report.getByRole('button', { name: 'Show Again' })).toBeVisible();
  await expect(
    operator.getByRole('listitem').filter({ hasText: 'Hid event' }).filter({ hasText: event.id }),
  ).toBeVisible();

  await guest.goto(`/join/${event.id}`);
  await expect(guest.getByRole('heading', { name: 'Event Not Found' })).toBeVisible();
});
