import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is now (or only on `include`, a CSS selector): no serious or critical violation. A failure
 * lists each rule with the elements it found and why, so it can be fixed from the report alone.
 */
export async function expectNoA11yViolations(page: Page, include?: string): Promise<void> {
  // Legacy mode: axe runs and aggregates in the page itself. Otherwise each run opens a blank page (another renderer)
  // to put frames' results together and loads axe into it as well, a quarter of a journey's CPU; the app has no
  // cross-origin frames, the one thing only the other mode tests.
  // Only violations are read: axe details the nodes of no other kind of result.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()).join('; ')})`,
    ),
  ).toEqual([]);
}
