import { DEFAULT_ROOT_RULE, deriveCapabilities } from './deriveRoots';
import { deriveTags } from './deriveTags';
import { checkElementShape, detectFormat, type ElementFormat } from './detectFormat';
import { capIssues, type IssueLog, newIssueLog, pointer } from './issues';
import { parseJson } from './jsonPosition';
import { DEFAULT_MAX_BYTES, tooLarge } from './limits';
import { readOntology } from './readOntology';
import { type ReadTool, readTool, type SchemaKey, type ToolSite, toolLabel } from './readTool';
import type { Catalog, CatalogFormat, ImportIssue, ImportResult, Ontology, Tool } from './types';
import { validateCatalog } from './validateCatalog';
import { describeValue, isRecord, own } from './values';

/**
 * Importing a catalog from any supported format: native toollens, MCP tools/list, OpenAI Chat
 * and Responses tool arrays, Anthropic tool arrays, and plain [{name, description, parameters}].
 * Bad input never throws: it gives {ok: false, errors} with every problem found, each with a
 * path (or a line and column for broken JSON), so the UI and the CLI can point at it.
 */

export { formatIssue } from './issues';

export type ImportOptions = {
  /** A label for the catalog, e.g. the file name; copied to `catalog.source`. */
  source?: string;
  /**
   * The largest text accepted, counted in UTF-16 code units (about bytes for JSON, which is
   * mostly ASCII). Larger text is refused before parsing, so a wrong file can't hang the worker.
   * Defaults to DEFAULT_MAX_BYTES (50 MB).
   */
  maxBytes?: number;
  /**
   * Fill in capabilities and domains for tools that have none, from their names and MCP
   * servers, marked as derived (see deriveTags.ts). Default false: the data stays as given.
   */
  deriveTags?: boolean;
};

/** Parses JSON text and reads the catalog in it. */
export const importCatalog = (text: string, options: ImportOptions = {}): ImportResult => {
  if (typeof text !== 'string') {
    return failure([
      { path: '', message: `catalog text must be a string, found ${describeValue(text)}` },
    ]);
  }
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (text.length > maxBytes) {
    return failure([{ path: '', message: tooLarge(text.length, maxBytes) }]);
  }
  const parsed = parseJson(text);
  if (!parsed.ok) return failure([parsed.issue]);
  return catalogFromValue(parsed.value, options);
};

/** Reads a catalog from an already-parsed JSON value. */
export const catalogFromValue = (
  value: unknown,
  options: Pick<ImportOptions, 'source' | 'deriveTags'> = {},
): ImportResult => {
  try {
    const result = readCatalog(value, options.source);
    if (!result.ok || !options.deriveTags) return result;
    // Capabilities over the whole catalog (a root is a namespace tools share), domains per tool.
    const tools = deriveCapabilities(result.catalog.tools, DEFAULT_ROOT_RULE, serverOf(value));
    return { ...result, catalog: { ...result.catalog, tools: tools.map(deriveTags) } };
  } catch (error) {
    // Only a bug (or a hostile getter on a hand-built value) gets here; report it, don't crash the
    // worker that is serving the rest of the page.
    const reason = error instanceof Error ? error.message : 'unknown error';
    return failure([{ path: '', message: `internal error while reading the catalog: ${reason}` }]);
  }
};

/** The server a pulled catalog names for all its tools: `{"server": {"name": …}, "tools": …}`. */
const serverOf = (value: unknown): string | undefined => {
  const server = isRecord(value) ? own(value, 'server') : undefined;
  const name = isRecord(server) ? own(server, 'name') : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
};

const failure = (errors: ImportIssue[]): ImportResult => ({
  ok: false,
  errors: capIssues(errors, 'errors'),
});

const readCatalog = (value: unknown, source: string | undefined): ImportResult => {
  const detection = detectFormat(value);
  if (!detection.ok) return failure([detection.issue]);
  const { format, items, at } = detection.detected;
  const log = newIssueLog();
  const read: ReadTool[] = [];
  items.forEach((element: unknown, index) => {
    const site = siteFor(format, element, pointer(at, index), index, log);
    if (site !== undefined) read.push(readTool(site, log));
  });
  const ontology: Ontology =
    format === 'toollens' && isRecord(value) ? readOntology(value, log) : { concepts: [] };
  validateCatalog(read, ontology, log);
  if (log.errors.length > 0) return failure(log.errors);
  const tools: Tool[] = [];
  for (const { tool } of read) if (tool !== undefined) tools.push(tool);
  const catalog: Catalog = { tools, ontology, format };
  if (source !== undefined) catalog.source = source;
  const server = serverOf(value);
  if (server !== undefined) catalog.server = server;
  return { ok: true, catalog, warnings: capIssues(log.warnings, 'warnings') };
};

const SCHEMA_KEYS: Record<ElementFormat, SchemaKey> = {
  mcp: 'inputSchema',
  'openai-chat': 'parameters',
  'openai-responses': 'parameters',
  anthropic: 'input_schema',
  plain: 'parameters',
};

/** Where an element's fields are for its format, or undefined (with an error) when it has none. */
const siteFor = (
  format: CatalogFormat,
  element: unknown,
  path: string,
  index: number,
  log: IssueLog,
): ToolSite | undefined => {
  const label = toolLabel(element, index);
  if (format === 'toollens') {
    if (isRecord(element)) {
      return { holder: element, at: path, label, schemaKey: 'parameters', tagged: true };
    }
    const message = `a tool must be an object {name, description, parameters, …}, found ${describeValue(element)}`;
    log.errors.push({ path, tool: label, message });
    return undefined;
  }
  const mismatch = checkElementShape(format, element, path, label);
  if (mismatch !== undefined || !isRecord(element)) {
    if (mismatch !== undefined) log.errors.push(mismatch);
    return undefined;
  }
  if (format !== 'openai-chat') {
    return { holder: element, at: path, label, schemaKey: SCHEMA_KEYS[format], tagged: false };
  }
  const holder = own(element, 'function');
  const at = pointer(path, 'function');
  if (isRecord(holder)) return { holder, at, label, schemaKey: 'parameters', tagged: false };
  const message = `function must be an object {name, description?, parameters?}, found ${describeValue(holder)}`;
  log.errors.push({ path: at, tool: label, field: 'function', message });
  return undefined;
};
