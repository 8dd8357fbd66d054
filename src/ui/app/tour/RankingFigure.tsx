import { rankerTerms } from '../../search';
import { Marked } from '../../shared/marks/Marked';
import { markStyle } from '../../shared/marks/weightColor';
import { ServerText } from '../../shared/text/ServerText';
import { PRESENTER_FIGURE_IDS as IDS } from '../../tour';
import { type AppStore, useAppState } from '../store/appStore';

/** Enough rows to show an order, few enough to read from the back of a room. */
const ROWS = 5;

/**
 * The search step's figure for a room: the query's words with their weights, and the first few
 * tools ranked, each name on one line with its excerpt, the query's words marked as the Search
 * panel marks them (the same `Marked`, the same weights). The scores and columns are the
 * panel's, one key away.
 */
export const RankingFigure = ({ store }: { store: AppStore }) => {
  const { result, query } = useAppState(store, (s) => ({
    result: s.result.status === 'ok' ? s.result.value.page : undefined,
    query: s.view.query,
  }));
  if (!result) return <p className="empty">Searching…</p>;
  const { terms, weights } = rankerTerms(result);
  return (
    <figure className="presenter-ranking" aria-labelledby="presenter-ranking-title">
      <p className="presenter-figure-head" id="presenter-ranking-title">
        search_tools(“{query}”) — the query’s words, rarer weighs more:
      </p>
      <ul className="presenter-terms" aria-label="Query words and their weights">
        {terms.map((term) => (
          <li key={term.stem} style={markStyle(term.stem, weights)}>
            <span data-testid={IDS.term}>{term.term}</span>{' '}
            <strong data-testid={IDS.termWeight}>{term.weight.toFixed(2)}</strong>
          </li>
        ))}
      </ul>
      <ol className="presenter-hits" aria-label={`The first ${ROWS} tools found`}>
        {result.hits.slice(0, ROWS).map((hit) => (
          <li key={hit.name}>
            <span className="presenter-hit-name mono" data-testid="hit-name">
              <ServerText text={hit.name} />
            </span>
            <span className="presenter-excerpt" dir="auto">
              <Marked text={hit.excerpt.text} marks={hit.excerpt.marks} weights={weights} />
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
};
