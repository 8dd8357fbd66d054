import { TARGET_INFO } from '../../../engine/core';
import type { TargetColumn } from '../../../worker/boundary';
import { PatternRun } from './PatternRun';

/**
 * Under the results: each target still being built over the catalog (its column pending until
 * it is), the pattern each target that reads one ran (the query as typed, or its words as one,
 * toollens's reading), and each agent's refusal of the query in its own words.
 */
export const TargetNotes = ({ columns }: { columns: readonly TargetColumn[] }) => {
  const noted = columns.filter(
    (column) => column.building || column.refusal || column.asked !== undefined,
  );
  if (noted.length === 0) return null;
  return (
    <ul className="target-notes" data-testid="target-notes" aria-label="Target notes">
      {noted.map(({ target, refusal, asked, building }) => (
        <li key={target} data-target={target} {...(building ? { 'data-building': 'true' } : {})}>
          {building &&
            `${TARGET_INFO[target].label} is still indexing the catalog; its ranks follow.`}
          {asked !== undefined && <PatternRun target={target} asked={asked} />}
          {refusal && (
            <>
              {' '}
              {TARGET_INFO[target].label} refuses it ({refusal.code}): “{refusal.message}”
            </>
          )}
        </li>
      ))}
    </ul>
  );
};
