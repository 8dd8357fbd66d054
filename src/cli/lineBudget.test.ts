import { describe, expect, it } from 'vitest';
import { type CatalogStats, type Finding, lintCatalog } from '../engine';
import { quietIo, toollens } from '../test/cliRunner';
import type { CliArgs } from './args';
import { lintCommand } from './commands/lint';
import { replayCommand } from './commands/replay';
import { statsCommand } from './commands/stats';
import { readCatalog } from './mcpSource';
import { UsageError } from './usageError';

/**
 * `--line-budget` and lint's line-coverage rule. The commands run in this process (their output
 * is what the CLI prints); one spawned run checks the exit code and usage of a bad budget.
 */

// 25 tools under 19 roots: the line holds them all in 195 characters, 11 tools at 100.
const PLAYWRIGHT = new URL(
  '../test/fixtures/servers/playwright-mcp-0.0.86.tools.json',
  import.meta.url,
).pathname;

const values = (given: CliArgs['values']): CliArgs => ({ command: '', rest: [], values: given });
const statsOf = async (given: CliArgs['values']): Promise<CatalogStats> =>
  JSON.parse(await statsCommand(values({ ...given, json: true }), quietIo));
const lineFindings = async (given: CliArgs['values']): Promise<Finding[]> => {
  const output = await lintCommand(
    values({ catalog: PLAYWRIGHT, targets: 'none', json: true, ...given }),
  );
  const { findings } = JSON.parse(typeof output === 'string' ? output : output.text);
  return (findings as Finding[]).filter((finding) => finding.rule === 'line-coverage');
};

describe('--line-budget', () => {
  it('stats keeps the line within it, and prints the coverage beside the length', async () => {
    const whole = await statsOf({ catalog: PLAYWRIGHT });
    expect(whole).toMatchObject({ lineBudget: 350, lineTools: 25, lineCoveredTools: 25 });
    const cut = await statsOf({ catalog: PLAYWRIGHT, 'line-budget': '100' });
    expect(cut.lineBudget).toBe(100);
    expect(cut.capabilityLineChars).toBeLessThanOrEqual(100);
    expect(cut.capabilityRoots).toBeLessThan(whole.capabilityRoots);
    expect(cut.catalogRoots).toBe(whole.catalogRoots);
    expect(cut.lineCoveredTools).toBeLessThan(cut.lineTools);
    const text = await statsCommand(values({ catalog: PLAYWRIGHT, 'line-budget': '100' }), quietIo);
    const share = Math.floor((cut.lineCoveredTools / cut.lineTools) * 100);
    expect(text).toMatch(
      new RegExp(
        `^capabilityLine +${cut.capabilityLineChars} chars \\(budget 100\\), ${cut.capabilityRoots} roots of ${cut.catalogRoots}, covers ${cut.lineCoveredTools} of 25 tools \\(${share}%\\)$`,
        'm',
      ),
    );
    // The line's figures are read in that one row, not again one by one.
    expect(text).not.toMatch(/^(capabilityRoots|capabilityLineChars|lineBudget) /m);
  });

  it('is set on the catalog read, so the replayed prompt sends the line within it', async () => {
    const { catalog } = await readCatalog({ catalog: 'demo', 'line-budget': '120' });
    expect(catalog.lineBudget).toBe(120);
    // The built-in catalog is not changed for the next reader.
    expect((await readCatalog({ catalog: 'demo' })).catalog.lineBudget).toBeUndefined();
    const lineOf = async (given: CliArgs['values']) => {
      const { turns } = JSON.parse(
        await replayCommand(values({ scenario: 'spec-five-turns', json: true, ...given }), quietIo),
      );
      const section = turns[0].sections.find((each: { id: string }) => each.id === 'capabilities');
      return { chars: turns[0].cost.capabilityLine.chars, section: section.end - section.start };
    };
    const full = await lineOf({});
    const cut = await lineOf({ 'line-budget': '120' });
    expect(full.chars).toBeGreaterThan(120);
    expect(cut.chars).toBeLessThanOrEqual(120);
    expect(cut.section).toBeLessThan(full.section);
    const simulated = JSON.parse(
      await replayCommand(
        values({
          simulate: 'top1',
          queries: 'demo',
          'limit-queries': '2',
          'line-budget': '120',
          json: true,
        }),
        quietIo,
      ),
    );
    expect(simulated.turns[0].cost.capabilityLine.chars).toBeLessThanOrEqual(120);
  }, 30_000);

  it('refuses a budget out of range before reading anything', async () => {
    for (const bad of ['79', '100001', '12.5', 'abc', '']) {
      await expect(statsOf({ catalog: 'no-such-file.json', 'line-budget': bad })).rejects.toThrow(
        new UsageError(
          `--line-budget: the line budget is a whole number of characters from 80 to 100,000, got "${bad}"`,
        ),
      );
    }
  });

  it('through the CLI: a bad budget is a usage error, exit 2, with the command’s usage', async () => {
    const { code, stdout, stderr } = await toollens(
      'stats',
      '--catalog',
      'demo',
      '--line-budget',
      '79',
    );
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const lines = stderr.split('\n');
    expect(lines[0]).toBe(
      'toollens: --line-budget: the line budget is a whole number of characters from 80 to 100,000, got "79"',
    );
    expect(lines[3]).toBe(
      '  toollens stats --catalog <path|demo|sample> [--budget N] [--line-budget N] [--json]',
    );
  }, 20_000);
});

describe('lint line-coverage', () => {
  it('warns when the line within the budget covers under half the tools; --min-line-coverage moves the bar', async () => {
    expect(await lineFindings({})).toEqual([]);
    const [finding] = await lineFindings({ 'line-budget': '100' });
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toContain('covers 11 of 25 tools (44%), under the 50% asked');
    expect(finding?.fix).toContain("raise the line's budget to 195 characters");
    expect(await lineFindings({ 'line-budget': '100', 'min-line-coverage': '0.4' })).toEqual([]);
    expect(await lineFindings({ 'min-line-coverage': '1' })).toEqual([]);
    // The same finding the engine gives for the catalog with that budget.
    const { catalog } = await readCatalog({ catalog: PLAYWRIGHT, 'line-budget': '100' });
    expect(lintCatalog(catalog, { targets: [] }).filter((f) => f.rule === 'line-coverage')).toEqual(
      [finding],
    );
  });

  it('takes a share from 0 to 1', async () => {
    for (const bad of ['60', '-0.1', '60%', '']) {
      await expect(lineFindings({ 'min-line-coverage': bad })).rejects.toThrow(
        `--min-line-coverage: the minimum line coverage is a share from 0 to 1 (0.5 is half the tools; 0 turns the rule off), got "${bad}"`,
      );
    }
  });
});
