import { appendFileSync, readFileSync } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * A stdio MCP server that lists the tools of an MCP tools/list file (argv[2]) and answers every
 * tools/call with `{"called", "arguments"}` as text, appending the call as a JSON line to a log
 * file (argv[3]): what `play --call-server` tests read to see the server was called for real.
 *
 *   node --import tsx src/test/mcp/callStdio.ts <tools.json> <calls.log>
 */

const [path, log] = process.argv.slice(2);
if (path === undefined || log === undefined) {
  process.stderr.write('usage: callStdio.ts <tools.json> <calls.log>\n');
  process.exit(2);
}
const listed = JSON.parse(readFileSync(path, 'utf8')) as {
  server?: { name?: string };
  tools: Tool[];
};
const server = new Server(
  { name: listed.server?.name ?? 'call-stdio', version: '1.0.0' },
  { capabilities: { tools: {} } },
);
server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listed.tools }));
server.setRequestHandler(CallToolRequestSchema, (request) => {
  const call = { called: request.params.name, arguments: request.params.arguments ?? {} };
  appendFileSync(log, `${JSON.stringify(call)}\n`);
  return { content: [{ type: 'text', text: JSON.stringify(call) }] };
});
await server.connect(new StdioServerTransport());
process.stdin.once('end', () => process.exit(0));
