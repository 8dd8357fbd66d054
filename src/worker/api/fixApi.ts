import {
  type AgentTargetId,
  availableTargets,
  type LabelledQuery,
  type Tool,
  type ToolText,
  textOf,
} from '../../engine';
import {
  applyFixes,
  type FixOptions,
  heldOutFixes,
  nameFixFor,
  nameFixQueries,
  type Proposal,
  proposeFixes,
} from '../../engine/library';
import type { FixesAnswer, NameFixesAnswer, NameMiss } from '../boundary';
import { currentCatalog } from './state';

/**
 * Evaluate's Fixes view: the engine's fix proposals (docs/fixes.md) on the catalog as edited, for
 * the open query set and the chosen agent targets, with each proposal's tool as the tool-edit
 * model's text after it, so the page applies it through its ordinary edit path (an edit in the
 * log, undone like any other). Loaded with its first call (engineApi's `deferred`).
 */

/** The edited tools of `after` against `before`, by place (a rename keeps the tool's place). */
const changedTexts = (before: readonly Tool[], after: readonly Tool[]): ToolText[] =>
  after.flatMap((tool, i) => (tool === before[i] ? [] : [textOf(tool)]));

/** The chosen targets this build runs, in their given order. */
const runnable = (targets: readonly string[]): AgentTargetId[] => {
  const available: readonly string[] = availableTargets();
  return [...new Set(targets)].filter((id): id is AgentTargetId => available.includes(id));
};

/** A server name as the page sends it: '' or blank is the catalog's own. */
const serverOption = (server: string | undefined) =>
  server?.trim() ? { server: server.trim() } : {};

/** The tool's text after `proposal` alone, for the page to save as an ordinary edit. */
const textAfter = (catalog: ReturnType<typeof currentCatalog>, proposal: Proposal) =>
  changedTexts(catalog.tools, applyFixes(catalog, [proposal]).tools)[0];

export const fixApi = {
  /**
   * Proposals for the misses of `queries` under `targets` (at each target's own k, or `k`), held
   * out and seen figures first. Targets this build does not run are left out; none left is an
   * error the view shows.
   */
  fixes(
    queries: readonly LabelledQuery[],
    targets: readonly string[],
    options: { k?: number; server?: string } = {},
  ): FixesAnswer {
    const chosen = runnable(targets);
    const catalog = currentCatalog();
    const fixOptions: FixOptions = {
      targets: chosen,
      ...(options.k === undefined ? {} : { k: options.k }),
      ...serverOption(options.server),
    };
    const proposals = proposeFixes(catalog, queries, fixOptions);
    const heldOut = heldOutFixes(catalog, queries, fixOptions);
    const texts = proposals.proposals.flatMap((proposal) => {
      const text = textAfter(catalog, proposal);
      return text ? [{ proposal, text }] : [];
    });
    const safe = proposals.proposals.filter((proposal) => proposal.safe);
    const allSafe = changedTexts(catalog.tools, applyFixes(catalog, safe).tools);
    return { targets: chosen, queries: queries.length, heldOut, proposals, texts, allSafe };
  },
  /**
   * The findability card's fixes: proposeFixes over the tool's own name forms (every form, so a
   * word that costs a form the agent finds is dropped), under the agents that miss one, and for
   * each miss the proposal that wins that form there, or why none does (the rule `lint
   * --fix-suggestions` uses, `nameFixFor`). Misses under a target this build does not run are
   * left out.
   */
  nameFixes(name: string, misses: readonly NameMiss[], server?: string): NameFixesAnswer {
    const catalog = currentCatalog();
    const targets = runnable(misses.map((miss) => miss.target));
    const queries = nameFixQueries(catalog, new Set([name]), {
      ...serverOption(server),
      forms: ['name', 'words', 'one-word'],
    });
    const fixes = targets.length
      ? proposeFixes(catalog, queries, { targets, ...serverOption(server) })
      : undefined;
    return {
      name,
      fixes: misses.flatMap(({ form, target }): NameFixesAnswer['fixes'] => {
        // A form that reads as an earlier one (a one-word name's words) is asked as that one.
        const asked = queries.find((query) => query.form === form) ?? queries[0];
        if (!fixes || !asked || !targets.includes(target)) return [];
        const fix = nameFixFor(fixes, name, target, asked.id);
        const text = fix.proposal && textAfter(catalog, fix.proposal);
        return fix.proposal && text
          ? [{ form, target, query: asked.query, proposal: fix.proposal, text }]
          : [{ form, target, query: asked.query, reason: fix.reason ?? 'its text is unchanged' }];
      }),
    };
  },
};
