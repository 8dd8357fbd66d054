import { TARGET_INFO } from '../../../engine/core';
import type { TargetColumn } from '../../../worker/boundary';

/**
 * Under the results: what each agent was asked when not the query's words (a pattern made of
 * them, toollens's reading), and each agent's refusal of the query in its own words.
 */
export const TargetNotes = ({ columns }: { columns: readonly TargetColumn[] }) => {
  const noted = columns.filter((column) => column.refusal || column.asked !== undefined);
  if (noted.length === 0) return null;
  return (
    <ul className="target-notes" data-testid="target-notes">
      {noted.map(({ target, refusal, asked }) => (
        <li key={target}>
          {asked !== undefined && (
            <>
              {TARGET_INFO[target].label} is asked{' '}
              <span className="mono">{asked || '(empty)'}</span>: the query's words as a pattern,
              toollens's reading of what a model would write.{' '}
            </>
          )}
          {refusal && (
            <>
              {TARGET_INFO[target].label} refuses it ({refusal.code}): “{refusal.message}”
            </>
          )}
        </li>
      ))}
    </ul>
  );
};
