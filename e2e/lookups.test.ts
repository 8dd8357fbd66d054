import { describe, expect, it } from 'vitest';
import { countLookups, e2eSources, shareByName } from './lookups';

/** The share of element lookups the e2e specs make by role, label or visible text. */
const FLOOR = 0.8;

describe('e2e lookups', () => {
  it('counts lookups by name and by markup, and not those in comments', () => {
    const text = [
      "await page.getByRole('button', { name: 'Search' }).click();",
      "page.getByLabel('Query').fill('x'); page.getByText('3 tools');",
      "// page.getByTestId('old') is gone",
      "page.getByTestId('bar'); page.locator('svg rect');",
      '/* page.locator("x") */',
    ].join('\n');
    expect(countLookups(text)).toEqual({ byName: 3, byMarkup: 2 });
    expect(shareByName(countLookups(text))).toBeCloseTo(0.6);
  });

  it(`finds at least ${FLOOR * 100}% of elements by role, label or text`, () => {
    const files = e2eSources(new URL('.', import.meta.url).pathname);
    expect(files.length).toBeGreaterThan(20);
    const total = files
      .map((file) => countLookups(file.text))
      .reduce((a, b) => ({ byName: a.byName + b.byName, byMarkup: a.byMarkup + b.byMarkup }));
    const worst = files
      .map((file) => ({ path: file.path, ...countLookups(file.text) }))
      .sort((a, b) => b.byMarkup - a.byMarkup)
      .slice(0, 5)
      .map((file) => `${file.path}: ${file.byMarkup} by markup, ${file.byName} by name`);
    expect(
      shareByName(total),
      `most lookups by markup:\n${worst.join('\n')}`,
    ).toBeGreaterThanOrEqual(FLOOR);
  });
});
