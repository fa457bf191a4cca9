import type { Page } from '@playwright/test';

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
