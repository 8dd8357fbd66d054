import { type AgentTargetId, TARGET_INFO } from '../../../engine/core';
import { targetTitle } from './targetText';

/** A target's label, titled with what it is, how exact it is and where its rules are written. */
export const TargetLabel = ({ target }: { target: AgentTargetId }) => {
  const info = TARGET_INFO[target];
  return (
    <span className="target-label" title={targetTitle(target)} data-exactness={info.exactness}>
      {info.label}
      {info.exactness !== 'source' && (
        <span className="target-exactness" aria-hidden="true">
          {info.exactness === 'reconstruction' ? '*' : '†'}
        </span>
      )}
    </span>
  );
};
