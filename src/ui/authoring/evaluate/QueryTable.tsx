import { useState } from 'react';
import { escapeHidden } from '../../../engine/core';
import { plural } from '../../shared/format';
import { useScrollCue } from '../../shared/scrollCue/useScrollCue';
import { ServerText } from '../../shared/text/ServerText';
import { MoveMark } from './MoveMark';
import type { QueryRow } from './queryRows';

type Props = {
  rows: QueryRow[];
  k: number;
  /** Opens the query in the Search panel. */
  onOpenQuery: (row: QueryRow) => void;
  /** Opens a tool in the editor. */
  /** Opens a tool in the editor; absent in a read-only embed (the names are plain text). */
  onEditTool?: ((name: string) => void) | undefined;
};

/** Rows drawn at first; a large set (metatool has thousands) shows the rest on request. */
const FIRST_ROWS = 200;

const STATUS_TITLE = {
  pass: 'Every expected tool within k, and no must-not tool',
  partial: 'Some expected tools within k',
  fail: 'No expected tool within k, or a must-not tool within k',
} as const;

const rankText = (rank: number | null) => (rank === null ? 'not returned' : `#${rank}`);

/** The queries worst first, with where each expected tool ranks and how it moved. */
export const QueryTable = ({ rows, k, onOpenQuery, onEditTool }: Props) => {
  const [all, setAll] = useState(false);
  // Wider than a phone: the table scrolls in its box, and its far edge says so.
  const scroller = useScrollCue<HTMLDivElement>();
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <div className="query-table-wrap scroll-cue" ref={scroller}>
      <table className="query-table" data-testid="query-table">
        <caption>
          Worst first at k = {k}. Click a query to open it in Search, a tool to edit it.
        </caption>
        <thead>
          <tr>
            <th scope="col">status</th>
            <th scope="col">query</th>
            <th scope="col">expected tools and their ranks</th>
            <th scope="col" className="num">
              best
            </th>
            <th scope="col" className="num" title="Reciprocal rank of the first expected tool">
              RR
            </th>
            <th scope="col" className="num">
              nDCG@10
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.id} data-testid="query-row" data-status={row.status}>
              <td>
                <span className={`status status-${row.status}`} title={STATUS_TITLE[row.status]}>
                  {row.status}
                </span>
              </td>
              <td className="query-cell">
                <button
                  type="button"
                  className="link"
                  data-testid="query-open"
                  onClick={() => onOpenQuery(row)}
                >
                  {row.query}
                </button>
                {row.silver && (
                  <span
                    className="silver-mark"
                    data-testid="silver-mark"
                    title="Mined from sessions: labelled by the tools this search (or its run of searches) returned and the agent then called, not judged by a person"
                  >
                    silver
                  </span>
                )}
                {row.violations.length > 0 && (
                  <span className="violations" data-testid="violations">
                    must not return:{' '}
                    {row.violations.map((name) => (
                      <span key={name} className="mono">
                        <ServerText text={name} />{' '}
                      </span>
                    ))}
                  </span>
                )}
              </td>
              <td className="expected-cell">
                {row.expected.map((tool) => (
                  <span
                    key={tool.name}
                    className={
                      tool.rank !== null && tool.rank <= k ? 'expected within' : 'expected'
                    }
                    data-testid="expected"
                  >
                    {onEditTool ? (
                      <button
                        type="button"
                        className="link mono"
                        title={`Edit ${escapeHidden(tool.name)}`}
                        onClick={() => onEditTool(tool.name)}
                      >
                        <ServerText text={tool.name} />
                      </button>
                    ) : (
                      <span className="mono">
                        <ServerText text={tool.name} />
                      </span>
                    )}
                    {tool.grade !== 1 && <span className="grade">×{tool.grade}</span>}{' '}
                    <span className="rank" data-testid="expected-rank">
                      {rankText(tool.rank)}
                    </span>{' '}
                    <MoveMark move={tool.move} />
                  </span>
                ))}
              </td>
              <td className="num" data-testid="best-rank">
                {row.first ?? '—'} <MoveMark move={row.move} />
              </td>
              <td className="num">{row.reciprocalRank.toFixed(2)}</td>
              <td className="num">{row.ndcg10.toFixed(2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!all && rows.length > FIRST_ROWS && (
        <button type="button" className="button small" onClick={() => setAll(true)}>
          Show all {plural(rows.length, 'query')}
        </button>
      )}
    </div>
  );
};
