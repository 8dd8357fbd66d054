import {
  type Comparison,
  compareReports,
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  type EvalOptions,
  type ExcerptSummary,
  evaluate,
  ToolIndex,
} from '../../engine';
import { type CliArgs, deriveTagsOf, parseWeights, positiveInt, required } from '../args';
import { loadCatalog } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import { readCatalog } from '../mcpSource';
import { fixed, table } from '../table';
import { formatWeights, parseRanker, withWeights } from './search';

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

const pageLine = (label: string, page: ExcerptSummary) =>
  `${label}: cap ${page.cap}, page budget ${page.pageBudget}: ${Math.round(page.meanPageChars)} chars a page, ${percent(page.meanShown)} of the query shown in the expected tools' rows (${page.queriesShown} queries)`;

/**
 * The queries whose first relevant tool moved, as table rows (id, query, rank A, rank B, move):
 * losses first, or with `gainsFirst` (watch's order) gains first.
 */
export const movedRows = (comparison: Comparison, gainsFirst = false) =>
  comparison.perQuery
    .filter((q) => q.delta !== 0)
    .sort((a, b) => (gainsFirst ? b.delta - a.delta : a.delta - b.delta))
    .map((q) => [
      q.id,
      q.query.slice(0, 60),
      q.rankA ?? '—',
      q.rankB ?? '—',
      q.delta > 0 ? `↑${q.delta}` : `↓${-q.delta}`,
    ]);

const render = (comparison: Comparison, labels: [string, string]): string => {
  const moved = movedRows(comparison);
  const pages = comparison.excerpt;
  return [
    `A = ${labels[0]}, B = ${labels[1]}`,
    `${comparison.improved} queries improved, ${comparison.worsened} worsened, ${comparison.unchanged} unchanged`,
    `top-10 overlap: Jaccard ${fixed(comparison.meanJaccard, 3)}, rank-biased overlap ${fixed(comparison.meanRbo, 3)}`,
    `B − A: ${Object.entries(comparison.metrics.recall)
      .map(([k, v]) => `R@${k} ${signed(v)}`)
      .join(
        ', ',
      )}, MRR ${signed(comparison.metrics.mrr)}, nDCG@10 ${signed(comparison.metrics.ndcg10)}`,
    ...(pages
      ? [
          'search_tools pages:',
          `  ${pageLine('A', pages.a)}`,
          `  ${pageLine('B', pages.b)}`,
          `  B shows more of the query on ${pages.moreShown} queries, less on ${pages.lessShown}`,
        ]
      : []),
    '',
    moved.length === 0
      ? 'no query moved'
      : table(['id', 'query', 'rank A', 'rank B', 'move'], moved),
  ].join('\n');
};

/**
 * `compare`: one query set under two configurations, A and B. Each side has a catalog, a
 * ranker, field weights and excerpt settings; B's default to A's. Both sides also run every
 * query through search_tools, so a change of excerpt cap or page budget (which ranks nothing
 * differently) still shows what it costs and what it hides.
 */
export const compareCommand = async ({ values }: CliArgs): Promise<string> => {
  // A may be a live server (--mcp, --mcp-url); B is a file or a built-in, else A again.
  const a = await readCatalog(values);
  const catalogA = a.label;
  const catalogB = values['catalog-b'] ?? catalogA;
  const rankerA = parseRanker(values.ranker ?? 'seed');
  const rankerB = parseRanker(values['ranker-b'] ?? values.ranker ?? 'bm25');
  const weightsA = parseWeights('weights', values.weights);
  const weightsB = parseWeights('weights-b', values['weights-b']) ?? weightsA;
  const capA = positiveInt('excerpt-cap', values['excerpt-cap'], DEFAULT_EXCERPT_CAP);
  const capB = positiveInt('excerpt-cap-b', values['excerpt-cap-b'], capA);
  const budgetA = positiveInt('page-budget', values['page-budget'], DEFAULT_PAGE_BUDGET);
  const budgetB = positiveInt('page-budget-b', values['page-budget-b'], budgetA);
  const queries = loadQuerySet(required('queries', values.queries));
  const indexA = new ToolIndex(a.catalog);
  const indexB =
    catalogB === catalogA ? indexA : new ToolIndex(loadCatalog(catalogB, deriveTagsOf(values)));
  const optionsA: EvalOptions = {
    ranker: rankerA,
    ...withWeights(weightsA),
    excerpt: { cap: capA, pageBudget: budgetA },
  };
  const optionsB: EvalOptions = {
    ranker: rankerB,
    ...withWeights(weightsB),
    excerpt: { cap: capB, pageBudget: budgetB },
  };
  const comparison = compareReports(
    evaluate(indexA, queries, optionsA),
    evaluate(indexB, queries, optionsB),
  );
  const label = (catalog: string, options: EvalOptions) =>
    [catalog, options.ranker, ...(options.weights ? [formatWeights(options.weights)] : [])].join(
      ' · ',
    );
  const labels: [string, string] = [label(catalogA, optionsA), label(catalogB, optionsB)];
  return values.json
    ? JSON.stringify({ a: labels[0], b: labels[1], ...comparison }, null, 2)
    : render(comparison, labels);
};
