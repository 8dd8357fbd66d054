import {
  DEFAULT_LINE_BUDGET,
  lineBudgetProblem,
  MAX_LINE_BUDGET,
  planLine,
  type Tool,
} from '../catalog/core';
import { formatCount, noun, plural } from '../text/core';
import type { Finding } from './types';

/**
 * The lint rule on the capability line (`line-coverage`): a warning when the line, within its
 * budget, covers less than a share of the tools. A tool under no root of the line is still found
 * by text, but no capability filter the model builds from the line reaches it, and the line no
 * longer says what the catalog can do.
 */

/**
 * The default share. Measured at the default budget: every single server read (the GitHub MCP
 * server's 117 tools, Firecrawl's 26, Playwright's 25, the demo's 157) is covered whole, and the
 * pooled catalogs keep 70% (BFCL's 1,287 functions) to 85% (LiveMCPBench's 527 tools); under
 * half is a line that leaves out most of the catalog.
 */
export const DEFAULT_MIN_LINE_COVERAGE = 0.5;

/** How many of the tools left out a finding names; the message counts them all. */
const NAMED = 10;

/** A share as a whole percent, rounded down: a line never reads as covering more than it does. */
const percent = (share: number): string => `${Math.floor(share * 100)}%`;

/** What a minimum share must be, or undefined when `share` is one. */
export const minLineCoverageProblem = (share: number): string | undefined =>
  Number.isFinite(share) && share >= 0 && share <= 1
    ? undefined
    : 'the minimum line coverage is a share from 0 to 1 (0.5 is half the tools; 0 turns the rule off)';

export const lineCoverageFindings = (
  tools: readonly Tool[],
  { lineBudget = DEFAULT_LINE_BUDGET, minShare = DEFAULT_MIN_LINE_COVERAGE } = {},
): Finding[] => {
  const plan = planLine(tools, lineBudget);
  if (plan.tools === 0 || plan.covered / plan.tools >= minShare) return [];
  const left = plan.uncovered.length;
  const leftOut = new Set(plan.uncovered);
  const untagged = tools.filter(
    (tool) => leftOut.has(tool.name) && tool.scaffolding !== true && tool.capabilities.length === 0,
  ).length;
  const unfit = left - untagged;
  const why =
    unfit === 0
      ? 'they carry no capability'
      : untagged === 0
        ? 'their roots do not fit the budget'
        : `${formatCount(untagged)} ${noun(untagged, 'carries', 'carry')} no capability; the roots of ${formatCount(unfit)} do not fit the budget`;
  // The budget a line of every root needs, when one within the largest budget holds them all.
  const whole = untagged === 0 ? planLine(tools, MAX_LINE_BUDGET) : undefined;
  const needed =
    whole !== undefined && whole.covered === whole.tools ? whole.text.length : undefined;
  const raise =
    needed !== undefined && lineBudgetProblem(needed) === undefined
      ? `raise the line's budget to ${plural(needed, 'character')} (--line-budget, or the catalog settings), which holds every root`
      : "raise the line's budget (--line-budget, or the catalog settings) to hold more roots";
  const named = plan.uncovered.slice(0, NAMED);
  return [
    {
      rule: 'line-coverage',
      severity: 'warning',
      tools: named,
      message: `The capability line, ${plural(plan.text.length, 'character')} within a budget of ${formatCount(plan.budget)} with ${formatCount(plan.roots.length)} of the catalog's ${plural(plan.catalogRoots, 'root')}, covers ${formatCount(plan.covered)} of ${plural(plan.tools, 'tool')} (${percent(plan.covered / plan.tools)}), under the ${percent(minShare)} asked: the ${plural(left, 'tool')} under no root of it (${why}) are found by text alone, never by a capability filter${left > named.length ? `; the first ${named.length} are named` : ''}.`,
      fix: `Give the tools capabilities under roots they share (the catalog's capabilities, or roots set in the catalog settings), so fewer roots cover more tools; or ${raise}.`,
    },
  ];
};
