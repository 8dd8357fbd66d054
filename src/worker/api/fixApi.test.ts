import { describe, expect, it } from 'vitest';
import { demoQuerySet } from '../../data/querySets/demo';
import { toolFrom } from '../../engine';
import { toolOf } from '../../ui/authoring/state/toolOf';
import { engineApi } from '../engineApi';

/**
 * The Fixes view's read on the demo catalog: each proposal's text, saved through the ordinary
 * edit path (updateTool, as the page's saveEdit does), wins the queries the proposal says.
 */
describe('fixes on the demo catalog', () => {
  it('returns proposals whose text, saved as an edit, brings their misses into the top k', async () => {
    await engineApi.loadBuiltIn('demo');
    const answer = await engineApi.fixes(demoQuerySet, ['codex', 'not-a-target']);
    expect(answer.targets).toEqual(['codex']);
    expect(answer.heldOut.heldOut).toBe(true);
    const first = answer.texts[0];
    if (!first) throw new Error('the demo set has a miss under Codex that a fix brings in');
    const { proposal, text } = first;
    expect(text.name).toBe(proposal.tool);
    const won = proposal.wins.filter((move) => move.ranker === 'codex');
    expect(won.length).toBeGreaterThan(0);
    const queries = demoQuerySet.filter((query) => won.some((move) => move.query === query.id));
    const rankOf = async () => {
      const [report] = await engineApi.evaluateTargets(queries, ['codex']);
      return report?.perQuery.map((row) => row.ranks[proposal.tool] ?? null);
    };
    const before = await rankOf();
    const k = answer.proposals.k.codex ?? 0;
    expect(before?.every((rank) => rank === null || rank > k)).toBe(true);
    const detail = await engineApi.toolDetail(proposal.tool);
    if (!detail) throw new Error(`the demo has ${proposal.tool}`);
    await engineApi.updateTool({ tool: toolFrom(toolOf(detail), text) });
    const after = await rankOf();
    expect(after?.every((rank) => rank !== null && rank <= k)).toBe(true);
  });

  it('gives one text per tool for all safe proposals together', async () => {
    await engineApi.loadBuiltIn('demo');
    const answer = await engineApi.fixes(demoQuerySet, ['codex', 'claude-code']);
    const tools = new Set(answer.texts.filter((t) => t.proposal.safe).map((t) => t.proposal.tool));
    expect(answer.allSafe.map((text) => text.name).sort()).toEqual([...tools].sort());
    // About 2 s alone (the demo's 169 tools, two folds); a loaded two-core run stretches it
    // past the default 5 s.
  }, 20_000);

  it('says a set of name forms only holds nothing out', async () => {
    await engineApi.loadBuiltIn('demo');
    const queries = [{ id: 'q1', query: 'assign work item', relevant: ['assign_work_item'] }];
    const answer = await engineApi.fixes(queries, ['codex']);
    expect(answer.heldOut).toMatchObject({ heldOut: false });
  });
});

/**
 * The findability card's read: for each form of a tool's name an agent misses, the proposal that
 * brings it in (its text, saved as an edit, makes the agent return the tool for that form), or
 * the engine's reason there is none.
 */
describe('name fixes on the demo catalog', () => {
  it('proposes a text that, saved as an edit, makes the agent return the tool by that form', async () => {
    await engineApi.loadBuiltIn('demo');
    const name = 'get_work_item_history';
    const placed = async () => {
      const card = await engineApi.findability(name, ['codex']);
      return card.rows.find((row) => row.kind === 'words')?.cells[0]?.place?.returned;
    };
    expect(await placed()).toBe(false);
    const answer = await engineApi.nameFixes(name, [{ form: 'words', target: 'codex' }]);
    const [fix] = answer.fixes;
    if (!fix?.proposal)
      throw new Error(`a proposal for ${name}'s words under Codex: ${fix?.reason}`);
    expect(fix).toMatchObject({ form: 'words', target: 'codex', query: 'get work item history' });
    expect(fix.text.name).toBe(name);
    const detail = await engineApi.toolDetail(name);
    if (!detail) throw new Error(`the demo has ${name}`);
    await engineApi.updateTool({ tool: toolFrom(toolOf(detail), fix.text) });
    expect(await placed()).toBe(true);
  });

  it('says why a miss has no fix, and leaves out a target this build does not run', async () => {
    await engineApi.loadBuiltIn('demo');
    const answer = await engineApi.nameFixes('create_work_item', [
      { form: 'name', target: 'claude-code' },
      { form: 'name', target: 'not-a-target' as 'codex' },
    ]);
    expect(answer.fixes).toHaveLength(1);
    expect(answer.fixes[0]?.proposal).toBeUndefined();
    expect(answer.fixes[0]?.reason).toMatch(/^no word of the query that create_work_item lacks/);
  });
});
