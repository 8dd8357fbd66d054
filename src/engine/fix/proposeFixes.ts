import { type AgentTargetId, isAgentTarget } from '../agents/core';
import type { Catalog, Tool } from '../catalog/core';
import { ToollensError } from '../errors';
import type { LabelledQuery } from '../eval/core';
import { plural } from '../text/core';
import { fitsCodex, rankerLabel } from './explain';
import { type FoundWords, findWords } from './findWords';
import { hintProposals } from './hintVocabulary';
import { leversFor } from './levers';
import { withFix } from './placement';
import { Rankers } from './rankers';
import { type Placements, placements, swapped } from './score';
import { scoreProposal, scoresLine } from './scoreProposal';
import type { FixOptions, FixProposals, Proposal, Unfixed } from './types';
import { type WordPlan, wordPlans } from './vocabulary';

/**
 * proposeFixes: for every query a target misses (its relevant tool not in the target's top k),
 * the smallest edit of one lever of that tool that brings it in (findWords.ts), the levers tried
 * cheapest first (levers.ts), a rename only when nothing else works. Each proposal is then scored
 * by swapping the edited tool into every target and toollens's ranker and re-ranking every query
 * of the set: the queries it wins, the ones of its own tool it loses, the ones of other tools it
 * steals. A proposal that steals or loses is dropped unless `includeSteals` asks for it. The run
 * is deterministic: queries, targets and words are taken in their given order, ties broken by id.
 *
 * Cost, measured on a 100-tool catalog (metatool's first 100 tools, two queries each: 200
 * queries; Codex and Claude Code as targets): 99 proposals kept and 18 dropped in 4.0–4.8 s on
 * a loaded 2-core machine (score.ts skips the Claude Code answers an appended word cannot move).
 * A search costs about 0.05 ms under
 * Codex and toollens, 0.2 ms under Claude Code (the first search after a swap re-reads its pool),
 * a swap about 0.2 ms. Each trial is one swap and one search; scoring a proposal is one swap and
 * a search per query per ranker.
 */

type Miss = { query: LabelledQuery; tool: string; target: AgentTargetId };

/** Options checked, with a clear error for bad input. */
export const checkFixOptions = (options: FixOptions): void => {
  if (!Array.isArray(options.targets) || options.targets.length === 0)
    throw new ToollensError('toollens: fixes need at least one agent target');
  for (const target of options.targets)
    if (!isAgentTarget(target))
      throw new ToollensError(`toollens: ${String(target)} is not an agent target`);
};

const missesOf = (
  queries: readonly LabelledQuery[],
  before: Placements,
  targets: readonly AgentTargetId[],
): Miss[] =>
  queries.flatMap((query) =>
    targets.flatMap((target) =>
      query.relevant.flatMap((tool) =>
        before.get(query.id)?.get(target)?.get(tool)?.found === false
          ? [{ query, tool, target }]
          : [],
      ),
    ),
  );

/** The first lever that works for a miss, cheapest first; a rename only when none does. */
const firstFix = (
  rankers: Rankers,
  miss: Miss,
  tool: Tool,
  options: FixOptions,
  plan: WordPlan,
): FoundWords | undefined => {
  for (const lever of leversFor(miss.target)) {
    if (lever === 'always-load') {
      if (!options.alwaysLoad || tool.agentHints?.alwaysLoad) continue;
      const edited = withFix(tool, { lever, after: 'true' });
      const place = swapped(rankers, [{ tool: edited, was: tool }], () =>
        rankers.places(miss.target, miss.query.query, [tool.name]).get(tool.name),
      );
      if (place?.found)
        return { lever, words: [], before: 'false', after: 'true', tool: edited, place };
      continue;
    }
    if (lever === 'name') {
      const server = rankers.serverOf(tool.name);
      if (options.renames === false) continue;
      const found = findWords(rankers, miss.target, tool, lever, miss.query.query, plan);
      if (found && (server === undefined || fitsCodex(server, found.after))) return found;
      continue;
    }
    const found = findWords(rankers, miss.target, tool, lever, miss.query.query, plan);
    if (found) return found;
  }
  return undefined;
};

