import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Holds back the app's entry code until `release` is called (a slow connection), and counts every loading
 * placeholder (`aria-busy="true"`) put on the page from its first byte on.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
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

export const placeholdersSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { placeholders: number } }).__seen.placeholders);

/**
 * With the app's code held back (`release` from holdAppCode), types `before` into `field` and sets the adults to
 * `adults` in the server's form, with the focus left in `field`; then lets the code in and checks the app took the form
 * over (its step buttons work) keeping all of it and the focus, and types `after` on.
 */
export async function typeWhileAppTakesOver(
  page: Page,
  release: () => void,
  { field, before, after, adults }: { field: Locator; before: string; after: string; adults: string },
): Promise<void> {
  await field.click();
  await page.keyboard.type(before);
  await page.getByLabel('Adults (12+ years)').fill(adults);
  await field.focus();
  // The app is not running yet: its − / + buttons are still the server's (shown, not usable).
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeDisabled();

  release();
  await expect(page.getByRole('button', { name: 'One more adult' })).toBeEnabled();
  await expect(field).toHaveValue(before);
  await expect(field).toBeFocused();
  await page.keyboard.type(after);
  await expect(field).toHaveValue(before + after);
  await expect(page.getByLabel('Adults (12+ years)')).toHaveValue(adults);
}
