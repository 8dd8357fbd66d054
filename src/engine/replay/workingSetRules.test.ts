import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../catalog/types';
import { sessionRule } from '../reports/read';
import { importConversation } from './logFormats/importConversation';
import { replay } from './replay';
import type { Transcript, TranscriptEvent } from './transcript';
import { projectWorkingSet } from './workingSet';
import {
  discoveryTool,
  isWorkingSetRule,
  proposedRuleSource,
  ruleOfSearchTool,
  WORKING_SET_RULE_INFO,
  WORKING_SET_RULES,
  type WorkingSetRule,
} from './workingSetRules';

const catalog = (names: string[]): Catalog => ({
  format: 'toollens',
  ontology: { concepts: [] },
  tools: [
    makeTool({ name: 'search_tools', scaffolding: true }),
    ...names.map((name) => makeTool({ name })),
  ],
});
const tools = catalog(['a', 'b', 'c', 'd']);

const transcript = (...turns: TranscriptEvent[][]): Transcript => ({
  name: 'test',
  turns: turns.map((events, index) => ({ at: `2026-01-01T10:0${index}:00Z`, events })),
});
const discover = (loaded: string[]): TranscriptEvent => ({
  type: 'discover',
  via: 'ToolSearch',
  query: 'q',
  form: 'search',
  returned: loaded,
  loaded,
});
type Discover = Extract<TranscriptEvent, { type: 'discover' }>;
const compact: TranscriptEvent = { type: 'compact', trigger: 'auto' };

const project = (input: Transcript, rule: WorkingSetRule, budget = 2) =>
  projectWorkingSet(input, { catalog: tools, budget, rule });

describe('working-set rules: while-referenced', () => {
  const session = transcript(
    [discover(['a', 'b'])],
    [discover(['c']), { type: 'call', name: 'a' }],
    [compact, discover(['d'])],
    [{ type: 'call', name: 'b' }],
  );

  it('holds every loaded tool past the budget until the compaction empties the set', () => {
    const turns = project(session, 'while-referenced');
    expect(turns.map((turn) => turn.workingSet)).toEqual([
      ['b', 'a'],
      ['a', 'c', 'b'],
      ['d'],
      ['d'],
    ]);
    // The compaction is the eviction that `evicted` reports; the budget of 2 evicted nothing.
    expect(turns.map((turn) => turn.evicted)).toEqual([[], [], ['a', 'c', 'b'], []]);
    expect(turns[1]?.states).toEqual({ a: 'warm', c: 'activated', b: 'held' });
  });

  it('rejects a call of a tool the compaction dropped, naming the tool and the rule', () => {
    const turns = project(session, 'while-referenced');
    expect(turns[3]?.rejected).toEqual([
      {
        event: 0,
        error:
          'toollens: direct call to "b", loaded in turn 1; under the rule \'held while referenced\' the compaction in turn 3 dropped it; it takes no slot',
      },
    ]);
  });

  it('differs from the LRU on the same session', () => {
    const turns = project(session, 'lru');
    expect(turns.map((turn) => turn.workingSet)).toEqual([
      ['b', 'a'],
      ['a', 'c'],
      ['d', 'a'],
      ['b', 'd'],
    ]);
  });
});

describe('working-set rules: session (Claude Code)', () => {
  const carrying = (carried?: string[], uncarried?: string[]): TranscriptEvent => ({
    type: 'compact',
    trigger: 'auto',
    ...(carried === undefined ? {} : { carried }),
    ...(uncarried === undefined ? {} : { uncarried }),
  });
  const around = (boundary: TranscriptEvent) =>
    transcript([discover(['a', 'b'])], [boundary], [{ type: 'call', name: 'a' }]);

  it('keeps every loaded tool across a boundary that carries them, past the budget', () => {
    const turns = project(around(carrying(['a', 'b'])), 'session', 1);
    expect(turns.map((turn) => turn.workingSet)).toEqual([
      ['b', 'a'],
      ['b', 'a'],
      ['a', 'b'],
    ]);
    expect(turns.flatMap((turn) => turn.rejected)).toEqual([]);
    expect(turns[1]?.states).toEqual({ a: 'held', b: 'held' });
  });

  it('keeps the set across a boundary that lists nothing (an older client)', () => {
    const turns = project(around(carrying()), 'session');
    expect(turns[2]?.workingSet).toEqual(['a', 'b']);
    expect(turns[2]?.rejected).toEqual([]);
  });

  it('drops what the boundary does not carry, and says so on a later call', () => {
    const turns = project(around(carrying(['b'])), 'session');
    expect(turns.map((turn) => turn.workingSet)).toEqual([['b', 'a'], ['b'], ['b']]);
    expect(turns[1]?.evicted).toEqual(['a']);
    expect(turns[2]?.rejected[0]?.error).toBe(
      'toollens: direct call to "a", loaded in turn 1; under the rule \'kept for the session\' the compaction in turn 2 did not carry it; it takes no slot',
    );
  });

  it('drops a tool the log shows was lost, whatever the boundary lists', () => {
    for (const boundary of [carrying(undefined, ['a']), carrying(['a', 'b'], ['a'])]) {
      const turns = project(around(boundary), 'session');
      expect(turns[2]?.workingSet).toEqual(['b']);
      expect(turns[2]?.rejected[0]?.error).toContain(
        '(the agent answered "No such tool available")',
      );
    }
  });

  it('takes in a carried tool the log never showed loaded, and ignores names the catalog lacks', () => {
    const turns = project(
      transcript([carrying(['c', 'zz'])], [{ type: 'call', name: 'c' }]),
      'session',
    );
    expect(turns.map((turn) => turn.workingSet)).toEqual([['c'], ['c']]);
    expect(turns[1]?.rejected).toEqual([]);
  });
});

