import { lineBudgetProblem, minLineCoverageProblem } from '../engine';
import type { CliArgs } from './args';
import { UsageError } from './usageError';

/**
 * The capability line's options. `--line-budget N` is the line's budget in characters for the
 * catalog a command reads (readCatalog sets it on the catalog, so the prompt, the stats and lint
 * read the one budget, as the app's catalog settings set it); `--min-line-coverage S` is the
 * share of the tools lint asks the line to cover. The ranges are the engine's.
 */

/** A number as typed: blank is no number (`Number('')` would read it as 0). */
const numberOf = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

/** `--line-budget N`, or undefined when not given. */
export const lineBudgetOption = (values: CliArgs['values']): number | undefined => {
  const value = values['line-budget'];
  if (value === undefined) return undefined;
  const problem = lineBudgetProblem(numberOf(value));
  if (problem) throw new UsageError(`--line-budget: ${problem}, got "${value}"`);
  return Number(value);
};

/** `--min-line-coverage S` (a share from 0 to 1), or undefined when not given. */
export const minLineCoverageOption = (values: CliArgs['values']): number | undefined => {
  const value = values['min-line-coverage'];
  if (value === undefined) return undefined;
  const problem = minLineCoverageProblem(numberOf(value));
  if (problem) throw new UsageError(`--min-line-coverage: ${problem}, got "${value}"`);
  return Number(value);
};
