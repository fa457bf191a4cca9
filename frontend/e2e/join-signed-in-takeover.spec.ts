import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdAppCode, placeholdersSeen, typeWhileAppTakesOver } from './support/hold-app-code';
import { trackPageErrors } from './support/page-errors';

/** The person's answer, sent to the API before the join page is opened. */
async function answerAs(page: Page, eventId: string, data: Record<string, unknown>) {
  const answered = await page.request.post(`/api/events/${eventId}/rsvp`, { data });
  expect(answered.ok(), await answered.text()).toBe(true);
}

test('signed in, the app takes over the server form: typed text and focus kept, no placeholder in between', async ({
  event,
  signedInPerson,
}) => {
  const { page } = await signedInPerson('Sigrid', 'Signed');
  const errors = trackPageErrors(page);
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  await expect(page.getByText('Answering as Sigrid Signed.')).toBeVisible();
  await typeWhileAppTakesOver(page, release, {
    field: page.getByLabel('Dietary Restrictions'),
    before: 'no cori',
    after: 'ander',
    adults: '2',
  });
  await expect(page.getByText('Answering as Sigrid Signed.')).toBeVisible();
  expect(await placeholdersSeen(page)).toBe(0);

  await page.getByRole('button', { name: 'Submit RSVP' }).click();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await expect(page.getByText('2 adults, 0 kids')).toBeVisible();
  expect(errors).toEqual([]);
});

test('signed in and answered, "You\'re All Set!" stays on screen while the app takes over', async ({
  event,
  signedInPerson,
}) => {
  const { page } = await signedInPerson('Anders', 'Answered');
  await answerAs(page, event.id, { status: 'maybe', adultCount: 3, kidCount: 1 });
  const errors = trackPageErrors(page);
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  const allSet = page.getByRole('heading', { name: "You're All Set!" });
  await expect(allSet).toBeVisible();
  // The server's "Update My RSVP" is a link (a form from the server); the app's opens its dialog.
  await expect(page.getByRole('link', { name: 'Update My RSVP' })).toBeVisible();

  release();
  await expect(page.getByRole('button', { name: 'Update My RSVP' })).toBeVisible();
  await expect(allSet).toBeVisible();
  await expect(page.getByText('3 adults, 1 kid')).toBeVisible();
  expect(await placeholdersSeen(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('signed in, "Update My RSVP" without the app\'s code opens the form filled with the answer, and the app keeps it', async ({
  event,
  signedInPerson,
}) => {
  const { page } = await signedInPerson('Chandra', 'Change');
  await answerAs(page, event.id, { status: 'attending', adultCount: 4, kidCount: 2, dietaryRestrictions: 'vegan' });
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}?change`, { waitUntil: 'commit' });
  await expect(page.getByLabel('Adults (12+ years)')).toHaveValue('4');
  release();
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
  await expect(page.getByLabel('Adults (12+ years)')).toHaveValue('4');
  await expect(page.getByLabel('Kids (under 12)')).toHaveValue('2');
  await expect(page.getByLabel('Dietary Restrictions')).toHaveValue('vegan');
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toHaveCount(0);
  expect(await placeholdersSeen(page)).toBe(0);
});
