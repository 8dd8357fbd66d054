import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalog, exportCatalog, makeTool } from '../catalog/core';
import { importCatalog } from '../catalog/importCatalog';
import type { LabelledQuery } from '../eval/core';
import { applyFixes } from './applyFixes';
import { measureFixes } from './measureFixes';
import { proposeFixes } from './proposeFixes';
import type { FixOptions } from './types';

/**
 * On small random catalogs and query sets (a few tools and queries over a few words, so the cases
 * stay cheap): applying any proposal keeps every name unless it is a rename, keeps the catalog
 * valid (it exports and reads back without an error, its names unique), and a proposal marked as
 * stealing a query does take that query out of the top k when measured.
 */

const WORDS = ['issue', 'file', 'open', 'list', 'repo', 'branch', 'merge', 'read'] as const;
const word = fc.constantFrom(...WORDS);

const catalogArb = fc
  .uniqueArray(fc.tuple(word, word), {
    minLength: 2,
    maxLength: 4,
    selector: ([a, b]) => `${a}_${b}`,
  })
  .chain((names) =>
    fc.tuple(
      fc.constant(names.map(([a, b]) => `${a}_${b}`)),
      fc.array(fc.array(word, { maxLength: 4 }), {
        minLength: names.length,
        maxLength: names.length,
      }),
    ),
  )
  .map(
    ([names, descriptions]): Catalog => ({
      tools: names.map((name, i) =>
        makeTool({ name, description: (descriptions[i] ?? []).join(' ') }),
      ),
      ontology: { concepts: [] },
      format: 'mcp',
      server: 'gen',
    }),
  );

const casesArb = catalogArb.chain((catalog) =>
  fc.tuple(
    fc.constant(catalog),
    fc
      .array(fc.tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.nat()), {
        minLength: 1,
        maxLength: 3,
      })
      .map((rows): LabelledQuery[] =>
        rows.map(([words, pick], i) => ({
          id: `q${i}`,
          query: words.join(' '),
          relevant: [catalog.tools[pick % catalog.tools.length]?.name ?? ''],
        })),
      ),
    fc.constantFrom(1, 2),
  ),
);

describe('fix proposals, on random catalogs', () => {
  it('rename only as renames, keep the catalog valid, and steal what they say they steal', () => {
    fc.assert(
      fc.property(casesArb, ([catalog, queries, k]) => {
        const options: FixOptions = { targets: ['claude-code', 'codex'], k, includeSteals: true };
        const { proposals } = proposeFixes(catalog, queries, options);
        for (const proposal of proposals) {
          const fixed = applyFixes(catalog, [proposal]);
          const renamed = fixed.tools.filter((tool, i) => tool.name !== catalog.tools[i]?.name);
          expect(renamed.length).toBe(proposal.breaking ? 1 : 0);
          expect(proposal.safe).toBe(
            !proposal.breaking && proposal.steals.length === 0 && proposal.losses.length === 0,
          );
          const read = importCatalog(exportCatalog(fixed, 'mcp'));
          expect(read.ok ? [] : read.errors).toEqual([]);
          expect(read.ok && read.catalog.tools.map((tool) => tool.name)).toEqual(
            fixed.tools.map((tool) => tool.name),
          );
          if (proposal.steals.length === 0) continue;
          const measured = measureFixes(catalog, [proposal], queries, options);
          for (const steal of proposal.steals) {
            const figures = measured.rankers.find((each) => each.ranker === steal.ranker);
            expect(figures?.lost).toContain(steal.query);
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
