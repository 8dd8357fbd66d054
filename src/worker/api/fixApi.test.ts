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
  });

  it('says a set of name forms only holds nothing out', async () => {
    await engineApi.loadBuiltIn('demo');
    const queries = [{ id: 'q1', query: 'assign work item', relevant: ['assign_work_item'] }];
    const answer = await engineApi.fixes(queries, ['codex']);
    expect(answer.heldOut).toMatchObject({ heldOut: false });
  });
});
