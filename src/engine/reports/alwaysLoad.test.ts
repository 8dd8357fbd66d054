import { describe, expect, it } from 'vitest';
import { type Catalog, makeTool } from '../catalog/types';
import { replay } from '../replay/replay';
import { recommendAlwaysLoad } from './alwaysLoad';
import { activate, call, found, say, search, session, testCatalog } from './sessions.testkit';
import { alwaysDeclaredCatalog, withoutDiscoveryOf } from './whatIf';

const small = testCatalog(['list_repos', 'create_issue'], ['ToolSearch']);
const bigSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [
      `field_${i}`,
      { type: 'string', description: `The field number ${i} of the workflow run.` },
    ]),
  ),
};
const catalog = {
  ...small,
  tools: [
    ...small.tools,
    makeTool({ name: 'rerun_workflow', description: 'Re-runs a workflow.', parameters: bigSchema }),
  ],
};

/** Three sessions that each search for list_repos first; one also needs rerun_workflow late. */
const sessions = [1, 2, 3].map((n) =>
  session(
    `s${n}`,
    [say('which repos?'), found('repositories', ['list_repos']), call('list_repos')],
    [call('list_repos')],
    [found('issue', ['create_issue']), call('create_issue')],
    n === 1 ? [found('rerun', ['rerun_workflow']), call('rerun_workflow')] : [call('list_repos')],
  ),
);

