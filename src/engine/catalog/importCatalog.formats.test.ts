import { describe, expect, it } from 'vitest';
import { importCatalog } from './importCatalog';
import { importJson, okOf, schema } from './importCatalog.testkit';

/** importCatalog: which format an input is read as, and what each format gives. */

describe('format detection', () => {
  it('returns format "toollens" with tags and ontology when the input is a native catalog', () => {
    const { catalog, warnings } = okOf(
      importJson({
        toollens: 1,
        tools: [
          {
            name: 'assign_work_item',
            description: 'Assign a work item to a member.',
            parameters: schema,
            capabilities: ['work-item:update'],
            domains: ['work-items'],
            entities: ['work-item', 'member'],
            relationships: ['work-item.assigned-to.member'],
            concepts: ['assignee'],
            scaffolding: false,
          },
          { name: 'search_tools', description: 'Find tools.', scaffolding: true },
        ],
        ontology: { concepts: [{ id: 'assignee', label: 'Assignee', glossary: 'owner, DRI' }] },
      }),
    );
    expect(catalog.format).toBe('toollens');
    expect(warnings).toEqual([]);
    expect(catalog.tools[0]).toEqual({
      name: 'assign_work_item',
      description: 'Assign a work item to a member.',
      parameters: schema,
      capabilities: ['work-item:update'],
      domains: ['work-items'],
      entities: ['work-item', 'member'],
      relationships: ['work-item.assigned-to.member'],
      concepts: ['assignee'],
      scaffolding: false,
    });
    // Missing tag lists default to [], a missing schema to an empty object schema.
    expect(catalog.tools[1]).toEqual({
      name: 'search_tools',
      description: 'Find tools.',
      parameters: { type: 'object', properties: {} },
      capabilities: [],
      domains: [],
      entities: [],
      relationships: [],
      concepts: [],
      scaffolding: true,
    });
    expect(catalog.ontology).toEqual({
      concepts: [{ id: 'assignee', label: 'Assignee', glossary: 'owner, DRI' }],
    });
  });

  it('returns format "mcp" when the input is a tools/list result', () => {
    const { catalog } = okOf(
      importJson({
        tools: [
          {
            name: 'get_issue',
            description: 'Get an issue.',
            inputSchema: schema,
            annotations: { readOnlyHint: true },
          },
        ],
      }),
    );
    expect(catalog.format).toBe('mcp');
    expect(catalog.tools[0]?.parameters).toEqual(schema);
    expect(catalog.tools[0]?.capabilities).toEqual([]);
  });

  it('returns format "mcp" when the input is a JSON-RPC response {result: {tools}}', () => {
    const { catalog } = okOf(
      importJson({
        jsonrpc: '2.0',
        id: 1,
        result: { tools: [{ name: 'a', inputSchema: schema }] },
      }),
    );
    expect(catalog.format).toBe('mcp');
    expect(catalog.tools.map((tool) => tool.name)).toEqual(['a']);
  });

  it('returns format "mcp" when the input is a bare array of MCP tools', () => {
    const { catalog } = okOf(importJson([{ name: 'a', description: 'A.', inputSchema: schema }]));
    expect(catalog.format).toBe('mcp');
  });

  it('returns format "openai-chat" when the input is an array of {type, function}', () => {
    const { catalog } = okOf(
      importJson([
        { type: 'function', function: { name: 'a', description: 'A.', parameters: schema } },
        { type: 'function', function: { name: 'b', description: 'B.' } },
      ]),
    );
    expect(catalog.format).toBe('openai-chat');
    expect(catalog.tools[0]?.parameters).toEqual(schema);
    expect(catalog.tools[1]?.parameters).toEqual({ type: 'object', properties: {} });
  });

  it('returns format "openai-chat" when the chat tools are wrapped in {tools}', () => {
    const { catalog } = okOf(
      importJson({ tools: [{ type: 'function', function: { name: 'a', description: 'A.' } }] }),
    );
    expect(catalog.format).toBe('openai-chat');
  });

  it('returns format "openai-responses" when the input is an array of {type, name}', () => {
    const { catalog } = okOf(
      importJson([{ type: 'function', name: 'a', description: 'A.', parameters: schema }]),
    );
    expect(catalog.format).toBe('openai-responses');
    expect(catalog.tools[0]?.parameters).toEqual(schema);
  });

  it('returns format "anthropic" when the input is an array of {name, input_schema}', () => {
    const { catalog } = okOf(importJson([{ name: 'a', description: 'A.', input_schema: schema }]));
    expect(catalog.format).toBe('anthropic');
    expect(catalog.tools[0]?.parameters).toEqual(schema);
  });

  it('returns format "plain", keeps the MCP title and ignores other fields when the input is [{name, description, parameters}]', () => {
    const { catalog } = okOf(
      importJson([{ name: 'a', description: 'A.', parameters: schema, variants: 3, title: 'A' }]),
    );
    expect(catalog.format).toBe('plain');
    const fields = ['name', 'description', 'parameters', 'capabilities', 'domains', 'entities'];
    fields.push('relationships', 'concepts', 'title');
    expect(Object.keys(catalog.tools[0] ?? {}).sort()).toEqual(fields.sort());
  });

  it('returns the source label when one is given', () => {
    const text = JSON.stringify([{ name: 'a', description: '', parameters: {} }]);
    expect(okOf(importCatalog(text, { source: 'tools.json' })).catalog.source).toBe('tools.json');
    expect(okOf(importCatalog(text)).catalog).not.toHaveProperty('source');
  });

  it('returns descriptions unchanged when they contain HTML', () => {
    const description = '<b>Bold</b> &amp; <script>alert(1)</script>';
    const { catalog } = okOf(importJson([{ name: 'a', description, parameters: {} }]));
    expect(catalog.tools[0]?.description).toBe(description);
  });
});
