import type { Hit, Ranker, SearchResult } from '../../engine/search/types';

type Props = {
  result: SearchResult;
};

const other = (ranker: Ranker): Ranker => (ranker === 'seed' ? 'bm25' : 'seed');

/** Where this hit sits compared with the other ranker: ↑ means this ranker places it higher. */
const Movement = ({ hit, ranker }: { hit: Hit; ranker: Ranker }) => {
  const otherRanker = other(ranker);
  const delta = hit.ranks[otherRanker] - hit.ranks[ranker];
  const title = `#${hit.ranks[otherRanker]} under ${otherRanker}`;
  if (delta === 0) {
    return (
      <span className="move move-same" title={title} data-testid="hit-move">
        =
      </span>
    );
  }
  return (
    <span
      className={delta > 0 ? 'move move-up' : 'move move-down'}
      title={title}
      data-testid="hit-move"
    >
      {delta > 0 ? '↑' : '↓'}
      {Math.abs(delta)}
    </span>
  );
};

export const HitsTable = ({ result }: Props) => {
  if (result.hits.length === 0) {
    return (
      <p className="empty" data-testid="no-hits">
        {result.mode === 'browse' ? 'No tools in scope.' : 'No tool matches these terms.'}
      </p>
    );
  }
  const versus = other(result.ranker);
  const browsing = result.mode === 'browse';
  return (
    <table className="hits">
      <caption>
        {browsing
          ? `Browsing ${result.totalHits} tools in catalog order`
          : `${result.totalHits} hit${result.totalHits === 1 ? '' : 's'}, ranked by ${result.ranker}`}
        {result.hits.length < result.totalHits && ` (first ${result.hits.length} shown)`}
      </caption>
      <thead>
        <tr>
          <th className="num">#</th>
          <th>name</th>
          <th>matched terms</th>
          <th className="num" title="Distinct query terms matched">
            coverage
          </th>
          <th className="num" title="Σ w(t) over the matched terms">
            Σw
          </th>
          <th className="num">BM25</th>
          <th className="num" title={`Movement against the ${versus} ranker`}>
            vs {versus}
          </th>
        </tr>
      </thead>
      <tbody>
        {result.hits.map((hit, i) => (
          <tr key={hit.name} data-testid="hit-row">
            <td className="num">{i + 1}</td>
            <td className="mono name" data-testid="hit-name">
              {hit.name}
            </td>
            <td className="mono terms">{hit.matchedTerms.join(' ')}</td>
            {browsing ? (
              // Nothing was scored: blanks say so more plainly than a column of zeros.
              <td className="num muted" colSpan={4}>
                —
              </td>
            ) : (
              <>
                <td className="num">{hit.coverage}</td>
                <td className="num">{hit.weightSum.toFixed(2)}</td>
                <td className="num">{hit.bm25.toFixed(2)}</td>
                <td className="num">
                  <Movement hit={hit} ranker={result.ranker} />
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
};
