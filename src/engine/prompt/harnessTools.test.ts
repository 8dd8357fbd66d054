import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { type Catalog, makeTool } from '../catalog/types';
import { assemblePrompt, declarationLine, declaredTools } from './assemble';
import { activatedChars, catalogStats } from './cost';
import { HARNESS_TOOLS, scaffoldingOf } from './harnessTools';
import { surfaceCost } from './surface';
import { charsPerFourCounter } from './tokens';

/** An imported catalog: no tool is marked as scaffolding, as in GitHub's MCP tools. */
const imported: Catalog = {
  format: 'mcp',
  ontology: { concepts: [] },
  tools: [
    makeTool({ name: 'list_issues', description: 'List the issues of a repository.' }),
    makeTool({ name: 'get_me', description: 'The signed-in user.' }),
  ],
};

describe('the scaffolding of a catalog without its own', () => {
  it('is the harness search_tools and activate_tool, declared before the working set', () => {
    expect(scaffoldingOf(imported).map((tool) => tool.name)).toEqual([
      'search_tools',
      'activate_tool',
    ]);
    const prompt = assemblePrompt({ catalog: imported, workingSet: ['list_issues'], budget: 5 });
    expect(prompt.declared).toEqual(['activate_tool', 'search_tools', 'list_issues']);
    const declarations = prompt.sections.find((section) => section.id === 'declarations');
    expect(declarations?.text.split('\n')).toHaveLength(3);
    expect(prompt.text).toContain('You currently have 1 of 5 activated tools loaded.');
  });

  it('counts in the standing surface, not in everything declared', () => {
    const cost = surfaceCost({
      catalog: imported,
      workingSet: [],
      budget: 5,
      counter: charsPerFourCounter,
    });
    const harness = HARNESS_TOOLS.map((tool) => declarationLine(tool)).join('\n');
    expect(cost.scaffolding.chars).toBe(harness.length);
    expect(cost.workingSet.chars).toBe(0);
    const everything = imported.tools.map((tool) => declarationLine(tool)).join('\n');
    expect(cost.everythingDeclared.chars).toBe(everything.length);
  });

  it("counts in stats' turn 1 as the replay declares it; the demo's own dozen is unchanged", () => {
    const stats = catalogStats(imported);
    expect(stats.scaffoldingTools).toBe(2);
    const harness = HARNESS_TOOLS.reduce((total, tool) => total + activatedChars(tool), 0);
    expect(stats.turn1Chars).toBe(stats.capabilityLineChars + harness);
    expect(catalogStats(demoCatalog).scaffoldingTools).toBe(12);
  });

  it('leaves out a harness tool whose name the catalog already has', () => {
    const own: Catalog = {
      ...imported,
      tools: [...imported.tools, makeTool({ name: 'search_tools', description: 'Theirs.' })],
    };
    expect(scaffoldingOf(own).map((tool) => tool.name)).toEqual(['activate_tool']);
    expect(declaredTools(own, ['search_tools']).map((tool) => tool.name)).toEqual([
      'activate_tool',
      'search_tools',
    ]);
  });

  it('is never added to a catalog with scaffolding of its own, and never reordered', () => {
    const demo = scaffoldingOf(demoCatalog);
    expect(demo).toHaveLength(12);
    expect(demo.every((tool) => demoCatalog.tools.includes(tool))).toBe(true);
    declaredTools(imported, []);
    expect(HARNESS_TOOLS.map((tool) => tool.name)).toEqual(['search_tools', 'activate_tool']);
  });
});
