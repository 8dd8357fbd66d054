import { describe, expect, it } from 'vitest';
import { type DevSet, hasDataset, loadDevSet, needs } from '../../test/datasets';
import { ToolIndex } from '../search/ToolIndex';
import { RANKERS } from '../search/types';
import { type EvalReport, evaluate } from './evaluate';
import { PEERS } from './peers';

/**
 * Issue 10's acceptance, as regression tests on the dev splits (metatool: every tenth query):
 * the toollens ranker beats every other ranker and peer on nDCG@10 and R@5, by the margins
 * measured when it was written (README, "Retrieval quality on real data") less a tolerance;
 * beats the best figure of the issue's own table; and is no worse than the design's ranker on
 * R@1 for short queries (1–5 distinct terms). The agent targets (engine/agents) are not in it:
 * they stand for what an agent returns, its own k, a different question from which ranker is best.
 */

/** Margins over the best other ranker, measured 2026-11-29: [nDCG@10, R@5]. */
const MEASURED: Record<DevSet, { margin: [number, number]; issueBest: [number, number] }> = {
  livemcpbench: { margin: [0.073, 0.051], issueBest: [0.293, 0.298] },
  metatool: { margin: [0.071, 0.075], issueBest: [0.504, 0.582] },
  bfcl: { margin: [0.044, 0.05], issueBest: [0.706, 0.78] },
};

/** How far a margin may fall before the test fails: a real regression, not float noise. */
const TOLERANCE = 0.01;

const reports = (dataset: DevSet): Record<string, EvalReport> => {
  const { catalog, queries } = loadDevSet(dataset);
  const index = new ToolIndex(catalog);
  return Object.fromEntries(
    [...RANKERS, ...PEERS].map((ranker) => [ranker, evaluate(index, queries, { ranker })]),
  );
};

const ndcg = (report: EvalReport) => report.ndcg10;
const r5 = (report: EvalReport) => report.recall['5'] ?? 0;

describe('toollens against the peers on the dev splits', () => {
  for (const dataset of Object.keys(MEASURED) as DevSet[]) {
    it.skipIf(!hasDataset(dataset, 'queries.json'))(
      needs(dataset, `beats every peer on ${dataset} (nDCG@10, R@5) and seed on short-query R@1`),
      () => {
        const all = reports(dataset);
        const { toollens, seed, ...others } = all;
        if (!toollens || !seed) throw new Error('missing report');
        const peers = [seed, ...Object.values(others)];
        const { margin, issueBest } = MEASURED[dataset];

        const bestNdcg = Math.max(...peers.map(ndcg));
        const bestR5 = Math.max(...peers.map(r5));
        expect(ndcg(toollens) - bestNdcg).toBeGreaterThan(margin[0] - TOLERANCE);
        expect(r5(toollens) - bestR5).toBeGreaterThan(margin[1] - TOLERANCE);
        expect(ndcg(toollens)).toBeGreaterThan(issueBest[0]);
        expect(r5(toollens)).toBeGreaterThan(issueBest[1]);

        const short = toollens.byLength.short;
        if (short.queries > 0) {
          expect(short.recall['1']).toBeGreaterThanOrEqual(seed.byLength.short.recall['1'] ?? 0);
        }
        // No length bucket hides a loss to the design's ranker.
        for (const bucket of ['short', 'medium', 'long'] as const) {
          if (toollens.byLength[bucket].queries === 0) continue;
          expect(toollens.byLength[bucket].ndcg10, bucket).toBeGreaterThan(
            seed.byLength[bucket].ndcg10,
          );
        }
      },
      120_000,
    );
  }
});
