import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { quarterlyReport } from '../../data/scenarios/quarterlyReport';
import { specFiveTurns } from '../../data/scenarios/specFiveTurns';
import { capabilityLine } from '../catalog/capabilityLine';
import { assemblePrompt, declarationLine } from '../prompt/assemble';
import { comparePrompts } from '../prompt/cache';
import { charsPerFourCounter, loadTokenCounter } from '../prompt/tokens';
import { ToolIndex } from '../search/ToolIndex';
import { replay } from './replay';
import { projectWorkingSet } from './workingSet';

const catalog = demoCatalog;

describe('replay of the spec five turns', () => {
  const sorted = replay(specFiveTurns, { catalog });
  const unsorted = replay(specFiveTurns, { catalog, order: 'recency' });

  it('uses the scenario budget and gives the figure', () => {
    expect(sorted.budget).toBe(5);
    expect(sorted.turns.map((turn) => turn.workingSet)).toEqual(
      projectWorkingSet(specFiveTurns, { catalog, budget: 5 }).map((turn) => turn.workingSet),
    );
    expect(sorted.turns.map((turn) => turn.evicted)).toEqual([
      [],
      [],
      [],
      ['query_json'],
      ['read_json'],
    ]);
  });

  it('keeps the prompt byte-identical up to the varying line on two turns with the same set', () => {
    const [t2, t3] = [sorted.turns[1], sorted.turns[2]];
    if (!t2 || !t3) throw new Error('missing turns');
    expect(new Set(t3.workingSet)).toEqual(new Set(t2.workingSet));
    const varying = (turn: typeof t3) => turn.prompt.sections.find((s) => s.id === 'varying');
    const cut = varying(t3)?.start ?? -1;
    expect(cut).toBe(varying(t2)?.start);
    expect(t3.prompt.text.slice(0, cut)).toBe(t2.prompt.text.slice(0, cut));
    expect(t3.stablePrefixChars).toBeGreaterThanOrEqual(cut);
    expect(t3.breakSection).toBeNull();
  });

  it('keeps the common prefix up to the varying line when only the line changes', () => {
    // Same set, different M: the one varying line is the only difference, and it is last.
    const set = sorted.turns[2]?.workingSet ?? [];
    const five = assemblePrompt({ catalog, workingSet: set, budget: 5 });
    const six = assemblePrompt({ catalog, workingSet: set, budget: 6 });
    const comparison = comparePrompts(five, six, charsPerFourCounter);
    const varying = six.sections.find((section) => section.id === 'varying');
    expect(comparison.breakSection).toBe('varying');
    expect(comparison.stablePrefixChars).toBe(
      (varying?.start ?? 0) + 'You currently have 3 of '.length,
    );
  });

  it('loses the stable prefix at the declarations on t3 when declarations follow recency', () => {
    const [sortedT3, unsortedT3] = [sorted.turns[2], unsorted.turns[2]];
    if (!sortedT3 || !unsortedT3) throw new Error('missing turns');
    // The set is unchanged, only read_pdf's recency moved (the direct call).
    expect(unsortedT3.workingSet).toEqual(sortedT3.workingSet);
    expect(sortedT3.breakSection).toBeNull();
    expect(sortedT3.stablePrefixChars).toBe(sortedT3.promptChars);
    expect(unsortedT3.breakSection).toBe('declarations');
    const declarations = unsortedT3.prompt.sections.find((s) => s.id === 'declarations');
    expect(unsortedT3.stablePrefixChars).toBeGreaterThanOrEqual(declarations?.start ?? 0);
    expect(unsortedT3.stablePrefixChars).toBeLessThan(declarations?.end ?? 0);
    expect(unsortedT3.stablePrefixChars).toBeLessThan(sortedT3.stablePrefixChars);
    // Both provider models cache less: tools-first loses the whole prompt.
    expect(sortedT3.cache.anthropic?.cachedTokens).toBe(sortedT3.promptTokens);
    expect(unsortedT3.cache.anthropic?.cachedTokens).toBe(0);
    expect(unsortedT3.cache.openai?.cachedTokens).toBeLessThan(
      sortedT3.cache.openai?.cachedTokens ?? 0,
    );
  });

  it('breaks at the very start when the varying line comes first and N changes', () => {
    const first = replay(specFiveTurns, { catalog, varyingFirst: true });
    const t2 = first.turns[1];
    expect(t2?.breakSection).toBe('varying');
    expect(t2?.stablePrefixChars).toBe('You currently have '.length);
    expect(t2?.cache.openai?.cachedTokens).toBe(0);
  });

  it('accounts the standing surface against everything declared', () => {
    const t1 = sorted.turns[0];
    if (!t1) throw new Error('missing turn');
    const { cost } = t1;
    expect(cost.capabilityLine.chars).toBe(capabilityLine(catalog.tools).length);
    expect(cost.varyingLine.chars).toBe('You currently have 1 of 5 activated tools loaded.'.length);
    const readPdf = catalog.tools.find((tool) => tool.name === 'read_pdf');
    expect(cost.workingSet.chars).toBe(readPdf ? declarationLine(readPdf).length : -1);
    expect(cost.standing.chars).toBe(
      cost.capabilityLine.chars +
        cost.scaffolding.chars +
        cost.workingSet.chars +
        cost.varyingLine.chars,
    );
    expect(cost.allSchemas.chars).toBe(
      catalog.tools.reduce((total, tool) => total + JSON.stringify(tool.parameters).length, 0),
    );
    expect(cost.standing.chars * 5).toBeLessThan(cost.everythingDeclared.chars);
    expect(sorted.summary.turn1Standing).toEqual(cost.standing);
    expect(sorted.summary.peakStanding.turn).toBe(4);
  });
});

describe('replay with live descriptions', () => {
  it('re-indexes run_python when its text changes, and searches see the new text', () => {
    const result = replay(quarterlyReport, { catalog });
    const reindexed = result.turns.map((turn) => turn.reindexed);
    expect(reindexed).toEqual(
      projectWorkingSet(quarterlyReport, { catalog }).map((turn) => turn.reindexed),
    );
    const t4 = result.turns[3];
    expect(t4?.reindexed).toEqual(['run_python']);
    // "polars" arrived at minute 3; t4 runs at 10:04.
    expect(t4?.searches).toEqual([
      { event: 1, query: 'polars', totalHits: 1, hits: ['run_python'] },
    ]);
    const before = new ToolIndex(catalog, {
      clock: Date.parse(quarterlyReport.turns[0]?.at ?? ''),
    });
    expect(before.search({ query: 'polars' }).totalHits).toBe(0);
  });
});

describe('replay with the real tokenizer', () => {
  it('names the tokenizer and counts fewer tokens than characters', async () => {
    const counter = await loadTokenCounter();
    const result = replay(specFiveTurns, { catalog, counter });
    expect(result.tokenizer).toBe('o200k_base (gpt-tokenizer)');
    for (const turn of result.turns) {
      expect(turn.promptTokens).toBeGreaterThan(0);
      expect(turn.promptTokens).toBeLessThan(turn.promptChars);
      expect(turn.promptTokensByChars).toBe(Math.ceil(turn.promptChars / 4));
    }
  });
});
