import { memo } from 'react';
import { escapeHidden } from '../../../engine/core';
import { ServerText } from '../../shared/text/ServerText';

/** Names shown inline; the rest are counted, and listed in full on demand. */
const ALWAYS_DECLARED_SHOWN = 6;

/** The names shown inline and how many more there are. */
export const splitNames = (names: readonly string[], shown = ALWAYS_DECLARED_SHOWN) => ({
  shown: names.slice(0, shown),
  more: Math.max(0, names.length - shown),
});

type Props = { names: readonly string[] };

/**
 * The catalog's scaffolding tools (search_tools, activate_tool, …) are declared in every prompt,
 * so the engine never returns them as hits: said once here, so their absence from the results
 * does not read as a ranking failure. Nothing when the catalog marks none.
 */
const AlwaysDeclaredView = ({ names }: Props) => {
  if (names.length === 0) return null;
  const { shown, more } = splitNames(names);
  return (
    <div
      className="always-declared hint"
      data-testid="always-declared"
      title={escapeHidden(names.join(', '))}
    >
      Always declared, so never a search result:{' '}
      {shown.map((name, i) => (
        <span key={name}>
          {i > 0 && ', '}
          <span className="mono">
            <ServerText text={name} />
          </span>
        </span>
      ))}
      {more > 0 && (
        <details className="always-declared-more">
          <summary>and {more} more</summary>
          <span className="mono">
            <ServerText text={names.slice(ALWAYS_DECLARED_SHOWN).join(', ')} />
          </span>
        </details>
      )}
    </div>
  );
};

/** Memoised: the panel re-renders on every keystroke, the list only with the catalog. */
export const AlwaysDeclared = memo(AlwaysDeclaredView);
