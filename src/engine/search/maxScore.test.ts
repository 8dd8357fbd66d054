import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { random } from '../../data/synthetic';
import { type Catalog, makeTool } from '../catalog/types';
import { ToolIndex, type ToolIndexOptions } from './ToolIndex';
import type { SearchOptions } from './types';

/**
 * A search's page (ToolIndex.search, which may prune a prose query's pass, maxScore.ts) against
 * the same search ranked in full (ToolIndex.rank, which never prunes): the same hits in the same
 * order with the same figures, and the same total, to the last bit. Catalogs are large enough
 * to prune (a skewed vocabulary gives long lists to a few words), with scaffolding tools, name
 * words the queries say, domain filters, field weights and the ranker's parameters varied.
 */

const SYLLABLES = ['ba', 'ko', 'ri', 'mu', 'te', 'lo', 'san', 'dor', 'vik', 'pel'];
/** 100 made-up words: no stopwords, no stems shared by accident of English. */
const VOCABULARY = SYLLABLES.flatMap((first) =>
  SYLLABLES.map((second) => `${first}${second}x`),
).slice(0, 100);
const DOMAINS = ['north', 'south', 'east'];

/** A word drawn with a skew: the first words are in most tools, the last in a few. */
const skewed = (next: () => number): string =>
  VOCABULARY[Math.floor(VOCABULARY.length * next() ** 3)] as string;

const catalogOf = (seed: number, tools: number): Catalog => {
  const next = random(seed);
  const words = (count: number) => Array.from({ length: count }, () => skewed(next));
  return {
    format: 'toollens',
    ontology: { concepts: [] },
    tools: Array.from({ length: tools }, (_, i) =>
      makeTool({
        name: `${words(3).join('_')}_${i}`,
        description: words(6 + Math.floor(next() * 14)).join(' '),
        domains: [DOMAINS[i % DOMAINS.length] as string],
        ...(i % 97 === 0 ? { scaffolding: true } : {}),
      }),
    ),
  };
};

const caseArb = fc.record({
  catalogSeed: fc.integer({ min: 1, max: 1_000 }),
  querySeed: fc.integer({ min: 1, max: 1_000_000 }),
  words: fc.integer({ min: 5, max: 14 }),
  /** A tool's name in the query, so name matches are candidates too. */
  nameWords: fc.boolean(),
  limit: fc.integer({ min: 1, max: 15 }),
  ranker: fc.constantFrom('toollens' as const, 'seed' as const),
  allRanks: fc.boolean(),
  domain: fc.option(fc.constantFrom(...DOMAINS), { nil: undefined }),
  weights: fc.option(
    fc.record({
      name: fc.constantFrom(0, 1, 3),
      description: fc.constantFrom(0.5, 1, 2),
      arguments: fc.constantFrom(0, 1),
    }),
    { nil: undefined },
  ),
  params: fc.record({
    k1: fc.constantFrom(0, 0.6, 1.2, 2),
    b: fc.constantFrom(0, 0.5, 0.75, 1),
    coverageBonus: fc.constantFrom(0, 0.5, 2),
  }),
});

const catalogs = [0, 1, 2].map((seed) => catalogOf(seed, 2000));

/** One index per catalog seed and parameters: building 600 tools is most of a case's time. */
const indexes = new Map<string, ToolIndex>();
const indexOf = (seed: number, params: ToolIndexOptions['toollens']) => {
  const key = `${seed} ${JSON.stringify(params)}`;
  let index = indexes.get(key);
  if (!index) {
    if (indexes.size > 24) indexes.clear();
    index = new ToolIndex(catalogs[seed] as Catalog, { toollens: params });
    indexes.set(key, index);
  }
  return index;
};

describe('a prose page pruned by MaxScore', () => {
  it('is the full ranking’s page, to the last bit, and prunes a fair share', () => {
    let cases = 0;
    let pruned = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const index = indexOf(c.catalogSeed % 3, c.params);
        const next = random(c.querySeed);
        const uniform = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)] as string;
        const rare = () => VOCABULARY[80 + Math.floor(next() * 20)] as string;
        // A tool's name said in order with two rare words: a name match by the tool's words,
        // which may all be common, so nothing but its name makes it a candidate.
        const named = catalogs[c.catalogSeed % 3]?.tools[c.querySeed % 2000]?.name ?? '';
        const words = c.nameWords
          ? [...named.split('_').slice(0, 3), rare(), rare()]
          : Array.from({ length: c.words }, () => (next() < 0.5 ? skewed(next) : uniform()));
        const options: SearchOptions = {
          query: words.join(' '),
          limit: c.limit,
          ranker: c.ranker,
          allRanks: c.allRanks,
          ...(c.domain ? { domains: [c.domain] } : {}),
          ...(c.weights ? { weights: c.weights } : {}),
        };
        const before = index.passes.pruned;
        const page = index.search(options);
        pruned += index.passes.pruned - before;
        if (c.ranker === 'toollens') cases++;
        expect(page).toEqual(index.rank(options).result());
      }),
      { numRuns: 100 },
    );
    // Not a vacuous pass: a fair share of the toollens pages were pruned (27 of 50 in one run).
    expect(pruned).toBeGreaterThan(cases / 4);
  }, 120_000);

  it('answers its page alone', () => {
    const index = indexOf(1, {});
    const query = VOCABULARY.slice(0, 12).join(' ');
    expect(index.search({ query }).totalHits).toBe(index.rank({ query }).result().totalHits);
  });
});
