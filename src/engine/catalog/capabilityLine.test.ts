import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolIndex } from '../search/ToolIndex';
import {
  capabilityLine,
  chooseWithin,
  DEFAULT_LINE_BUDGET,
  lineBudgetProblem,
  MIN_LINE_BUDGET,
  planLine,
  rootRoom,
} from './capabilityLine';
import { type Catalog, capabilityRoot, makeTool, type Tool } from './types';

const tool = (name: string, roots: string[], scaffolding = false): Tool =>
  makeTool({
    name,
    description: `The ${name} tool`,
    capabilities: roots.map((root) => `${root}:use`),
    ...(scaffolding ? { scaffolding: true } : {}),
  });

const catalogOf = (tools: Tool[]): Catalog => ({
  format: 'toollens',
  tools,
  ontology: { concepts: [] },
});

describe('planLine', () => {
  it('holds every root when they fit, sorted, and leaves no tool out', () => {
    const plan = planLine([
      tool('a', ['issue']),
      tool('b', ['user', 'issue']),
      tool('c', ['file']),
    ]);
    expect(plan.text).toBe('<tool_capabilities>file, issue, user</tool_capabilities>');
    expect(plan.covered).toBe(3);
    expect(plan.uncovered).toEqual([]);
    expect(plan.rootTools.get('issue')).toEqual(['a', 'b']);
  });

  it('within a tight budget keeps the roots that cover most, and counts the tools left out', () => {
    const tools = [
      ...Array.from({ length: 6 }, (_, i) => tool(`issue_${i}`, ['issue'])),
      ...Array.from({ length: 3 }, (_, i) => tool(`file_${i}`, ['file'])),
      tool('lonely', ['a-very-long-root-that-covers-one-tool']),
    ];
    const plan = planLine(tools, 85);
    expect(plan.text.length).toBeLessThanOrEqual(85);
    expect(plan.roots).toEqual(['file', 'issue']);
    expect(plan.uncovered).toEqual(['lonely']);
    expect(plan.text).toBe(
      '<tool_capabilities>file, issue + 1 tool under no root</tool_capabilities>',
    );
    expect(plan.catalogRoots).toBe(3);
  });

  it('does not count scaffolding, which is declared from the start', () => {
    const plan = planLine([tool('search_tools', [], true), tool('read', ['file'])]);
    expect(plan.tools).toBe(1);
    expect(plan.text).toBe('<tool_capabilities>file</tool_capabilities>');
  });

  it('says when tools have no root at all', () => {
    expect(capabilityLine([tool('a', []), tool('b', ['file'])])).toBe(
      '<tool_capabilities>file + 1 tool under no root</tool_capabilities>',
    );
  });

  it('refuses a budget it cannot honour', () => {
    expect(lineBudgetProblem(DEFAULT_LINE_BUDGET)).toBeUndefined();
    expect(lineBudgetProblem(MIN_LINE_BUDGET - 1)).toMatch(/from 80 to 100,000/);
    expect(lineBudgetProblem(330.5)).toMatch(/whole number/);
  });
});

/** Random catalogs over a pool of roots of random lengths: each tool carries 0–3 of them. */
const catalogs = fc
  .record({
    roots: fc.uniqueArray(fc.stringMatching(/^[a-z]{2,14}$/), { minLength: 1, maxLength: 12 }),
    picks: fc.array(fc.array(fc.nat(), { maxLength: 3 }), { minLength: 1, maxLength: 40 }),
  })
  .map(({ roots, picks }) =>
    picks.map((pick, i) =>
      tool(`t${i}`, [...new Set(pick.map((n) => roots[n % roots.length] ?? 'x'))]),
    ),
  );

/** The most items any subset of `sets` covers within `room` (every subset, for ≤ 12 roots). */
const bestCover = (sets: Map<string, number[]>, room: number): number => {
  const roots = [...sets.keys()];
  let best = 0;
  for (let mask = 0; mask < 1 << roots.length; mask++) {
    let spent = 0;
    const covered = new Set<number>();
    roots.forEach((root, i) => {
      if (!(mask & (1 << i))) return;
      spent += root.length + 2;
      for (const item of sets.get(root) ?? []) covered.add(item);
    });
    if (spent <= room) best = Math.max(best, covered.size);
  }
  return best;
};

describe('planLine, for random catalogs and budgets', () => {
  it('never exceeds its budget; every root covers a tool; a filter by a root finds exactly its tools', () => {
    fc.assert(
      fc.property(catalogs, fc.integer({ min: MIN_LINE_BUDGET, max: 260 }), (tools, budget) => {
        const plan = planLine(tools, budget);
        expect(plan.text.length).toBeLessThanOrEqual(budget);
        const index = new ToolIndex(catalogOf(tools));
        const under = new Set<string>();
        for (const root of plan.roots) {
          const named = plan.rootTools.get(root) ?? [];
          expect(named.length).toBeGreaterThan(0);
          for (const name of named) under.add(name);
          const found = index.search({ query: '', capabilities: [root], limit: Infinity });
          expect(found.hits.map((hit) => hit.name).sort()).toEqual([...named].sort());
        }
        expect(plan.covered).toBe(under.size);
        expect(plan.uncovered.sort()).toEqual(
          tools
            .map((t) => t.name)
            .filter((name) => !under.has(name))
            .sort(),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('covers at least (1 − 1/e)/2 of the best line any choice of roots makes', () => {
    let worst = 1;
    fc.assert(
      fc.property(catalogs, fc.integer({ min: 10, max: 120 }), (tools, room) => {
        const sets = new Map<string, number[]>();
        tools.forEach((each, i) => {
          for (const root of new Set(each.capabilities.map(capabilityRoot))) {
            sets.set(root, [...(sets.get(root) ?? []), i]);
          }
        });
        const chosen = chooseWithin(sets, room);
        const spent = chosen.reduce((total, root) => total + root.length + 2, 0);
        expect(spent).toBeLessThanOrEqual(room);
        const covered = new Set(chosen.flatMap((root) => sets.get(root) ?? [])).size;
        const best = bestCover(sets, room);
        expect(covered).toBeGreaterThanOrEqual(((1 - 1 / Math.E) / 2) * best);
        if (best > 0) worst = Math.min(worst, covered / best);
      }),
      { numRuns: 300 },
    );
    // The bound is loose; the greedy and its seeds usually find the best line itself.
    expect(worst).toBeGreaterThan(0.5);
  });

  it('leaves room for the longest note the line could need', () => {
    expect(rootRoom(DEFAULT_LINE_BUDGET, 9)).toBeGreaterThan(rootRoom(DEFAULT_LINE_BUDGET, 10_000));
  });
});
