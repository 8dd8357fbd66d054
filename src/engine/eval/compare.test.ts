import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../data/sample';
import { ToolIndex } from '../search/ToolIndex';
import { compareReports, jaccard, rankBiasedOverlap } from './compare';
import { evaluate } from './evaluate';

describe('overlap measures', () => {
  it('computes Jaccard of two top lists', () => {
    expect(jaccard(['a', 'b', 'c'], ['b', 'c', 'd'])).toBe(2 / 4);
    expect(jaccard([], [])).toBe(1);
  });

  it('gives RBO 1 for identical lists, 0 for disjoint ones, and weighs the top more', () => {
    expect(rankBiasedOverlap(['a', 'b', 'c'], ['a', 'b', 'c'])).toBeCloseTo(1, 12);
    expect(rankBiasedOverlap(['a', 'b'], ['c', 'd'])).toBe(0);
    const swapTop = rankBiasedOverlap(['a', 'b', 'c', 'd'], ['b', 'a', 'c', 'd']);
    const swapBottom = rankBiasedOverlap(['a', 'b', 'c', 'd'], ['a', 'b', 'd', 'c']);
    expect(swapTop).toBeLessThan(swapBottom);
  });

  it('matches a hand computation at depth 2', () => {
    // X1 = 0, X2 = 2: (2/2)·p² + ((1−p)/p)·(0·p + (2/2)·p²) with p = 0.9.
    const p = 0.9;
    expect(rankBiasedOverlap(['a', 'b'], ['b', 'a'])).toBeCloseTo(
      p ** 2 + ((1 - p) / p) * p ** 2,
      12,
    );
  });
});

describe('compareReports', () => {
  const index = new ToolIndex(sampleCatalog);
  const queries = [
    { id: 'excel', query: 'excel file', relevant: ['excel_reader'] },
    { id: 'files', query: 'file', relevant: ['text_reader'], mustNot: ['write_file'] },
  ];

  it('reports per-query movement of the first relevant tool and what the change won and lost', () => {
    const seed = evaluate(index, queries, { ranker: 'seed' });
    const bm25 = evaluate(index, queries, { ranker: 'bm25' });
    const comparison = compareReports(seed, bm25);
    expect(comparison.perQuery).toHaveLength(2);
    const files = comparison.perQuery.find((q) => q.id === 'files');
    expect(files?.rankA).toBe(seed.perQuery[1]?.ranks.text_reader);
    expect(files?.rankB).toBe(bm25.perQuery[1]?.ranks.text_reader);
    expect(comparison.improved + comparison.worsened + comparison.unchanged).toBe(2);
    expect(comparison.metrics.mrr).toBeCloseTo(bm25.mrr - seed.mrr, 12);
  });

  it('counts must-not violations in the top of the cut-off', () => {
    const report = evaluate(index, queries, { ranker: 'seed', cutoff: 3 });
    expect(report.perQuery[1]?.violations).toEqual(['write_file']);
    expect(report.mustNotViolations).toBe(1);
  });
});
