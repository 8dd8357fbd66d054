import { noun } from '../text/core';
import { ELLIPSIS, type Excerpt, MENU_QUERY_CHARS } from './types';

/** One row of the search_tools result: what the model sees of a discovered tool. */
export type MenuEntry = {
  name: string;
  excerpt: Excerpt;
  capabilities: readonly string[];
  domains: readonly string[];
};

export type Menu = { text: string; chars: number };

/**
 * The exact text search_tools returns. It is a menu, not a declaration: nothing in it can be
 * called, and it cannot evict the working set. It ends by telling the model how to load a tool.
 */
/** The query as the menu echoes it: trimmed, and cut with an ellipsis past MENU_QUERY_CHARS. */
export const echoedQuery = (query: string): string => {
  const text = query.trim();
  if (text.length <= MENU_QUERY_CHARS) return text;
  let end = MENU_QUERY_CHARS - ELLIPSIS.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}${ELLIPSIS}`;
};

export const renderMenu = (
  entries: readonly MenuEntry[],
  context: {
    query: string;
    mode: 'query' | 'browse';
    totalHits: number;
    scope: number;
    noSearchableWord?: boolean;
  },
): Menu => {
  const browsing = `Browsing ${context.scope} ${noun(context.scope, 'tool')} in scope (showing ${entries.length}).`;
  const header =
    context.mode === 'browse'
      ? context.noSearchableWord
        ? `No searchable word in "${echoedQuery(context.query)}". ${browsing}`
        : browsing
      : `Found ${context.totalHits} ${noun(context.totalHits, 'tool')} for "${echoedQuery(context.query)}" among ${context.scope} in scope (showing ${entries.length}).`;
  const rows = entries.map((entry) => {
    const tags = [entry.capabilities.join(', '), entry.domains.join(', ')].filter((t) => t !== '');
    const heading = tags.length > 0 ? `- ${entry.name} [${tags.join(' | ')}]` : `- ${entry.name}`;
    return entry.excerpt.text === '' ? heading : `${heading}\n  ${entry.excerpt.text}`;
  });
  const footer =
    entries.length === 0
      ? 'No tool matched. Try other words, or fewer filters.'
      : 'These tools are not loaded. Call activate_tool with the names you need, then call them.';
  const text = [header, ...rows, footer].join('\n');
  return { text, chars: text.length };
};
