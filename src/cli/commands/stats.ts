import { type CatalogStats, catalogStats, DEFAULT_WORKING_SET_BUDGET } from '../../engine';
import { formatCount, plural } from '../../engine/core';
import { type CliArgs, positiveInt } from '../args';
import type { CliIo } from '../cliIo';
import { readCatalog } from '../mcpSource';
import { table } from '../table';
import { sessionStatsCommand } from './sessionStats';

/** The line's figures, read together in one row of the text (`--json` has each). */
const LINE_FIGURES = new Set<keyof CatalogStats>([
  'capabilityLineChars',
  'lineBudget',
  'catalogRoots',
  'lineTools',
  'lineCoveredTools',
]);

/**
 * `348 chars (budget 350), 41 roots of 432, covers 901 of 1,287 tools (70%)`: the share rounded
 * down, so a line that leaves one tool out never reads 100%.
 */
const lineRow = (stats: CatalogStats): string => {
  const share = stats.lineTools === 0 ? 1 : stats.lineCoveredTools / stats.lineTools;
  return `${plural(stats.capabilityLineChars, 'char')} (budget ${formatCount(stats.lineBudget)}), ${plural(stats.capabilityRoots, 'root')} of ${formatCount(stats.catalogRoots)}, covers ${formatCount(stats.lineCoveredTools)} of ${plural(stats.lineTools, 'tool')} (${Math.floor(share * 100)}%)`;
};

const render = (stats: CatalogStats): string =>
  table(
    ['figure', 'value'],
    Object.entries(stats)
      .filter(([key]) => !LINE_FIGURES.has(key as keyof CatalogStats))
      .map(([key, value]) =>
        key === 'capabilityRoots'
          ? ['capabilityLine', lineRow(stats)]
          : [key, typeof value === 'number' ? formatCount(value) : value],
      ),
  );

export const statsCommand = async (args: CliArgs, io: CliIo): Promise<string> => {
  const { values } = args;
  // Sessions instead of a catalog: what each log holds (sessionStats.ts).
  if (values.sessions !== undefined) return sessionStatsCommand(args, io);
  const { catalog } = await readCatalog(values);
  const stats = catalogStats(catalog, {
    budget: positiveInt('budget', values.budget, DEFAULT_WORKING_SET_BUDGET),
  });
  return values.json ? JSON.stringify(stats, null, 2) : render(stats);
};
