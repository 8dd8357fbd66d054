import type { TermWeight } from '../../engine/search/types';

type Props = {
  terms: TermWeight[];
  /** The scope size the weights were computed in. */
  n: number;
};

export const TermWeights = ({ terms, n }: Props) => (
  <section className="panel term-weights" aria-labelledby="term-weights-title">
    <h2 id="term-weights-title">Term weights</h2>
    <p className="formula mono">w(t) = 1 + ln((N + 1) / (df + 1))</p>
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
          </tr>
        </thead>
        <tbody>
          {terms.map((term) => (
            <tr key={term.stem} data-testid="term-row">
              <td className="mono">{term.term}</td>
              <td className="mono">{term.stem}</td>
              <td className="num">{term.df}</td>
              <td className="num">{n}</td>
              <td className="num" data-testid="term-weight">
                {term.weight.toFixed(2)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </section>
);
