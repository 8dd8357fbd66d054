import type { AgentTargetId } from '../agents/core';
import type { Tool } from '../catalog/core';
import type { LabelledQuery } from '../eval/core';
import { wordDiff } from '../text/core';
import { capLines, editLine, moveLine, rankerLabel, tokensOf } from './explain';
import type { FoundWords } from './findWords';
import { DECLARED_LEVERS, reads } from './levers';
import type { Rankers } from './rankers';
import { claudeCodeUnmoved, movesBetween, type Placements, placements, swapped } from './score';
import type { Proposal, ToolFix } from './types';

/**
 * A found edit made a proposal: the edited tool swapped into every target and toollens's ranker
 * and every query of the set asked again (Claude Code's answers an appended word cannot move are
 * kept), so its wins, losses and steals are what the rankers say, with the reasons in each
 * agent's own terms.
 */

/** What the agent an edit was made for says of the edited tool: its score parts for the query. */
export const scoresLine = (target: AgentTargetId, found: Pick<FoundWords, 'place'>): string =>
  `${rankerLabel(target)} scores it: ${found.place.why.join('; ') || 'found'}`;

export const scoreProposal = (
  rankers: Rankers,
  queries: readonly LabelledQuery[],
  before: Placements,
  found: FoundWords,
  tool: Tool,
  /** What the agent the edit was made for says of it (`scoresLine`). */
  scores: string,
): Proposal => {
  const fix: ToolFix = {
    lever: found.lever,
    tool: tool.name,
    before: found.before,
    after: found.after,
    words: found.words,
    ...(DECLARED_LEVERS.has(found.lever) ? { diff: wordDiff(found.before, found.after) } : {}),
  };
  const renamed = new Map(found.tool.name === tool.name ? [] : [[tool.name, found.tool.name]]);
  // Claude Code reads the hint and the description; a title moves nothing there.
  const unmoved = !reads('claude-code', found.lever)
    ? () => true
    : found.lever === 'search-hint' || found.lever === 'description'
      ? claudeCodeUnmoved(found.before, found.after)
      : undefined;
  const after = swapped(rankers, [{ tool: found.tool, was: tool }], () =>
    placements(rankers, queries, renamed, {
      before,
      holds: (ranker, query) => ranker === 'claude-code' && unmoved !== undefined && unmoved(query),
    }),
  );
  const moves = movesBetween(queries, before, after, new Set([tool.name]));
  const breaking = found.lever === 'name';
  const reasons = [
    editLine(fix),
    ...capLines(fix, rankers.serverOf(tool.name)),
    scores,
    ...moves.wins.map((move) => moveLine(move, 'wins')),
    ...moves.losses.map((move) => moveLine(move, 'loses')),
    ...moves.steals.map((move) => moveLine(move, 'takes')),
  ];
  return {
    id: `${tool.name}:${found.lever}:${found.words.join('+')}`,
    tool: tool.name,
    levers: [found.lever],
    edits: [fix],
    why: reasons,
    ...moves,
    tokens: tokensOf(fix, tool),
    breaking,
    safe: !breaking && moves.steals.length === 0 && moves.losses.length === 0,
  };
};
