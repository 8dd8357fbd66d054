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
 * The engine's `lineBudgetProblem` text out of the worker's refusal of a budget
 * ("toollens: catalog settings/lineBudget: the line budget is a whole number …"), or undefined
 * when the error is about something else. The input checks a budget as it is typed with the same
 * rule; this is the worker's word on a budget that reached it anyway (a link, a file).
 */
export const budgetProblemIn = (error: string | undefined): string | undefined => {
  const at = error?.indexOf('/lineBudget: ') ?? -1;
  return error && at >= 0 ? error.slice(at + '/lineBudget: '.length) : undefined;
};
