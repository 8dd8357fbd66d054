import type { AgentTargetId, NameForm, ToolText } from '../engine/core';
import type { FixProposals, HeldOutFixes, Proposal } from '../engine/library';

/**
 * The fix proposals' message shapes (docs/fixes.md), part of the boundary (`boundary.ts`
 * re-exports them): type-only, as the rest of it.
 */

/** Evaluate's fixes: figures, report, each proposal's and all safe ones' texts. */
export type FixesAnswer = {
  targets: AgentTargetId[];
  queries: number;
  heldOut: HeldOutFixes;
  proposals: FixProposals;
  texts: { proposal: Proposal; text: ToolText }[];
  allSafe: ToolText[];
};

/** A form of a tool's own name that one agent misses, as the findability card asks its fix. */
export type NameMiss = { form: NameForm; target: AgentTargetId };

/**
 * The findability card's fixes: for each miss asked, the name query (as the agents list the
 * tool) and the proposal that brings the tool in under that agent, with the tool's text after it
 * (saved as an ordinary edit); or why there is none.
 */
export type NameFixesAnswer = {
  name: string;
  fixes: (NameMiss & { query: string } & (
      | { proposal: Proposal; text: ToolText; reason?: undefined }
      | { proposal?: undefined; reason: string }
    ))[];
};
