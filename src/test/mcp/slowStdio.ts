import { setTimeout as sleep } from 'node:timers/promises';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * A stdio MCP server that is slow to answer, as one run by `npx` is on its first run while the
 * package installs: for `startMs` (argv[2]) it reads nothing, printing what npx prints meanwhile
 * on stderr, then answers the handshake (read from its stdin, where it waited); each tools/list
 * is answered `listMs` (argv[3], default 0) after it arrives. It ends when its stdin closes.
 *
 *   node slowStdio.mjs <startMs> [listMs]
 */

const startMs = Number(process.argv[2] ?? 0);
const listMs = Number(process.argv[3] ?? 0);
process.stderr.write('npm warn exec The following package was not found and will be installed\n');
await sleep(startMs);
const server = new Server(
  { name: 'toollens-slow', version: '1.0.0' },
  { capabilities: { tools: {} } },
);
server.setRequestHandler(ListToolsRequestSchema, async () => {
  await sleep(listMs);
  return {
    tools: [
      {
        name: 'apply_manifest',
        description: 'Apply a Kubernetes manifest to the cluster.',
        inputSchema: { type: 'object' },
      },
    ],
  };
});
await server.connect(new StdioServerTransport());
process.stdin.once('end', () => process.exit(0));
