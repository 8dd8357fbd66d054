import { readFileSync, watch } from 'node:fs';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';

/**
 * A stdio MCP server whose tools are a JSON file's (argv[2], an array of MCP tools): each time
 * the file changes it sends `notifications/tools/list_changed`, so a test changes a description
 * by writing the file. It writes `ready` to stderr once connected, and ends when its stdin
 * closes or when the file says `{"exit": N}` (it exits with N, after writing `exiting` to
 * stderr). With `{"halfList": N}` in the file it answers its next tools/list with half a line
 * and exits with N, as a server that dies mid-answer. Its one tool, when called, answers
 * `called`: what a bridge that passes tools/call would return. With `stubborn` (argv[3]) it
 * ignores its stdin closing, as a stuck server would: only a signal ends it.
 *
 *   node --import tsx src/test/mcp/fileStdio.ts tools.json [stubborn]
 */

const path = process.argv[2];
if (path === undefined) throw new Error('fileStdio: give the tools file');
const read = (): unknown => JSON.parse(readFileSync(path, 'utf8'));
let tools = read() as Tool[];

const server = new Server(
  { name: 'toollens-file', version: '1.0.0' },
  { capabilities: { tools: { listChanged: true } } },
);
server.setRequestHandler(ListToolsRequestSchema, () => {
  const now = read();
  if (now && typeof now === 'object' && 'halfList' in now) {
    process.stderr.write('cut mid-answer\n');
    process.stdout.write('{"jsonrpc":"2.0","id":', () => process.exit(Number(now.halfList)));
    return new Promise<never>(() => {});
  }
  return { tools };
});
server.setRequestHandler(CallToolRequestSchema, () => ({
  content: [{ type: 'text', text: 'called' }],
}));
await server.connect(new StdioServerTransport());
process.stderr.write('ready\n');
if (process.argv[3] !== 'stubborn') process.stdin.once('end', () => process.exit(0));

let last = JSON.stringify(tools);
watch(path, () => {
  let now: unknown;
  try {
    now = read();
  } catch {
    return; // Half written: the next change event reads it whole.
  }
  if (now && typeof now === 'object' && 'halfList' in now) return;
  if (now && typeof now === 'object' && 'exit' in now) {
    process.stderr.write('exiting\n');
    process.exit(Number(now.exit));
  }
  const text = JSON.stringify(now);
  if (text === last) return;
  last = text;
  tools = now as Tool[];
  void server.sendToolListChanged();
});
