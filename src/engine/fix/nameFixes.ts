import { type AgentTargetId, targetTools } from '../agents/core';
import type { Catalog } from '../catalog/core';
import { type LabelledQuery, type NameForm, nameForms } from '../eval/core';
import type { FixProposals, Proposal } from './types';

/**
 * Fixes for a tool's own name: the query set `lint --fix-suggestions` and the findability card
 * ask proposeFixes over (each tool's name forms, as the agents list it), and the rule that picks,
 * for one tool missed under one agent, the proposal that brings it in or the reason there is
 * none. Nothing is held out here: the query is the tool's own name, so a proposal is judged on
 * the query it was made from.
 */

/** The query id of `tool`'s name in `form`: the words keep the name query set's own id. */
const queryId = (tool: string, form: NameForm) =>
  form === 'words' ? `name-${tool}` : `name-${tool}:${form}`;

/**
 * Each of `tools`' names in each of `forms` (default its words, as `nameQuerySet` asks), written
 * as the agents list the tool (the server's prefix off), with that tool alone relevant. A form
 * that reads as an earlier one (a one-word name is its own words) is asked once. Scaffolding is
 * left out: it is declared, never searched.
 */
export const nameFixQueries = (
  catalog: Catalog,
  tools: ReadonlySet<string>,
  { server, forms = ['words'] }: { server?: string; forms?: readonly NameForm[] } = {},
): (LabelledQuery & { form: NameForm })[] =>
  targetTools(catalog, server)
    .filter(({ tool }) => tools.has(tool.name))
    .flatMap(({ tool, mcpName }) => {
      const asked = new Set<string>();
      return nameForms(mcpName).flatMap(({ form, query }) => {
        if (!forms.includes(form) || asked.has(query)) return [];
        asked.add(query);
        return [{ id: queryId(tool.name, form), query, relevant: [tool.name], form }];
      });
    });

/** The proposal for a miss, or why there is none. */
export type NameFix =
  | { proposal: Proposal; reason?: undefined }
  | { proposal?: undefined; reason: string };

/**
 * For `tool` missed under `agent` (on the query `query` when given, else on any of its name
 * queries): the first kept proposal that wins it there; else the first dropped one, with why it
 * was dropped (the queries it steals or loses); else the engine's reason no lever brings it in.
 */
export const nameFixFor = (
  fixes: FixProposals,
  tool: string,
  agent: AgentTargetId,
  query?: string,
): NameFix => {
  const wins = (proposal: Proposal) =>
    proposal.tool === tool &&
    proposal.wins.some(
      (win) => win.ranker === agent && (query === undefined || win.query === query),
    );
  const proposal = fixes.proposals.find(wins);
  if (proposal) return { proposal };
  const drop = fixes.dropped.find(({ proposal: candidate }) => wins(candidate));
  if (drop) return { reason: `dropped ${drop.proposal.id}: ${drop.reason}` };
  const miss = fixes.unfixed.find(
    (entry) =>
      entry.tool === tool &&
      entry.ranker === agent &&
      (query === undefined || entry.query === query),
  );
  return { reason: miss?.reason ?? 'no proposal brings it in' };
};
