import { describe, expect, it } from 'vitest';
import { DEV_SETS, hasDataset, loadDevSet, needs } from '../../test/datasets';
import { ToolIndex } from './ToolIndex';

/**
 * Issue 16: the explain tree's contributions add up to the score, to 1e-9, on every hit of
 * every dev query (metatool: every tenth query, as everywhere).
 */
describe('the explain tree on the dev sets', () => {
  for (const dataset of DEV_SETS) {
    it.skipIf(!hasDataset(dataset, 'queries.json'))(
      needs(dataset, `sums to the score on every hit of every ${dataset} query`),
      () => {
        const { catalog, queries } = loadDevSet(dataset);
        const index = new ToolIndex(catalog);
        let hits = 0;
        for (const { query } of queries) {
          const { result, explanations } = index.explain({ query });
          for (const [i, explanation] of explanations.entries()) {
            const score = result.hits[i]?.toollens;
            const own = explanation.toollens;
            if (!score || !own) throw new Error(`${dataset} "${query}": no parts for a hit`);
            const sum = own.terms.reduce((total, term) => total + term.contribution, 0);
            const scored = sum * (1 + own.coverageBonus * own.share);
            if (Math.abs(sum - score.bm25f) >= 1e-9 || Math.abs(scored - score.score) >= 1e-9) {
              throw new Error(`${dataset} "${query}" ${explanation.name}: ${sum} ≠ ${score.bm25f}`);
            }
            hits++;
          }
        }
        expect(hits).toBeGreaterThan(queries.length);
      },
      120_000,
    );
  }
});
