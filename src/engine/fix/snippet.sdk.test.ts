import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeTool } from '../catalog/core';
import { fixSnippet } from './snippet';
import type { ToolFix } from './types';

/**
 * The snippets run under the SDKs themselves: the TypeScript one is evaluated against the
 * locked @modelcontextprotocol/sdk's McpServer and listed by a client, the Python one (where
 * TOOLLENS_PYTHON_MCP names a Python with the `mcp` package's MCPServer, 2.3.0 or later) under
 * MCPServer; what each server lists is what the fixes said.
 */

// biome-ignore lint/suspicious/noTemplateCurlyInString: `${` is text a literal must keep
const HARD = 'Say "hi" \\ ${x} """three""" \'q\'\nline two\ttab \u2028 é 🎉';

const tool = makeTool({
  name: 'create_refund',
  description: 'Creates a refund.',
  parameters: {
    type: 'object',
    properties: { amount: { type: 'number' }, note: { type: 'string' } },
    required: ['amount'],
  },
});

const edit = (lever: ToolFix['lever'], after: string, pointer?: string): ToolFix => ({
  lever,
  tool: 'create_refund',
  before: '',
  after,
  words: [],
  ...(pointer ? { pointer } : {}),
});

const FIXES: ToolFix[] = [
  edit('name', 'create_refund_money'),
  edit('title', 'Money back'),
  edit('description', `Creates a refund. ${HARD}`),
  edit('search-hint', `money ${HARD}`),
  edit('always-load', 'true'),
  edit('argument-description', `In cents. ${HARD}`, '/properties/amount'),
  edit('argument-description', 'Why', '/properties/note'),
];

/** What a server must list for the tool after FIXES. */
const expectListed = (listed: Record<string, unknown>) => {
  expect(listed.name).toBe('create_refund_money');
  expect(listed.title).toBe('Money back');
  expect(listed.description).toBe(`Creates a refund. ${HARD}`);
  expect(listed._meta).toEqual({
    'anthropic/searchHint': `money ${HARD}`,
    'anthropic/alwaysLoad': true,
  });
  const schema = listed.inputSchema as {
    properties: Record<string, { description?: string }>;
    required?: string[];
  };
  expect(schema.properties.amount?.description).toBe(`In cents. ${HARD}`);
  expect(schema.properties.note?.description).toBe('Why');
  expect(schema.required).toEqual(['amount']);
};

describe('the snippets under the SDKs', () => {
  it('TypeScript: McpServer lists what the fixes say', async () => {
    const server = new McpServer({ name: 'snippet', version: '1.0.0' });
    const handler = async () => ({ content: [] });
    const code = fixSnippet(tool, FIXES, 'typescript');
    new Function('server', 'z', 'handler', code)(server, z, handler);
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(clientSide);
    const { tools } = await client.listTools();
    await client.close();
    expect(tools).toHaveLength(1);
    expectListed(tools[0] as Record<string, unknown>);
  });

  const python = process.env.TOOLLENS_PYTHON_MCP;
  it.skipIf(!python)(
    'Python: MCPServer lists what the fixes say (skipped: TOOLLENS_PYTHON_MCP not set)',
    () => {
      const code = [
        'from mcp.server.mcpserver import MCPServer',
        'mcp = MCPServer("snippet")',
        fixSnippet(tool, FIXES, 'python'),
        'import asyncio, json, sys',
        'listed = [t.model_dump(by_alias=True, mode="json", exclude_none=True) for t in asyncio.run(mcp.list_tools())]',
        'sys.stdout.write(json.dumps(listed))',
      ].join('\n');
      const out = execFileSync(python as string, ['-c', code], { encoding: 'utf8' });
      const tools = JSON.parse(out) as Record<string, unknown>[];
      expect(tools).toHaveLength(1);
      expectListed(tools[0] as Record<string, unknown>);
    },
  );
});