describe('working-set rules: turn', () => {
  const session = transcript(
    [{ type: 'activate', names: ['a'] }],
    [discover(['b', 'c']), { type: 'call', name: 'b' }],
    [{ type: 'call', name: 'c' }],
    [],
  );

  it('holds what was loaded for its own turn only', () => {
    const turns = project(session, 'turn', 1);
    expect(turns.map((turn) => turn.workingSet)).toEqual([['a'], ['b', 'c'], [], []]);
    expect(turns.map((turn) => turn.evicted)).toEqual([[], ['a'], ['b', 'c'], []]);
    expect(turns[1]?.states).toEqual({ b: 'activated', c: 'activated', a: 'evicted' });
  });

  it('rejects a direct call of a tool loaded in an earlier turn, naming the turns', () => {
    const turns = project(session, 'turn');
    expect(turns[2]?.rejected[0]?.error).toBe(
      'toollens: direct call to "c", loaded in turn 2; under the rule \'selections last the turn\' it was gone by turn 3; it takes no slot',
    );
    expect(turns[1]?.rejected).toEqual([]);
  });

  it('ignores compaction: the turn ends the selection anyway', () => {
    const turns = project(
      transcript([discover(['a']), compact, { type: 'call', name: 'a' }]),
      'turn',
    );
    expect(turns[0]?.workingSet).toEqual(['a']);
    expect(turns[0]?.rejected).toEqual([]);
  });
});

describe('working-set rules: lru', () => {
  it('is the default, and replay reports the rule it used', () => {
    const input = transcript([discover(['a', 'b', 'c'])]);
    expect(project(input, 'lru')).toEqual(projectWorkingSet(input, { catalog: tools, budget: 2 }));
    expect(replay(input, { catalog: tools }).rule).toBe('lru');
    const byRule = replay(input, { catalog: tools, budget: 2, rule: 'session' });
    expect(byRule.rule).toBe('session');
    expect(byRule.turns[0]?.workingSet).toEqual(['c', 'b', 'a']);
  });
});

describe('the rules and the importer proposal', () => {
  it('describes every rule once', () => {
    expect(Object.keys(WORKING_SET_RULE_INFO).sort()).toEqual([...WORKING_SET_RULES].sort());
    expect(WORKING_SET_RULES.filter((rule) => WORKING_SET_RULE_INFO[rule].budgeted)).toEqual([
      'lru',
    ]);
    expect(isWorkingSetRule('turn')).toBe(true);
    expect(isWorkingSetRule('fifo')).toBe(false);
  });

  it("reads a saved transcript's rule from its discovery tool, its format no longer known", () => {
    const searched = (via: string) => transcript([{ ...(discover(['a']) as Discover), via }]);
    const by = (via: string) => ruleOfSearchTool(discoveryTool(searched(via)));
    expect(
      ['ToolSearch', 'tool_search_tool_regex', 'tool_search_tool_bm25', 'tool_search', 'find'].map(
        by,
      ),
    ).toEqual(['session', 'while-referenced', 'while-referenced', 'while-referenced', 'lru']);
    const never = transcript([{ type: 'activate', names: ['a'] }]);
    expect(discoveryTool(never)).toBeUndefined();
    expect(ruleOfSearchTool(discoveryTool(never))).toBe('lru');
    // A name that is an Object.prototype member is no discovery tool of an agent's.
    expect(by('constructor')).toBe('lru');
  });

  it('says where a proposed rule comes from: the tool the log searched with, or none', () => {
    expect(proposedRuleSource('ToolSearch')).toBe(
      'proposed from the tool it searches with, ToolSearch',
    );
    expect(proposedRuleSource(undefined)).toBe('no tool search in the log, so the default');
  });

  it('proposes session for the Claude Code fixture and while-referenced for the Codex rollout', () => {
    const read = (file: string) =>
      readFileSync(new URL(`../../test/fixtures/transcripts/${file}`, import.meta.url), 'utf8');
    const proposal = (file: string, name: string) => {
      const result = importConversation(read(file), { name });
      if (!result.ok) throw new Error(result.errors.join('\n'));
      return sessionRule([result.transcript]);
    };
    expect(proposal('claude-code-session.jsonl', 'cc')).toBe('session');
    expect(proposal('codex-rollout.jsonl', 'cx')).toBe('while-referenced');
  });
});
