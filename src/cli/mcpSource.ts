import { type Catalog, DERIVE_TAGS_BY_DEFAULT, formatIssue, openCatalog } from '../engine';
import {
  catalogSource,
  connectHttp,
  DEFAULT_TIMEOUT_MS,
  isMcpConnectionError,
  listAllTools,
  type McpConnection,
  type McpTool,
  toCatalogText,
} from '../mcp';
import { isHeaderName } from '../mcp/headers';
import { connectStdio } from '../mcp/node/connectStdio';
import { type CliArgs, deriveTagsOf } from './args';
import { lineBudgetOption } from './lineOptions';
import { InputError, loadCatalog } from './loadCatalog';
import { parseTimeout } from './timeoutOption';
import { UsageError } from './usageError';

/**
 * Catalogs from a live MCP server: `--mcp "<command args…>"` (stdio, spawned) or `--mcp-url
 * <url>` with `--header "Name: value"` (Streamable HTTP, or legacy SSE), and `--timeout` for the
 * handshake and the first tools/list. Anywhere `--catalog` is read, these may stand in for it.
 */

type Values = CliArgs['values'];

/** `--header "Authorization: Bearer x"` (repeatable) → {Authorization: 'Bearer x'}. */
export const headerFlags = (values: readonly string[] | undefined): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const header of values ?? []) {
    const colon = header.indexOf(':');
    const name = colon < 0 ? '' : header.slice(0, colon).trim();
    if (!isHeaderName(name)) {
      throw new UsageError(`--header must be "Name: value", got "${header}"`);
    }
    headers[name] = header.slice(colon + 1).trim();
  }
  return headers;
};

/** Which server the flags name, or undefined when they name none. Both at once is a mistake. */
export const serverFlags = (values: Values): { mcp?: string; url?: string } | undefined => {
  const { mcp, 'mcp-url': url } = values;
  if (mcp === undefined && url === undefined) {
    if (values.header?.length) throw new UsageError('--header goes with --mcp-url');
    if (values.timeout !== undefined) {
      throw new UsageError(
        '--timeout goes with --mcp or --mcp-url (it is the wait for a live server)',
      );
    }
    return undefined;
  }
  if (mcp !== undefined && url !== undefined) {
    throw new UsageError('give --mcp or --mcp-url, not both');
  }
  if (values.catalog !== undefined) {
    throw new UsageError(
      `give --catalog or ${mcp === undefined ? '--mcp-url' : '--mcp'}, not both`,
    );
  }
  if (mcp !== undefined && values.header?.length) {
    throw new UsageError('--header goes with --mcp-url (a stdio server takes no headers)');
  }
  return mcp === undefined ? { url: url as string } : { mcp };
};

/** A connection failure as the CLI prints it (exit code 1). */
const inputError = (error: unknown): unknown =>
  isMcpConnectionError(error) ? new InputError(`toollens: ${error.message}`) : error;

/** `--timeout` in milliseconds: the SDK's request option, DEFAULT_TIMEOUT_MS when not given. */
export const timeoutOf = (values: Values): number =>
  parseTimeout(values.timeout) ?? DEFAULT_TIMEOUT_MS;

/** Connects to the server the flags name, within `--timeout`. The caller closes it. */
export const connectFromFlags = async (values: Values): Promise<McpConnection> => {
  const server = serverFlags(values);
  if (!server) throw new UsageError('--mcp "<command args…>" or --mcp-url <url> is required');
  const timeoutMs = timeoutOf(values);
  try {
    if (server.mcp !== undefined) return await connectStdio(server.mcp, { timeoutMs });
    return await connectHttp(server.url as string, {
      headers: headerFlags(values.header),
      timeoutMs,
    });
  } catch (error) {
    throw inputError(error);
  }
};

/**
 * Every tool of a connected server (all pages), each page within `timeoutMs` (`--timeout`),
 * failures as the CLI prints them.
 */
export const listServerTools = async (
  connection: McpConnection,
  timeoutMs: number,
): Promise<McpTool[]> => {
  try {
    return await listAllTools(connection.client, { target: connection.target, timeoutMs });
  } catch (error) {
    throw inputError(error);
  }
};

/** A server's tools as a catalog, its source `mcp:<name>@<version>`, read as a file is. */
export const catalogFromTools = (
  connection: McpConnection,
  tools: readonly McpTool[],
  deriveTags = DERIVE_TAGS_BY_DEFAULT,
): Catalog => {
  const source = catalogSource(connection.serverInfo);
  const result = openCatalog(toCatalogText(connection.serverInfo, tools), { source, deriveTags });
  if (!result.ok) {
    const lines = result.errors.map((issue) =>
      formatIssue(issue, `${connection.target} (${source})`),
    );
    throw new InputError(lines.join('\n'));
  }
  return result.catalog;
};

/** Connects, lists every tool, closes: the server's catalog now. */
export const pullCatalog = async (
  values: Values,
  deriveTags = DERIVE_TAGS_BY_DEFAULT,
): Promise<{ catalog: Catalog; text: string; target: string }> => {
  const connection = await connectFromFlags(values);
  try {
    const tools = await listServerTools(connection, timeoutOf(values));
    return {
      catalog: catalogFromTools(connection, tools, deriveTags),
      text: toCatalogText(connection.serverInfo, tools),
      target: connection.target,
    };
  } finally {
    await connection.close();
  }
};

/**
 * The catalog a command reads: from the server `--mcp`/`--mcp-url` names, else `--catalog`
 * (or `fallback`, e.g. replay's demo), with tags derived unless `--no-derive-tags`, and the
 * capability line's budget `--line-budget` gives (checked before anything is read). `label`
 * names it in reports.
 */
export const readCatalog = async (
  values: Values,
  { fallback }: { fallback?: string } = {},
): Promise<{ catalog: Catalog; label: string }> => {
  const deriveTags = deriveTagsOf(values);
  const lineBudget = lineBudgetOption(values);
  // A copy: a built-in catalog may be shared, and the budget is this run's.
  const budgeted = (catalog: Catalog): Catalog =>
    lineBudget === undefined ? catalog : { ...catalog, lineBudget };
  if (serverFlags(values)) {
    const { catalog } = await pullCatalog(values, deriveTags);
    return { catalog: budgeted(catalog), label: catalog.source ?? 'mcp' };
  }
  const spec = values.catalog ?? fallback;
  if (spec === undefined || spec === '') {
    throw new UsageError('--catalog (or --mcp "<command args…>" or --mcp-url <url>) is required');
  }
  return { catalog: budgeted(loadCatalog(spec, deriveTags)), label: spec };
};
