import type { Comparison, Ranker } from '../../../engine/core';
import type { CompareConfig } from '../../../worker/boundary';
import { plural } from '../../shared/format';
import { RequestErrorNote } from '../../shared/messages/RequestError';
import type { RequestMessage } from '../../shared/request';
import type { CompareState } from '../state/authoringTypes';
import { CompareConfigEditor } from './CompareConfigEditor';
import { CompareSummary } from './CompareSummary';
import { configNames, percent, shownChange } from './compareConfig';
import { deltaMove, formatRank, sortDeltas } from './compareRows';
import { MoveMark } from './MoveMark';

type Props = {
  compare: CompareState;
  comparison: Comparison | undefined;
  /** The view's ranker: the one both catalog versions are ranked with. */
  ranker: Ranker;
  /** Edits applied to this catalog; without any, both versions are the same. */
  edits: number;
  onMode: (mode: CompareState['mode']) => void;
  onConfig: (side: 'a' | 'b', update: (config: CompareConfig) => CompareConfig) => void;
  onOpenQuery: (query: string) => void;
  /** The comparison's failure, from the store's list (`requestMessages`). */
  error: RequestMessage | undefined;
};

const ShownCell = ({ row }: { row: Comparison['perQuery'][number] }) => {
  if (!row.excerpt) return <td className="num muted">—</td>;
  const change = shownChange(row) ?? 0;
  return (
    <td className={`num ${change > 0 ? 'up' : change < 0 ? 'down' : 'muted'}`}>
      {percent(row.excerpt.a.shown)} → {percent(row.excerpt.b.shown)}
    </td>
  );
};

/**
 * Two configurations side by side (ranker, field weights, excerpt cap and page budget), or the
 * catalog as loaded against as edited: per-query deltas, top-k overlap, what each search_tools
 * page shows, and what B won and lost.
 */
export const ComparePanel = ({
  compare,
  comparison,
  ranker,
  edits,
  onMode,
  onConfig,
  onOpenQuery,
  error: compareError,
}: Props) => {
  const [nameA, nameB] =
    compare.mode === 'configs' ? configNames(compare.a, compare.b) : ['as loaded', 'as edited'];
  return (
    <div className="compare" data-testid="compare">
      <div className="compare-controls">
        <fieldset className="segmented" aria-label="What to compare">
          <button
            type="button"
            aria-pressed={compare.mode === 'configs'}
            onClick={() => onMode('configs')}
          >
            Two configurations
          </button>
          <button
            type="button"
            aria-pressed={compare.mode === 'versions'}
            onClick={() => onMode('versions')}
          >
            Catalog as loaded vs as edited
          </button>
        </fieldset>
        {compare.mode === 'versions' && (
          <span className="muted">
            ranked by <span className="mono">{ranker}</span> ·{' '}
            {edits === 0 ? 'no edits yet: both are the same' : plural(edits, 'edit')}
          </span>
        )}
      </div>
      {compare.mode === 'configs' && (
        <div className="compare-configs">
          <CompareConfigEditor
            side="A"
            config={compare.a}
            onChange={(update) => onConfig('a', update)}
          />
          <CompareConfigEditor
            side="B"
            config={compare.b}
            onChange={(update) => onConfig('b', update)}
          />
        </div>
      )}
      {compareError && <RequestErrorNote message={compareError} testId="compare-error" />}
      {!comparison ? (
        !compareError && (
          <p className="empty">
            {compare.result.status === 'pending' ? 'Comparing…' : 'Pick what to compare.'}
          </p>
        )
      ) : (
        <>
          <CompareSummary comparison={comparison} nameA={nameA} nameB={nameB} />
          {/* Its own sideways scroll: on a phone the table is wider than the screen. */}
          <div className="compare-scroll">
            <table className="compare-table" data-testid="compare-table">
              <caption>
                Rank of the first expected tool under each; losses first. Jaccard and RBO compare
                the two top-10 lists; “query shown” is the share of the query’s weight the expected
                tools’ rows show on each search_tools page.
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
                  <th scope="col" className="num">
                    query shown
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
                    <td className="num">{formatRank(row.rankA)}</td>
                    <td className="num">{formatRank(row.rankB)}</td>
                    <td>
                      <MoveMark move={deltaMove(row)} what={`${nameB} against ${nameA}`} />
                    </td>
                    <td className="num">{row.jaccard.toFixed(2)}</td>
                    <td className="num">{row.rbo.toFixed(2)}</td>
                    <ShownCell row={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
};
