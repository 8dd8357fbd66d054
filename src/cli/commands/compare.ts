import { type Comparison, compareReports, evaluate, ToolIndex } from '../../engine';
import { type CliArgs, required } from '../args';
import { loadCatalog } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import { fixed, table } from '../table';
import { parseRanker } from './search';

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;

const render = (comparison: Comparison, labels: [string, string]): string => {
  const moved = comparison.perQuery
    .filter((q) => q.delta !== 0)
    .sort((a, b) => a.delta - b.delta)
    .map((q) => [
      q.id,
      q.query.slice(0, 60),
      q.rankA ?? '—',
      q.rankB ?? '—',
      q.delta > 0 ? `↑${q.delta}` : `↓${-q.delta}`,
    ]);
  return [
    `A = ${labels[0]}, B = ${labels[1]}`,
    `${comparison.improved} queries improved, ${comparison.worsened} worsened, ${comparison.unchanged} unchanged`,
    `top-10 overlap: Jaccard ${fixed(comparison.meanJaccard, 3)}, rank-biased overlap ${fixed(comparison.meanRbo, 3)}`,
    `B − A: ${Object.entries(comparison.metrics.recall)
      .map(([k, v]) => `R@${k} ${signed(v)}`)
      .join(
        ', ',
      )}, MRR ${signed(comparison.metrics.mrr)}, nDCG@10 ${signed(comparison.metrics.ndcg10)}`,
    '',
    moved.length === 0
      ? 'no query moved'
      : table(['id', 'query', 'rank A', 'rank B', 'move'], moved),
  ].join('\n');
};

/**
 * `compare`: one query set under two configurations, A and B: two rankers (`--ranker`,
 * `--ranker-b`), two catalogs (`--catalog`, `--catalog-b`), or both.
 */
export const compareCommand = ({ values }: CliArgs): string => {
  const derive = values['derive-tags'] === true;
  const catalogA = required('catalog', values.catalog);
  const catalogB = values['catalog-b'] ?? catalogA;
  const rankerA = parseRanker(values.ranker ?? 'seed');
  const rankerB = parseRanker(values['ranker-b'] ?? values.ranker ?? 'bm25');
  const queries = loadQuerySet(required('queries', values.queries));
  const indexA = new ToolIndex(loadCatalog(catalogA, derive));
  const indexB = catalogB === catalogA ? indexA : new ToolIndex(loadCatalog(catalogB, derive));
  const comparison = compareReports(
    evaluate(indexA, queries, { ranker: rankerA }),
    evaluate(indexB, queries, { ranker: rankerB }),
  );
  const labels: [string, string] = [`${catalogA} · ${rankerA}`, `${catalogB} · ${rankerB}`];
  return values.json
    ? JSON.stringify({ a: labels[0], b: labels[1], ...comparison }, null, 2)
    : render(comparison, labels);
};
