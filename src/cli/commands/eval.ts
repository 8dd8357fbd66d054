import {
  DEFAULT_RECALL_CUTOFFS,
  EVAL_RANKERS,
  type EvalRanker,
  type EvalReport,
  evaluate,
  LENGTH_BUCKETS,
  type LengthBucket,
  ToolIndex,
} from '../../engine';
import { type CliArgs, list, parseWeights, required, UsageError } from '../args';
import { loadQuerySet } from '../loadQuerySet';
import { readCatalog } from '../mcpSource';
import { fixed, table } from '../table';
import { formatWeights, withWeights } from './search';

export const parseKs = (value: string | undefined): number[] => {
  const ks = list(value)?.map(Number) ?? [...DEFAULT_RECALL_CUTOFFS];
  if (ks.some((k) => !Number.isInteger(k) || k < 1)) {
    throw new UsageError(`--k must be whole numbers of at least 1, got "${value}"`);
  }
  return ks;
};

/** `--ranker` of eval: toollens's rankers and the peers run inside it (default toollens). */
export const parseEvalRanker = (value: string | undefined): EvalRanker => {
  if (value === undefined) return 'toollens';
  const ranker = EVAL_RANKERS.find((name) => name === value);
  if (ranker) return ranker;
  throw new UsageError(`--ranker must be one of ${EVAL_RANKERS.join(', ')}, got "${value}"`);
};

/** A score cell of a length bucket that no query fell in. */
const NO_QUERIES = '—';

export const renderEval = (report: EvalReport): string => {
  const buckets = Object.keys(LENGTH_BUCKETS) as LengthBucket[];
  const ks = Object.keys(report.recall);
  return [
    `${report.queries} queries · ranker ${report.ranker}${report.weights ? ` · weights ${formatWeights(report.weights)}` : ''}`,
    table(
      ['metric', 'value'],
      [
        ...Object.entries(report.recall).map(([k, value]) => [`recall@${k}`, fixed(value, 3)]),
        ['MRR', fixed(report.mrr, 3)],
        ['nDCG@10', fixed(report.ndcg10, 3)],
      ],
    ),
    '',
    'by query length (distinct terms):',
    table(
      ['terms', 'queries', ...ks.map((k) => `R@${k}`), 'MRR', 'nDCG@10'],
      buckets.map((bucket) => {
        const metrics = report.byLength[bucket];
        // A bucket without queries has no scores: 0.000 would read as a ranking that failed.
        const score = (value: number) => (metrics.queries === 0 ? NO_QUERIES : fixed(value, 3));
        return [
          LENGTH_BUCKETS[bucket].label,
          metrics.queries,
          ...ks.map((k) => score(metrics.recall[k] ?? 0)),
          score(metrics.mrr),
          score(metrics.ndcg10),
        ];
      }),
    ),
    ...(report.unknownRelevant.length > 0
      ? [`warning: ${report.unknownRelevant.length} relevant names are not in the catalog`]
      : []),
  ].join('\n');
};

export const evalCommand = async ({ values }: CliArgs): Promise<string> => {
  // The query set first: a bad one fails before a server is started.
  const queries = loadQuerySet(required('queries', values.queries));
  const index = new ToolIndex((await readCatalog(values)).catalog);
  const report = evaluate(index, queries, {
    ks: parseKs(values.k),
    ranker: parseEvalRanker(values.ranker),
    ...withWeights(parseWeights('weights', values.weights)),
  });
  if (!values.json) return renderEval(report);
  const { perQuery: _perQuery, ...summary } = report;
  return JSON.stringify(summary, null, 2);
};
