import {
  AGENT_TARGETS,
  catalogServer,
  DEFAULT_RECALL_CUTOFFS,
  type EvalRanker,
  type EvalReport,
  evalMisses,
  evaluate,
  isAgentTarget,
  LENGTH_BUCKETS,
  type LengthBucket,
  plural,
  TARGET_INFO,
  ToolIndex,
} from '../../engine';
import { type CliArgs, list, parseWeights, required } from '../args';
import { type CommandOutput, evalGate, gated, gateKs, parseFailUnder } from '../gate';
import { loadQuerySet } from '../loadQuerySet';
import { readCatalog } from '../mcpSource';
import { fixed, table } from '../table';
import { escapeForTerminal } from '../terminalText';
import { UsageError } from '../usageError';
import { renderMisses, renderRankerMisses, unknownLine } from './evalMisses';
import { formatWeights, withWeights } from './search';
import { parseRankers, parseSearchRanker, serverOption } from './targets';

export const parseKs = (value: string | undefined): number[] => {
  const ks = list(value)?.map(Number) ?? [...DEFAULT_RECALL_CUTOFFS];
  if (ks.some((k) => !Number.isInteger(k) || k < 1)) {
    throw new UsageError(`--k must be whole numbers of at least 1, got "${value}"`);
  }
  return ks;
};

/** `--ranker` of eval: toollens's rankers and the peers run inside it (default toollens). */
export const parseEvalRanker = (value: string | undefined): EvalRanker => parseSearchRanker(value);

/** A score cell of a length bucket that no query fell in. */
const NO_QUERIES = '—';

export const renderEval = (report: EvalReport): string => {
  const buckets = Object.keys(LENGTH_BUCKETS) as LengthBucket[];
  const ks = Object.keys(report.recall);
  return [
    `${plural(report.queries, 'query')} · ranker ${report.ranker}${report.weights ? ` · weights ${formatWeights(report.weights)}` : ''}`,
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
    ...unknownLine(report),
  ].join('\n');
};

/** What a ranker returns per query: an agent target its own k, toollens's and the peers a list. */
const returns = (ranker: EvalRanker): string =>
  isAgentTarget(ranker) ? `${TARGET_INFO[ranker].k}` : 'a list';

/** `eval --rankers`: one row a ranker, the metrics side by side. */
const renderRankers = (reports: readonly EvalReport[], servers: string): string => {
  const ks = Object.keys(reports[0]?.recall ?? {});
  return [
    `${plural(reports[0]?.queries ?? 0, 'query')} · ${plural(reports.length, 'ranker')} · agent targets name tools under ${servers}`,
    table(
      ['ranker', 'returns', ...ks.map((k) => `R@${k}`), 'MRR', 'nDCG@10'],
      reports.map((report) => [
        report.ranker,
        returns(report.ranker),
        ...ks.map((k) => fixed(report.recall[k] ?? 0, 3)),
        fixed(report.mrr, 3),
        fixed(report.ndcg10, 3),
      ]),
    ),
    ...(reports.some((report) => isAgentTarget(report.ranker))
      ? [
          'An agent target returns its own k and no more: a tool past it counts as not found.',
          ...AGENT_TARGETS.filter((id) => reports.some((r) => r.ranker === id)).map(
            (id) => `${id}: ${TARGET_INFO[id].exactness}, rules in ${TARGET_INFO[id].doc}`,
          ),
        ]
      : []),
  ].join('\n');
};

/** What `--json` prints of a report: the figures and every miss, worst first (not each query's outcome). */
const summaryOf = ({ perQuery: _perQuery, ...summary }: EvalReport) => ({
  ...summary,
  misses: evalMisses({ perQuery: _perQuery, unknownRelevant: summary.unknownRelevant }).misses,
});

export const evalCommand = async ({ values }: CliArgs): Promise<CommandOutput> => {
  if (values.rankers !== undefined && values.ranker !== undefined) {
    throw new UsageError('--ranker and --rankers: give one ranker or a list, not both');
  }
  // The query set first: a bad one fails before a server is started.
  const queries = loadQuerySet(required('queries', values.queries));
  const server = serverOption(values.server);
  const rankers = values.rankers === undefined ? undefined : parseRankers(values.rankers);
  const { catalog } = await readCatalog(values);
  const index = new ToolIndex(catalog);
  const weights = withWeights(parseWeights('weights', values.weights));
  const thresholds = parseFailUnder(values['fail-under']);
  // A bar on recall@k measures that k too.
  const ks = [...new Set([...parseKs(values.k), ...gateKs(thresholds)])].sort((a, b) => a - b);
  const options = {
    ks,
    defaultServer: catalogServer(catalog),
    ...(server === undefined ? {} : { server }),
  };
  if (rankers) {
    if (values.weights !== undefined) {
      throw new UsageError(
        '--weights apply to one of toollens, seed and bm25: give --ranker, not --rankers',
      );
    }
    const reports = rankers.map((ranker) =>
      evaluate(index, queries, {
        ...options,
        ranker,
      }),
    );
    const gate = thresholds && evalGate(reports, thresholds);
    const summaries = reports.map((report) => summaryOf(report));
    if (values.json) {
      const json = gate ? { rankers: summaries, gate } : summaries;
      return gate ? gated(JSON.stringify(json, null, 2), gate) : JSON.stringify(json, null, 2);
    }
    const own = server === undefined && catalog.tools.some((tool) => tool.origin?.server);
    const fallback = `server "${escapeForTerminal(catalogServer(catalog, server))}"`;
    const text = [
      renderRankers(reports, own ? `each tool's own server, else ${fallback}` : fallback),
      // The same query set under every ranker: the names it lacks are the same for each.
      ...(reports[0] ? unknownLine(reports[0]) : []),
      '',
      renderRankerMisses(reports),
    ].join('\n');
    return gate ? gated(`${text}\n${gate.summary}`, gate) : text;
  }
  const report = evaluate(index, queries, {
    ...options,
    ranker: parseEvalRanker(values.ranker),
    ...weights,
  });
  const gate = thresholds && evalGate([report], thresholds);
  const summary = summaryOf(report);
  const text = values.json
    ? JSON.stringify(gate ? { ...summary, gate } : summary, null, 2)
    : `${renderEval(report)}\n\n${renderMisses(report)}${gate ? `\n${gate.summary}` : ''}`;
  return gate ? gated(text, gate) : text;
};
