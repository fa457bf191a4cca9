// Renders the app icons to PNG with the system Chromium: `node scripts/render-icons.mjs` (outputs are committed).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { iconSvg } from './icon-svg.mjs';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const outputs = [
  { file: 'icons/icon-192.png', size: 192, variant: 'any' },
  { file: 'icons/icon-512.png', size: 512, variant: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, variant: 'maskable' },
  { file: 'icons/apple-touch-icon-180.png', size: 180, variant: 'full' },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const { file, size, variant } of outputs) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${iconSvg({ size, variant })}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: join(publicDir, file), omitBackground: true });
    console.log(`wrote ${file}`);
  }
} finally {
  await browser.close();
}
