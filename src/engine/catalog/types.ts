/**
 * The catalog model: what a tool is, independent of the format it was imported from.
 * Everything here is plain data except a live description, which is a function of a clock.
 */

/** A JSON Schema object describing a tool's parameters. Always a plain object. */
export type JsonSchema = { [key: string]: unknown };

/**
 * A description computed at a point in time. The design's run_python (docs/design/working-set.md)
 * lists the sandbox's package inventory this way; the clock is milliseconds since the epoch.
 */
export type LiveDescription = {
  /** Returns the text at `clock`. Must be pure: the same clock gives the same text. */
  at: (clock: number) => string;
  /** How often the text may change, in milliseconds (the design's run_python: 60,000). */
  refreshMs: number;
};

export type Tool = {
  /** Unique within a catalog, non-empty. */
  name: string;
  /**
   * MCP `title` (protocol 2025-06-18): the tool's name for people, as the server gave it. Kept
   * apart from `annotationTitle` because agents read the two differently (Codex searches this
   * one only); `displayTitle` is the one to show.
   */
  title?: string;
  /** MCP `annotations.title`, the older place for the same name; shown only when `title` is absent. */
  annotationTitle?: string;
  /** Plain text. HTML in it is text, never markup. */
  description: string | LiveDescription;
  /** JSON Schema of the arguments; `{type:"object",properties:{}}` when a format has none. */
  parameters: JsonSchema;
  /** `root:verb` tags, e.g. `work-item:create`. The root is everything before the first `:`. */
  capabilities: string[];
  /** Product areas, e.g. `work-items`. */
  domains: string[];
  /** Entities the tool touches, e.g. `member`. */
  entities: string[];
  /** `entity.relation.entity`, e.g. `work-item.assigned-to.member`. */
  relationships: string[];
  /** Ontology concept ids whose glossary text is indexed with the tool. */
  concepts: string[];
  /** Always declared, never needs discovery (search_tools, activate_tool, …). */
  scaffolding?: boolean;
  /** Where an imported tool came from, when its format says: e.g. the MCP server's key. */
  origin?: { server?: string };
  /** Tags toollens derived (from the name or the server) rather than read from the catalog. */
  derived?: { capabilities?: boolean; domains?: boolean };
  /** What the tool tells the agents that search it (MCP `_meta`); absent when it says nothing. */
  agentHints?: AgentHints;
};

/** An MCP tool's agent hints, from `_meta["anthropic/searchHint"]` and `_meta["anthropic/alwaysLoad"]`. */
export type AgentHints = {
  /** A phrase Claude Code's ToolSearch scores beside the name, as the server gave it. */
  searchHint?: string;
  /** Claude Code declares the tool up front rather than deferring it behind ToolSearch. */
  alwaysLoad?: true;
};

export type Concept = {
  id: string;
  /** Human label; defaults to the id. */
  label?: string;
  /** Glossary text: a curated synonym layer indexed with every tool tagged with the concept. */
  glossary: string;
};

export type Ontology = { concepts: Concept[] };

/** The formats the importer recognises. */
export type CatalogFormat =
  | 'toollens'
  | 'mcp'
  | 'openai-chat'
  | 'openai-responses'
  | 'anthropic'
  | 'plain';

export type Catalog = {
  tools: Tool[];
  ontology: Ontology;
  /** The format it was read from, so an edited catalog can be exported the same way. */
  format: CatalogFormat;
  /** A label for the UI and the CLI, e.g. the file name. */
  source?: string;
  /** The MCP server a pulled catalog names for all its tools (`{"server": {"name": …}}`). */
  server?: string;
  /**
   * The capability line's budget in characters, when the user set one (catalog settings, the
   * CLI's `--line-budget`); the line's default (capabilityLine.ts) otherwise.
   */
  lineBudget?: number;
};

/** Where and what went wrong while reading a catalog. */
export type ImportIssue = {
  /** JSON-pointer-like path into the input, e.g. `/tools/3/inputSchema`. */
  path: string;
  /** The tool's name (or `#index` when it has none). */
  tool?: string;
  /** The field at fault, e.g. `name`, `parameters`. */
  field?: string;
  message: string;
  /** 1-based position in the text, for JSON syntax errors. */
  line?: number;
  column?: number;
};

export type ImportResult =
  | { ok: true; catalog: Catalog; warnings: ImportIssue[] }
  | { ok: false; errors: ImportIssue[] };

/** The text of a tool's description at a clock (0 when no clock is given). */
export const descriptionAt = (tool: Tool, clock = 0): string =>
  typeof tool.description === 'string' ? tool.description : tool.description.at(clock);

/**
 * The name a client shows people: the MCP specification's order, `title`, then
 * `annotations.title` (each when not blank), else none (a client then shows the name).
 */
export const displayTitle = (tool: Pick<Tool, 'title' | 'annotationTitle'>): string | undefined =>
  [tool.title, tool.annotationTitle].find((title) => title !== undefined && title.trim() !== '');

export const isLive = (tool: Tool): boolean => typeof tool.description !== 'string';

/** The root of a capability: everything before the first `:`. */
export const capabilityRoot = (capability: string): string => {
  const colon = capability.indexOf(':');
  return colon === -1 ? capability : capability.slice(0, colon);
};

/** A tool with every optional list filled, for building catalogs in code and tests. */
export const makeTool = (partial: Partial<Tool> & { name: string }): Tool => ({
  description: '',
  parameters: { type: 'object', properties: {} },
  capabilities: [],
  domains: [],
  entities: [],
  relationships: [],
  concepts: [],
  ...partial,
});
