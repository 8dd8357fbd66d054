import {
  buildMcpToolName,
  isSelectQuery,
  MCP_PREFIX,
  normalizeNameForMCP,
} from '../../agents/core';
import type { TranscriptEvent } from '../transcript';

/**
 * A search that loads, as the builder makes it from a log: the agent's names mapped to the
 * catalog's, and the call's input read as a query, a pattern or Claude Code's `select:` form.
 */

export type DiscoverEvent = Extract<TranscriptEvent, { type: 'discover' }>;

/** Agents cap tool names at 64 or 128 characters; a longer name is matched only exactly. */
const MAX_MAPPED_NAME = 256;

export type CatalogNamer = (name: string) => string | undefined;

/**
 * The catalog's name for a tool as an agent names it: the name itself, the name agents give an
 * MCP tool, `mcp__<server>__<tool>` (each part normalised as Claude Code does; a pooled
 * catalog's `server__tool` is `mcp__` + itself), or a namespaced `<namespace>.<tool>` (OpenAI,
 * Codex: Codex's `mcp__<server>` namespace read as the MCP name it stands for, else the tool's
 * own name). The longest catalog name that fits wins, so `a__b` beats `b` for `mcp__x__a__b`.
 * The catalog is indexed once, so each name costs a few lookups whatever the catalog's size.
 */
export const catalogNamer = (catalogNames: Iterable<string>): CatalogNamer => {
  const exact = new Set(catalogNames);
  const byMcpName = new Map<string, string>();
  for (const name of exact) {
    const normalized = normalizeNameForMCP(name);
    const held = byMcpName.get(normalized);
    if (held === undefined || name.length > held.length) byMcpName.set(normalized, name);
  }
  const mcp = (name: string): string | undefined => {
    if (!name.startsWith(MCP_PREFIX)) return undefined;
    const rest = name.slice(MCP_PREFIX.length);
    const pooled = byMcpName.get(rest);
    if (pooled?.includes('__')) return pooled;
    // The leftmost split leaves the longest tool name; the server part must not be empty.
    for (let at = rest.indexOf('__', 1); at !== -1; at = rest.indexOf('__', at + 1)) {
      const tool = byMcpName.get(rest.slice(at + 2));
      if (tool !== undefined && buildMcpToolName(rest.slice(0, at), tool) === name) return tool;
    }
    return undefined;
  };
  const namer: CatalogNamer = (name) => {
    if (exact.has(name)) return name;
    if (name.length > MAX_MAPPED_NAME) return undefined;
    const dot = name.lastIndexOf('.');
    if (dot > 0) {
      const tool = name.slice(dot + 1);
      return namer(`${name.slice(0, dot)}__${tool}`) ?? (exact.has(tool) ? tool : undefined);
    }
    return mcp(name);
  };
  return namer;
};

/**
 * Splits what a search referenced into what it loaded (catalog names) and what the catalog
 * lacks (kept as the log gave them). Without a catalog every name is taken as loaded: the
 * replay refuses, by name, what the catalog it runs against does not have.
 */
export const resolveReferences = (
  names: readonly string[],
  namer: CatalogNamer | undefined,
): Pick<DiscoverEvent, 'returned' | 'loaded' | 'unknown'> => {
  if (namer === undefined) return { returned: [...names], loaded: [...new Set(names)] };
  const returned: string[] = [];
  const loaded = new Set<string>();
  const unknown = new Set<string>();
  for (const name of names) {
    const known = namer(name);
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
  if (typeof query === 'string') return { query, form: isSelectQuery(query) ? 'select' : 'search' };
  if (typeof pattern === 'string') return { query: pattern, form: 'pattern' };
  return { query: '', form: 'search' };
};

/**
 * The result count a search call asked for (`max_results`, `limit`), when it is a whole number
 * of at least 1; anything else is left to the agent, whose own default then applies.
 */
export const askedLimit = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
