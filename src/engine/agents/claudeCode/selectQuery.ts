/**
 * Claude Code's ToolSearch `select:a,b` form, which names tools rather than searching, as the
 * reconstruction reads it (toolSearch.ts cites the source): the raw query, `select:` in any
 * case, and at least one character after it. The target and the session readers share it, so a
 * logged query is read as the agent read it.
 */
export const SELECT_QUERY = /^select:(.+)$/i;

export const isSelectQuery = (query: string): boolean => SELECT_QUERY.test(query);
