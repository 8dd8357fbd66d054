import { escapeHidden } from '../../../engine/core';

/** At most this many tool names are listed inline per root; the rest are counted. */
const SHOWN_TOOLS = 4;

/** Tool names, hidden characters as escapes: the list goes into text and titles alike. */
export const toolList = (names: readonly string[]) =>
  escapeHidden(
    names.length <= SHOWN_TOOLS
      ? names.join(', ')
      : `${names.slice(0, SHOWN_TOOLS).join(', ')} and ${names.length - SHOWN_TOOLS} more`,
  );
