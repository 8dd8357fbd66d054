// The live MCP server feature: its slice of the store. Its components are in `components.ts`.
export { createMcpSlice } from './state/mcpSlice';
export type { McpState } from './state/mcpTypes';
