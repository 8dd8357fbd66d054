import { codexNamespace, MCP_NAMESPACE_PREFIX, sanitizeToolName } from '../../agents/core';
import { describeValue, isRecord, own } from '../../catalog/core';
import { at, type Log, readName } from './steps';

/**
 * A tool as a Codex rollout names it, back to the catalog's name, by the engine's Codex naming
 * (src/engine/agents/codex/names.ts): Codex calls an MCP tool by its sanitised name inside the
 * namespace `mcp__<sanitised server>`. A pooled catalog name `<server>__<tool>` matches that
 * namespace and name; any catalog name matches its sanitised self (a single-server catalog,
 * whose server the log alone tells). Older Codex flattened the two into one name,
 * `mcp__<server>__<tool>`, which is split at its first `__` after the prefix.
 */

/** Keeps the name of a tool the catalog lacks as the log gave it: `mcp__github.create_issue`. */
export const loggedName = (namespace: string | undefined, name: string): string =>
  namespace === undefined ? name : `${namespace}.${name}`;

const FLAT_MCP_NAME = new RegExp(`^(${MCP_NAMESPACE_PREFIX}.+?)__(.+)$`);

export type CodexNames = {
  /** The catalog's name for the tool, or undefined when the catalog lacks it. */
  find: (namespace: string | undefined, name: string) => string | undefined;
  /** Whether a catalog was given at all: without one no name is unknown. */
  known: boolean;
};

export const codexNames = (catalogNames: readonly string[] | undefined): CodexNames => {
  const pooled = new Map<string, string>();
  const bare = new Map<string, string>();
  for (const catalogName of catalogNames ?? []) {
    const split = catalogName.indexOf('__');
    if (split > 0 && split + 2 < catalogName.length) {
      const server = catalogName.slice(0, split);
      const tool = catalogName.slice(split + 2);
      pooled.set(`${codexNamespace(server)}.${sanitizeToolName(tool)}`, catalogName);
    }
    const sanitized = sanitizeToolName(catalogName);
    if (!bare.has(sanitized)) bare.set(sanitized, catalogName);
  }
  // An exact name wins over another that only sanitises to it.
  for (const catalogName of catalogNames ?? []) bare.set(catalogName, catalogName);
  const find = (namespace: string | undefined, name: string): string | undefined => {
    let space = namespace;
    let tool = name;
    const flat = space === undefined ? FLAT_MCP_NAME.exec(name) : null;
    if (flat?.[1] !== undefined && flat[2] !== undefined) [space, tool] = [flat[1], flat[2]];
    if (space !== undefined) {
      const found = pooled.get(`${space}.${tool}`);
      if (found !== undefined) return found;
    }
    return bare.get(tool);
  };
  return { find, known: catalogNames !== undefined };
};

/** The catalog names of a tool_search_output's tools, and the names the catalog lacks. */
export const outputTools = (tools: unknown, place: string, log: Log, names: CodexNames) => {
  const found: string[] = [];
  const unknown: string[] = [];
  const add = (namespace: string | undefined, name: string) => {
    const catalogName = names.find(namespace, name);
    if (catalogName === undefined) {
      const kept = loggedName(namespace, name);
      found.push(kept);
      if (names.known) unknown.push(kept);
    } else found.push(catalogName);
  };
  if (!Array.isArray(tools)) {
    log.fail(place, `expected an array of tools, found ${describeValue(tools)}`);
    return undefined;
  }
  let ok = true;
  tools.forEach((tool, index) => {
    const toolPlace = at(place, index);
    const type = isRecord(tool) ? own(tool, 'type') : undefined;
    if (!isRecord(tool) || (type !== 'function' && type !== 'namespace')) {
      log.fail(
        toolPlace,
        `expected a "function" or "namespace" tool, found ${describeValue(tool)}`,
      );
      ok = false;
      return;
    }
    const name = readName(tool, 'name', toolPlace, log);
    if (name === undefined) ok = false;
    else if (type === 'function') add(undefined, name);
    else {
      const inner = own(tool, 'tools');
      const list = Array.isArray(inner) ? inner : [];
      if (!Array.isArray(inner)) {
        log.fail(
          at(toolPlace, 'tools'),
          `expected an array of tools, found ${describeValue(inner)}`,
        );
        ok = false;
      }
      list.forEach((each, innerIndex) => {
        const member = isRecord(each)
          ? readName(each, 'name', at(at(toolPlace, 'tools'), innerIndex), log)
          : undefined;
        if (member === undefined) {
          if (!isRecord(each))
            log.fail(
              at(at(toolPlace, 'tools'), innerIndex),
              `expected a function tool, found ${describeValue(each)}`,
            );
          ok = false;
        } else add(name, member);
      });
    }
  });
  return ok ? { found, unknown } : undefined;
};
