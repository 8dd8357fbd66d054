import { describe, expect, it } from 'vitest';
import {
  catalogFromValue,
  catalogStats,
  descriptionAt,
  mentionedTools,
  ToolIndex,
} from '../../engine';
import { scenarios } from '../scenarios';
import { DEMO_EPOCH_MS, demoCatalog } from '.';

/** The design's measured figures, which the demo catalog must reproduce. */
const within = (value: number, target: number, tolerance: number) => {
  expect(value).toBeGreaterThanOrEqual(target * (1 - tolerance));
  expect(value).toBeLessThanOrEqual(target * (1 + tolerance));
};

describe('the demo catalog reproduces the spec figures', () => {
  const stats = catalogStats(demoCatalog);

  it('has exactly 169 tools, 12 of them scaffolding, and 34 capability roots', () => {
    expect([stats.tools, stats.scaffoldingTools, stats.capabilityRoots]).toEqual([169, 12, 34]);
  });

  it('matches the character figures within ±10% (±15% for the median)', () => {
    within(stats.schemaChars, 84_407, 0.1);
    within(stats.capabilityLineChars, 330, 0.1);
    within(stats.turn1Chars, 9_600, 0.1);
    within(stats.workingSetFullChars, 17_000, 0.1);
    within(stats.medianActivatedChars, 351, 0.15);
    within(stats.worstActivatedChars, 3_182, 0.1);
    expect(stats.worstActivatedTool).toBe('read_json');
  });

  it('starts and ends its capability line as the spec figure does', () => {
    const roots = [
      ...new Set(demoCatalog.tools.flatMap((t) => t.capabilities.map((c) => c.split(':')[0]))),
    ].sort();
    expect(roots.slice(0, 6)).toEqual([
      'asset',
      'code',
      'concept',
      'dashboard',
      'data-point',
      'document',
    ]);
    expect(roots.slice(-4)).toEqual(['view', 'work-item', 'work-item-definition', 'work-type']);
  });

  it('contains every tool the spec names', () => {
    const names = new Set(demoCatalog.tools.map((tool) => tool.name));
    for (const name of [
      'search_tools',
      'activate_tool',
      'add_label_to_work_item',
      'define_label',
      'read_pdf',
      'merge_pdfs',
      'generate_pdf',
      'read_json',
      'query_json',
      'run_view',
      'search_text',
      'run_python',
      'assign_work_item',
    ]) {
      expect(names, name).toContain(name);
    }
  });
});

describe('every demo tool is complete', () => {
  const concepts = new Set(demoCatalog.ontology.concepts.map((concept) => concept.id));

  it.each(demoCatalog.tools.map((tool) => [tool.name, tool] as const))('%s', (_name, tool) => {
    expect(descriptionAt(tool).length).toBeGreaterThan(20);
    expect(tool.parameters.type).toBe('object');
    expect(typeof tool.parameters.properties).toBe('object');
    expect(tool.capabilities.length).toBeGreaterThan(0);
    expect(tool.capabilities.every((capability) => /^[a-z-]+:[a-z-]+$/.test(capability))).toBe(
      true,
    );
    expect(tool.domains.length).toBeGreaterThan(0);
    for (const concept of tool.concepts) expect(concepts, concept).toContain(concept);
  });

  it('passes the importer validation as native JSON (names, tags, relationships)', () => {
    const native = {
      toollens: 1,
      tools: demoCatalog.tools.map((tool) => ({ ...tool, description: descriptionAt(tool) })),
      ontology: demoCatalog.ontology,
    };
    const result = catalogFromValue(JSON.parse(JSON.stringify(native)));
    expect(result.ok && result.warnings).toEqual([]);
  });
});

describe('searching the demo catalog', () => {
  const index = new ToolIndex(demoCatalog);
  const top = (query: string, limit: number, filters = {}) =>
    index.search({ ...filters, query, limit }).hits.map((hit) => hit.name);

  it('finds both label tools for "colored tag" through the glossary alone', () => {
    expect(top('colored tag', 3)).toEqual(
      expect.arrayContaining(['add_label_to_work_item', 'define_label']),
    );
    for (const name of ['add_label_to_work_item', 'define_label']) {
      const text =
        `${name} ${descriptionAt(index.tool(name) ?? demoCatalog.tools[0]!)}`.toLowerCase();
      expect(text).not.toMatch(/colou?r|tag/);
    }
  });

  it('returns the assignment tool for entity "member" although its domain is work items', () => {
    const assign = index.tool('assign_work_item');
    expect(assign?.domains).toEqual(['work-items']);
    expect(assign?.entities).not.toContain('member');
    expect(top('', 100, { entities: ['member'] })).toContain('assign_work_item');
    // Among member tools, "assign" names two: the work-item and the asset assignment.
    expect(top('assign', 2, { entities: ['member'] })).toContain('assign_work_item');
  });

  it('finds run_python first for "openpyxl", through its live package inventory', () => {
    expect(top('openpyxl', 1)).toEqual(['run_python']);
  });

  it('finds run_python for a package only once the sandbox clock has installed it', () => {
    const live = new ToolIndex(demoCatalog, { clock: DEMO_EPOCH_MS });
    expect(live.search({ query: 'polars' }).hits).toEqual([]);
    expect(live.setClock(DEMO_EPOCH_MS + 3 * 60_000)).toEqual(['run_python']);
    expect(live.search({ query: 'polars', limit: 1 }).hits[0]?.name).toBe('run_python');
  });
});

describe('demo scenarios', () => {
  const names = new Set(demoCatalog.tools.map((tool) => tool.name));

  it.each(scenarios.map((scenario) => [scenario.name, scenario] as const))(
    '%s activates and calls only catalog tools, with increasing timestamps',
    (_name, scenario) => {
      expect(mentionedTools(scenario).filter((name) => !names.has(name))).toEqual([]);
      const times = scenario.turns.map((turn) => Date.parse(turn.at));
      expect(times.every((time) => Number.isFinite(time))).toBe(true);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    },
  );

  it('includes the spec five-turn example with a budget of 5, and three realistic sessions', () => {
    expect(scenarios[0]?.name).toBe('spec-five-turns');
    expect(scenarios[0]?.budget).toBe(5);
    expect(scenarios[0]?.turns).toHaveLength(5);
    expect(scenarios.length).toBeGreaterThanOrEqual(4);
  });
});
