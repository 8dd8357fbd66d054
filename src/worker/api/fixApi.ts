import {
  type AgentTargetId,
  availableTargets,
  type LabelledQuery,
  type Tool,
  type ToolText,
  textOf,
} from '../../engine';
import { applyFixes, type FixOptions, heldOutFixes, proposeFixes } from '../../engine/library';
import type { FixesAnswer } from '../boundary';
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
    const available: readonly string[] = availableTargets();
    const chosen = [...new Set(targets)].filter((id): id is AgentTargetId =>
      available.includes(id),
    );
    const catalog = currentCatalog();
    const server = options.server?.trim();
    const fixOptions: FixOptions = {
      targets: chosen,
      ...(options.k === undefined ? {} : { k: options.k }),
      ...(server ? { server } : {}),
    };
    const proposals = proposeFixes(catalog, queries, fixOptions);
    const heldOut = heldOutFixes(catalog, queries, fixOptions);
    const texts = proposals.proposals.flatMap((proposal) => {
      const [text] = changedTexts(catalog.tools, applyFixes(catalog, [proposal]).tools);
      return text ? [{ proposal, text }] : [];
    });
    const safe = proposals.proposals.filter((proposal) => proposal.safe);
    const allSafe = changedTexts(catalog.tools, applyFixes(catalog, safe).tools);
    return { targets: chosen, queries: queries.length, heldOut, proposals, texts, allSafe };
  },
};
