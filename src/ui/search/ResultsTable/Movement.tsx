import type { Hit, Ranker } from '../../../engine/core';
import { versusRanker } from '../../shared/rankers';

/**
 * Where this hit sits compared with another ranker: ↑ means this ranker places it higher.
 * `ranks` is the hit's rank under every ranker, asked after the page is shown; until it comes
 * (undefined) the cell says only that it is pending, never a guess (0 would read as "new").
 */
export const Movement = ({
  ranks,
  ranker,
}: {
  ranks: Hit['ranks'] | undefined;
  ranker: Ranker;
}) => {
  const other = versusRanker(ranker);
  if (!ranks) {
    return (
      <span
        className="move move-pending"
        title={`rank under ${other}: pending`}
        data-testid="hit-move"
        data-pending="true"
      >
        <span aria-hidden="true">·</span>
        <span className="visually-hidden">movement pending</span>
      </span>
    );
  }
  const there = ranks[other] ?? 0;
  if (there === 0) {
    // toollens reads arguments and drops filler words, so its hits need not be the seed's.
    return (
      <span className="move move-new" title={`not returned by ${other}`} data-testid="hit-move">
        new<span className="visually-hidden"> against {other}</span>
      </span>
    );
  }
  const delta = there - ranks[ranker];
  const title = `#${there} under ${other}`;
  if (delta === 0) {
    return (
      <span className="move move-same" title={title} data-testid="hit-move">
        =<span className="visually-hidden"> against {other}</span>
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
      <span className="visually-hidden"> against {other}</span>
    </span>
  );
};
