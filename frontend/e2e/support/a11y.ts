import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

/** Only violations are read: axe details the nodes of no other kind of result. */
const OPTIONS: RunOptions = { resultTypes: ['violations'] };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe on the page as it is now (or only on `include`, a CSS selector): no serious or critical violation. A failure
 * lists each rule with the elements it found and why, so it can be fixed from the report alone.
 *
 * axe-core runs in the page itself, put there once per document: the screens of a journey share one, and the 580 KB
 * are parsed once, not twice for every check (as the Playwright wrapper's legacy mode did). The app has no frames.
 */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: { run: (c: ElementContext, o: RunOptions) => Promise<AxeResults> } }).axe
        .run(context ?? document, options)
        .then((results) => results.violations),
    { context: include ? { include: [include] } : null, options: OPTIONS },
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()).join('; ')})`,
    ),
  ).toEqual([]);
}
