import { type AgentTargetId, TARGET_INFO } from '../../../engine/core';
import { targetTitle } from './targetText';

/**
 * A target's label, titled with what it is, how exact it is and where its rules are written,
 * and `note` when given (what it was asked).
 */
export const TargetLabel = ({ target, note }: { target: AgentTargetId; note?: string }) => {
  const info = TARGET_INFO[target];
  const title = note === undefined ? targetTitle(target) : `${targetTitle(target)}\n${note}`;
  return (
    <span className="target-label" title={title} data-exactness={info.exactness}>
      {info.label}
      {info.exactness !== 'source' && (
        <span className="target-exactness" aria-hidden="true">
          {info.exactness === 'reconstruction' ? '*' : '†'}
        </span>
      )}
    </span>
  );
};
