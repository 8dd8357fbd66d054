import { type CatalogStats, catalogStats, DEFAULT_WORKING_SET_BUDGET } from '../../engine';
import { formatCount } from '../../engine/core';
import { type CliArgs, positiveInt } from '../args';
import { readCatalog } from '../mcpSource';
import { table } from '../table';
import { sessionStatsCommand } from './sessionStats';

const render = (stats: CatalogStats): string =>
  table(
    ['figure', 'value'],
    Object.entries(stats).map(([key, value]) => [
      key,
      typeof value === 'number' ? formatCount(value) : value,
    ]),
  );

export const statsCommand = async (args: CliArgs): Promise<string> => {
  const { values } = args;
  // Sessions instead of a catalog: what each log holds (sessionStats.ts).
  if (values.sessions !== undefined) return sessionStatsCommand(args);
  const { catalog } = await readCatalog(values);
  const stats = catalogStats(catalog, {
    budget: positiveInt('budget', values.budget, DEFAULT_WORKING_SET_BUDGET),
  });
  return values.json ? JSON.stringify(stats, null, 2) : render(stats);
};
