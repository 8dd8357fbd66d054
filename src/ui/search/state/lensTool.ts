import type { ToolSearchResult } from '../../../engine/core';
import type { View } from '../../shared/view';

/**
 * The tool whose lens the Search panel shows: the row the user picked, else the top hit of a
 * ranked answer, so the first query opens the lens without a click. Browsing ranks
 * nothing, so it opens none.
 */
export const lensToolOf = (
  view: Pick<View, 'panel' | 'tool'>,
  result: ToolSearchResult | undefined,
): string | undefined => {
  if (view.panel !== 'search') return undefined;
  if (view.tool) return view.tool;
  return result && result.mode !== 'browse' ? result.hits[0]?.name : undefined;
};
