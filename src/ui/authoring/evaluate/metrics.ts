import type { EvalReport } from '../../../engine/core';
import { cutoffsFor } from '../state/authoringContext';

/**
 * The summary metrics the panel shows, each with the one line that says what it measures.
 * Values come from the engine's report; this module only names, orders and formats them.
 */
export type MetricId = `recall@${number}` | 'mrr' | 'ndcg10';

export type Metric = { id: MetricId; label: string; explain: string; value: number };

const recallLine = (k: number) =>
  k === 1
    ? 'Share of each query’s expected tools ranked first, averaged over the queries.'
    : `Share of each query’s expected tools found in the top ${k}, averaged over the queries.`;

/** recall@1, @5, @10 (and @k when k is another cut-off), MRR and nDCG@10, in that order. */
export const metricsOf = (report: EvalReport, k: number): Metric[] => {
  const ks = cutoffsFor(k);
  return [
    ...ks.map(
      (cut): Metric => ({
        id: `recall@${cut}`,
        label: `recall@${cut}`,
        explain: recallLine(cut),
        value: report.recall[String(cut)] ?? 0,
      }),
    ),
    {
      id: 'mrr',
      label: 'MRR',
      explain: 'Mean of 1 / the rank of the first expected tool: 1 is always first, 0.5 second.',
      value: report.mrr,
    },
    {
      id: 'ndcg10',
      label: 'nDCG@10',
      explain:
        'Graded gain of the top 10, discounted by rank, against the ideal order (1 = ideal).',
      value: report.ndcg10,
    },
  ];
};

/** The same metric in another report, for the change since then. */
export const valueIn = (report: EvalReport, id: MetricId): number =>
  id === 'mrr'
    ? report.mrr
    : id === 'ndcg10'
      ? report.ndcg10
      : (report.recall[id.slice('recall@'.length)] ?? 0);

export const formatMetric = (value: number): string => value.toFixed(3);

/** A signed change, or undefined when it rounds to nothing at the shown precision. */
export const formatDelta = (delta: number): string | undefined => {
  if (Math.abs(delta) < 0.0005) return undefined;
  return `${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(3)}`;
};