/** Best first: most wins, then fewest tokens, then fewest words, then by id. */
const byValue = (a: Proposal, b: Proposal): number =>
  b.wins.length - a.wins.length ||
  a.tokens.surface + a.tokens.declaration - (b.tokens.surface + b.tokens.declaration) ||
  a.edits.reduce((n, fix) => n + fix.words.length, 0) -
    b.edits.reduce((n, fix) => n + fix.words.length, 0) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const won = (proposal: Proposal, miss: Miss) =>
  proposal.wins.some(
    (move) =>
      move.query === miss.query.id && move.tool === miss.tool && move.ranker === miss.target,
  );

/** proposeFixes over rankers already built on the catalog (heldOut.ts builds them once). */
export const proposeWith = (
  rankers: Rankers,
  queries: readonly LabelledQuery[],
  options: FixOptions,
): FixProposals => {
  const before = placements(rankers, queries);
  const planOf = wordPlans(queries);
  const made = new Map<string, Proposal>();
  // Claude Code's hint takes all of a tool's users' words first (hintVocabulary.ts).
  if (options.targets.includes('claude-code'))
    for (const proposal of hintProposals(rankers, queries, before, planOf))
      made.set(proposal.id, proposal);
  const unfixed: Unfixed[] = [];
  for (const miss of missesOf(queries, before, options.targets)) {
    // A proposal made for another miss may already bring this one in.
    if ([...made.values()].some((proposal) => won(proposal, miss))) continue;
    const tool = rankers.tool(miss.tool);
    const base = { query: miss.query.id, tool: miss.tool, ranker: miss.target };
    if (!tool || tool.scaffolding) {
      unfixed.push({ ...base, reason: `${miss.tool} is not a searchable tool of the catalog` });
      continue;
    }
    const found = firstFix(rankers, miss, tool, options, planOf(miss.tool));
    if (!found) {
      unfixed.push({ ...base, reason: unfixedReason(rankers, tool, miss) });
      continue;
    }
    const proposal = scoreProposal(
      rankers,
      queries,
      before,
      found,
      tool,
      scoresLine(miss.target, found),
    );
    if (!made.has(proposal.id)) made.set(proposal.id, proposal);
  }
  const all = [...made.values()].sort(byValue);
  const keep = (proposal: Proposal) =>
    options.includeSteals === true ||
    (proposal.steals.length === 0 && proposal.losses.length === 0);
  return {
    proposals: all.filter(keep),
    dropped: all
      .filter((proposal) => !keep(proposal))
      .map((proposal) => ({ proposal, reason: dropReason(proposal) })),
    unfixed,
    k: Object.fromEntries(rankers.ids.map((id) => [id, rankers.k(id)])),
  };
};

const dropReason = (proposal: Proposal): string =>
  [
    proposal.steals.length > 0
      ? `it takes ${plural(proposal.steals.length, "other tool's query", "other tools' queries")} out of the top k or down within it`
      : '',
    proposal.losses.length > 0
      ? `it puts ${proposal.losses.length} of its own queries' tools out of the top k or down within it`
      : '',
  ]
    .filter((part) => part !== '')
    .join('; ');

const unfixedReason = (rankers: Rankers, tool: Tool, miss: Miss): string => {
  const levers = leversFor(miss.target).join(', ');
  return `no word of the query that ${tool.name} lacks, put in any lever ${rankerLabel(miss.target)} reads (${levers}), brings it into its top ${rankers.k(miss.target)}`;
};

/**
 * The smallest edits that bring each tool a target misses into that target's top k, each scored
 * under every target and toollens's own ranker (module header).
 */
export const proposeFixes = (
  catalog: Catalog,
  queries: readonly LabelledQuery[],
  options: FixOptions,
): FixProposals => {
  checkFixOptions(options);
  return proposeWith(new Rankers(catalog, options), queries, options);
};
