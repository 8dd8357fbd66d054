/**
 * Fix: the smallest edits to a tool's text that bring it into each agent's top k for the queries
 * it misses, each scored under every target and toollens's ranker, applied as ordinary edits and
 * measured on queries held out from the ones they were made from (docs/fixes.md). Other stages and
 * the engine's entries import the stage from here, never a module by path
 * (`src/test/importRules.ts`).
 */

export { applyFixes } from './applyFixes';
export { fixSnippet, type SnippetSdk } from './core';
export { heldOutFixes } from './heldOut';
export { measureFixes } from './measureFixes';
export { type NameFix, nameFixFor, nameFixQueries } from './nameFixes';
export { proposeFixes } from './proposeFixes';
export type {
  FixLever,
  FixMeasure,
  FixOptions,
  FixProposals,
  FixRanker,
  HeldOutFixes,
  HeldOutOptions,
  Proposal,
  QueryMove,
  RankerFigures,
  Recall,
  ToolFix,
  Unfixed,
} from './types';
