import type { Page } from '@playwright/test';

/** Saves a full-page screenshot to e2e/screenshots/{name}.png (gitignored) for a human to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
}
