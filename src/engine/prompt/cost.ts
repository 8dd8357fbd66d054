import {
  type Catalog,
  DEFAULT_LINE_BUDGET,
  descriptionAt,
  planLine,
  type Tool,
} from '../catalog/core';
import { median } from '../eval/core';
import { scaffoldingOf } from './harnessTools';

/**
 * What a catalog costs in standing context, in characters. These are the design's figures
 * (docs/design/prompt.md):
 * the full catalog declared natively against a capability line plus scaffolding, plus a
 * bounded working set.
 */

/** Default number of activated-tool slots in the working set. */
export const DEFAULT_WORKING_SET_BUDGET = 20;

export const schemaChars = (tool: Tool): number => JSON.stringify(tool.parameters).length;

/** An activated tool is declared with its description and its parameters' JSON Schema. */
export const activatedChars = (tool: Tool, clock = 0): number =>
  descriptionAt(tool, clock).length + schemaChars(tool);

export type CatalogStats = {
  tools: number;
  scaffoldingTools: number;
  /** Σ JSON.stringify(parameters).length over every tool. */
  schemaChars: number;
  /** The roots in the capability line, within its budget. */
  capabilityRoots: number;
  capabilityLineChars: number;
  /** The line's budget in characters. */
  lineBudget: number;
  /** Every distinct root the tools carry: more than the line's when they do not fit. */
  catalogRoots: number;
  /** The tools the line is for (all but scaffolding), and those under a root of it. */
  lineTools: number;
  lineCoveredTools: number;
  /** The capability line plus every scaffolding tool declared (description + schema). */
  turn1Chars: number;
  /**
   * Turn 1 plus a full working set: `budget` tools of median size, or every tool that can be
   * activated when there are no more than `budget` of them.
   */
  workingSetFullChars: number;
  workingSetBudget: number;
  /** The tools a full working set holds: the budget, or fewer when the catalog has fewer. */
  workingSetTools: number;
  /** Every schema declared, before descriptions: the design's "everything declared" bar. */
  allDeclaredChars: number;
  /** Every tool declared with its description too. */
  allDeclaredWithDescriptionsChars: number;
  /** Median description + schema over the tools that can be activated (not scaffolding). */
  medianActivatedChars: number;
  worstActivatedChars: number;
  worstActivatedTool: string;
};

export const catalogStats = (
  catalog: Catalog,
  options: { budget?: number; clock?: number; lineBudget?: number } = {},
): CatalogStats => {
  const budget = options.budget ?? DEFAULT_WORKING_SET_BUDGET;
  const clock = options.clock ?? 0;
  const tools = catalog.tools;
  const sizes = tools.map((tool) => activatedChars(tool, clock));
  const plan = planLine(tools, options.lineBudget ?? catalog.lineBudget ?? DEFAULT_LINE_BUDGET);
  const line = plan.text.length;
  // What is declared from turn 1: the catalog's scaffolding, or the harness's two tools when it
  // marks none (harnessTools.ts), as the replay declares them.
  const scaffolding = scaffoldingOf(catalog);
  const turn1 = line + scaffolding.reduce((total, tool) => total + activatedChars(tool, clock), 0);
  // Scaffolding is declared from the start and never activated, so "a typical activated tool"
  // is measured over the rest (over everything when a catalog marks no scaffolding).
  const activatable = tools.filter((tool) => tool.scaffolding !== true);
  const candidates = activatable.length > 0 ? activatable : tools;
  const candidateSizes = candidates.map((tool) => activatedChars(tool, clock));
  const typical = median(candidateSizes);
  let worst = 0;
  candidateSizes.forEach((size, index) => {
    if (size > (candidateSizes[worst] ?? 0)) worst = index;
  });
  const schemas = tools.reduce((total, tool) => total + schemaChars(tool), 0);
  // A working set cannot hold more tools than there are: a small server's full set is all of
  // them, at their own sizes, so it never costs more than declaring them.
  const held = Math.min(budget, candidateSizes.length);
  const fullSet =
    held < budget ? candidateSizes.reduce((total, size) => total + size, 0) : budget * typical;
  return {
    tools: tools.length,
    scaffoldingTools: scaffolding.length,
    schemaChars: schemas,
    capabilityRoots: plan.roots.length,
    capabilityLineChars: line,
    lineBudget: plan.budget,
    catalogRoots: plan.catalogRoots,
    lineTools: plan.tools,
    lineCoveredTools: plan.covered,
    turn1Chars: turn1,
    workingSetFullChars: Math.round(turn1 + fullSet),
    workingSetBudget: budget,
    workingSetTools: held,
    allDeclaredChars: schemas,
    allDeclaredWithDescriptionsChars: sizes.reduce((total, size) => total + size, 0),
    medianActivatedChars: typical,
    worstActivatedChars: candidateSizes[worst] ?? 0,
    worstActivatedTool: candidates[worst]?.name ?? '',
  };
};
