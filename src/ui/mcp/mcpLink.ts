import {
  catalogSource,
  connectHttp,
  listAllTools,
  type McpTool,
  type SchemaValidator,
  type TransportKind,
  toCatalogText,
  watchTools,
} from '../../mcp';
import { countDescribed, type LiveChange } from './liveChange';

/**
 * The page's one live connection to an MCP server, over the shared connection module
 * (`src/mcp`, the official SDK). Loaded with `import()` only when the user connects, so the
 * SDK never weighs on a first visit and no request leaves the page before that click.
 * The headers (a bearer token) live in this connection alone.
 */

/** How long the handshake and each tools/list page may take. */
const TIMEOUT_MS = 15_000;

/** The new tool list after a `tools/list_changed`, as catalog text, and what it changed. */
export type LinkUpdate = { text: string; change: LiveChange };

export type McpLink = {
  /** `mcp:<name>@<version>`: the catalog's source. */
  source: string;
  server: { name: string; version: string };
  transport: TransportKind;
  /** The first tools/list, every page, as MCP catalog text. */
  text: string;
  tools: number;
  close: () => Promise<void>;
};

export type LinkEvents = {
  onChange: (update: LinkUpdate) => void;
  /** A re-list after a notification failed; the connection stays. */
  onError: (error: unknown) => void;
  /** The server closed the connection (not the user). */
  onClosed: () => void;
};

/**
 * The SDK's default validator compiles each tool's outputSchema with Ajv, which generates code
 * (`new Function`): the page's CSP has no 'unsafe-eval', so tools/list failed on any server
 * whose tools declare an outputSchema (server-everything's do). The page lists tools and never
 * calls one, so there is no output to validate: this validator accepts everything.
 * (The SDK's CSP-safe alternative needs @cfworker/json-schema, which is not installed.)
 */
const NO_OUTPUT_VALIDATION: SchemaValidator = {
  // The result is the SDK's "valid" case for any T; `never` bridges its generic, which a
  // validator that looks at nothing cannot name.
  getValidator: () => (input: unknown) =>
    ({ valid: true, data: input, errorMessage: undefined }) as never,
};

export const openLink = async (
  url: string,
  headers: Record<string, string>,
  events: LinkEvents,
): Promise<McpLink> => {
  const connection = await connectHttp(url, {
    headers,
    timeoutMs: TIMEOUT_MS,
    jsonSchemaValidator: NO_OUTPUT_VALIDATION,
  });
  let closing = false;
  let tools: McpTool[];
  try {
    tools = await listAllTools(connection.client, { target: url, timeoutMs: TIMEOUT_MS });
  } catch (error) {
    closing = true;
    await connection.close();
    throw error;
  }
  const info = connection.serverInfo;
  const descriptionsOf = (list: readonly McpTool[]) =>
    new Map(list.map((tool) => [tool.name, tool.description ?? '']));
  let descriptions = descriptionsOf(tools);
  const stop = watchTools(
    connection.client,
    tools,
    ({ tools: next, change }) => {
      const now = descriptionsOf(next);
      const described = countDescribed(change.changed, descriptions, now);
      descriptions = now;
      events.onChange({ text: toCatalogText(info, next), change: { ...change, described } });
    },
    { target: url, timeoutMs: TIMEOUT_MS, onError: events.onError },
  );
  connection.client.onclose = () => {
    if (!closing) events.onClosed();
  };
  return {
    source: catalogSource(info),
    server: { name: info?.name ?? 'unknown', version: info?.version ?? '?' },
    transport: connection.transport,
    text: toCatalogText(info, tools),
    tools: tools.length,
    close: async () => {
      closing = true;
      stop();
      await connection.close();
    },
  };
};
