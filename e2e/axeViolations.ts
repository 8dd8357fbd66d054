import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now: no violation of any impact, each one named by its rule,
 * impact and first nodes. Shared by a11y.spec.ts and the tour's specs.
 */
export const expectNoViolation = async (page: Page) => {
  // Violations only: axe then neither gathers nor sends back the thousands of nodes that pass,
  // a fifth of its time on a panel as large as the Catalog's 169 rows. Legacy mode runs axe in
  // the page alone: the app has no frames to aggregate, and the default mode opens (and loads
  // axe into) a blank page of its own for every run, seconds each on a loaded machine.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
};
