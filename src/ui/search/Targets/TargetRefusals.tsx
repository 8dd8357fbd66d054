import { TARGET_INFO } from '../../../engine/core';
import type { TargetColumn } from '../../../worker/boundary';

/** The agents that refuse the query, each with its refusal in its own words. */
export const TargetRefusals = ({ columns }: { columns: readonly TargetColumn[] }) => {
  const refused = columns.filter((column) => column.refusal);
  if (refused.length === 0) return null;
  return (
    <ul className="target-refusals" data-testid="target-refusals">
      {refused.map(({ target, refusal }) => (
        <li key={target}>
          {TARGET_INFO[target].label} refuses this query ({refusal?.code}): “{refusal?.message}”
        </li>
      ))}
    </ul>
  );
};
