import { renderBench, runBench } from '../../../bench/run';
import type { CliArgs } from '../args';

/**
 * `bench`: the same benchmark as `npm run bench`. Without node's --expose-gc the heap figures
 * are rougher; `npm run bench` passes it.
 */
export const benchCommand = ({ values }: CliArgs): string => {
  const report = runBench(values.catalog ? values.catalog.split(',') : undefined);
  return values.json ? JSON.stringify(report, null, 2) : renderBench(report);
};
