import { stemmer } from '@orama/stemmers/english';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { ToolIndex } from './ToolIndex';
import { type Filters, RANKERS, type Ranker } from './types';

/**
 * The index against a brute-force model written plainly here: filters by direct list checks,
 * matched terms by scanning each tool's words, df by counting, w(t) by the formula.
 * Words come from a small lowercase vocabulary with no stopwords, so splitting on non-letters
 * and stemming each word is the whole analysis. A name is also found by its joined forms: every
 * run of two or more of its words (split at `_`), written together.
 */
const WORDS = [
  'file',
  'files',
  'read',
  'write',
  'label',
  'excel',
  'pdf',
  'merge',
  'report',
  'member',
];
const CAPS = ['file:read', 'file:write', 'file-share:delete', 'label:create', 'work-item:assign'];
const DOMAINS = ['files', 'labels', 'work-items'];
const ENTITIES = ['file', 'label', 'member', 'work-item'];
const RELATIONSHIPS = ['work-item.assigned-to.member', 'work-item.labelled-with.label'];

const words = (text: string) => text.split(/[^a-z]+/).filter((word) => word !== '');

/** Names typed as one word: pairs and a triple of the vocabulary, and one that no name has. */
const JOINED = ['fileread', 'readfile', 'mergepdf', 'pdfmerge', 'excelfileread', 'zebrafile'];

/** Every run of two to six consecutive parts of a name, joined. */
const joinedRuns = (name: string) => {
  const parts = name.split('_');
  const runs: string[] = [];
  for (let from = 0; from < parts.length; from++) {
    for (let to = from + 2; to <= Math.min(parts.length, from + 6); to++) {
      runs.push(parts.slice(from, to).join(''));
    }
  }
  return runs;
};

const toolArb = fc.record({
  words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 8 }),
  capabilities: fc.subarray(CAPS),
  domains: fc.subarray(DOMAINS),
  entities: fc.subarray(ENTITIES),
  relationships: fc.subarray(RELATIONSHIPS),
});

const catalogArb = fc.array(toolArb, { minLength: 1, maxLength: 12 }).map(
  (specs): Catalog => ({
    format: 'toollens',
    ontology: { concepts: [] },
    tools: specs.map((spec, index) =>
      makeTool({
        name: `${spec.words.join('_')}_${index}`,
        description: spec.description.join(' '),
        capabilities: spec.capabilities,
        domains: spec.domains,
        entities: spec.entities,
        relationships: spec.relationships,
      }),
    ),
  }),
);

const filtersArb: fc.Arbitrary<Filters> = fc.record(
  {
    capabilities: fc.subarray(['file', 'file:read', 'file-share', 'label', 'work-item']),
    domains: fc.subarray(DOMAINS),
    entities: fc.subarray(ENTITIES),
    relationships: fc.subarray(RELATIONSHIPS),
  },
  { requiredKeys: [] },
);

const queryArb = fc
  .array(fc.oneof(fc.constantFrom(...WORDS, 'zebra'), fc.constantFrom(...JOINED)), {
    maxLength: 4,
  })
  .map((q) => q.join(' '));

/** The plain model of scope, matched terms, df, w(t), coverage and Σw. */
const model = (catalog: Catalog, query: string, filters: Filters) => {
  const inScope = (tool: Tool) => {
    const caps = filters.capabilities ?? [];
    const capOk =
      caps.length === 0 ||
      caps.some((p) => tool.capabilities.some((c) => c === p || c.startsWith(`${p}:`)));
    const domains = filters.domains ?? [];
    const domainOk = domains.length === 0 || domains.some((d) => tool.domains.includes(d));
    const entities = filters.entities ?? [];
    const entityOk =
      entities.length === 0 ||
      entities.some(
        (e) =>
          tool.entities.includes(e) ||
          tool.relationships.some((r) => r.split('.')[0] === e || r.split('.')[2] === e),
      );
    const rels = filters.relationships ?? [];
    const relOk = rels.length === 0 || rels.some((r) => tool.relationships.includes(r));
    return capOk && domainOk && entityOk && relOk;
  };
  const scope = catalog.tools.filter(inScope);
  const stemsOf = (tool: Tool) =>
    new Set(
      [tool.name, String(tool.description), tool.capabilities.join(' ')]
        .flatMap(words)
        .concat(joinedRuns(tool.name))
        .map((word) => stemmer(word)),
    );
  const queryStems: string[] = [];
  for (const word of words(query)) {
    const stem = stemmer(word);
    if (!queryStems.includes(stem)) queryStems.push(stem);
  }
  const n = scope.length;
  const weight = new Map(
    queryStems.map((stem) => {
      const df = scope.filter((tool) => stemsOf(tool).has(stem)).length;
      return [stem, { df, w: 1 + Math.log((n + 1) / (df + 1)) }];
    }),
  );
  const hits = scope
    .map((tool) => {
      const matched = queryStems.filter((stem) => stemsOf(tool).has(stem));
      const weightSum = matched.reduce((total, stem) => total + (weight.get(stem)?.w ?? 0), 0);
      return { name: tool.name, matched, weightSum };
    })
    .filter((hit) => queryStems.length === 0 || hit.matched.length > 0);
  return { n, scope: scope.map((tool) => tool.name), queryStems, weight, hits };
};

