/**
 * A third-party MCP server's `tools/list`, generated: the shape of a cloud server such as
 * `@azure/mcp` (one tool per service and action, snake-case names, one-sentence descriptions),
 * none of the demo's words. Deterministic, so what a test expects of it never moves.
 */

const SERVICES = [
  ['storage_account', 'storage accounts', 'in a subscription'],
  ['keyvault_secret', 'Key Vault secrets', 'in a vault'],
  ['cosmos_container', 'Cosmos DB containers', 'in a database'],
  ['monitor_workspace', 'Log Analytics workspaces', 'in a resource group'],
  ['appconfig_setting', 'App Configuration key-values', 'in a store'],
  ['servicebus_queue', 'Service Bus queues', 'in a namespace'],
] as const;

const ACTIONS = [
  ['list', 'Lists the'],
  ['get', 'Shows one of the'],
  ['create', 'Creates one of the'],
  ['delete', 'Deletes one of the'],
] as const;

export const SERVER_TOOLS = SERVICES.flatMap(([service, things, where]) =>
  ACTIONS.map(([verb, says]) => ({
    name: `azmcp_${service}_${verb}`,
    description: `${says} ${things} ${where}. Needs the subscription id and, where it applies, the resource group.`,
    inputSchema: {
      type: 'object',
      properties: {
        subscription: { type: 'string', description: 'The subscription id or name.' },
        'resource-group': { type: 'string', description: 'The resource group.' },
      },
      required: ['subscription'],
    },
  })),
);

/** The catalog as `toollens pull` writes it: an MCP `tools/list` result. */
export const serverCatalogText = (): string => JSON.stringify({ tools: SERVER_TOOLS }, null, 2);

export const SERVER_FILE = 'azure-mcp.json';
