import type { SearchResult } from '../../engine/search/types';

type Props = { scope: SearchResult['scope'] };

/** The N of w(t): rarity is measured within the filtered scope, so the page says what it is. */
export const ScopeLine = ({ scope }: Props) => (
  <p className="scope-line" data-testid="scope-line">
    <strong className="mono">
      N = <span data-testid="scope-n">{scope.n}</span>
    </strong>{' '}
    of {scope.total} tools
    {scope.n < scope.total && <span className="muted"> after filters</span>}
  </p>
);
