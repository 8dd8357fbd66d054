import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { bm25f, bm25Idf } from './bm25f';
import { nameMatch, wordsOf } from './nameMatch';
import { packCounts } from './postings';
import { searchTools } from './searchTools';
import { ToolIndex } from './ToolIndex';
import { DEFAULT_TOOLLENS_PARAMS, type Ranker } from './types';
import { explainMiss } from './whyNot';

const catalogOf = (tools: Tool[]): Catalog => ({
  format: 'toollens',
  tools,
  ontology: { concepts: [] },
});

const names = (hits: readonly { name: string }[]) => hits.map((hit) => hit.name);

describe('bm25f', () => {
  const params = { k1: 1.2, b: 0.75 };

  it('is plain BM25 for one field of weight 1 and average length', () => {
    const idf = bm25Idf(10, 2);
    // tf 1 at average length: idf × 1 × 2.2 / (1 + 1.2) = idf.
    expect(bm25f(packCounts([1]), [5], [5], [1], idf, params)).toBeCloseTo(idf, 12);
    expect(bm25f(packCounts([2]), [5], [5], [1], idf, params)).toBeCloseTo(
      (idf * 2 * 2.2) / 3.2,
      12,
    );
  });

  it('weights a field by multiplying its count before the one saturation', () => {
    const idf = bm25Idf(10, 2);
    // One hit in the name (×3) is worth three in a weight-1 field, not three saturated scores.
    expect(bm25f(packCounts([1, 0]), [4, 4], [4, 4], [3, 1], idf, params)).toBeCloseTo(
      bm25f(packCounts([0, 3]), [4, 4], [4, 4], [3, 1], idf, params),
      12,
    );
    // A zero-weight field counts for nothing.
    expect(bm25f(packCounts([0, 5]), [4, 4], [4, 4], [3, 0], idf, params)).toBe(0);
  });

  it('normalises each field by its own average length', () => {
    const idf = 1;
    const short = bm25f(packCounts([1]), [2], [4], [1], idf, params);
    const long = bm25f(packCounts([1]), [8], [4], [1], idf, params);
    expect(short).toBeGreaterThan(long);
  });
});

/**
 * A named corpus: the design's ranker counts filler as coverage, so the chatty catch-all
 * `assistant_help` beats the weather tool on a long question; toollens does not.
 */
const tools = [
  makeTool({
    name: 'assistant_help',
    description:
      'Tell me what you want and what you need: I can help with anything, before or after you decide.',
  }),
  makeTool({
    name: 'get_weather',
    description: 'Current weather and a three-day forecast.',
    parameters: {
      type: 'object',
      properties: { city: { type: 'string', description: 'City name, for example Paris.' } },
    },
  }),
  makeTool({
    name: 'zip_lookup',
    description: 'Look up a place.',
    parameters: {
      type: 'object',
      properties: { zipCode: { type: 'string', description: 'A postal zip code.' } },
    },
  }),
  makeTool({ name: 'pack_list', description: 'Make a packing list for a trip.' }),
];
const index = new ToolIndex(catalogOf(tools));
const question =
  "What's the weather forecast going to be like in Paris after the long weekend, " +
  'and should I pack an umbrella? Can you help me?';

