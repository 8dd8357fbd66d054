import { type CatalogStats, catalogStats } from '../../engine';
import { type CliArgs, positiveInt, required } from '../args';
import { loadCatalog } from '../loadCatalog';
import { table } from '../table';

const render = (stats: CatalogStats): string =>
  table(
    ['figure', 'value'],
    Object.entries(stats).map(([key, value]) => [
      key,
      typeof value === 'number' ? value.toLocaleString('en-US') : value,
    ]),
  );

export const statsCommand = ({ values }: CliArgs): string => {
  const catalog = loadCatalog(required('catalog', values.catalog));
  const stats = catalogStats(catalog, { budget: positiveInt('budget', values.budget, 20) });
  return values.json ? JSON.stringify(stats, null, 2) : render(stats);
};
