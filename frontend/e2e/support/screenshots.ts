import type { Page } from '@playwright/test';

/**
 * Saves a full-page screenshot to e2e/screenshots/{name}.png (gitignored) for a human to look at. Not under CI, which
 * keeps no files: a full-page PNG at twice the pixels is a twentieth of a journey's CPU.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.CI) return;
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
}
