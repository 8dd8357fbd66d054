import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../catalog/core';
import { type LabelledQuery, nameQuerySet } from '../eval/core';
import { DEFAULT_FOLDS, foldsByTool, heldOutFixes, onlyNameForms } from './heldOut';

const shop: Catalog = {
  tools: [
    makeTool({ name: 'create_refund', description: 'Creates a refund for an order.' }),
    makeTool({ name: 'track_parcel', description: 'Tracks the parcel of a shipped order.' }),
    makeTool({ name: 'cancel_order', description: 'Cancels an order before it ships.' }),
    makeTool({ name: 'list_orders', description: 'Lists the orders of a customer.' }),
  ],
  ontology: { concepts: [] },
  format: 'mcp',
  server: 'shop',
};

const q = (id: string, query: string, tool: string): LabelledQuery => ({
  id,
  query,
  relevant: [tool],
});

const queries = [
  q('r1', 'give the customer their money back', 'create_refund'),
  q('r2', 'customer wants money back for a broken kettle', 'create_refund'),
  q('r3', 'money back please', 'create_refund'),
  q('t1', 'where is my package', 'track_parcel'),
  q('t2', 'has my package left the warehouse', 'track_parcel'),
  q('c1', 'stop the order, I changed my mind', 'cancel_order'),
];

describe('folds by tool', () => {
  it("deal each tool's queries round the folds, and name the tools with one query", () => {
    const { fold, single } = foldsByTool(queries, 2);
    expect(['r1', 'r2', 'r3'].map((id) => fold.get(id))).toEqual([0, 1, 0]);
    // The next tool starts one fold on, so single-query tools spread over the folds.
    expect(['t1', 't2'].map((id) => fold.get(id))).toEqual([1, 0]);
    expect(fold.get('c1')).toBe(0);
    expect(single).toEqual(['cancel_order']);
  });
});

describe('heldOutFixes', () => {
  it('measures each query once held out, and the same proposals on the queries they came from', () => {
    const result = heldOutFixes(shop, queries, { targets: ['claude-code', 'codex'] });
    if (!result.heldOut) throw new Error(result.reason);
    expect(result.folds).toBe(DEFAULT_FOLDS);
    expect(result.heldOutFigures.queries).toBe(queries.length);
    expect(result.seen.queries).toBe(queries.length);
    expect(result.onlyMeasured).toEqual(['cancel_order']);
    expect(result.heldOutFigures.rankers.map((figures) => figures.ranker)).toEqual([
      'claude-code',
      'codex',
      'toollens',
    ]);
    // Codex misses "money" for the refund tool; a title made from one of its queries carries to
    // the others, which share the word.
    const codex = result.heldOutFigures.rankers[1];
    expect(codex?.after.rk).toBeGreaterThan(codex?.before.rk ?? 1);
    expect(codex?.lost).toEqual([]);
  });

  it('holds nothing out of a set of name forms only, and says so', () => {
    const result = heldOutFixes(shop, nameQuerySet(shop), { targets: ['codex'] });
    expect(result).toEqual({ heldOut: false, reason: expect.stringMatching(/name forms/) });
    expect(onlyNameForms(nameQuerySet(shop))).toBe(true);
    expect(onlyNameForms(queries)).toBe(false);
  });

  it('refuses fewer than two folds', () => {
    expect(() => heldOutFixes(shop, queries, { targets: ['codex'], folds: 1 })).toThrow(
      /2 folds or more/,
    );
  });
});
