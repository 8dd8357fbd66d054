import type { Excerpt } from './types';

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
export const renderMenu = (
  entries: readonly MenuEntry[],
  context: { query: string; mode: 'query' | 'browse'; totalHits: number; scope: number },
): Menu => {
  const header =
    context.mode === 'browse'
      ? `Browsing ${context.scope} tools in scope (showing ${entries.length}).`
      : `Found ${context.totalHits} tools for "${context.query.trim()}" among ${context.scope} in scope (showing ${entries.length}).`;
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
