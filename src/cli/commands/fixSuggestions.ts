import type { AgentTargetId, Catalog, Finding } from '../../engine';
import { nameFixFor, nameFixQueries, type Proposal, proposeFixes } from '../../engine/library';
import { changeText } from './fixReport';

/**
 * `lint --fix-suggestions`: beside each `lost-under-target` finding, the proposal (the engine's
 * proposeFixes, as `toollens fix` makes them) that brings the tool into that agent's top k for the
 * query the finding searched, its name as words; or why none does. The query set and the rule
 * that picks are the engine's (`nameFixQueries`, `nameFixFor`), shared with the app's
 * findability card.
 */

export type FixSuggestion = {
  tool: string;
  agent: AgentTargetId;
  /** The proposal that wins the name query under the finding's agent, when one does. */
  proposal?: Proposal;
  /** Why there is none: dropped for stealing or losing a query, or no lever brings it in. */
  reason?: string;
};

export const fixSuggestions = (
  catalog: Catalog,
  findings: readonly Finding[],
  server?: string,
): FixSuggestion[] => {
  const lost = findings.flatMap((finding) =>
    finding.rule === 'lost-under-target' && finding.agent !== undefined && finding.tools[0]
      ? [{ tool: finding.tools[0], agent: finding.agent }]
      : [],
  );
  if (lost.length === 0) return [];
  const targets = [...new Set(lost.map(({ agent }) => agent))];
  const named = server === undefined ? {} : { server };
  const queries = nameFixQueries(catalog, new Set(lost.map(({ tool }) => tool)), named);
  const fixes = proposeFixes(catalog, queries, { targets, ...named });
  return lost.map(({ tool, agent }) => {
    const fix = nameFixFor(fixes, tool, agent);
    return fix.proposal
      ? { tool, agent, proposal: fix.proposal }
      : { tool, agent, reason: fix.reason };
  });
};

/** The lines printed under a finding: the change of each edit, or why there is none. */
export const suggestionLines = (suggestion: FixSuggestion | undefined): string[] => {
  if (suggestion === undefined) return [];
  if (!suggestion.proposal) return [`        suggest: none (${suggestion.reason})`];
  const { proposal } = suggestion;
  return proposal.edits.map(
    (edit) =>
      `        suggest: ${edit.lever} ${changeText(edit)} (${proposal.wins.length} won, ${proposal.steals.length} stolen)`,
  );
};
