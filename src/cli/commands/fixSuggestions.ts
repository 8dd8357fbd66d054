import {
  type AgentTargetId,
  type Catalog,
  type Finding,
  type LabelledQuery,
  nameQuerySet,
  targetTools,
} from '../../engine';
import { type Proposal, proposeFixes } from '../../engine/library';
import { changeText } from './fixReport';

/**
 * `lint --fix-suggestions`: beside each `lost-under-target` finding, the proposal (the engine's
 * proposeFixes, as `toollens fix` makes them) that brings the tool into that agent's top k for the
 * query the finding searched, its name as words; or why none does. Nothing is held out here: the
 * query is the tool's own name, so a proposal is judged on the query it was made from.
 */

export type FixSuggestion = {
  tool: string;
  agent: AgentTargetId;
  /** The proposal that wins the name query under the finding's agent, when one does. */
  proposal?: Proposal;
  /** Why there is none: dropped for stealing or losing a query, or no lever brings it in. */
  reason?: string;
};

/** Each lost tool's name query, its name as the agents list it (the server's prefix off). */
const nameQueries = (catalog: Catalog, tools: ReadonlySet<string>, server?: string) =>
  targetTools(catalog, server)
    .filter(({ tool }) => tools.has(tool.name))
    .flatMap(({ tool, mcpName }): LabelledQuery[] =>
      nameQuerySet({ ...catalog, tools: [{ ...tool, name: mcpName }] }).map((query) => ({
        ...query,
        id: `name-${tool.name}`,
        relevant: [tool.name],
      })),
    );

const winsUnder = (proposal: Proposal, tool: string, agent: AgentTargetId) =>
  proposal.tool === tool && proposal.wins.some((win) => win.ranker === agent);

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
  const queries = nameQueries(catalog, new Set(lost.map(({ tool }) => tool)), server);
  const { proposals, dropped, unfixed } = proposeFixes(catalog, queries, {
    targets,
    ...(server === undefined ? {} : { server }),
  });
  return lost.map(({ tool, agent }) => {
    const proposal = proposals.find((candidate) => winsUnder(candidate, tool, agent));
    if (proposal) return { tool, agent, proposal };
    const drop = dropped.find(({ proposal: candidate }) => winsUnder(candidate, tool, agent));
    if (drop) return { tool, agent, reason: `dropped ${drop.proposal.id}: ${drop.reason}` };
    const miss = unfixed.find((entry) => entry.tool === tool && entry.ranker === agent);
    return { tool, agent, reason: miss?.reason ?? 'no proposal brings it in' };
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