describe('ToolIndex against a brute-force model', () => {
  it('agrees on scope, df, w(t), matched terms, coverage and Σw, and orders by the seed keys', () => {
    fc.assert(
      fc.property(catalogArb, queryArb, filtersArb, (catalog, query, filters) => {
        // Under seed: the order checked below is the design's (toollens puts its name key after
        // coverage).
        const result = new ToolIndex(catalog).search({
          ...filters,
          query,
          limit: Infinity,
          ranker: 'seed',
        });
        const expected = model(catalog, query, filters);

        expect(result.scope.n).toBe(expected.n);
        expect(result.terms.map((t) => t.stem)).toEqual(expected.queryStems);
        for (const term of result.terms) {
          expect(term.df).toBe(expected.weight.get(term.stem)?.df);
          expect(term.weight).toBeCloseTo(expected.weight.get(term.stem)?.w ?? Number.NaN, 10);
        }
        const byName = new Map(expected.hits.map((hit) => [hit.name, hit]));
        expect(new Set(result.hits.map((hit) => hit.name))).toEqual(new Set(byName.keys()));
        for (const hit of result.hits) {
          const reference = byName.get(hit.name);
          expect(hit.matchedTerms).toEqual(reference?.matched);
          expect(hit.coverage).toBe(reference?.matched.length);
          expect(hit.weightSum).toBeCloseTo(reference?.weightSum ?? Number.NaN, 10);
        }
        // Adjacent hits never violate the first two keys of the seed order.
        for (let i = 1; i < result.hits.length; i++) {
          const [before, after] = [result.hits[i - 1], result.hits[i]];
          if (!before || !after) continue;
          expect(before.coverage).toBeGreaterThanOrEqual(after.coverage);
          if (before.coverage === after.coverage) {
            expect(before.weightSum).toBeGreaterThanOrEqual(after.weightSum - 1e-9);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same result for an incrementally updated index and one rebuilt from scratch', () => {
    fc.assert(
      fc.property(catalogArb, catalogArb, queryArb, (catalog, replacements, query) => {
        const index = new ToolIndex(catalog);
        const updated = catalog.tools.map((tool, i) => {
          const replacement = replacements.tools[i];
          return replacement ? { ...replacement, name: tool.name } : tool;
        });
        for (const tool of updated) index.updateTool(tool);
        const rebuilt = new ToolIndex({ ...catalog, tools: updated });
        const strip = (r: ReturnType<ToolIndex['search']>) =>
          r.hits.map((hit) => [hit.name, hit.matchedTerms, hit.weightSum]);
        expect(strip(index.search({ query, limit: Infinity }))).toEqual(
          strip(rebuilt.search({ query, limit: Infinity })),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('per-search field weights', () => {
  const weightArb = fc.constantFrom(0, 0.5, 1, 2, 3, 5);
  const weightsArb = fc.record({
    name: weightArb,
    description: weightArb,
    capabilities: weightArb,
    glossary: fc.constantFrom(0.5, 1, 2),
    arguments: weightArb,
  });

  it('rank exactly as an index built with those weights, under every ranker', () => {
    fc.assert(
      fc.property(catalogArb, queryArb, weightsArb, (catalog, query, weights) => {
        const { arguments: args, ...boosts } = weights;
        // Orama refuses a boost of 0, so no index can be built with one: the design's rankers are
        // compared only when all four spec weights are positive, toollens always.
        const specPositive = Object.values(boosts).every((weight) => weight > 0);
        const built = new ToolIndex(catalog, {
          ...(specPositive ? { boosts } : {}),
          toollens: { weights: { ...boosts, arguments: args } },
        });
        const live = new ToolIndex(catalog);
        const rankers = specPositive
          ? (['toollens', 'seed', 'bm25'] as const)
          : (['toollens'] as const);
        for (const ranker of rankers) {
          expect(live.rankedNames({ query, ranker, weights })).toEqual(
            built.rankedNames({ query, ranker }),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the page and the movement ranks', () => {
  it('are the first k of the full order, and each shown hit has its place in every full order', () => {
    fc.assert(
      fc.property(
        catalogArb,
        queryArb,
        filtersArb,
        fc.constantFrom(...RANKERS),
        fc.integer({ min: 1, max: 6 }),
        (catalog, query, filters, ranker, limit) => {
          const index = new ToolIndex(catalog);
          const page = index.search({ ...filters, query, ranker, limit, allRanks: true });
          const orders = Object.fromEntries(
            RANKERS.map((key) => [key, index.rankedNames({ ...filters, query, ranker: key })]),
          ) as Record<Ranker, string[]>;
          expect(page.hits.map((hit) => hit.name)).toEqual(orders[ranker].slice(0, limit));
          // Asked for afterwards, for the names shown: the same ranks.
          const names = page.hits.map((hit) => hit.name);
          const later = index.ranksOf({ ...filters, query, ranker }, names);
          if (page.mode !== 'browse') expect(later).toEqual(page.hits.map((hit) => hit.ranks));
          if (page.mode === 'browse') return;
          for (const hit of page.hits) {
            for (const key of RANKERS) {
              expect(hit.ranks[key]).toBe(orders[key].indexOf(hit.name) + 1);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("answers the spec's BM25 after adds as an index built at once does, to 1e-9", () => {
    fc.assert(
      fc.property(catalogArb, catalogArb, queryArb, (catalog, more, query) => {
        const grown = new ToolIndex(catalog);
        const added = more.tools.filter((tool) => !catalog.tools.some((t) => t.name === tool.name));
        grown.addTools(added);
        const whole = new ToolIndex({ ...catalog, tools: [...catalog.tools, ...added] });
        const hits = (index: ToolIndex) =>
          index.search({ query, ranker: 'bm25', limit: Infinity }).hits;
        // Orama's running average length is rounded at each step: adds in batches may differ
        // from one build in the last bits, never in the order.
        const ours = hits(grown);
        expect(ours.map((hit) => hit.name)).toEqual(hits(whole).map((hit) => hit.name));
        for (const [i, hit] of ours.entries()) {
          expect(hit.bm25).toBeCloseTo(hits(whole)[i]?.bm25 ?? 0, 9);
        }
      }),
      { numRuns: 150 },
    );
  });
});
