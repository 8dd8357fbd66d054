import type { Comparison, QueryDelta } from '../../../engine';
import type { Ranker } from '../../../engine/search/types';
import { RANKERS } from '../../rankers';
import type { CompareState } from '../../store/authoringTypes';
import { deltaMove, sortDeltas, wonAndLost } from './compareRows';
import { MoveMark } from './MoveMark';
import { formatDelta } from './metrics';

type Props = {
  compare: CompareState;
  comparison: Comparison | undefined;
  /** The view's ranker: the one both catalog versions are ranked with. */
  ranker: Ranker;
  /** Edits applied to this catalog; without any, both versions are the same. */
  edits: number;
  onChange: (patch: Partial<Pick<CompareState, 'mode' | 'a' | 'b'>>) => void;
  onOpenQuery: (query: string) => void;
};

const RankerSelect = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Ranker;
  onChange: (ranker: Ranker) => void;
}) => (
  <label className="inline-field">
    <span className="field-label">{label}</span>
    <select
      data-testid={`compare-${label.toLowerCase()}`}
      value={value}
      onChange={(event) => onChange(event.target.value as Ranker)}
    >
      {RANKERS.map((option) => (
        <option key={option.ranker} value={option.ranker} title={option.title}>
          {option.label}
        </option>
      ))}
    </select>
  </label>
);

const rank = (value: number | null) => (value === null ? '—' : `#${value}`);

const Examples = ({ title, rows }: { title: string; rows: QueryDelta[] }) => (
  <div className="won-lost">
    <h2>{title}</h2>
    {rows.length === 0 ? (
      <p className="empty">None.</p>
    ) : (
      <ul>
        {rows.map((row) => (
          <li key={row.id}>
            {row.query}{' '}
            <span className="mono muted">
              {rank(row.rankA)} → {rank(row.rankB)}
            </span>
          </li>
        ))}
      </ul>
    )}
  </div>
);

/** Two configurations side by side: per-query deltas, top-k overlap, and what B won and lost. */
export const ComparePanel = ({
  compare,
  comparison,
  ranker,
  edits,
  onChange,
  onOpenQuery,
}: Props) => {
  const [nameA, nameB] =
    compare.mode === 'rankers' ? [compare.a, compare.b] : ['as loaded', 'as edited'];
  const summary = comparison && wonAndLost(comparison);
  return (
    <div className="compare" data-testid="compare">
      <div className="compare-controls">
        <fieldset className="segmented" aria-label="What to compare">
          <button
            type="button"
            aria-pressed={compare.mode === 'rankers'}
            onClick={() => onChange({ mode: 'rankers' })}
          >
            Two rankers
          </button>
          <button
            type="button"
            aria-pressed={compare.mode === 'versions'}
            onClick={() => onChange({ mode: 'versions' })}
          >
            Catalog as loaded vs as edited
          </button>
        </fieldset>
        {compare.mode === 'rankers' ? (
          <>
            <RankerSelect label="A" value={compare.a} onChange={(a) => onChange({ a })} />
            <RankerSelect label="B" value={compare.b} onChange={(b) => onChange({ b })} />
          </>
        ) : (
          <span className="muted">
            ranked by <span className="mono">{ranker}</span> ·{' '}
            {edits === 0
              ? 'no edits yet: both are the same'
              : `${edits} edit${edits === 1 ? '' : 's'}`}
          </span>
        )}
      </div>
      {compare.error && (
        <p className="panel panel-error" role="alert">
          {compare.error}
        </p>
      )}
      {!comparison ? (
        <p className="empty">{compare.running ? 'Comparing…' : 'Pick what to compare.'}</p>
      ) : (
        <>
          <section className="panel compare-summary" data-testid="compare-summary">
            <p>
              <strong className="mono">{nameB}</strong> against{' '}
              <strong className="mono">{nameA}</strong>: won{' '}
              <strong data-testid="compare-won">{comparison.improved}</strong> queries, lost{' '}
              <strong data-testid="compare-lost">{comparison.worsened}</strong>,{' '}
              {comparison.unchanged} unchanged. Top-10 overlap: Jaccard{' '}
              <strong>{comparison.meanJaccard.toFixed(2)}</strong>, rank-biased overlap{' '}
              <strong>{comparison.meanRbo.toFixed(2)}</strong>.
            </p>
            <p className="metric-changes">
              {[
                ...Object.entries(comparison.metrics.recall).map(
                  ([k, d]) => [`recall@${k}`, d] as const,
                ),
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
            {summary && (
              <div className="won-lost-grid">
                <Examples title={`Won by ${nameB}`} rows={summary.won} />
                <Examples title={`Lost by ${nameB}`} rows={summary.lost} />
              </div>
            )}
          </section>
          <table className="compare-table" data-testid="compare-table">
            <caption>
              Rank of the first expected tool under each; losses first. Jaccard and RBO compare the
              two top-10 lists.
            </caption>
            <thead>
              <tr>
                <th scope="col">query</th>
                <th scope="col" className="num">
                  {nameA}
                </th>
                <th scope="col" className="num">
                  {nameB}
                </th>
                <th scope="col">Δ</th>
                <th scope="col" className="num">
                  Jaccard
                </th>
                <th scope="col" className="num">
                  RBO
                </th>
              </tr>
            </thead>
            <tbody>
              {sortDeltas(comparison.perQuery).map((row) => (
                <tr key={row.id} data-testid="compare-row">
                  <td className="query-cell">
                    <button type="button" className="link" onClick={() => onOpenQuery(row.query)}>
                      {row.query}
                    </button>
                  </td>
                  <td className="num">{rank(row.rankA)}</td>
                  <td className="num">{rank(row.rankB)}</td>
                  <td>
                    <MoveMark move={deltaMove(row)} what={`${nameB} against ${nameA}`} />
                  </td>
                  <td className="num">{row.jaccard.toFixed(2)}</td>
                  <td className="num">{row.rbo.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
};
