import type { Locator, Page } from '@playwright/test';

/**
 * Saves a screenshot to e2e/screenshots/{name}.png (gitignored) for a human to look at: of the whole page, of what the
 * phone's screen shows (`fullPage: false`), or of one part of it. Not under CI, which keeps no files: a full-page PNG
 * at twice the pixels is a twentieth of a journey's CPU.
 */
export async function snap(target: Page | Locator, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.CI) return;
  const path = `e2e/screenshots/${name}.png`;
  if ('goto' in target) {
    await target.screenshot({ path, fullPage, animations: 'disabled', scale: fullPage ? 'device' : 'css' });
  } else {
    await target.screenshot({ path, animations: 'disabled' });
  }
}
