import { buildMcpToolName, MCP_PREFIX } from '../../agents/claudeCode/names';
import type { TranscriptEvent } from '../transcript';

/**
 * A search that loads, as the builder makes it from a log: the agent's names mapped to the
 * catalog's, and the call's input read as a query, a pattern or Claude Code's `select:` form.
 */

export type DiscoverEvent = Extract<TranscriptEvent, { type: 'discover' }>;

/** Claude Code's ToolSearch `select:a,b` names the tools to load rather than searching. */
const SELECT = /^select:/;

/**
 * The catalog's name for a tool as an agent names it: the name itself, or the name agents give
 * an MCP tool, `mcp__<server>__<tool>` (a pooled catalog's `server__tool` is `mcp__` + itself),
 * or a namespaced `<namespace>.<tool>`.
 * The longest catalog name that fits wins, so `a__b` beats `b` for `mcp__x__a__b`.
 */
export const catalogNameFor = (
  name: string,
  catalogNames: ReadonlySet<string>,
): string | undefined => {
  if (catalogNames.has(name)) return name;
  const dot = name.lastIndexOf('.');
  if (dot > 0) {
    // `<namespace>.<tool>` (OpenAI, Codex): the tool's own name, or Codex's `mcp__<server>`
    // namespace read as the MCP name it stands for.
    const tool = name.slice(dot + 1);
    return catalogNames.has(tool)
      ? tool
      : catalogNameFor(`${name.slice(0, dot)}__${tool}`, catalogNames);
  }
  if (!name.startsWith(MCP_PREFIX)) return undefined;
  let best: string | undefined;
  for (const candidate of catalogNames) {
    if (best !== undefined && candidate.length <= best.length) continue;
    const pooled = candidate.includes('__') && name === `${MCP_PREFIX}${candidate}`;
    const suffix = `__${candidate}`;
    const server = name.endsWith(suffix)
      ? name.slice(MCP_PREFIX.length, name.length - suffix.length)
      : '';
    if (pooled || (server !== '' && buildMcpToolName(server, candidate) === name)) {
      best = candidate;
    }
  }
  return best;
};

/**
 * Splits what a search referenced into what it loaded (catalog names) and what the catalog
 * lacks (kept as the log gave them). Without a catalog every name is taken as loaded: the
 * replay refuses, by name, what the catalog it runs against does not have.
 */
export const resolveReferences = (
  names: readonly string[],
  catalogNames: ReadonlySet<string> | undefined,
): Pick<DiscoverEvent, 'returned' | 'loaded' | 'unknown'> => {
  if (catalogNames === undefined) return { returned: [...names], loaded: [...new Set(names)] };
  const returned: string[] = [];
  const loaded = new Set<string>();
  const unknown = new Set<string>();
  for (const name of names) {
    const known = catalogNameFor(name, catalogNames);
    returned.push(known ?? name);
    if (known === undefined) unknown.add(name);
    else loaded.add(known);
  }
  return {
    returned,
    loaded: [...loaded],
    ...(unknown.size > 0 ? { unknown: [...unknown] } : {}),
  };
};

/** The query of a client-side search call: `query`, else `pattern`, as the agent sent it. */
export const clientSearch = (
  input: Record<string, unknown>,
): Pick<DiscoverEvent, 'query' | 'form'> => {
  const { query, pattern } = input;
  if (typeof query === 'string') return { query, form: SELECT.test(query) ? 'select' : 'search' };
  if (typeof pattern === 'string') return { query: pattern, form: 'pattern' };
  return { query: '', form: 'search' };
};
