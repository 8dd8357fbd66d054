import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { ToolIndex } from './ToolIndex';

const index = new ToolIndex(demoCatalog);

describe('the explain tree', () => {
  it('says why list_work_items leads "list work items": its whole name, in order', () => {
    const { explanations } = index.explain({ query: 'list work items' });
    const [first, second] = explanations;
    expect(first?.name).toBe('list_work_items');
    expect(first?.toollens?.name).toMatchObject({ stemsInOrder: 3, wordsInOrder: 3, value: 1 });
    expect(first?.keys.map((k) => k.key)).toEqual([
      'coverage',
      'nameMatch',
      'weightSum',
      'score',
      'order',
    ]);
    // The next one covers the same terms and says less of its own name.
    expect(second?.below).toMatchObject({ name: 'list_work_items', key: 'nameMatch' });
    expect(second?.below?.gap).toBeGreaterThan(0);
  });

  it('adds its parts up to the score, term by term and field by field', () => {
    const { result, explanations } = index.explain({ query: 'merge pdfs into one document' });
    expect(explanations).toHaveLength(result.hits.length);
    for (const [i, explanation] of explanations.entries()) {
      const own = explanation.toollens;
      const hit = result.hits[i];
      if (!own || !hit?.toollens) throw new Error(`no toollens parts for ${explanation.name}`);
      for (const term of own.terms) {
        const tf = term.fields.reduce((sum, field) => sum + field.part, 0);
        expect(term.tf).toBeCloseTo(tf, 12);
        for (const field of term.fields) {
          expect(field.part).toBeCloseTo((field.fieldWeight * field.count) / field.norm, 12);
        }
      }
      const sum = own.terms.reduce((total, term) => total + term.contribution, 0);
      expect(Math.abs(sum - hit.toollens.bm25f)).toBeLessThan(1e-9);
      expect(Math.abs(own.score - hit.toollens.score)).toBeLessThan(1e-9);
    }
  });

  it('shows a match in the arguments as a field of its own', () => {
    const found = index.explainTool({ query: 'merge pdfs into one document' }, 'merge_pdfs');
    const fields = found?.toollens?.terms.flatMap((term) => term.fields.map((f) => f.field));
    expect(fields).toContain('arguments');
  });

  it('explains a tool ranked past the page, and nothing for one not returned', () => {
    const { result } = index.explain({ query: 'file', limit: 3 });
    expect(result.totalHits).toBeGreaterThan(3);
    const late = index.rankedNames({ query: 'file' })[5] ?? '';
    expect(index.explainTool({ query: 'file', limit: 3 }, late)?.rank).toBe(6);
    expect(index.explainTool({ query: 'file' }, 'search_tools')).toBeUndefined();
  });

  it('reads the spec keys under seed, with Orama BM25 as one number', () => {
    const { explanations } = index.explain({ query: 'merge pdf', ranker: 'seed' });
    expect(explanations[0]?.toollens).toBeUndefined();
    expect(explanations[0]?.keys.map((k) => k.key)).toEqual([
      'coverage',
      'weightSum',
      'bm25',
      'order',
    ]);
    expect(explanations[0]?.spec.bm25).toBeGreaterThan(0);
  });

  it('has nothing to explain in browse mode', () => {
    expect(index.explain({ query: '' }).explanations).toEqual([]);
  });
});
