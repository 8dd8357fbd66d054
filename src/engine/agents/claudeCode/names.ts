/**
 * The names Claude Code gives MCP tools and how ToolSearch splits a name into the parts it
 * scores. Claude Code's source is not published: this reads a third-party reconstruction.
 *
 * - `normalizeNameForMCP`, `buildMcpToolName`: `src/services/mcp/mcpStringUtils.ts` and
 *   `normalization.ts`, which the reconstruction stephanoskomnenos/claude-code-clean @
 *   1bcfe6b7d3a06ed8248eeb617f049e945b337ba5 does not hold; read from Ryannnice/claude-code @
 *   09d5e87d9ab83f2b617834f1871c5b1ed3ae0c4e, another copy of the same source.
 * - `parseToolName`: claude-code-clean `src/tools/ToolSearchTool/ToolSearchTool.ts` @ 1bcfe6b7….
 * - The pool order: `assembleToolPool` in `src/tools.ts`, quoted alike by several reconstructions
 *   (not held by claude-code-clean).
 *
 * Exact as read: every UTF-16 unit outside `[a-zA-Z0-9_-]` becomes `_` (so `-` is kept, and an
 * emoji, two units, becomes `__`); a server named `claude.ai …` also has runs of `_` collapsed
 * and an edge `_` dropped. Names starting `mcp__` lose that prefix, are lower-cased and split on
 * `__` then `_`; other names split at a lower→upper boundary and at `_`. Hyphens never split.
 */

export const MCP_PREFIX = 'mcp__';
const CLAUDEAI_SERVER_PREFIX = 'claude.ai ';

export const normalizeNameForMCP = (name: string): string => {
  const normalized = name.replace(/[^a-zA-Z0-9_-]/g, '_');
  if (!name.startsWith(CLAUDEAI_SERVER_PREFIX)) return normalized;
  return normalized.replace(/_+/g, '_').replace(/^_|_$/g, '');
};

/** `mcp__<server>__<tool>`, each normalised; one flat string (a target keeps one a tool). */
export const buildMcpToolName = (server: string, tool: string): string =>
  mcpToolName(normalizeNameForMCP(server), tool);

/** buildMcpToolName of a server already normalised (a pool normalises each server once). */
export const mcpToolName = (normalizedServer: string, tool: string): string =>
  [MCP_PREFIX, normalizedServer, '__', normalizeNameForMCP(tool)].join('');

export type ParsedToolName = {
  /** The lower-cased parts a query term is compared with. */
  parts: string[];
  /** The parts joined by spaces (the "full name" fallback). */
  full: string;
  /** An MCP tool's parts weigh more. */
  isMcp: boolean;
};

export const parseToolName = (name: string): ParsedToolName => {
  if (name.startsWith(MCP_PREFIX)) {
    const withoutPrefix = name.replace(/^mcp__/, '').toLowerCase();
    const parts = withoutPrefix.split('__').flatMap((part) => part.split('_'));
    return {
      parts: parts.filter(Boolean),
      full: withoutPrefix.replace(/__/g, ' ').replace(/_/g, ' '),
      isMcp: true,
    };
  }
  const parts = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  return { parts, full: parts.join(' '), isMcp: false };
};

/** The pool order of two names (poolOrder.ts). */
export { byPoolOrder } from './poolOrder';
