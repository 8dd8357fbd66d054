import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogFromValue, importCatalog } from './importCatalog';
import { errorsOf, importJson, okOf, schema } from './importCatalog.testkit';

/** importCatalog on hostile and arbitrary input: prototype keys, throwing getters, a property. */

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