describe('recommendAlwaysLoad', () => {
  const report = recommendAlwaysLoad(sessions, { catalog });
  const row = (name: string) => report.tools.find((each) => each.name === name);

  it('counts how each tool was searched, loaded and called, and the turn it was first needed', () => {
    expect(row('list_repos')).toMatchObject({
      searched: 3,
      loaded: 3,
      called: 8,
      sessions: 3,
      firstNeeded: 1,
    });
    expect(row('create_issue')).toMatchObject({
      searched: 3,
      loaded: 3,
      called: 3,
      sessions: 3,
      firstNeeded: 3,
    });
    expect(row('rerun_workflow')).toMatchObject({
      searched: 1,
      loaded: 1,
      called: 1,
      sessions: 1,
      firstNeeded: 4,
    });
    expect(row('ToolSearch')).toBeUndefined();
  });

  it('applies the formula it shows as the explanation: saves n_t·P_t, costs s_t·c_t, saves > costs', () => {
    expect(report.inputs).toMatchObject({ T: 12, sessions: 3 });
    expect(report.formula).toContain('n_t · P_t > s_t · c_t');
    const replays = sessions.map((each) => replay(each.transcript, { catalog }));
    for (const each of report.tools) {
      // c_t, counted here from the replays: the turns whose working set lacked the tool.
      const lacking = replays
        .flatMap((result) => result.turns)
        .filter((turn) => !turn.workingSet.includes(each.name)).length;
      expect(each.undeclaredTurns).toBe(lacking);
      expect(each.costs).toBe(each.schemaTokens * lacking);
      expect(each.saves).toBe(Math.round(each.searchedFirst * each.iterationTokens));
      expect(each.formulaRecommends).toBe(each.saves > each.costs);
    }
    // Turn 1's search re-reads the prompt and the conversation so far ("which repos?": 3 tokens
    // at chars/4); it loaded one tool, which bears the whole iteration.
    const turnOne = replays[0]?.turns[0]?.promptTokens ?? 0;
    expect(row('list_repos')).toMatchObject({
      searchedFirst: 3,
      iterationTokens: turnOne + 3,
      // Loaded in turn 1 of every session and held: declaring it always costs no turn more.
      undeclaredTurns: 0,
      formulaRecommends: true,
    });
    // Needed once, in the last turn of one session: 11 turns would carry its large schema.
    expect(row('rerun_workflow')).toMatchObject({ undeclaredTurns: 11, formulaRecommends: false });
    expect(row('rerun_workflow')?.costs).toBeGreaterThan(row('rerun_workflow')?.saves ?? Infinity);
  });

  it('recommends what the replay chose, and replays it: declared from turn 1, searches spared', () => {
    expect(report.verdict?.chosen).toEqual(['list_repos', 'create_issue']);
    expect(report.verdict?.after.dollars).toBeLessThan(report.verdict?.before.dollars ?? 0);
    const always = report.tools.filter((each) => each.recommended).map((each) => each.name);
    const spared = sessions
      .flatMap((each) => each.transcript.turns.flatMap((turn) => turn.events))
      .filter(
        (event) => event.type === 'discover' && event.loaded.every((name) => always.includes(name)),
      ).length;
    const { before, after } = report.whatIf;
    expect(spared).toBeGreaterThanOrEqual(3);
    expect(before.iterations).toBe(12 + 7);
    expect(after.iterations).toBe(before.iterations - spared);
    expect(after.tokens).not.toBe(before.tokens);
    expect(before.provider).toBe('anthropic');
    expect(before.cacheShare).toBeGreaterThanOrEqual(0);
    expect(before.cacheShare).toBeLessThanOrEqual(1);
  });

  it('keeps what-if calls valid: an always-declared tool is callable with no search', () => {
    const always = new Set(['list_repos']);
    const result = replay(
      withoutDiscoveryOf(sessions[1]?.transcript ?? { name: '', turns: [] }, always),
      {
        catalog: alwaysDeclaredCatalog(catalog, always),
      },
    );
    expect(result.turns.flatMap((turn) => turn.rejected)).toEqual([]);
    expect(result.turns[0]?.prompt.declared).toContain('list_repos');
  });

  it('spares a discovery only when everything it loaded is declared always', () => {
    const always = new Set(['list_repos']);
    const mixed = session('m', [
      found('repos', ['list_repos', 'create_issue']),
      found('repos', ['list_repos']),
      search('repos'),
      activate('list_repos'),
      search('x'),
      activate('create_issue'),
    ]);
    expect(withoutDiscoveryOf(mixed.transcript, always).turns[0]?.events).toEqual([
      found('repos', ['list_repos', 'create_issue']),
      search('x'),
      activate('create_issue'),
    ]);
  });

  it('counts in n_t only the sessions that called the tool: one loaded and never called was not needed', () => {
    const unused = session(
      'u',
      [found('issue', ['create_issue', 'list_repos']), call('create_issue')],
      [say('ok')],
    );
    const { tools } = recommendAlwaysLoad([unused], { catalog });
    expect(tools.find((each) => each.name === 'list_repos')).toMatchObject({
      loaded: 1,
      called: 0,
      searchedFirst: 0,
      saves: 0,
      formulaRecommends: false,
      recommended: false,
    });
    expect(tools.find((each) => each.name === 'create_issue')?.searchedFirst).toBe(1);
  });

  it("keeps the harness's search_tools and activate_tool declared when the catalog marks no scaffolding", () => {
    // An imported MCP catalog marks none: the harness declares its two tools on every turn.
    const imported = testCatalog(['list_repos', 'create_issue']);
    const declared = (each: Catalog) =>
      replay(sessions[1]?.transcript ?? { name: '', turns: [] }, { catalog: each }).turns[0]?.prompt
        .declared;
    expect(declared(imported)).toEqual(['activate_tool', 'search_tools', 'list_repos']);
    expect(declared(alwaysDeclaredCatalog(imported, new Set(['list_repos'])))).toEqual([
      'activate_tool',
      'list_repos',
      'search_tools',
    ]);
  });

  it('changes nothing when nothing is recommended', () => {
    // Needed in the last of twelve turns: its large schema would ride on the eleven before.
    const late = session('late', ...Array.from({ length: 11 }, () => [say('and then?')]), [
      found('rerun', ['rerun_workflow']),
      call('rerun_workflow'),
    ]);
    const once = recommendAlwaysLoad([late], { catalog });
    expect(once.tools.some((each) => each.recommended)).toBe(false);
    expect(once.whatIf.after).toEqual(once.whatIf.before);
  });
});
