import { describe, expect, it } from 'vitest';
import { importCatalog } from './importCatalog';
import { errorsOf, importJson, okOf, schema } from './importCatalog.testkit';

/** importCatalog: inputs it refuses or warns about, by their shape and their tools. */

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
