import type { SearchPanelProps } from '../ui/search/searchPanelProps';
import { DEFAULT_VIEW } from '../ui/shared/view';

const noop = () => {};

/** A Search panel with nothing loaded and nothing to do, for a test to fill in what it reads. */
export const idleSearchPanelProps: SearchPanelProps = {
  view: DEFAULT_VIEW,
  result: undefined,
  searchError: undefined,
  facets: undefined,
  toolNames: undefined,
  lens: undefined,
  lensError: undefined,
  whyNot: undefined,
  whyNotError: undefined,
  menuTokens: undefined,
  menuTokensError: undefined,
  menuTokensPending: false,
  onCountTokensExactly: noop,
  focusRequest: 0,
  onView: noop,
  onMoveSelection: noop,
  onRetry: noop,
  marks: {},
  markSet: undefined,
  onMark: noop,
};
