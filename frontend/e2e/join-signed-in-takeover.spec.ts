import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { trackPageErrors } from './support/page-errors';

/**
 * Holds back the app's entry code until `release` is called (a slow connection), and counts every loading
 * placeholder (`aria-busy="true"`) put on the page from its first byte on.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  await page.addInitScript(() => {
    const PLACEHOLDER = '[aria-busy="true"], .skeleton';
    const seen = { placeholders: 0 };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.addedNodes))
          if (n instanceof Element && (n.matches(PLACEHOLDER) || n.querySelector(PLACEHOLDER))) seen.placeholders++;
    }).observe(document, { childList: true, subtree: true });
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const placeholdersSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { placeholders: number } }).__seen.placeholders);

test('signed in, the app takes over the server form: typed text and focus kept, no placeholder in between', async ({
  event,
  signedInPerson,
}) => {
  const { page } = await signedInPerson('Sigrid', 'Signed');
  const errors = trackPageErrors(page);
  const release = await holdAppCode(page);
  await page.goto(`/join/${event.id}`, { waitUntil: 'commit' });
  await expect(page.getByText('Answering as Sigrid Signed.')).toBeVisible();
  const diet = page.getByLabel('Dietary Restrictions');
  await diet.click();
  await page.keyboard.type('no cori');
  await page.getByLabel('Adults (12+ years)').fill('2');
  await diet.focus();
  // The app is not running yet: its − / + buttons are still the server's (shown, not usable).
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeDisabled();

  release();
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
  await expect(diet).toHaveValue('no cori');
  await expect(diet).toBeFocused();
  await page.keyboard.type('ander');
  await expect(diet).toHaveValue('no coriander');
  await expect(page.getByLabel('Adults (12+ years)')).toHaveValue('2');
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
  const answered = await page.request.post(`/api/events/${event.id}/rsvp`, {
    data: { status: 'maybe', adultCount: 3, kidCount: 1 },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
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
  const answered = await page.request.post(`/api/events/${event.id}/rsvp`, {
    data: { status: 'attending', adultCount: 4, kidCount: 2, dietaryRestrictions: 'vegan' },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
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
