import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * A hostile stdio MCP server: the SDK's `Server` answers initialize, and tools/list is answered
 * by hand on stdout (the SDK's transport writes whole messages, at its own pace) with one line
 * that never ends. It stops on its own after `maxBytes` (argv[2], default 1 GB), when stdout
 * breaks (its reader went away), or when killed; it ignores its stdin closing, as a stuck server
 * would. With `finish` (argv[3]) the line is a whole answer instead: one tool whose description
 * is `maxBytes` long, written in pipe-sized chunks, then the newline.
 *
 *   node --import tsx src/test/mcp/endlessStdio.ts [maxBytes] [finish]
 */

const maxBytes = Number(process.argv[2] ?? 1024 ** 3);
const finish = process.argv[3] === 'finish';
const tool = JSON.stringify({ name: 'endless', inputSchema: { type: 'object' } });
const chunk = finish
  ? 'x'.repeat(65_536)
  : `${tool},`.repeat(Math.ceil(65_536 / (tool.length + 1)));

const streamForever = async (id: string | number): Promise<void> => {
  let written = 0;
  let broken = false;
  process.stdout.once('error', () => {
    broken = true;
  });
  const write = async (text: string) => {
    if (process.stdout.write(text)) return;
    await new Promise<void>((resolve) => {
      process.stdout.once('drain', resolve);
      process.stdout.once('error', resolve);
    });
  };
  const head = `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"tools":[`;
  await write(
    finish ? `${head}{"name":"big","inputSchema":{"type":"object"},"description":"` : head,
  );
  while (written < maxBytes && !broken) {
    const part = chunk.slice(0, maxBytes - written);
    written += part.length;
    await write(part);
  }
  if (!finish) process.exit(0);
  await write('"}]}}\n');
};

const server = new Server(
  { name: 'toollens-endless', version: '1.0.0' },
  { capabilities: { tools: {} } },
);
server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => {
  void streamForever(extra.requestId);
  // Never answered through the SDK: the line above is the answer, and it has no end.
  return new Promise<never>(() => {});
});
// Its stdin closing is no reason to stop (the SDK's client ends a server that way first).
process.stdin.on('end', () => {});
await server.connect(new StdioServerTransport());
