import type { AgentTargetId } from '../../../engine/core';
import type { TargetPlace } from '../../../worker/boundary';
import { placeText, placeTitle } from '../../shared/targets/targetText';

/**
 * A tool's place under one target: its rank ("3=" when tied), or "not returned" past the
 * target's k; pending (undefined) until the worker answers, never a guess.
 */
export const TargetPlaceCell = ({
  target,
  place,
}: {
  target: AgentTargetId;
  place: TargetPlace | null | undefined;
}) => {
  if (place === undefined) {
    return (
      <span className="move move-pending" data-testid="target-place" data-pending="true">
        <span aria-hidden="true">·</span>
        <span className="visually-hidden">pending</span>
      </span>
    );
  }
  const returned = place?.returned ?? false;
  return (
    <span
      className={returned ? 'target-place' : 'target-place target-missed'}
      data-testid="target-place"
      data-target={target}
      title={placeTitle(target, place)}
    >
      {placeText(place)}
    </span>
  );
};
