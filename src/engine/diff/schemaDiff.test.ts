import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../catalog/types';
import { diffSchemas, SCHEMA_CHANGE_CLASS } from './schemaDiff';
import type { SchemaChange } from './types';

const object = (properties: Record<string, unknown>, required: string[] = [], extra = {}) => ({
  type: 'object',
  properties,
  required,
  ...extra,
});

const str = { type: 'string' };

/** One small schema pair per kind, and the one change it must give. */
const CASES: {
  kind: SchemaChange['kind'];
  before: JsonSchema;
  after: JsonSchema;
  change: SchemaChange;
}[] = [
  {
    kind: 'property-removed',
    before: object({ owner: str, repo: str }),
    after: object({ owner: str }),
    change: { path: 'repo', kind: 'property-removed', class: 'breaking' },
  },
  {
    kind: 'property-added-required',
    before: object({ owner: str }),
    after: object({ owner: str, repo: str }, ['repo']),
    change: { path: 'repo', kind: 'property-added-required', class: 'breaking' },
  },
  {
    kind: 'property-added-optional',
    before: object({ owner: str }),
    after: object({ owner: str, page: { type: 'integer' } }),
    change: { path: 'page', kind: 'property-added-optional', class: 'compatible' },
  },
  {
    kind: 'made-required',
    before: object({ owner: str }),
    after: object({ owner: str }, ['owner']),
    change: { path: 'owner', kind: 'made-required', class: 'breaking' },
  },
  {
    kind: 'made-optional',
    before: object({ owner: str }, ['owner']),
    after: object({ owner: str }),
    change: { path: 'owner', kind: 'made-optional', class: 'compatible' },
  },
  {
    kind: 'type-narrowed',
    before: object({ since: { type: ['string', 'null'] } }),
    after: object({ since: str }),
    change: {
      path: 'since',
      kind: 'type-narrowed',
      class: 'breaking',
      before: 'string | null',
      after: 'string',
    },
  },
  {
    kind: 'type-widened',
    before: object({ limit: { type: 'integer' } }),
    after: object({ limit: { type: 'number' } }),
    change: {
      path: 'limit',
      kind: 'type-widened',
      class: 'compatible',
      before: 'integer',
      after: 'number',
    },
  },
  {
    kind: 'type-changed',
    before: object({ id: str }),
    after: object({ id: { type: 'integer' } }),
    change: {
      path: 'id',
      kind: 'type-changed',
      class: 'breaking',
      before: 'string',
      after: 'integer',
    },
  },
  {
    kind: 'enum-narrowed',
    before: object({ state: { type: 'string', enum: ['open', 'closed', 'all'] } }),
    after: object({ state: { type: 'string', enum: ['open', 'closed'] } }),
    change: {
      path: 'state',
      kind: 'enum-narrowed',
      class: 'breaking',
      before: '"open" | "closed" | "all"',
      after: '"open" | "closed"',
    },
  },
  {
    kind: 'enum-widened',
    before: object({ state: { type: 'string', enum: ['open'] } }),
    after: object({ state: { type: 'string', enum: ['open', 'closed'] } }),
    change: {
      path: 'state',
      kind: 'enum-widened',
      class: 'compatible',
      before: '"open"',
      after: '"open" | "closed"',
    },
  },
  {
    kind: 'additional-properties-closed',
    before: object({ owner: str }),
    after: object({ owner: str }, [], { additionalProperties: false }),
    change: { path: '', kind: 'additional-properties-closed', class: 'breaking' },
  },
  {
    kind: 'additional-properties-opened',
    before: object({ owner: str }, [], { additionalProperties: false }),
    after: object({ owner: str }, [], { additionalProperties: true }),
    change: { path: '', kind: 'additional-properties-opened', class: 'compatible' },
  },
];

describe('diffSchemas: one case per kind', () => {
  it('covers every kind the type names', () => {
    expect(CASES.map((each) => each.kind).sort()).toEqual(Object.keys(SCHEMA_CHANGE_CLASS).sort());
  });

  for (const { kind, before, after, change } of CASES) {
    it(`finds ${kind}`, () => {
      expect(diffSchemas(before, after)).toEqual([change]);
    });
  }
});

