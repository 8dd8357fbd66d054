import { pointer } from './issues';
import type { CatalogFormat, ImportIssue } from './types';
import { describeValue, hasOwnKey, isRecord, own } from './values';

/**
 * Finding the tool list in a parsed document and deciding its format. The first element decides;
 * every later element must have the same shape, so a file that mixes formats is reported rather
 * than half-read under the wrong field names.
 */

/** The native format's version this build reads. */
const NATIVE_VERSION = 1;

/** A non-native format: one whose elements are classified by their keys. */
export type ElementFormat = Exclude<CatalogFormat, 'toollens'>;

/** The accepted top-level shapes, listed when an input matches none of them. */
const ACCEPTED_SHAPES: Record<CatalogFormat, string> = {
  toollens: 'native {"toollens": 1, "tools": [{name, description, parameters, capabilities?, …}]}',
  mcp: 'MCP {"tools": [{name, description?, inputSchema}]} (or {"result": {"tools": […]}} or a bare array)',
  'openai-chat': 'OpenAI Chat [{type: "function", function: {name, description?, parameters?}}]',
  'openai-responses': 'OpenAI Responses [{type: "function", name, description?, parameters?}]',
  anthropic: 'Anthropic [{name, description?, input_schema}]',
  plain: 'plain [{name, description, parameters}]',
};

/** One element of each format, named for mismatch messages. */
const ELEMENT_SHAPES: Record<ElementFormat, string> = {
  mcp: 'an MCP tool {name, description?, inputSchema}',
  'openai-chat': 'an OpenAI Chat tool {type: "function", function: {name, …}}',
  'openai-responses': 'an OpenAI Responses tool {type: "function", name, …}',
  anthropic: 'an Anthropic tool {name, description?, input_schema}',
  plain: 'a plain tool {name, description, parameters}',
};

/** An element's shape from its keys; `schemaless` is a named object with no schema key at all. */
type ElementShape = ElementFormat | 'schemaless';

const classifyElement = (element: unknown): ElementShape | undefined => {
  if (!isRecord(element)) return undefined;
  if (own(element, 'type') === 'function') {
    return hasOwnKey(element, 'function') ? 'openai-chat' : 'openai-responses';
  }
  if (hasOwnKey(element, 'inputSchema')) return 'mcp';
  if (hasOwnKey(element, 'input_schema')) return 'anthropic';
  if (hasOwnKey(element, 'parameters')) return 'plain';
  return hasOwnKey(element, 'name') ? 'schemaless' : undefined;
};

/** Formats whose schema may be missing: a schemaless element fits them (the schema defaults). */
const SCHEMA_OPTIONAL: ReadonlySet<ElementShape> = new Set(['mcp', 'anthropic', 'plain']);

/**
 * Whether a later element fits the format detected from the first. Returns undefined when it does,
 * else the issue to report, naming what was expected and what was found.
 */
export const checkElementShape = (
  format: ElementFormat,
  element: unknown,
  path: string,
  tool: string,
): ImportIssue | undefined => {
  const shape = classifyElement(element);
  if (shape === format || (shape === 'schemaless' && SCHEMA_OPTIONAL.has(format))) return undefined;
  const found =
    shape === undefined || shape === 'schemaless' ? describeValue(element) : ELEMENT_SHAPES[shape];
  return {
    path,
    tool,
    message: `expected ${ELEMENT_SHAPES[format]} like the first element, found ${found}`,
  };
};

/** Where the tools are and what they are. `at` is the list's path ('' for a bare array). */
type Detected = { format: CatalogFormat; items: unknown[]; at: string };

export type Detection = { ok: true; detected: Detected } | { ok: false; issue: ImportIssue };

const acceptedShapes = (): string =>
  `accepted shapes: ${Object.values(ACCEPTED_SHAPES).join('; ')}`;

const noMatch = (value: unknown): ImportIssue => {
  // A single tool object is the likeliest near miss, e.g. one tool copied out of a tools/list.
  const hint = classifyElement(value) === undefined ? '' : ' (for a single tool, wrap it in [ ])';
  const message = `no tool list found in ${describeValue(value)}${hint}; ${acceptedShapes()}`;
  return { path: '', message };
};

/** Finds the tool list and decides the format from the document's top level and first element. */
export const detectFormat = (root: unknown): Detection => {
  if (Array.isArray(root)) return fromList(root, '', 'plain');
  if (!isRecord(root)) return { ok: false, issue: noMatch(root) };
  if (hasOwnKey(root, 'toollens')) return fromNative(root);
  // A JSON-RPC response to tools/list, as copied from an MCP inspector's history.
  const result = own(root, 'result');
  const resultTools = isRecord(result) ? own(result, 'tools') : undefined;
  if (Array.isArray(resultTools)) return fromList(resultTools, '/result/tools', 'mcp');
  if (!hasOwnKey(root, 'tools')) return { ok: false, issue: noMatch(root) };
  const tools = own(root, 'tools');
  if (!Array.isArray(tools)) {
    const message = `"tools" must be an array of tools, found ${describeValue(tools)}`;
    return { ok: false, issue: { path: '/tools', field: 'tools', message } };
  }
  return fromList(tools, '/tools', 'mcp');
};

/**
 * The format of a list from its first element. `fallback` names the format for an element with
 * no schema key at all: MCP inside `{tools}` (a tools/list result), plain in a bare array.
 */
const fromList = (items: unknown[], at: string, fallback: ElementFormat): Detection => {
  if (items.length === 0) {
    return { ok: false, issue: { path: at, message: 'catalog has no tools' } };
  }
  const shape = classifyElement(items[0]);
  if (shape === undefined) {
    const message = `the first element is not a tool (found ${describeValue(items[0])}); ${acceptedShapes()}`;
    return { ok: false, issue: { path: pointer(at, 0), message } };
  }
  const format = shape === 'schemaless' ? fallback : shape;
  return { ok: true, detected: { format, items, at } };
};

const fromNative = (root: Record<string, unknown>): Detection => {
  const version = own(root, 'toollens');
  if (version !== NATIVE_VERSION) {
    const message = `unsupported toollens catalog version: found ${describeValue(version)}, this build reads ${NATIVE_VERSION}`;
    return { ok: false, issue: { path: '/toollens', field: 'toollens', message } };
  }
  const tools = own(root, 'tools');
  if (!Array.isArray(tools)) {
    const message = `"tools" must be an array of tools, found ${describeValue(tools)}`;
    return { ok: false, issue: { path: '/tools', field: 'tools', message } };
  }
  if (tools.length === 0) {
    return { ok: false, issue: { path: '/tools', message: 'catalog has no tools' } };
  }
  return { ok: true, detected: { format: 'toollens', items: tools, at: '/tools' } };
};
