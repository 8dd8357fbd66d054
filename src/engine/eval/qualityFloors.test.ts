import { describe, expect, it } from 'vitest';
import { demoCatalog } from '../../data/demo';
import { demoQuerySet } from '../../data/querySets/demo';
import { type DevSet, hasDataset, loadDevSet, needs } from '../../test/datasets';
import { loadPulledServer, PULLED_SERVERS, type PulledServer } from '../../test/pulledServers';
import type { Catalog } from '../catalog/types';
import { ToolIndex } from '../search/ToolIndex';
import { evaluate } from './evaluate';
import type { LabelledQuery } from './querySetTypes';

/**
 * The default ranker's nDCG@10 never falls below what it measured on 2026-12-05 before a word
 * written in mixed case was indexed whole and argument-only terms counted a third (`npm run
 * eval:peers`): a floor per set, so a later change that trades one set for another is seen.
 * The pulled servers need no datasets folder, so they always run.
 */
const FLOORS: Record<DevSet | 'demo' | PulledServer, number> = {
  livemcpbench: 0.366,
  metatool: 0.55,
  bfcl: 0.75,
  demo: 0.662,
  'playwright-mcp': 0.843,
  'firecrawl-mcp': 0.851,
};

const ndcg = (catalog: Catalog, queries: readonly LabelledQuery[]) =>
  evaluate(new ToolIndex(catalog), queries).ndcg10;

describe('the default ranker stays above its floors', () => {
  for (const dataset of ['livemcpbench', 'metatool', 'bfcl'] as const) {
    it.skipIf(!hasDataset(dataset, 'queries.json'))(needs(dataset, `${dataset}`), () => {
      const { catalog, queries } = loadDevSet(dataset);
      expect(ndcg(catalog, queries)).toBeGreaterThanOrEqual(FLOORS[dataset]);
    });
  }

  it('the demo set', () => {
    expect(ndcg(demoCatalog, demoQuerySet)).toBeGreaterThanOrEqual(FLOORS.demo);
  });

  for (const server of Object.keys(PULLED_SERVERS) as PulledServer[]) {
    it(`${server}, with its hand-written queries`, () => {
      const { catalog, queries } = loadPulledServer(server);
      expect(ndcg(catalog, queries)).toBeGreaterThanOrEqual(FLOORS[server]);
    });
  }
});
