import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasDataset, needs, readDataset } from '../../test/datasets';
import { importCatalog } from '../catalog/importCatalog';
import { type LabelledQuery, nameQuerySet } from '../eval/core';
import { heldOutFixes } from './heldOut';
import type { FixMeasure } from './types';

/**
 * Fixes on GitHub's MCP server (../shared/datasets/github-mcp-server, 117 tools). The dataset
 * has no queries: the set here is the 10 written queries of src/test/fixtures/github-queries.json
 * with every tool's name as words (nameQuerySet), so a tool with a written query has queries on
 * both sides of the two folds: fixes made from its name words are measured on the written query,
 * and the other way round. The figures are printed, held out first.
 */

const DATASET = 'github-mcp-server';
const WRITTEN = new URL('../../test/fixtures/github-queries.json', import.meta.url);

const show = (label: string, measure: FixMeasure) => [
  `${label}: ${measure.queries} queries, descriptions +${(measure.descriptionGrowth * 100).toFixed(1)}%, hints +${measure.hintChars} chars, tokens +${measure.tokens.declaration} declared, +${measure.tokens.surface} standing`,
  ...measure.rankers.map(
    ({ ranker, k, before, after, won, lost }) =>
      `  ${ranker} (k ${k}): R@1 ${before.r1.toFixed(3)} → ${after.r1.toFixed(3)}, R@k ${before.rk.toFixed(3)} → ${after.rk.toFixed(3)}, won ${won.length}, lost ${lost.length}`,
  ),
];

describe('fixes on a real server', () => {
  it.skipIf(!hasDataset(DATASET))(
    needs(DATASET, 'proposes fixes from one half of the GitHub queries and measures the other'),
    () => {
      const read = importCatalog(readDataset(DATASET, 'tools.json'), { source: DATASET });
      if (!read.ok) throw new Error(read.errors[0]?.message);
      const catalog = { ...read.catalog, server: 'github' };
      const written: LabelledQuery[] = JSON.parse(readFileSync(WRITTEN, 'utf8'));
      const queries = [...written, ...nameQuerySet(catalog)];
      const result = heldOutFixes(catalog, queries, { targets: ['codex', 'claude-code'] });
      if (!result.heldOut) throw new Error(result.reason);
      console.log(
        [
          `${DATASET}, ${result.proposals} proposals over ${result.folds} folds`,
          ...show('held out', result.heldOutFigures),
          ...show('seen', result.seen),
        ].join('\n'),
      );
      expect(result.heldOutFigures.queries).toBe(queries.length);
      // The safe proposals lose at most a query or so held out, under every ranker.
      for (const figures of result.heldOutFigures.rankers)
        expect(figures.lost.length).toBeLessThanOrEqual(2);
      expect(result.heldOutFigures.descriptionGrowth).toBeLessThan(0.15);
    },
    120_000,
  );
});
