import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogFromValue, formatIssue, importCatalog } from './importCatalog';
import { positionAt } from './jsonPosition';
import type { Catalog, ImportIssue, ImportResult } from './types';

/** The catalog of a result that must be ok; fails the test with the errors otherwise. */
const okOf = (result: ImportResult): { catalog: Catalog; warnings: ImportIssue[] } => {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.errors, null, 2)}`);
  return result;
};

/** The errors of a result that must fail. */
const errorsOf = (result: ImportResult): ImportIssue[] => {
  if (result.ok) throw new Error(`expected errors, got ${result.catalog.tools.length} tools`);
  return result.errors;
};

const importJson = (value: unknown) => importCatalog(JSON.stringify(value));

const schema = { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] };

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

  it('returns format "plain" and ignores extra fields when the input is [{name, description, parameters}]', () => {
    const { catalog } = okOf(
      importJson([{ name: 'a', description: 'A.', parameters: schema, variants: 3, title: 'A' }]),
    );
    expect(catalog.format).toBe('plain');
    const fields = ['name', 'description', 'parameters', 'capabilities', 'domains', 'entities'];
    fields.push('relationships', 'concepts');
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

describe('unrecognised input', () => {
  it('returns an error listing the accepted shapes when the input matches nothing', () => {
    const [error, ...rest] = errorsOf(importJson({ functions: [] }));
    expect(rest).toEqual([]);
    expect(error?.path).toBe('');
    expect(error?.message).toContain('no tool list found in an object with keys "functions"');
    for (const shape of [
      'native',
      'MCP',
      'OpenAI Chat',
      'OpenAI Responses',
      'Anthropic',
      'plain',
    ]) {
      expect(error?.message).toContain(shape);
    }
  });

  it('returns an error suggesting [ ] when the input is a single tool object', () => {
    const [error] = errorsOf(importJson({ name: 'a', inputSchema: schema }));
    expect(error?.message).toContain('wrap it in [ ]');
  });

  it('returns an error when the input is a JSON scalar', () => {
    const [error] = errorsOf(importCatalog('42'));
    expect(error?.message).toContain('no tool list found in the number 42');
  });

  it('returns an error at /0 when the first element is not a tool', () => {
    const [error] = errorsOf(importJson([3, { name: 'a' }]));
    expect(error?.path).toBe('/0');
    expect(error?.message).toContain('the first element is not a tool (found the number 3)');
    expect(error?.message).toContain('accepted shapes');
  });

  it('returns "catalog has no tools" when the tool list is empty', () => {
    for (const [input, path] of [
      [[], ''],
      [{ tools: [] }, '/tools'],
      [{ toollens: 1, tools: [] }, '/tools'],
    ] as const) {
      const [error] = errorsOf(importJson(input));
      expect(error).toMatchObject({ path, message: 'catalog has no tools' });
    }
  });

  it('returns an error at /tools when "tools" is not an array', () => {
    const [error] = errorsOf(importJson({ tools: { a: 1 } }));
    expect(error).toMatchObject({ path: '/tools', field: 'tools' });
    expect(error?.message).toContain('"tools" must be an array of tools, found an object');
  });

  it('returns an error naming the version when the native version is unknown', () => {
    const [error] = errorsOf(importJson({ toollens: 2, tools: [{ name: 'a' }] }));
    expect(error).toMatchObject({ path: '/toollens', field: 'toollens' });
    expect(error?.message).toContain('unsupported toollens catalog version');
    expect(error?.message).toContain('the number 2');
  });
});

describe('shape mismatch', () => {
  it('returns an error naming the element path and the expected shape when elements differ', () => {
    const errors = errorsOf(
      importJson([
        { name: 'a', description: 'A.', inputSchema: schema },
        { name: 'b', description: 'B.', inputSchema: schema },
        { type: 'function', function: { name: 'c' } },
        { name: 'd', parameters: schema },
        null,
      ]),
    );
    expect(errors.map((error) => error.path)).toEqual(['/2', '/3', '/4']);
    expect(errors[0]?.tool).toBe('c');
    expect(errors[0]?.message).toContain('expected an MCP tool {name, description?, inputSchema}');
    expect(errors[0]?.message).toContain('found an OpenAI Chat tool');
    expect(errors[1]?.message).toContain('found a plain tool');
    expect(errors[2]).toMatchObject({ tool: '#4' });
    expect(errors[2]?.message).toContain('found null');
  });

  it('returns ok with a default schema when a later MCP element has no inputSchema', () => {
    const { catalog } = okOf(
      importJson({
        tools: [
          { name: 'a', inputSchema: schema },
          { name: 'b', description: 'B.' },
        ],
      }),
    );
    expect(catalog.tools[1]?.parameters).toEqual({ type: 'object', properties: {} });
  });

  it('returns an error at /N/function when an OpenAI Chat element has no function object', () => {
    const errors = errorsOf(
      importJson([
        { type: 'function', function: { name: 'a' } },
        { type: 'function', function: 'b' },
      ]),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ path: '/1/function', field: 'function', tool: '#1' });
    expect(errors[0]?.message).toContain('found the string "b"');
  });

  it('returns an error when a native tool is not an object', () => {
    const [error] = errorsOf(importJson({ toollens: 1, tools: [{ name: 'a' }, 'b'] }));
    expect(error).toMatchObject({ path: '/tools/1', tool: '#1' });
    expect(error?.message).toContain('a tool must be an object');
  });
});

describe('tool validation', () => {
  it('returns an error for each missing, empty, blank or non-string name', () => {
    const errors = errorsOf(
      importJson({
        tools: [
          { description: 'no name', inputSchema: {} },
          { name: '', inputSchema: {} },
          { name: '   ', inputSchema: {} },
          { name: 42, inputSchema: {} },
        ],
      }),
    );
    expect(errors.map((error) => [error.path, error.tool, error.field])).toEqual([
      ['/tools/0/name', '#0', 'name'],
      ['/tools/1/name', '#1', 'name'],
      ['/tools/2/name', '#2', 'name'],
      ['/tools/3/name', '#3', 'name'],
    ]);
    expect(errors[0]?.message).toBe('tool has no name');
    expect(errors[1]?.message).toContain('found an empty string');
    expect(errors[2]?.message).toContain('found the string "   "');
    expect(errors[3]?.message).toContain('found the number 42');
  });

  it('returns an error naming the earlier path when a name is used twice', () => {
    const errors = errorsOf(
      importJson([
        { type: 'function', function: { name: 'a' } },
        { type: 'function', function: { name: 'b' } },
        { type: 'function', function: { name: 'a' } },
        { type: 'function', function: { name: 'a' } },
      ]),
    );
    expect(errors.map((error) => error.path)).toEqual(['/2/function/name', '/3/function/name']);
    expect(errors[0]).toMatchObject({ tool: 'a', field: 'name' });
    expect(errors[0]?.message).toBe('duplicate tool name "a"; the first is at /0/function');
    expect(errors[1]?.message).toContain('the first is at /0/function');
  });

  it('returns an error when the description is not a string', () => {
    const [error] = errorsOf(importJson([{ name: 'a', description: ['x'], parameters: {} }]));
    expect(error).toMatchObject({ path: '/0/description', tool: 'a', field: 'description' });
    expect(error?.message).toBe('description must be a string, found an array');
  });

  it('returns "" and a warning when the description is missing', () => {
    const { catalog, warnings } = okOf(importJson([{ name: 'a', input_schema: schema }]));
    expect(catalog.tools[0]?.description).toBe('');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ path: '/0/description', tool: 'a', field: 'description' });
    expect(warnings[0]?.message).toContain('no description');
  });

  it('returns an error naming the field and the value when a schema is not a plain object', () => {
    const odd: [unknown, string][] = [
      [null, 'null'],
      [[], 'an empty array'],
      ['object', 'the string "object"'],
      [7, 'the number 7'],
    ];
    for (const [value, found] of odd) {
      const mcp = errorsOf(importJson({ tools: [{ name: 'a', inputSchema: value }] }));
      expect(mcp[0]).toMatchObject({
        path: '/tools/0/inputSchema',
        tool: 'a',
        field: 'inputSchema',
      });
      expect(mcp[0]?.message).toBe(`inputSchema must be a JSON Schema object, found ${found}`);
      const chat = errorsOf(
        importJson([{ type: 'function', function: { name: 'a', parameters: value } }]),
      );
      expect(chat[0]).toMatchObject({ path: '/0/function/parameters', field: 'parameters' });
      const anthropic = errorsOf(importJson([{ name: 'a', input_schema: value }]));
      expect(anthropic[0]).toMatchObject({ path: '/0/input_schema', field: 'input_schema' });
    }
  });

  it('returns every error of every tool when several tools are bad', () => {
    const errors = errorsOf(
      importJson([
        { name: '', description: 1, parameters: null },
        { name: 'ok', description: 'fine', parameters: {} },
        { name: 'b', description: 'B.', parameters: 'x' },
      ]),
    );
    expect(errors.map((error) => error.path)).toEqual([
      '/0/name',
      '/0/description',
      '/0/parameters',
      '/2/parameters',
    ]);
  });

  it('returns at most 100 errors and one "…and N more" when there are more', () => {
    const tools = Array.from({ length: 150 }, (_, index) => ({ name: index, parameters: {} }));
    const errors = errorsOf(importJson(tools));
    expect(errors).toHaveLength(101);
    expect(errors[99]?.path).toBe('/99/name');
    expect(errors[100]).toEqual({ path: '', message: '…and 50 more errors' });
  });
});

describe('native tags and ontology', () => {
  const native = (tool: Record<string, unknown>, ontology?: unknown) =>
    importJson({ toollens: 1, tools: [{ name: 't', description: 'T.', ...tool }], ontology });

  it('returns an error when a tag list is not an array', () => {
    const [error] = errorsOf(native({ domains: 'work-items' }));
    expect(error).toMatchObject({ path: '/tools/0/domains', tool: 't', field: 'domains' });
    expect(error?.message).toBe(
      'domains must be an array of strings, found the string "work-items"',
    );
  });

  it('returns an error at the item when a tag is not a non-empty string', () => {
    const errors = errorsOf(native({ capabilities: ['file:read', 3, ''], entities: [null] }));
    expect(errors.map((error) => [error.path, error.field])).toEqual([
      ['/tools/0/capabilities/1', 'capabilities'],
      ['/tools/0/capabilities/2', 'capabilities'],
      ['/tools/0/entities/0', 'entities'],
    ]);
    expect(errors[0]?.message).toContain('found the number 3');
  });

  it('returns an error when a relationship is not three dot-separated parts', () => {
    const bad = ['work-item.member', 'a.b.c.d', 'a..c', '.b.c', 'a.b.'];
    const errors = errorsOf(native({ relationships: ['work-item.assigned-to.member', ...bad] }));
    expect(errors.map((error) => error.path)).toEqual(
      bad.map((_, index) => `/tools/0/relationships/${index + 1}`),
    );
    expect(errors[0]).toMatchObject({ tool: 't', field: 'relationships' });
    expect(errors[0]?.message).toContain(
      'relationship "work-item.member" must be entity.relation.entity',
    );
  });

  it('returns an error when scaffolding is not a boolean', () => {
    const [error] = errorsOf(native({ scaffolding: 'yes' }));
    expect(error).toMatchObject({ path: '/tools/0/scaffolding', field: 'scaffolding' });
  });

  it('returns a warning when a concept id is not in the ontology', () => {
    const { catalog, warnings } = okOf(
      native({ concepts: ['label', 'ghost'] }, { concepts: [{ id: 'label', glossary: 'tag' }] }),
    );
    expect(catalog.tools[0]?.concepts).toEqual(['label', 'ghost']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      path: '/tools/0/concepts/1',
      tool: 't',
      field: 'concepts',
    });
    expect(warnings[0]?.message).toContain('concept "ghost" is not in the ontology');
  });

  it('returns errors when the ontology or its concepts are malformed', () => {
    const errors = errorsOf(
      native(
        {},
        {
          concepts: [
            { id: 'a', glossary: 'x' },
            { id: 'a', glossary: 'y' },
            { glossary: 'no id' },
            { id: 'b', label: 3, glossary: 4 },
            'c',
          ],
        },
      ),
    );
    expect(errors.map((error) => error.path)).toEqual([
      '/ontology/concepts/1/id',
      '/ontology/concepts/2/id',
      '/ontology/concepts/3/label',
      '/ontology/concepts/3/glossary',
      '/ontology/concepts/4',
    ]);
    expect(errors[0]?.message).toBe(
      'duplicate concept id "a"; the first is at /ontology/concepts/0',
    );
    expect(errorsOf(native({}, []))[0]).toMatchObject({ path: '/ontology', field: 'ontology' });
    expect(errorsOf(native({}, { concepts: {} }))[0]?.path).toBe('/ontology/concepts');
  });
});

describe('JSON syntax errors', () => {
  it('returns the line and column of a missing value', () => {
    const [error] = errorsOf(importCatalog('[\n  {"name": "x",\n   "description": }\n]'));
    expect(error).toMatchObject({ path: '', line: 3, column: 19 });
    expect(error?.message).toBe('expected a value (found "}")');
  });

  it('returns a trailing-comma hint when a comma precedes ] or }', () => {
    const [array] = errorsOf(importCatalog('[1,2,]'));
    expect(array).toMatchObject({ line: 1, column: 6 });
    expect(array?.message).toBe(
      'expected a value (found "]"); JSON does not allow a trailing comma',
    );
    const [object] = errorsOf(importCatalog('{\n  "tools": [],\n}'));
    expect(object).toMatchObject({ line: 3, column: 1 });
    expect(object?.message).toContain('JSON does not allow a trailing comma');
  });

  it('returns "end of input" when the text stops early', () => {
    expect(errorsOf(importCatalog(''))[0]).toMatchObject({
      line: 1,
      column: 1,
      message: 'expected a value (found end of input)',
    });
    expect(errorsOf(importCatalog('{"tools": [1'))[0]?.message).toContain('found end of input');
  });

  it('returns positions that count \\r\\n as one line break', () => {
    const [error] = errorsOf(importCatalog('[\r\n{"a": 1\r\n  "b": 2}]'));
    expect(error).toMatchObject({ line: 3, column: 3 });
    expect(error?.message).toBe('expected "," between items (found the string "b")');
  });

  it('returns hints for single quotes, bare keys, comments and control characters', () => {
    expect(errorsOf(importCatalog("['a']"))[0]?.message).toContain(
      'JSON strings need double quotes',
    );
    expect(errorsOf(importCatalog('{tools: []}'))[0]?.message).toBe(
      'unexpected "tools"; property names need double quotes',
    );
    expect(errorsOf(importCatalog('// tools\n[]'))[0]?.message).toBe(
      'comments are not allowed in JSON',
    );
    const [control] = errorsOf(importCatalog('{"a": "x\u0001"}'));
    expect(control).toMatchObject({ line: 1, column: 9 });
    expect(control?.message).toContain('U+0001');
  });

  it('returns an error after the value when there is trailing text', () => {
    const [error] = errorsOf(importCatalog('[]\n]'));
    expect(error).toMatchObject({ line: 2, column: 1 });
    expect(error?.message).toContain('unexpected text after the JSON value');
  });

  it('returns an error instead of throwing when unbalanced nesting is too deep to locate', () => {
    const [error] = errorsOf(importCatalog('['.repeat(200_000)));
    expect(error).toMatchObject({ line: 1, column: 1 });
    expect(error?.message).toContain('not valid JSON');
  });

  it('returns ok when the text starts with a byte order mark', () => {
    const text = `\uFEFF${JSON.stringify([{ name: 'a', description: '', parameters: {} }])}`;
    expect(okOf(importCatalog(text)).catalog.tools).toHaveLength(1);
  });

  it('returns line and column for an offset (positionAt)', () => {
    expect(positionAt('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt('ab\rcd', 3)).toEqual({ line: 2, column: 1 });
    expect(positionAt('ab\r\ncd', 4)).toEqual({ line: 2, column: 1 });
  });
});

describe('size limit', () => {
  const text = JSON.stringify([{ name: 'a', description: 'x'.repeat(100), parameters: {} }]);

  it('returns an error with the size and the limit in MB when the text is too large', () => {
    const [error, ...rest] = errorsOf(importCatalog(text, { maxBytes: text.length - 1 }));
    expect(rest).toEqual([]);
    expect(error?.path).toBe('');
    expect(error?.message).toMatch(/^catalog is too large: [\d.]+ MB is over the [\d.]+ MB limit/);
    expect(error?.message).toContain(`(${text.length} > ${text.length - 1} characters)`);
  });

  it('returns ok when the text is exactly at the limit', () => {
    expect(importCatalog(text, { maxBytes: text.length }).ok).toBe(true);
  });

  it('returns an error before parsing when the text exceeds the default 50 MB', () => {
    // Not JSON at all: a parse would report a syntax error, so this proves the size check is first.
    const [error] = errorsOf(importCatalog('x'.repeat(50 * 1024 * 1024 + 1)));
    expect(error?.message).toContain('over the 50 MB limit');
    expect(error?.line).toBeUndefined();
  });
});

describe('prototype pollution', () => {
  it('returns tools with ordinary prototypes when the input has "__proto__" and "constructor" keys', () => {
    const text = `{
      "toollens": 1,
      "__proto__": {"polluted": "root"},
      "tools": [{
        "name": "a", "description": "A.",
        "__proto__": {"polluted": "tool"},
        "constructor": {"prototype": {"polluted": "constructor"}},
        "parameters": {"type": "object", "__proto__": {"polluted": "schema"}},
        "capabilities": ["x:y"]
      }],
      "ontology": {"concepts": [{"id": "c", "glossary": "g", "__proto__": {"polluted": "concept"}}]}
    }`;
    const { catalog } = okOf(importCatalog(text));
    const tool = catalog.tools[0];
    expect(Object.getPrototypeOf(tool)).toBe(Object.prototype);
    expect(Object.keys(tool ?? {})).not.toContain('__proto__');
    expect(Object.keys(tool ?? {})).not.toContain('constructor');
    expect(Object.keys(catalog.ontology.concepts[0] ?? {}).sort()).toEqual(['glossary', 'id']);
    // The schema is kept as parsed: "__proto__" stays an own data key, not a prototype.
    expect(Object.hasOwn(tool?.parameters ?? {}, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(tool?.parameters)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });

  it('returns tools named "__proto__" and "constructor", and still finds their duplicates', () => {
    const tools = ['__proto__', 'constructor', 'toString'].map((name) => ({
      name,
      description: '',
      parameters: {},
    }));
    expect(okOf(importJson(tools)).catalog.tools.map((tool) => tool.name)).toEqual([
      '__proto__',
      'constructor',
      'toString',
    ]);
    const [error] = errorsOf(importCatalog('[{"name": "__proto__"}, {"name": "__proto__"}]'));
    expect(error?.message).toContain('duplicate tool name "__proto__"');
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });
});

describe('catalogFromValue', () => {
  it('returns a catalog when given an already-parsed value', () => {
    const { catalog } = okOf(
      catalogFromValue([{ name: 'a', description: 'A.', input_schema: schema }], { source: 'x' }),
    );
    expect(catalog).toMatchObject({ format: 'anthropic', source: 'x' });
  });

  it('returns an error instead of throwing when a value has a throwing getter', () => {
    const tool = {
      get name(): string {
        throw new Error('boom');
      },
    };
    const [error] = errorsOf(catalogFromValue([tool]));
    expect(error?.message).toBe('internal error while reading the catalog: boom');
  });
});

describe('formatIssue', () => {
  it('returns "source: line L, column C: message" when the issue has a position', () => {
    const [error] = errorsOf(importCatalog('[1,]'));
    expect(formatIssue(error as ImportIssue, 'tools.json')).toBe(
      'tools.json: line 1, column 4: expected a value (found "]"); JSON does not allow a trailing comma',
    );
  });

  it('returns "source: path (tool, field): message" when the issue has a path', () => {
    const [error] = errorsOf(importJson({ tools: [{ name: 'x', inputSchema: [] }] }));
    expect(formatIssue(error as ImportIssue, 'gh.json')).toBe(
      'gh.json: /tools/0/inputSchema (tool "x", field "inputSchema"): inputSchema must be a JSON Schema object, found an empty array',
    );
  });

  it('returns "catalog: message" when there is no source and no path', () => {
    expect(formatIssue({ path: '', message: 'catalog has no tools' })).toBe(
      'catalog: catalog has no tools',
    );
    expect(formatIssue({ path: '/3', message: 'a\nb' })).toBe('catalog: /3: a b');
  });
});

/** A real dataset beside the project; its tests are skipped, and say so, when it is absent. */
const dataset = (folder: string) => {
  const url = new URL(`../../../../shared/datasets/${folder}/tools.json`, import.meta.url);
  const found = existsSync(url);
  const title = (name: string) => (found ? name : `${name} (skipped: dataset not found)`);
  return { url, found, title };
};

describe('real datasets', () => {
  const github = dataset('github-mcp-server');
  it.skipIf(!github.found)(github.title('returns 117 MCP tools for github-mcp-server'), () => {
    const result = importCatalog(readFileSync(github.url, 'utf8'), { source: 'github' });
    const { catalog, warnings } = okOf(result);
    expect(catalog.format).toBe('mcp');
    expect(catalog.tools).toHaveLength(117);
    expect(warnings).toEqual([]);
  });

  for (const [folder, count] of [
    ['bfcl', 1287],
    ['livemcpbench', 527],
    ['metatool', 199],
  ] as const) {
    const data = dataset(folder);
    it.skipIf(!data.found)(data.title(`returns ${count} plain tools for ${folder}`), () => {
      const { catalog } = okOf(importCatalog(readFileSync(data.url, 'utf8')));
      expect(catalog.format).toBe('plain');
      expect(catalog.tools).toHaveLength(count);
      expect(new Set(catalog.tools.map((tool) => tool.name)).size).toBe(count);
    });
  }
});

describe('property: plain arrays', () => {
  const isPlainObject = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value);

  // Weighted toward valid tools: with uniform choices almost no array is valid, and duplicates
  // among otherwise valid tools (the interesting case) never come up.
  const name = fc.oneof(
    { arbitrary: fc.constantFrom('a', 'b', 'c', 'd', 'constructor', '__proto__'), weight: 8 },
    { arbitrary: fc.constantFrom('', '  '), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
  );
  const parameters = fc.oneof(
    { arbitrary: fc.constant({ type: 'object', properties: {} }), weight: 4 },
    {
      arbitrary: fc.dictionary(fc.string({ maxLength: 3 }), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 3,
      }),
      weight: 4,
    },
    {
      arbitrary: fc.oneof(
        fc.constant(null),
        fc.array(fc.integer(), { maxLength: 2 }),
        fc.string({ maxLength: 3 }),
        fc.integer(),
      ),
      weight: 1,
    },
  );
  const tool = fc.record(
    { name, description: fc.string({ maxLength: 8 }), parameters },
    { requiredKeys: ['name', 'description'] },
  );

  it('returns ok iff names are unique and non-empty and schemas are objects, keeping order', () => {
    const seen = { ok: 0, duplicate: 0, blank: 0, oddSchema: 0 };
    fc.assert(
      fc.property(fc.array(tool, { maxLength: 5 }), (tools) => {
        // A round trip through JSON, as the importer sees it (undefined parameters disappear).
        const input: { name: unknown; parameters?: unknown }[] = JSON.parse(JSON.stringify(tools));
        const names = input.map((item) => item.name);
        const named = names.every((item) => typeof item === 'string' && item.trim() !== '');
        const unique = new Set(names).size === names.length;
        const schemas = input.every(
          (item) => !('parameters' in item) || isPlainObject(item.parameters),
        );
        const valid = input.length > 0 && named && unique && schemas;
        if (valid) seen.ok++;
        if (named && schemas && !unique) seen.duplicate++;
        if (!named) seen.blank++;
        if (!schemas) seen.oddSchema++;
        const result = importCatalog(JSON.stringify(tools));
        expect(result.ok).toBe(valid);
        if (result.ok) expect(result.catalog.tools.map((item) => item.name)).toEqual(names);
      }),
      { numRuns: 500 },
    );
    // Each kind of input actually came up, so the property tested all of them.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(10);
  });
});