describe('the toollens ranker on a named corpus', () => {
  it('is the default ranker', () => {
    expect(index.search({ query: 'weather' }).ranker).toBe('toollens');
  });

  it('ranks a long question by BM25F over its informative terms, not by filler coverage', () => {
    const seed = index.search({ query: question, ranker: 'seed' });
    // seed: assistant_help covers "what", "after", "i", "can", "you", "help" and "me": more
    // distinct terms than any tool that matches what the question is about.
    expect(names(seed.hits)[0]).toBe('assistant_help');

    const result = index.search({ query: question });
    expect(result.toollens?.mode).toBe('prose');
    expect(names(result.hits)).toEqual([
      // weather and forecast in its description, Paris in its city argument.
      'get_weather',
      // "pack" alone (stem of packing).
      'pack_list',
    ]);
    // assistant_help contains only dropped words: not a toollens hit at all.
    const helper = seed.hits.find((hit) => hit.name === 'assistant_help');
    expect(helper?.ranks.toollens).toBe(0);
  });

  it('reports what it dropped, and why, for the whole query', () => {
    const query = index.search({ query: question }).toollens;
    expect(query?.dropped.map((term) => [term.word, term.reason])).toEqual([
      ['what', 'filler'],
      ['s', 'fragment'],
      ['like', 'filler'],
      ['after', 'filler'],
      ['should', 'filler'],
      ['i', 'filler'],
      ['can', 'filler'],
      ['you', 'filler'],
      ['help', 'filler'],
      ['me', 'filler'],
    ]);
    expect(query?.notes[0]).toBe(
      'dropped as filler: "what", "like", "after", "should", "i", "can", "you", "help", "me"',
    );
    expect(query?.notes).toContain('dropped as contraction fragments: "s"');
  });

  it('gives each returned hit its keys, fields, argument matches and notes', () => {
    const [weather] = index.search({ query: question }).hits;
    const score = weather?.toollens;
    expect(score?.matchedTerms).toEqual(['weather', 'forecast', 'pari']);
    // "paris" is matched only in an argument: it counts a third of a term.
    expect([score?.argumentOnly, score?.of]).toEqual([1, 8]);
    expect(score?.coverage).toBeCloseTo(2 + 1 / 3, 12);
    expect(score?.fields).toEqual({
      weather: ['name', 'description'],
      forecast: ['description'],
      pari: ['arguments'],
    });
    expect(score?.argumentTerms).toEqual(['pari']);
    expect(score?.score).toBeCloseTo(
      (score?.bm25f ?? 0) * (1 + DEFAULT_TOOLLENS_PARAMS.coverageBonus * (score?.share ?? 0)),
      12,
    );
    // The design's view of the same hit stays: it never reads arguments, so "paris" is not in it.
    expect(weather?.matchedTerms).toEqual(['weather', 'forecast']);
    expect(score?.notes).toEqual([
      "matches 3 of 8 informative terms, 1 only in its arguments, which count 0.33 each: coverage 2.33 (the spec's ranker counts 2)",
      expect.stringMatching(/^BM25F \d+\.\d\d over the five fields \(Σw share 0\.\d\d\)$/),
      'matched in its arguments: "pari" (only there: "pari")',
    ]);
  });

  it('finds a tool through an argument alone, which the spec ranker cannot', () => {
    const result = index.search({ query: 'postal code' });
    expect(names(result.hits)).toEqual(['zip_lookup']);
    expect(result.hits[0]?.ranks).toEqual({ toollens: 1, seed: 0, bm25: 0 });
    expect(index.search({ query: 'postal code', ranker: 'seed' }).hits).toEqual([]);
  });

  it('ranks a keyword query as the spec does: coverage first, then Σw', () => {
    const result = index.search({ query: 'trip weather forecast' });
    expect(result.toollens?.mode).toBe('keyword');
    expect(result.toollens?.notes).toEqual([
      'keyword query (3 informative terms ≤ 4): coverage, then name match, then Σw, then BM25F',
    ]);
    expect(names(result.hits)).toEqual([
      // Covers two terms, weather and forecast: coverage decides first.
      'get_weather',
      // Covers one, trip.
      'pack_list',
    ]);
    expect(result.hits.map((hit) => hit.toollens?.coverage)).toEqual([2, 1]);
  });

  it('names the toollens key that kept a tool below the cut-off, and the dropped words', () => {
    expect(explainMiss(index, { query: question, limit: 1 }, 'pack_list')).toMatchObject({
      kind: 'ranked-lower',
      decidedBy: 'score',
      against: 'get_weather',
    });
    const why = explainMiss(index, { query: question }, 'assistant_help');
    expect(why.kind).toBe('no-match');
    if (why.kind !== 'no-match') return;
    expect(why.dropped?.map((term) => term.word)).toEqual([
      'what',
      'after',
      'i',
      'can',
      'you',
      'help',
      'me',
    ]);
    // The nearest words are looked up for the informative terms only.
    expect(why.nearest.map((miss) => miss.term)).toContain('weather');
    expect(why.nearest.map((miss) => miss.term)).not.toContain('what');
  });

  it('gives the excerpt lens only the informative terms', () => {
    const helpful = makeTool({
      name: 'describe_weather',
      description: `${'Padding words about nothing in particular. '.repeat(12)}What the weather is.`,
    });
    const lensIndex = new ToolIndex(catalogOf([helpful]));
    const windowTerms = (ranker: Ranker) =>
      searchTools(lensIndex, {
        query: 'what weather',
        ranker,
        excerptCap: 80,
      }).hits[0]?.excerpt.windows.flatMap((window) => window.terms);
    expect(windowTerms('toollens')).toEqual(['weather']);
    expect(windowTerms('seed')).toEqual(['what', 'weather']);
  });

  it('lets parameters be set per index, and 0 turn a part off', () => {
    const noArguments = new ToolIndex(catalogOf(tools), {
      toollens: { weights: { arguments: 0 } },
    });
    expect(noArguments.search({ query: 'postal code' }).hits).toEqual([]);
    const bonus = new ToolIndex(catalogOf(tools), { toollens: { coverageBonus: 0.5 } });
    const [top] = bonus.search({ query: question }).hits;
    expect(top?.toollens?.score).toBeCloseTo(
      (top?.toollens?.bm25f ?? 0) * (1 + 0.5 * (top?.toollens?.share ?? 0)),
      12,
    );
    expect(top?.toollens?.notes[1]).toMatch(/^BM25F \d+\.\d\d × \(1 \+ 0\.5 × share 0\.\d\d\) = /);
    const unfiltered = new ToolIndex(catalogOf(tools), { toollens: { filterQuery: false } });
    expect(names(unfiltered.search({ query: question }).hits)[0]).toBe('assistant_help');
  });
});

