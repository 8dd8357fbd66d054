import { describe, expect, it } from 'vitest';
import { hasDataset, needs, readDataset } from '../../test/datasets';
import { importCatalog } from '../catalog/importCatalog';
import { ToolIndex } from '../search/ToolIndex';
import { evaluate } from './evaluate';
import { readQuerySet } from './querySet';

/**
 * Real catalogs and labelled queries written outside this project. The floors are regression
 * guards a little under the numbers measured when this was written (README, "Retrieval
 * quality"); they catch a broken analyzer or ranker, not a one-point wobble.
 */
const indexOf = (dataset: string) => {
  const result = importCatalog(readDataset(dataset, 'tools.json'), { source: dataset });
  if (!result.ok) throw new Error(`${dataset}: ${result.errors[0]?.message}`);
  return new ToolIndex(result.catalog);
};

const queriesOf = (dataset: string) => {
  const set = readQuerySet(JSON.parse(readDataset(dataset, 'queries.json')));
  if (!set.ok) throw new Error(set.errors.join('\n'));
  return set.queries;
};

describe('real data', () => {
  it.skipIf(!hasDataset('livemcpbench'))(needs('livemcpbench', 'evaluates livemcpbench'), () => {
    const index = indexOf('livemcpbench');
    const queries = queriesOf('livemcpbench');
    const seed = evaluate(index, queries, { ranker: 'seed' });
    const bm25 = evaluate(index, queries, { ranker: 'bm25' });
    expect(seed.queries).toBe(67);
    expect(seed.unknownRelevant).toEqual([]);
    expect(seed.ndcg10).toBeGreaterThan(0.15);
    expect(bm25.ndcg10).toBeGreaterThan(0.25);
  });

  it.skipIf(!hasDataset('bfcl'))(needs('bfcl', 'evaluates bfcl'), () => {
    const index = indexOf('bfcl');
    const queries = queriesOf('bfcl');
    const seed = evaluate(index, queries, { ranker: 'seed' });
    expect(seed.queries).toBe(1562);
    expect(seed.unknownRelevant).toEqual([]);
    expect(seed.ndcg10).toBeGreaterThan(0.6);
    expect(seed.recall['5']).toBeGreaterThan(0.65);
  });

  it.skipIf(!hasDataset('github-mcp-server'))(
    needs('github-mcp-server', 'searches the GitHub MCP server catalog'),
    () => {
      const index = indexOf('github-mcp-server');
      expect(index.size).toBe(117);
      const result = index.search({ query: 'merge pull request', limit: 3 });
      expect(result.hits[0]?.name).toBe('merge_pull_request');
      expect(result.hits[0]?.coverage).toBe(3);
    },
  );
});
