import { describe, expect, it } from 'vitest';
import { hasDataset, needs, readDataset } from '../../test/datasets';
import { importCatalog } from '../catalog/importCatalog';
import { ToolIndex } from '../search/ToolIndex';
import { evaluate } from './evaluate';
import { nameQuerySet } from './nameQueries';

/**
 * Issue 16's acceptance on the real catalogs: a tool's own name, as words, finds it first under
 * the default ranker (R@1 ≥ .99; bfcl ≥ .95, where tools in different modules share a name),
 * and never less often than under the design's ranker. The same names typed as one word
 * ("createworkitem") hold the same floors.
 */
const FLOORS: Record<string, number> = {
  'github-mcp-server': 0.99,
  livemcpbench: 0.99,
  metatool: 0.99,
  bfcl: 0.95,
};

describe('name queries on the real catalogs', () => {
  for (const [dataset, floor] of Object.entries(FLOORS))
    for (const oneWord of [false, true]) {
      const typed = oneWord ? ' typed as one word' : '';
      it.skipIf(!hasDataset(dataset))(
        needs(dataset, `${dataset}${typed}: R@1 at least ${floor} and at least seed's`),
        () => {
          const imported = importCatalog(readDataset(dataset, 'tools.json'), { source: dataset });
          if (!imported.ok) throw new Error(`${dataset}: ${imported.errors[0]?.message}`);
          const index = new ToolIndex(imported.catalog);
          const queries = nameQuerySet(imported.catalog, { oneWord });
          const r1 = (ranker: 'toollens' | 'seed') =>
            evaluate(index, queries, { ranker, ks: [1] }).recall['1'] ?? 0;
          const own = r1('toollens');
          expect(own).toBeGreaterThanOrEqual(floor);
          expect(own).toBeGreaterThanOrEqual(r1('seed'));
        },
        60_000,
      );
    }
});
