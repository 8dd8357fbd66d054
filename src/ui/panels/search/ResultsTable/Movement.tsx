import type { Hit, Ranker } from '../../../../engine/core';
import { versusRanker } from '../../../rankers';

/** Where this hit sits compared with another ranker: ↑ means this ranker places it higher. */
export const Movement = ({ hit, ranker }: { hit: Hit; ranker: Ranker }) => {
  const other = versusRanker(ranker);
  const there = hit.ranks[other] ?? 0;
  if (there === 0) {
    // toollens reads arguments and drops filler words, so its hits need not be the seed's.
    return (
      <span className="move move-new" title={`not returned by ${other}`} data-testid="hit-move">
        new<span className="visually-hidden"> against {other}</span>
      </span>
    );
  }
  const delta = there - hit.ranks[ranker];
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
