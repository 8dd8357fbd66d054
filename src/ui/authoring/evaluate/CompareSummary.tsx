import type { Comparison, ExcerptComparison, QueryDelta } from '../../../engine/core';
import { formatCount, noun } from '../../shared/format';
import { percent } from './compareConfig';
import { formatRank, wonAndLost } from './compareRows';
import { formatDelta } from './metrics';

type Props = { comparison: Comparison; nameA: string; nameB: string };

/** A row of the won/lost lists: its rank move, or (rank unchanged) what its page shows. */
const Change = ({ row }: { row: QueryDelta }) => (
  <span className="mono muted">
    {row.delta !== 0 || !row.excerpt
      ? `${formatRank(row.rankA)} → ${formatRank(row.rankB)}`
      : `shows ${percent(row.excerpt.a.shown)} → ${percent(row.excerpt.b.shown)}`}
  </span>
);

const Examples = ({ title, rows }: { title: string; rows: QueryDelta[] }) => (
  <div className="won-lost">
    <h2>{title}</h2>
    {rows.length === 0 ? (
      <p className="empty">None.</p>
    ) : (
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            {row.query} <Change row={row} />
          </li>
        ))}
      </ul>
    )}
  </div>
);

const signedPercent = (from: number, to: number) => {
  if (from === 0) return '';
  const change = Math.round(((to - from) / from) * 100);
  return change === 0 ? ' (±0%)' : ` (${change > 0 ? '+' : '−'}${Math.abs(change)}%)`;
};

/** What an excerpt cap or page budget changes: the page's size and how much of the query it shows. */
const Pages = ({
  pages,
  nameA,
  nameB,
}: {
  pages: ExcerptComparison;
  nameA: string;
  nameB: string;
}) => {
  const [charsA, charsB] = [pages.a.meanPageChars, pages.b.meanPageChars];
  return (
    <p data-testid="compare-pages">
      search_tools pages: <strong className="mono">{formatCount(Math.round(charsA))}</strong>{' '}
      characters under {nameA}, <strong className="mono">{formatCount(Math.round(charsB))}</strong>{' '}
      under {nameB}
      {signedPercent(charsA, charsB)}. The expected tools' rows show{' '}
      <strong>{percent(pages.a.meanShown)}</strong> → <strong>{percent(pages.b.meanShown)}</strong>{' '}
      of the query's weight; {nameB} shows more on{' '}
      <strong data-testid="compare-more-shown">{formatCount(pages.moreShown)}</strong>{' '}
      {noun(pages.moreShown, 'query')}, less on{' '}
      <strong data-testid="compare-less-shown">{formatCount(pages.lessShown)}</strong>.
    </p>
  );
};

/** What B won and lost against A: counts, overlap, metric changes, pages, and examples. */
export const CompareSummary = ({ comparison, nameA, nameB }: Props) => {
  const summary = wonAndLost(comparison);
  return (
    <section
      className="panel compare-summary"
      data-testid="compare-summary"
      aria-label="Comparison"
    >
      <p>
        <strong className="mono">{nameB}</strong> against <strong className="mono">{nameA}</strong>:
        won <strong data-testid="compare-won">{formatCount(comparison.improved)}</strong>{' '}
        {noun(comparison.improved, 'query', 'queries')}, lost{' '}
        <strong data-testid="compare-lost">{formatCount(comparison.worsened)}</strong>,{' '}
        {formatCount(comparison.unchanged)} unchanged. Top-10 overlap: Jaccard{' '}
        <strong>{comparison.meanJaccard.toFixed(2)}</strong>, rank-biased overlap{' '}
        <strong>{comparison.meanRbo.toFixed(2)}</strong>.
      </p>
      <p className="metric-changes">
        {[
          ...Object.entries(comparison.metrics.recall).map(([k, d]) => [`recall@${k}`, d] as const),
          ['MRR', comparison.metrics.mrr] as const,
          ['nDCG@10', comparison.metrics.ndcg10] as const,
        ].map(([label, delta]) => {
          const text = formatDelta(delta) ?? '±0';
          return (
            <span key={label} className={delta > 0 ? 'up' : delta < 0 ? 'down' : 'muted'}>
              {label} {text}
            </span>
          );
        })}
      </p>
      {comparison.excerpt && <Pages pages={comparison.excerpt} nameA={nameA} nameB={nameB} />}
      <div className="won-lost-grid">
        <Examples title={`Won by ${nameB}`} rows={summary.won} />
        <Examples title={`Lost by ${nameB}`} rows={summary.lost} />
      </div>
    </section>
  );
};
