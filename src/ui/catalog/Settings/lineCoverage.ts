import type { CatalogSettings } from '../../../engine/core';
import { formatCount, plural } from '../../shared/format';

/**
 * How the capability line's budget and coverage are written, in the Catalog panel, the Prompt
 * panel and the savings card alike: "covers 901 of 1,287 tools", "348 of 350 characters".
 */

/** What the line covers, as the settings view gives it. */
export type LineCoverage = { covered: number; lineTools: number };

/** `covers 901 of 1,287 tools`. */
export const coversText = ({ covered, lineTools }: LineCoverage): string =>
  `covers ${formatCount(covered)} of ${plural(lineTools, 'tool')}`;

/** True when the line leaves some of its tools under no root of it. */
export const leavesToolsOut = ({ covered, lineTools }: LineCoverage): boolean =>
  covered < lineTools;

/**
 * The settings with the line's budget set, or (undefined) back to the default. The engine's
 * `withLineBudget` does the same, but `engine/core` does not export it to the page; the worker
 * reads the result with `readCatalogSettings` before applying it, so nothing unchecked lands.
 */
export const withBudget = (
  settings: CatalogSettings,
  budget: number | undefined,
): CatalogSettings => {
  const { lineBudget: _, ...rest } = settings;
  return budget === undefined ? rest : { ...rest, lineBudget: budget };
};

/**
 * The engine's `lineBudgetProblem` text out of the worker's refusal of a budget
 * ("toollens: catalog settings/lineBudget: the line budget is a whole number …"), or undefined
 * when the error is about something else. The page has no synchronous check of its own: the
 * rule lives in the engine, and the worker applies it to every setting it is sent.
 */
export const budgetProblemIn = (error: string | undefined): string | undefined => {
  const at = error?.indexOf('/lineBudget: ') ?? -1;
  return error && at >= 0 ? error.slice(at + '/lineBudget: '.length) : undefined;
};
