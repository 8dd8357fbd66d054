import { readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';

/**
 * A stdio MCP server (the SDK's `Server`) that lists the tools of an MCP tools/list file and
 * nothing else: a server "as built" for the release-diff tests, which compare it against a
 * committed catalog. It ends when its stdin closes, as the SDK's transport does.
 *
 *   node --import tsx src/test/mcp/catalogStdio.ts <tools.json>
 */

const path = process.argv[2];
if (path === undefined) {
  process.stderr.write('usage: catalogStdio.ts <tools.json>\n');
  process.exit(2);
}
const listed = JSON.parse(readFileSync(path, 'utf8')) as {
  server?: { name?: string };
  tools: Tool[];
};
const server = new Server(
  { name: listed.server?.name ?? 'catalog-stdio', version: '1.0.0' },
  { capabilities: { tools: {} } },
);
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed.tools }));
await server.connect(new StdioServerTransport());
