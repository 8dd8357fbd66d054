import { describe, expect, it } from 'vitest';
import { sampleCatalog } from '../../data/sample';
import { searchTools } from '../search/searchTools';
import { ToolIndex } from '../search/ToolIndex';
import { compareReports } from './compare';
import { evaluate } from './evaluate';
import { excerptOutcome } from './excerptEval';

const index = new ToolIndex(sampleCatalog);
const labelQuery = {
  id: 'label',
  query: 'label already defined',
  relevant: ['add_label_to_work_item'],
};

describe('excerptOutcome', () => {
  it('measures the page search_tools returns', () => {
    const outcome = excerptOutcome(index, labelQuery, { excerptCap: 300 });
    const page = searchTools(index, { query: labelQuery.query, excerptCap: 300 });
    expect(outcome.pageChars).toBe(page.menu.chars);
  });

  it('shows every matched term when the cap holds the whole description', () => {
    expect(excerptOutcome(index, labelQuery, { excerptCap: 300 }).shown).toBe(1);
  });

  it("at cap 0 counts only what the row's name shows, by weight", () => {
    // The row is the name alone: "label" is shown, "already" and "defined" are not.
    const { terms } = index.search({ query: labelQuery.query });
    const weight = (stem: string) => terms.find((term) => term.stem === stem)?.weight ?? 0;
    const expected = weight('label') / (weight('label') + weight('alreadi') + weight('defin'));
    expect(excerptOutcome(index, labelQuery, { excerptCap: 0 }).shown).toBeCloseTo(expected, 12);
  });

  it('is null when no expected tool is on the page', () => {
    const outcome = excerptOutcome(
      index,
      { id: 'x', query: 'excel', relevant: ['write_file'] },
      { excerptCap: 300 },
    );
    expect(outcome.shown).toBeNull();
  });
});

describe('evaluating and comparing excerpt settings', () => {
  const queries = [
    labelQuery,
    { id: 'excel', query: 'excel file', relevant: ['excel_reader'] },
    { id: 'assign', query: 'assign work item to member', relevant: ['assign_work_item'] },
  ];

  it('summarises the pages and leaves the ranking alone', () => {
    const small = evaluate(index, queries, { ranker: 'seed', excerpt: { cap: 0 } });
    const large = evaluate(index, queries, { ranker: 'seed', excerpt: { cap: 300 } });
    expect(small.perQuery.map((q) => q.top)).toEqual(large.perQuery.map((q) => q.top));
    expect(small.excerpt?.cap).toBe(0);
    expect(large.excerpt?.meanPageChars).toBeGreaterThan(small.excerpt?.meanPageChars ?? Infinity);
    expect(large.excerpt?.meanShown).toBe(1);
    const comparison = compareReports(small, large);
    expect(comparison.improved + comparison.worsened).toBe(0);
    // A larger cap never shows less of the query than no excerpt at all.
    expect(comparison.excerpt?.lessShown).toBe(0);
    expect(comparison.excerpt?.moreShown).toBeGreaterThan(0);
    expect(comparison.perQuery[0]?.excerpt?.b.shown).toBe(1);
  });

  it('leaves excerpts out unless asked', () => {
    const report = evaluate(index, queries, { ranker: 'seed' });
    expect(report.excerpt).toBeUndefined();
    expect(report.perQuery[0]?.excerpt).toBeUndefined();
    expect(compareReports(report, report).excerpt).toBeUndefined();
  });

  it('rejects a bad setting and a peer ranker, saying why', () => {
    expect(() => evaluate(index, queries, { excerpt: { cap: -1 } })).toThrow(
      /excerpt cap must be a whole number ≥ 0, not -1/,
    );
    expect(() => evaluate(index, queries, { excerpt: { pageBudget: 1.5 } })).toThrow(/pageBudget/);
    expect(() => evaluate(index, queries, { ranker: 'minisearch', excerpt: {} })).toThrow(
      /peer ranker/,
    );
    expect(() =>
      evaluate(index, queries, { ranker: 'anthropic-bm25', weights: { name: 1 } }),
    ).toThrow(/field weights apply to toollens, seed and bm25/);
  });

  it('applies field weights to the ranking', () => {
    // "existing" is in the description alone: leave the description out and nothing is found.
    const existing = [{ id: 'e', query: 'existing', relevant: ['add_label_to_work_item'] }];
    const plain = evaluate(index, existing, { ranker: 'bm25' });
    const noDescription = evaluate(index, existing, {
      ranker: 'bm25',
      weights: { description: 0 },
    });
    expect(noDescription.weights).toEqual({ description: 0 });
    expect(plain.perQuery[0]?.ranks).toEqual({ add_label_to_work_item: 1 });
    expect(noDescription.perQuery[0]?.ranks).toEqual({ add_label_to_work_item: null });
  });
});
