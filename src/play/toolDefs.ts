import { type Catalog, catalogServer, descriptionAt, type Tool } from '../engine';
import { ToollensError } from '../engine/core';

/**
 * The catalog's tools as each provider declares them. The Claude API's tool search defers every
 * tool but the always-loaded ones (`_meta["anthropic/alwaysLoad"]`, which Claude's own clients
 * declare up front); OpenAI's hosted tool search takes deferred functions grouped in `namespace`
 * tools, one per server the catalog's tools come from. Names a provider refuses are caught here,
 * before any request, with the rule that refuses them.
 */

/** Both APIs' rule for a function or tool name. */
const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;

/** The names a provider would refuse, with why; empty when every name is fine. */
const badToolNames = (tools: readonly Tool[]): string[] =>
  tools
    .filter((tool) => !TOOL_NAME.test(tool.name))
    .map(
      (tool) =>
        `${JSON.stringify(tool.name)}: a tool name sent to a model API is 1 to 64 letters, digits, _ or -`,
    );

export const checkToolNames = (tools: readonly Tool[]): void => {
  const bad = badToolNames(tools);
  if (bad.length > 0)
    throw new ToollensError(
      `toollens: ${bad.length} of the catalog's tool names cannot be sent: ${bad.slice(0, 3).join('; ')}`,
    );
};

export type AnthropicToolDef = {
  name: string;
  description: string;
  input_schema: Record<string, unknown>;
  defer_loading?: boolean;
};

export const anthropicTool = (tool: Tool, deferred: boolean): AnthropicToolDef => ({
  name: tool.name,
  description: descriptionAt(tool, 0),
  input_schema: tool.parameters as Record<string, unknown>,
  ...(deferred ? { defer_loading: true } : {}),
});

/** Every searchable tool, deferred unless it asks to be loaded always. */
export const anthropicDeferredTools = (catalog: Catalog): AnthropicToolDef[] =>
  catalog.tools
    .filter((tool) => tool.scaffolding !== true)
    .map((tool) => anthropicTool(tool, tool.agentHints?.alwaysLoad !== true));

type OpenAIFunctionDef = {
  type: 'function';
  name: string;
  description: string;
  parameters: Record<string, unknown>;
  strict: false;
  defer_loading?: boolean;
};

export type OpenAINamespaceDef = {
  type: 'namespace';
  name: string;
  description: string;
  tools: OpenAIFunctionDef[];
};

const openaiFunction = (tool: Tool, deferred: boolean): OpenAIFunctionDef => ({
  type: 'function',
  name: tool.name,
  description: descriptionAt(tool, 0),
  parameters: tool.parameters as Record<string, unknown>,
  // Not strict: an MCP schema seldom meets strict mode's rules (every property required).
  strict: false,
  ...(deferred ? { defer_loading: true } : {}),
});

/** The tools grouped by the server each comes from (`origin.server`, else the catalog's). */
export const openaiNamespaces = (catalog: Catalog): OpenAINamespaceDef[] => {
  const groups = new Map<string, Tool[]>();
  const fallback = catalogServer(catalog);
  for (const tool of catalog.tools) {
    if (tool.scaffolding === true) continue;
    const server = tool.origin?.server ?? fallback;
    groups.set(server, [...(groups.get(server) ?? []), tool]);
  }
  return [...groups].map(([server, tools]) => ({
    type: 'namespace',
    name: server.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'tools',
    description: `Tools of the ${server} server.`,
    tools: tools.map((tool) => openaiFunction(tool, tool.agentHints?.alwaysLoad !== true)),
  }));
};

/** A Chat Completions function tool, for the harness's declared tools. */
export const chatTool = (tool: Tool) => ({
  type: 'function' as const,
  function: {
    name: tool.name,
    description: descriptionAt(tool, 0),
    parameters: tool.parameters as Record<string, unknown>,
  },
});
