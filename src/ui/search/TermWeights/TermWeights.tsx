import { memo } from 'react';
import type { ToollensQuery } from '../../../engine/core';
import { formatStems } from '../../../engine/core';
import { weightColor, weightLevel } from '../../shared/marks/weightColor';
import type { ShownTerm } from '../rankerTerms';

type Props = {
  /** The shown ranker's terms and statistics (rankerTerms). */
  terms: ShownTerm[];
  /** The scope size the weights were computed in. */
  n: number;
  /** Under the toollens ranker: its informative terms and the words it dropped. */
  toollens: ToollensQuery | undefined;
};

/**
 * Each query term's weight within the scope, as a bar. The bar's full width is the most a
 * term can weigh here, 1 + ln(N + 1) (a term no tool has), so a rare term's bar is visibly
 * longer than a common one's, and a term in every tool stays at the minimum, 1.
 */
const TermWeightsView = ({ terms, n, toollens }: Props) => {
  const most = 1 + Math.log(n + 1);
  const weights = terms.map((t) => t.weight);
  return (
    <section className="panel term-weights" aria-labelledby="term-weights-title">
      <h2 id="term-weights-title">Term weights</h2>
      <p className="formula mono">w(t) = 1 + ln((N + 1) / (df + 1))</p>
      {toollens && (
        <p className="hint toollens-note" data-testid="toollens-note">
          toollens reads this as a <strong>{toollens.mode}</strong> query
          {toollens.dropped.length > 0 &&
            `; not counted: ${toollens.dropped.map((d) => `${d.word} (${d.reason})`).join(', ')}`}
          .
        </p>
      )}
      {terms.length === 0 ? (
        <p className="empty">Type a query to see each term's weight.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>term</th>
              <th>stem</th>
              <th className="num">df</th>
              <th className="num">N</th>
              <th className="num">w(t)</th>
              <th className="bar-cell">
                <span className="visually-hidden">weight bar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {terms.map((term) => (
              <tr key={term.stem} data-testid="term-row">
                <td className="mono">{term.term}</td>
                <td className="mono">{formatStems(term)}</td>
                <td className="num">{term.df}</td>
                <td className="num">{n}</td>
                <td className="num" data-testid="term-weight">
                  {term.weight.toFixed(2)}
                </td>
                <td className="bar-cell" aria-hidden="true">
                  <span
                    className="weight-bar"
                    style={{
                      width: `${Math.max(4, (100 * term.weight) / most)}%`,
                      background: weightColor(weightLevel(term.weight, weights)),
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};

/** Memoised: the panel re-renders on every keystroke, this only when its props change. */
export const TermWeights = memo(TermWeightsView);