describe('ToolIndex.rankedNames', () => {
  const WORDS = ['file', 'read', 'write', 'label', 'what', 'help', 'pdf', 'the', '2', 'x'];
  const toolArb = fc.record({
    name: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
    description: fc.array(fc.constantFrom(...WORDS), { maxLength: 10 }),
    argument: fc.array(fc.constantFrom(...WORDS), { maxLength: 3 }),
  });
  const catalogArb = fc.array(toolArb, { minLength: 1, maxLength: 10 }).map((specs) =>
    catalogOf(
      specs.map((spec, i) =>
        makeTool({
          name: `${spec.name.join('_')}_${i}`,
          description: spec.description.join(' '),
          parameters: {
            type: 'object',
            properties: { arg: { type: 'string', description: spec.argument.join(' ') } },
          },
        }),
      ),
    ),
  );
  const queryArb = fc.array(fc.constantFrom(...WORDS), { maxLength: 8 }).map((q) => q.join(' '));

  it('gives exactly the order of search() under every ranker', () => {
    fc.assert(
      fc.property(catalogArb, queryArb, (catalog, query) => {
        const index = new ToolIndex(catalog);
        for (const ranker of ['toollens', 'seed', 'bm25'] as Ranker[]) {
          const all = index.search({ query, ranker, limit: Infinity });
          expect(index.rankedNames({ query, ranker })).toEqual(names(all.hits));
          all.hits.forEach((hit, i) => {
            expect(hit.ranks[ranker]).toBe(i + 1);
          });
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the name key read from the postings', () => {
  // Names and queries over a few words, stopwords and mixed case among them, so names share
  // words, hold runs a query types as one word, and are said whole or in parts.
  const part = fc.constantFrom(
    'get',
    'list',
    'of',
    'to',
    'stock',
    'prices',
    'git',
    'hub',
    'github',
    'note',
  );
  const nameOf = fc
    .tuple(fc.array(part, { minLength: 1, maxLength: 7 }), fc.constantFrom('_', 'camel'))
    .map(([parts, style]) =>
      style === '_'
        ? parts.join('_')
        : parts.map((p, i) => (i === 0 ? p : p[0]?.toUpperCase() + p.slice(1))).join(''),
    );
  const queryWord = fc.oneof(
    part,
    fc.constantFrom('GitHub', 'github', 'getstock', 'listofstock', 'stockprices', 'notebook'),
  );

  it('gives every hit the name match the rule computes from its name alone', () => {
    let matched = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(nameOf, { minLength: 1, maxLength: 12 }),
        fc.array(queryWord, { minLength: 1, maxLength: 6 }),
        (toolNames, words) => {
          const index = new ToolIndex(
            catalogOf(toolNames.map((name) => makeTool({ name, description: 'a tool' }))),
          );
          const query = words.join(' ');
          const said = wordsOf(query);
          for (const hit of index.search({ query, limit: 100 }).hits) {
            // A query of stopwords alone matches no term: its hits carry no toollens keys.
            if (!hit.toollens) continue;
            expect(hit.toollens.nameMatch).toBe(nameMatch(said, wordsOf(hit.name), hit.name));
            if (hit.toollens.nameMatch > 0) matched++;
          }
        },
      ),
      { numRuns: 400 },
    );
    // The runs reach names that match, not only names that do not.
    expect(matched).toBeGreaterThan(30);
  });
});
