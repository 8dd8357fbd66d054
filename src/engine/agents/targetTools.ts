import type { Catalog, Tool } from '../catalog/core';
import type { TargetTool } from './target';

/**
 * Which MCP server each catalog tool is served by, as the agents name it. An agent prefixes a
 * tool's name with its server's (`mcp__github__create_issue`), and Claude Code scores the
 * server's name as a name part, so the server matters to every rank. In order: the name the
 * user gives (`--server`, the page's setting), the tool's own server (multi-server catalogs),
 * the server a pulled catalog names, the name in an `mcp:<name>@<version>` source, then
 * DEFAULT_SERVER.
 */

/** The server name used when nothing names one. */
export const DEFAULT_SERVER = 'server';

const MCP_SOURCE = /^mcp:(.+)@[^@]*$/;

/** The server an `mcp:<name>@<version>` source names. */
export const sourceServer = (source: string | undefined): string | undefined =>
  source === undefined ? undefined : MCP_SOURCE.exec(source)?.[1];

export const catalogServer = (catalog: Catalog, override?: string): string =>
  override ?? catalog.server ?? sourceServer(catalog.source) ?? DEFAULT_SERVER;

/**
 * A pooled catalog keeps tools of many servers apart by prefixing each name with its server's
 * (`bing-cn-mcp__bing_search`); the server lists the tool under the rest.
 */
const mcpName = (tool: Tool, server: string): string => {
  const prefix = `${server}__`;
  return tool.name.startsWith(prefix) && tool.name.length > prefix.length
    ? tool.name.slice(prefix.length)
    : tool.name;
};

/** The catalog's searchable tools (scaffolding is declared, never searched) with their servers. */
export const targetTools = (
  catalog: Pick<Catalog, 'tools' | 'server' | 'source'>,
  override?: string,
): TargetTool[] => {
  const fallback = catalogServer(catalog as Catalog, override);
  return catalog.tools
    .filter((tool) => !tool.scaffolding)
    .map((tool) => {
      const server = override ?? tool.origin?.server ?? fallback;
      return { tool, server, mcpName: mcpName(tool, server) };
    });
};