describe('diffSchemas: narrowing and widening', () => {
  it('reads number → integer as narrowed and the reverse as widened', () => {
    const [number, integer] = [
      object({ n: { type: 'number' } }),
      object({ n: { type: 'integer' } }),
    ];
    expect(diffSchemas(number, integer).map((c) => c.kind)).toEqual(['type-narrowed']);
    expect(diffSchemas(integer, number).map((c) => c.kind)).toEqual(['type-widened']);
  });

  it('reads a string becoming an enum as narrowed, and the enum dropped as widened', () => {
    const [free, listed] = [
      object({ s: str }),
      object({ s: { type: 'string', enum: ['a', 'b'] } }),
    ];
    expect(diffSchemas(free, listed)).toEqual([
      { path: 's', kind: 'enum-narrowed', class: 'breaking', before: 'string', after: '"a" | "b"' },
    ]);
    expect(diffSchemas(listed, free).map((c) => c.kind)).toEqual(['enum-widened']);
  });

  it('reads a const as a one-value enum, and keeps 1 and "1" apart', () => {
    const before = object({ v: { const: 1 } });
    const after = object({ v: { enum: ['1'] } });
    expect(diffSchemas(before, after).map((c) => c.kind)).toEqual(['enum-narrowed']);
  });

  it('reads a type dropped as widened and a type added as narrowed', () => {
    const [any, typed] = [object({ x: {} }), object({ x: str })];
    expect(diffSchemas(any, typed).map((c) => c.kind)).toEqual(['type-narrowed']);
    expect(diffSchemas(typed, any).map((c) => c.kind)).toEqual(['type-widened']);
  });

  it('reads types that keep some values and lose others as changed', () => {
    const before = object({ x: { type: ['string', 'null'] } });
    const after = object({ x: { type: ['string', 'number'] } });
    expect(diffSchemas(before, after).map((c) => c.kind)).toEqual(['type-changed']);
  });

  it('finds nothing in the same schema written in another order', () => {
    const before = object({ a: { type: ['null', 'string'] }, b: str }, ['a', 'b']);
    const after = object({ b: str, a: { type: ['string', 'null'] } }, ['b', 'a']);
    expect(diffSchemas(before, after)).toEqual([]);
  });
});

describe('diffSchemas: nesting', () => {
  it('recurses into object properties and names the path with dots', () => {
    const before = object({ options: object({ depth: { type: 'integer' } }) });
    const after = object({ options: object({ depth: { type: 'integer' }, mode: str }, ['mode']) });
    expect(diffSchemas(before, after)).toEqual([
      { path: 'options.mode', kind: 'property-added-required', class: 'breaking' },
    ]);
  });

  it("recurses into an array's items", () => {
    const before = object({ labels: { type: 'array', items: object({ name: str, color: str }) } });
    const after = object({ labels: { type: 'array', items: object({ name: str }) } });
    expect(diffSchemas(before, after)).toEqual([
      { path: 'labels.items.color', kind: 'property-removed', class: 'breaking' },
    ]);
  });

  it('names the root items "items"', () => {
    expect(
      diffSchemas({ type: 'array', items: str }, { type: 'array', items: { type: 'integer' } }),
    ).toEqual([
      {
        path: 'items',
        kind: 'type-changed',
        class: 'breaking',
        before: 'string',
        after: 'integer',
      },
    ]);
  });

  it('does not look inside a property whose type changed to another', () => {
    const before = object({ filter: object({ a: str }) });
    const after = object({ filter: str });
    expect(diffSchemas(before, after).map((c) => c.kind)).toEqual(['type-changed']);
  });

  it('reads a property named __proto__ as a property', () => {
    const before = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}}}');
    expect(diffSchemas(before, object({}))).toEqual([
      { path: '__proto__', kind: 'property-removed', class: 'breaking' },
    ]);
  });
});

describe('diffSchemas on any JSON', () => {
  it('never throws, finds nothing against itself, and names a known kind and class', () => {
    const junk = fc.jsonValue({ maxDepth: 1 });
    const level = (inner: fc.Arbitrary<unknown>) =>
      fc.record(
        {
          type: fc.oneof(fc.constantFrom('string', 'integer', 'number', 'null', 'object'), junk),
          enum: fc.oneof(fc.array(junk, { maxLength: 3 }), junk),
          properties: fc.oneof(
            fc.dictionary(fc.string({ maxLength: 2 }), inner, { maxKeys: 3 }),
            junk,
          ),
          required: fc.oneof(fc.array(fc.string({ maxLength: 2 }), { maxLength: 3 }), junk),
          items: fc.oneof(inner, junk),
          additionalProperties: fc.oneof(fc.boolean(), junk),
        },
        { requiredKeys: [] },
      );
    const schema = level(level(level(junk))) as fc.Arbitrary<JsonSchema>;
    fc.assert(
      fc.property(schema, schema, (before, after) => {
        expect(diffSchemas(before, before)).toEqual([]);
        for (const change of diffSchemas(before, after)) {
          expect(change.class).toBe(SCHEMA_CHANGE_CLASS[change.kind]);
        }
      }),
      { numRuns: 100 },
    );
  });
});
