import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Catalog, exportCatalog, makeTool } from '../catalog/core';
import { importCatalog } from '../catalog/importCatalog';
import type { LabelledQuery } from '../eval/core';
import { applyFixes } from './applyFixes';
import { measureFixes } from './measureFixes';
import { proposeFixes } from './proposeFixes';
import type { FixOptions, QueryMove } from './types';

/**
 * On small random catalogs and query sets (a few tools and queries over a few words, so the cases
 * stay cheap): applying any proposal keeps every name unless it is a rename, keeps the catalog
 * valid (it exports and reads back without an error, its names unique), and the queries a
 * proposal says it wins, loses and steals are the ones measured afresh with it applied: a query
 * marked as stolen leaves its top k, and no query leaves one unmarked.
 */

const WORDS = [
  'issue',
  'file',
  'open',
  'list',
  'repo',
  'branch',
  'merge',
  'read',
  'a',
  'to',
] as const;
const word = fc.constantFrom(...WORDS);
/**
 * Query words also come with the punctuation people type, which Claude Code keeps in a term, and
 * as its required terms (`+issue`).
 */
const queryWord = fc.constantFrom(...WORDS, 'issue,', 'file?', 'a.b', '+issue', '+open');

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
      .array(fc.tuple(fc.array(queryWord, { minLength: 1, maxLength: 3 }), fc.nat()), {
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
          // Measured afresh (every query asked again), the proposal's moves are the same: the
          // queries its scoring took as unmoved did not move.
          const measured = measureFixes(catalog, [proposal], queries, options);
          for (const figures of measured.rankers) {
            const ids = (moves: readonly QueryMove[]) =>
              [
                ...new Set(moves.filter((m) => m.ranker === figures.ranker).map((m) => m.query)),
              ].sort();
            // Wins are the edited tool's own queries; another tool may gain a place too (a
            // rename moves the shared statistics), which the proposal does not claim.
            const own = new Set(
              queries.filter((query) => query.relevant.includes(proposal.tool)).map((q) => q.id),
            );
            // A win is a query entering the top k (the measure's `won`) or moving up inside it.
            expect(ids(proposal.wins)).toEqual(
              expect.arrayContaining(figures.won.filter((id) => own.has(id))),
            );
            const rises = proposal.wins.filter(
              (m) => m.ranker === figures.ranker && !figures.won.includes(m.query),
            );
            for (const move of rises)
              expect((move.after ?? Number.POSITIVE_INFINITY) < (move.before ?? 0)).toBe(true);
            // Every query lost is a loss or steal the proposal claims; the others it claims are
            // places taken inside the top k (a tool pushed down), which the measure does not
            // count as lost.
            const claimed = [...proposal.losses, ...proposal.steals].filter(
              (m) => m.ranker === figures.ranker,
            );
            expect(ids(claimed)).toEqual(expect.arrayContaining(figures.lost));
            for (const move of claimed.filter((m) => !figures.lost.includes(m.query)))
              expect((move.after ?? 0) > (move.before ?? 0)).toBe(true);
          }
        }
      }),
      { numRuns: 60 },
    );
    // About 4 s alone; several test runs at once on two cores stretch it past the default.
  }, 30_000);
});
