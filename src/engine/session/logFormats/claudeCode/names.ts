import { MCP_PREFIX, normalizeNameForMCP } from '../../../agents/claudeCode/names';
import { sanitizeUnicode } from '../../../agents/claudeCode/sanitize';

/**
 * A tool name as Claude Code's log gives it, in the catalog's terms. Claude Code calls an MCP
 * tool `mcp__<server>__<tool>` (agents/claudeCode/names.ts `buildMcpToolName`, over the tool's
 * name with its Unicode sanitised as searchedTool.ts does), and a pooled catalog keeps several
 * servers' tools apart as `<server>__<tool>` (agents/targetTools.ts `mcpName`). The log does
 * not say where the server's name ends, so every `__` is tried as that end, the first (a
 * server's name rarely holds `__`) before later ones. A name the catalog lacks is kept as the
 * log gave it and marked unknown; without a catalog every name is kept as it is.
 */

export type ResolvedName = { name: string; known: boolean };

export type NameResolver = (agentName: string) => ResolvedName;

export const catalogNameResolver = (catalogNames: readonly string[] | undefined): NameResolver => {
  if (catalogNames === undefined) return (name) => ({ name, known: true });
  const exact = new Set(catalogNames);
  const byAgentForm = new Map<string, string>();
  for (const name of catalogNames) {
    const form = normalizeNameForMCP(sanitizeUnicode(name));
    if (!byAgentForm.has(form)) byAgentForm.set(form, name);
  }
  return (agentName) => {
    if (exact.has(agentName)) return { name: agentName, known: true };
    if (agentName.startsWith(MCP_PREFIX)) {
      const rest = agentName.slice(MCP_PREFIX.length);
      // `mcp__<server>` alone names a server, not a tool: a pooled name needs its `__` too.
      const pooled = rest.includes('__') ? byAgentForm.get(rest) : undefined;
      if (pooled !== undefined) return { name: pooled, known: true };
      for (let end = rest.indexOf('__'); end > 0; end = rest.indexOf('__', end + 1)) {
        const found = byAgentForm.get(rest.slice(end + 2));
        if (found !== undefined) return { name: found, known: true };
      }
    }
    return { name: agentName, known: false };
  };
};
