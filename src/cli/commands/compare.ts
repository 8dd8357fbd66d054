import {
  type Catalog,
  type Comparison,
  catalogServer,
  compareReports,
  DEFAULT_EXCERPT_CAP,
  DEFAULT_PAGE_BUDGET,
  DEFAULT_RANKER,
  type EvalOptions,
  type EvalRanker,
  type ExcerptSummary,
  evaluate,
  type FieldWeights,
  isRanker,
  plural,
  ToolIndex,
} from '../../engine';
import { type CliArgs, deriveTagsOf, parseWeights, positiveInt, required } from '../args';
import { type CommandOutput, gated, regressionGate } from '../gate';
import { loadCatalog } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import { readCatalog } from '../mcpSource';
import { fixed, table } from '../table';
import { parseEvalRanker } from './eval';
import { formatWeights, withWeights } from './search';
import { serverOption } from './targets';

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

const pageLine = (label: string, page: ExcerptSummary) =>
  `${label}: cap ${page.cap}, page budget ${page.pageBudget}: ${plural(Math.round(page.meanPageChars), 'char')} a page, ${percent(page.meanShown)} of the query shown in the expected tools' rows (${plural(page.queriesShown, 'query')})`;

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
    `${plural(comparison.improved, 'query')} improved, ${comparison.worsened} worsened, ${comparison.unchanged} unchanged`,
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
          `  B shows more of the query on ${plural(pages.moreShown, 'query')}, less on ${pages.lessShown}`,
        ]
      : []),
    '',
    moved.length === 0
      ? 'no query moved'
      : table(['id', 'query', 'rank A', 'rank B', 'move'], moved),
  ].join('\n');
};

/**
 * One side's evaluation. A peer or an agent target ranks with its own fields and shows no
 * search_tools page, so it gets neither weights nor excerpts (the page comparison then covers
 * only sides that have one).
 */
const sideOptions = (
  ranker: EvalRanker,
  weights: FieldWeights | undefined,
  excerpt: { cap: number; pageBudget: number },
  servers: { server: string | undefined; catalog: Catalog },
): EvalOptions => {
  const own = isRanker(ranker);
  return {
    ranker,
    defaultServer: catalogServer(servers.catalog),
    ...(servers.server === undefined ? {} : { server: servers.server }),
    ...(own ? { ...withWeights(weights), excerpt } : {}),
  };
};

/**
 * `compare`: one query set under two configurations, A and B. Each side has a catalog, a
 * ranker, field weights and excerpt settings; B's default to A's. Both sides also run every
 * query through search_tools, so a change of excerpt cap or page budget (which ranks nothing
 * differently) still shows what it costs and what it hides.
 */
export const compareCommand = async ({ values }: CliArgs): Promise<CommandOutput> => {
  // A may be a live server (--mcp, --mcp-url); B is a file or a built-in, else A again.
  const a = await readCatalog(values);
  const catalogA = a.label;
  const catalogB = values['catalog-b'] ?? catalogA;
  // One ranker on both sides unless told otherwise: a compare of two catalogs measures the edit.
  const rankerA = values.ranker === undefined ? DEFAULT_RANKER : parseEvalRanker(values.ranker);
  const rankerB = values['ranker-b'] === undefined ? rankerA : parseEvalRanker(values['ranker-b']);
  const server = serverOption(values.server);
  const weightsA = parseWeights('weights', values.weights);
  const weightsB = parseWeights('weights-b', values['weights-b']) ?? weightsA;
  const capA = positiveInt('excerpt-cap', values['excerpt-cap'], DEFAULT_EXCERPT_CAP);
  const capB = positiveInt('excerpt-cap-b', values['excerpt-cap-b'], capA);
  const budgetA = positiveInt('page-budget', values['page-budget'], DEFAULT_PAGE_BUDGET);
  const budgetB = positiveInt('page-budget-b', values['page-budget-b'], budgetA);
  const queries = loadQuerySet(required('queries', values.queries));
  const indexA = new ToolIndex(a.catalog);
  const b = catalogB === catalogA ? a.catalog : loadCatalog(catalogB, deriveTagsOf(values));
  const indexB = b === a.catalog ? indexA : new ToolIndex(b);
  const optionsA = sideOptions(
    rankerA,
    weightsA,
    { cap: capA, pageBudget: budgetA },
    {
      server,
      catalog: a.catalog,
    },
  );
  const optionsB = sideOptions(
    rankerB,
    weightsB,
    { cap: capB, pageBudget: budgetB },
    {
      server,
      catalog: b,
    },
  );
  const comparison = compareReports(
    evaluate(indexA, queries, optionsA),
    evaluate(indexB, queries, optionsB),
  );
  const label = (catalog: string, options: EvalOptions) =>
    [catalog, options.ranker, ...(options.weights ? [formatWeights(options.weights)] : [])].join(
      ' · ',
    );
  const labels: [string, string] = [label(catalogA, optionsA), label(catalogB, optionsB)];
  const gate = values['fail-on-regression'] ? regressionGate(comparison) : undefined;
  const text = values.json
    ? JSON.stringify(
        { a: labels[0], b: labels[1], ...comparison, ...(gate ? { gate } : {}) },
        null,
        2,
      )
    : `${render(comparison, labels)}${gate ? `\n${gate.summary}` : ''}`;
  return gate ? gated(text, gate) : text;
};
