import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../catalog/types';
import { activatedChars, catalogStats } from './cost';

/** `count` untagged tools whose descriptions grow with their number, as a small server's do. */
const server = (count: number): Catalog => ({
  format: 'mcp',
  ontology: { concepts: [] },
  tools: Array.from({ length: count }, (_, i) =>
    makeTool({ name: `tool_${i}`, description: `Does thing ${i}. ${'More words. '.repeat(i)}` }),
  ),
});

describe('catalogStats: a full working set', () => {
  it('is every tool when the catalog has fewer than the budget, never dearer than declaring them', () => {
    // A 13-tool server with the default 20 slots: only 13 tools can ever be activated.
    const stats = catalogStats(server(13));
    expect(stats.workingSetBudget).toBe(20);
    expect(stats.workingSetTools).toBe(13);
    expect(stats.workingSetFullChars).toBe(
      stats.turn1Chars + stats.allDeclaredWithDescriptionsChars,
    );
  });

  it('is `budget` tools of median size when the catalog has more', () => {
    const catalog = server(30);
    const stats = catalogStats(catalog, { budget: 5 });
    expect(stats.workingSetTools).toBe(5);
    const sizes = catalog.tools.map((tool) => activatedChars(tool)).sort((a, b) => a - b);
    const median = ((sizes[14] ?? 0) + (sizes[15] ?? 0)) / 2;
    expect(stats.medianActivatedChars).toBe(median);
    expect(stats.workingSetFullChars).toBe(Math.round(stats.turn1Chars + 5 * median));
  });

  it("counts only the tools that can be activated: a catalog's own scaffolding is in turn 1", () => {
    const catalog = server(4);
    catalog.tools[0] = { ...(catalog.tools[0] as (typeof catalog.tools)[0]), scaffolding: true };
    const stats = catalogStats(catalog);
    expect(stats.scaffoldingTools).toBe(1);
    expect(stats.workingSetTools).toBe(3);
    const rest = catalog.tools.slice(1).reduce((total, tool) => total + activatedChars(tool), 0);
    expect(stats.workingSetFullChars).toBe(stats.turn1Chars + rest);
  });
});
