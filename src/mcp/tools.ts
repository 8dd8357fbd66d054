import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type Implementation, ResultSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  ALWAYS_LOAD_KEY,
  DEFAULT_MAX_BYTES,
  formatCount,
  plural,
  SEARCH_HINT_KEY,
  tooLarge,
} from '../engine/core';
import { classifyError, McpConnectionError } from './errors';
import { readToolsPage } from './toolsAnswer';

/** A tool as tools/list gives it (the SDK's type: name, description?, inputSchema, …). */
export type McpTool = Tool;
/** The server's name and version from its initialize answer. */
export type ServerInfo = Implementation;

/** Guards against a server that pages forever: more tools or pages than this is refused. */
const MAX_TOOLS = 10_000;
const MAX_PAGES = 1_000;
/** How long one request may take before it counts as a timeout, unless told otherwise. */
export const DEFAULT_TIMEOUT_MS = 20_000;

export type ListOptions = {
  /** The URL or command, for messages. */
  target?: string;
  timeoutMs?: number;
  maxTools?: number;
  maxPages?: number;
  /** Stops the listing: the page in flight is abandoned and no further page is asked for. */
  signal?: AbortSignal;
};

/**
 * Every tool of the server: tools/list, then again with each `nextCursor` until there is none.
 * A cursor seen before (a loop), more than `maxPages` pages or `maxTools` tools is refused, and
 * so is a list larger, as JSON, than a catalog may be (DEFAULT_MAX_BYTES): each answer is held
 * to that limit by its transport, and this holds the pages together to it.
 */
export const listAllTools = async (client: Client, options: ListOptions = {}): Promise<Tool[]> => {
  const target = options.target ?? client.getServerVersion()?.name ?? 'the server';
  const maxTools = options.maxTools ?? MAX_TOOLS;
  const maxPages = options.maxPages ?? MAX_PAGES;
  const tools: Tool[] = [];
  let size = 0;
  const cursors = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; ; page += 1) {
    let raw: unknown;
    try {
      // Not client.listTools: it compiles every outputSchema (see ACCEPT_ANY_OUTPUT), and its
      // parse error names no tool. The answer is read whole here and checked by readToolsPage.
      options.signal?.throwIfAborted();
      raw = await client.request(
        { method: 'tools/list', params: cursor === undefined ? {} : { cursor } },
        ResultSchema,
        {
          timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          ...(options.signal ? { signal: options.signal } : {}),
        },
      );
    } catch (error) {
      throw classifyError(error, target);
    }
    const result = readToolsPage(raw, target, page);
    tools.push(...result.tools);
    // Its characters as compact JSON: the catalog text written from it is no smaller.
    size += JSON.stringify(result.tools).length;
    if (size > DEFAULT_MAX_BYTES) {
      throw new McpConnectionError(
        'protocol',
        target,
        `${target}: ${tooLarge(size, DEFAULT_MAX_BYTES, 'characters', `listed past page ${page}`, 'the tool list')}`,
      );
    }
    if (tools.length > maxTools) {
      throw new McpConnectionError(
        'protocol',
        target,
        `${target} lists more than ${plural(maxTools, 'tool')}; stopped at page ${formatCount(page)}`,
      );
    }
    cursor = result.nextCursor;
    if (cursor === undefined || cursor === '') return tools;
    if (cursors.has(cursor)) {
      throw new McpConnectionError(
        'protocol',
        target,
        `${target} sent the cursor "${cursor}" twice while listing tools (a paging loop); stopped at page ${page}`,
      );
    }
    if (page >= maxPages) {
      throw new McpConnectionError(
        'protocol',
        target,
        `${target} is still paging tools/list after ${maxPages} pages; stopped`,
      );
    }
    cursors.add(cursor);
  }
};

/** The catalog's source label for a server: `mcp:<name>@<version>`. */
export const catalogSource = (info: ServerInfo | undefined): string =>
  `mcp:${info?.name ?? 'unknown'}@${info?.version ?? '?'}`;

/**
 * The agent hints of a tool's `_meta` (Claude Code's search hint and alwaysLoad), as the server
 * gave them, so the importer checks them; undefined when it has neither. Other keys are dropped.
 */
const agentMeta = (tool: Tool): Record<string, unknown> | undefined => {
  const meta = tool._meta;
  if (meta === undefined || meta === null || typeof meta !== 'object') return undefined;
  const kept: Record<string, unknown> = {};
  for (const key of [SEARCH_HINT_KEY, ALWAYS_LOAD_KEY])
    if (Object.hasOwn(meta, key)) kept[key] = meta[key];
  return Object.keys(kept).length === 0 ? undefined : kept;
};

/** `annotations.title`, the title MCP shows when a tool has no `title` of its own. */
const annotationTitle = (tool: Tool): string | undefined => {
  const title = tool.annotations?.title;
  return typeof title === 'string' ? title : undefined;
};

/**
 * The tools as the MCP catalog JSON the importer reads (`{"tools": [{name, title, annotations:
 * {title}, description, inputSchema, _meta}]}`, `_meta` holding only the agent hints), with the server kept alongside as `server` ({name, version, source}); the
 * importer reads `tools` and ignores the rest. Pass `catalogSource(info)` as the import's source.
 */
export const toCatalogText = (info: ServerInfo | undefined, tools: readonly Tool[]): string =>
  `${JSON.stringify(
    {
      server: { name: info?.name, version: info?.version, source: catalogSource(info) },
      tools: tools.map((tool) => {
        const meta = agentMeta(tool);
        return {
          name: tool.name,
          ...(tool.title === undefined ? {} : { title: tool.title }),
          ...(annotationTitle(tool) === undefined
            ? {}
            : { annotations: { title: annotationTitle(tool) } }),
          ...(tool.description === undefined ? {} : { description: tool.description }),
          inputSchema: tool.inputSchema,
          ...(meta === undefined ? {} : { _meta: meta }),
        };
      }),
    },
    null,
    2,
  )}\n`;

/** What a new tools/list changed: names added and removed, and tools whose description moved. */
export type ToolChange = {
  added: string[];
  removed: string[];
  /** Same name, different description, title, input schema or agent hints. */
  changed: string[];
};

const fingerprint = (tool: Tool): string =>
  JSON.stringify([
    tool.description ?? '',
    tool.title ?? '',
    annotationTitle(tool) ?? '',
    tool.inputSchema,
    agentMeta(tool) ?? {},
  ]);

export const diffTools = (before: readonly Tool[], after: readonly Tool[]): ToolChange => {
  const old = new Map(before.map((tool) => [tool.name, fingerprint(tool)]));
  const now = new Map(after.map((tool) => [tool.name, fingerprint(tool)]));
  return {
    added: [...now.keys()].filter((name) => !old.has(name)),
    removed: [...old.keys()].filter((name) => !now.has(name)),
    changed: [...now]
      .filter(([name, print]) => old.has(name) && old.get(name) !== print)
      .map(([name]) => name),
  };
};

export const isNoChange = (change: ToolChange): boolean =>
  change.added.length + change.removed.length + change.changed.length === 0;
