import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capabilityLine, MIN_LINE_BUDGET, planLine } from '../catalog/capabilityLine';
import { type Catalog, makeTool, type Tool } from '../catalog/types';
import { lineCoverageFindings, minLineCoverageProblem } from './lineCoverage';
import { lintCatalog } from './lintCatalog';

const GOOD = 'Look up records of the kind the name says, returning each with its fields.';
const tool = (name: string, capabilities: string[], extra: Partial<Tool> = {}) =>
  makeTool({ name, description: GOOD, capabilities, ...extra });
const catalog = (tools: Tool[], lineBudget?: number): Catalog => ({
  format: 'toollens',
  tools,
  ontology: { concepts: [] },
  ...(lineBudget === undefined ? {} : { lineBudget }),
});
const coverage = (findings: ReturnType<typeof lintCatalog>) =>
  findings.filter((finding) => finding.rule === 'line-coverage');

/** Six tools, each under a root of its own: at the smallest budget one root fits. */
const ROOTS = ['calendars', 'contacts', 'documents', 'messages', 'presentations', 'spreadsheets'];
const apart = ROOTS.map((root) => tool(`use_${root}`, [`${root}:read`]));

describe('the line-coverage rule', () => {
  it('is quiet when every root fits the budget', () => {
    expect(coverage(lintCatalog(catalog(apart)))).toEqual([]);
  });

  it('warns when the budget leaves out most tools, and names the budget that holds every root', () => {
    const [finding] = coverage(lintCatalog(catalog(apart, MIN_LINE_BUDGET)));
    const plan = planLine(apart, MIN_LINE_BUDGET);
    expect(plan.covered).toBe(1);
    expect(finding).toMatchObject({ severity: 'warning', tools: plan.uncovered });
    expect(finding?.message).toBe(
      `The capability line, ${plan.text.length} characters within a budget of 80 with 1 of the catalog's 6 roots, covers 1 of 6 tools (16%), under the 50% asked: the 5 tools under no root of it (their roots do not fit the budget) are found by text alone, never by a capability filter.`,
    );
    const needed = Number(/budget to ([\d,]+) characters/.exec(finding?.fix ?? '')?.[1]);
    // The least budget that covers every tool: one character less leaves one out.
    expect(planLine(apart, needed).covered).toBe(6);
    expect(planLine(apart, needed - 1).covered).toBeLessThan(6);
    expect(finding?.fix).toMatch(/^Give the tools capabilities under roots they share/);
  });

  it('counts untagged tools apart, and then asks for capabilities, not a number', () => {
    const tools = [
      tool('read_mail', ['mail']),
      ...['a', 'b', 'c'].map((name) => tool(`tool_${name}`, [])),
    ];
    const [finding] = coverage(lintCatalog(catalog(tools)));
    expect(finding?.tools).toEqual(['tool_a', 'tool_b', 'tool_c']);
    expect(finding?.message).toContain('covers 1 of 4 tools (25%)');
    expect(finding?.message).toContain(
      'the 3 tools under no root of it (they carry no capability)',
    );
    expect(finding?.fix).toContain("raise the line's budget (--line-budget");
  });

  it('reads the option before the catalog’s budget, and the threshold as asked', () => {
    expect(coverage(lintCatalog(catalog(apart, MIN_LINE_BUDGET), { lineBudget: 350 }))).toEqual([]);
    expect(coverage(lintCatalog(catalog(apart), { lineBudget: MIN_LINE_BUDGET }))).toHaveLength(1);
    // 1 of 6 covered: a threshold at that share is met, one just above it is not; 0 is off.
    const at = (minShare: number) => lineCoverageFindings(apart, { lineBudget: 80, minShare });
    expect(at(1 / 6)).toEqual([]);
    expect(at(1 / 6 + 1e-9)).toHaveLength(1);
    expect(at(0)).toEqual([]);
  });

  it('says how many of the tools left out carry no capability and how many did not fit', () => {
    const tools = [...apart, tool('tool_a', [])];
    const [finding] = lineCoverageFindings(tools, { lineBudget: MIN_LINE_BUDGET });
    expect(finding?.message).toContain(
      'the 6 tools under no root of it (1 carries no capability; the roots of 5 do not fit the budget)',
    );
  });

  it('leaves scaffolding out, and names the first 10 of many tools left out', () => {
    const scaffold = tool('search_tools', [], { scaffolding: true });
    expect(coverage(lintCatalog(catalog([scaffold, tool('read_mail', ['mail'])])))).toEqual([]);
    const many = Array.from({ length: 12 }, (_, at) => tool(`tool_${at}`, []));
    const [finding] = coverage(lintCatalog(catalog(many)));
    expect(finding?.tools).toEqual(many.slice(0, 10).map((t) => t.name));
    expect(finding?.message).toMatch(/12 tools under no root .*; the first 10 are named\.$/);
    expect(coverage(lintCatalog(catalog([])))).toEqual([]);
  });

  it('warns exactly when the tools under a root of the line fall under the share', () => {
    const rootName = fc.constantFrom(...ROOTS, 'mail', 'web', 'a_rather_long_root_name');
    const tools = fc
      .array(fc.array(rootName, { maxLength: 2 }), { minLength: 1, maxLength: 12 })
      .map((lists) => lists.map((roots, at) => tool(`t${at}`, roots)));
    fc.assert(
      fc.property(
        tools,
        fc.integer({ min: MIN_LINE_BUDGET, max: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (tools, lineBudget, minShare) => {
          // The roots as the line's text says them, and the tools under one, counted here.
          const text = capabilityLine(tools, lineBudget).replace(/<\/?tool_capabilities>/g, '');
          const said = new Set(
            text
              .replace(/\+ .*$/, '')
              .trim()
              .split(', '),
          );
          const covered = tools.filter((t) => t.capabilities.some((c) => said.has(c))).length;
          const warned = lineCoverageFindings(tools, { lineBudget, minShare }).length === 1;
          expect(warned).toBe(covered / tools.length < minShare);
        },
      ),
    );
  });

  it('takes a share from 0 to 1', () => {
    expect([0, 0.5, 1].map(minLineCoverageProblem)).toEqual([undefined, undefined, undefined]);
    for (const bad of [-0.1, 1.5, Number.NaN]) {
      expect(minLineCoverageProblem(bad)).toMatch(
        /^the minimum line coverage is a share from 0 to 1/,
      );
    }
  });
});
