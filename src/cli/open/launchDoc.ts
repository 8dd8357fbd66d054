import { basename } from 'node:path';
import { isBuiltInCatalog } from '../../data/builtIn';
import { DEFAULT_TIMEOUT_MS } from '../../mcp';
import { appAddress } from '../../mcp/appAddress';
import { splitCommandLine } from '../../mcp/commandLine';
import { BRIDGE_PATH, type LaunchDocument } from '../../mcp/launch';
import { credentialsProblem } from '../../mcp/url';
import type { CliArgs } from '../args';
import { InputError, loadCatalog, readText } from '../loadCatalog';
import { loadQuerySet } from '../loadQuerySet';
import { loadSessions, sessionPaths } from '../loadSessions';
import { headerFlags, serverFlags } from '../mcpSource';
import { parseTimeout } from '../timeoutOption';

/**
 * What `toollens open` hands the page: each file read and checked here, as the other commands
 * read it (its errors theirs, before any server starts), then sent as text for the page to
 * import through its own Import… path.
 */
export const readLaunch = (args: Pick<CliArgs, 'values' | 'rest'>): LaunchDocument => {
  const { values } = args;
  const launch: LaunchDocument = {};
  const server = serverFlags(values);
  // Every command's wait, the page's too: it would otherwise use the Connect dialog's own.
  const timeoutMs = parseTimeout(values.timeout) ?? DEFAULT_TIMEOUT_MS;
  const spec = values.catalog;
  if (spec !== undefined) {
    loadCatalog(spec);
    launch.catalog = isBuiltInCatalog(spec)
      ? { builtIn: spec }
      : { name: basename(spec), text: readText(spec) };
  }
  if (values.queries !== undefined) {
    const path = values.queries;
    const queries = loadQuerySet(path);
    launch.querySet =
      path === 'demo'
        ? { name: 'demo.json', text: JSON.stringify(queries) }
        : { name: basename(path), text: readText(path) };
  }
  if (values.sessions !== undefined) {
    // A shell glob's files too: `--sessions logs/*.jsonl`.
    const paths = sessionPaths(args);
    loadSessions(paths, {});
    launch.sessions = paths.map((path) => ({ name: basename(path), text: readText(path) }));
  }
  if (server?.mcp !== undefined) {
    let words: string[];
    try {
      words = splitCommandLine(server.mcp);
    } catch (error) {
      throw new InputError(`toollens: --mcp: ${(error as Error).message}`);
    }
    if (words.length === 0)
      throw new InputError('toollens: --mcp needs a command to run, got nothing');
    launch.server = {
      url: BRIDGE_PATH,
      headers: {},
      timeoutMs,
      bridged: { transport: 'stdio', command: server.mcp },
    };
  }
  if (server?.url !== undefined) {
    let url: URL;
    try {
      url = new URL(server.url);
    } catch {
      throw new InputError(`toollens open: --mcp-url "${server.url}" is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new InputError(`toollens open: --mcp-url must be http: or https:, got "${server.url}"`);
    }
    const problem = credentialsProblem(url, 'give them with --header instead');
    if (problem) throw new InputError(`toollens open: --mcp-url ${problem}`);
    launch.server = { url: url.href, headers: headerFlags(values.header), timeoutMs };
  }
  if (values['app-url'] !== undefined) {
    const address = appAddress(values['app-url']);
    if (!address.ok) throw new InputError(`toollens open: --app-url ${address.reason}`);
    if (address.base !== '') launch.appUrl = address.base;
  }
  return launch;
};
