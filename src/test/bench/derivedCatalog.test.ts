import { describe, expect, it } from 'vitest';
import { deriveCatalog, perturbDescription, roundPrefix } from '../../../bench/derivedCatalog';
import { random } from '../../data/synthetic';
import { descriptionAt, makeTool } from '../../engine';

// Tests of the bench's real-derived catalogs (bench/derivedCatalog.ts). Here, not in bench/,
// because vitest's include (vite.config.ts) covers src/ and e2e/ only.

const sources = [
  makeTool({
    name: 'calculate_triangle_area',
    description: 'Calculate the area of a triangle given its base and height. Returns a number.',
  }),
  makeTool({ name: 'math.factorial', description: 'Calculate the factorial of a given number.' }),
  makeTool({ name: 'getStockPrice', description: 'Latest price of a stock ticker.' }),
  makeTool({ name: 'empty', description: '' }),
];

describe('deriveCatalog', () => {
  it('has exactly the size asked, with the sources first and unique names', () => {
    for (const size of [0, 3, 4, 7, 1_000]) {
      const catalog = deriveCatalog(sources, size);
      expect(catalog.tools).toHaveLength(size);
      expect(new Set(catalog.tools.map((tool) => tool.name)).size).toBe(size);
    }
    const catalog = deriveCatalog(sources, 9);
    expect(catalog.tools.slice(0, 4)).toEqual(sources);
    expect(catalog.tools[4]?.name).toBe('acme_calculate_triangle_area');
    expect(catalog.tools[8]?.name).toBe('atlas_calculate_triangle_area');
  });

  it('is deterministic: the same sources, size and seed give the same catalog', () => {
    expect(deriveCatalog(sources, 500)).toEqual(deriveCatalog(sources, 500));
    expect(deriveCatalog(sources, 500, 1)).not.toEqual(deriveCatalog(sources, 500, 2));
  });

  it("gives every copy a description that differs from its source's", () => {
    const catalog = deriveCatalog(sources, 400);
    for (const [i, tool] of catalog.tools.entries()) {
      if (i < sources.length) continue;
      const source = sources[i % sources.length];
      expect(descriptionAt(tool)).not.toBe(descriptionAt(source ?? tool));
      expect(tool.parameters).toBe(source?.parameters);
    }
  });

  it('keeps most of the source words (vocabulary stays realistic)', () => {
    const text = 'Calculate the area of a triangle given its base and height. Returns a number.';
    const sourceWords = new Set(text.split(' '));
    const next = random(3);
    for (let i = 0; i < 50; i++) {
      const words = perturbDescription(text, 'Latest price of a stock ticker.', next).split(' ');
      const kept = words.filter((word) => sourceWords.has(word)).length;
      expect(kept).toBeGreaterThanOrEqual(text.split(' ').length - 3);
    }
  });

  it('names rounds with distinct prefixes, also past the word list', () => {
    const prefixes = Array.from({ length: 200 }, (_, i) => roundPrefix(i + 1));
    expect(new Set(prefixes).size).toBe(200);
    expect(prefixes[32]).toBe('acme_acme');
  });

  it('refuses a size that is not a whole number, and deriving from nothing', () => {
    expect(() => deriveCatalog(sources, 2.5)).toThrow(/whole number/);
    expect(() => deriveCatalog([], 3)).toThrow(/no source tools/);
  });
});
