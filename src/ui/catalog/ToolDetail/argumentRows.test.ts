import { describe, expect, it } from 'vitest';
import { argumentRows, ENUM_SHOWN, typeOf, valuesOf } from './argumentRows';

describe('argumentRows', () => {
  it('reads type, required, description and values, nested rows indented by depth', () => {
    const rows = argumentRows({
      type: 'object',
      properties: {
        mode: { type: 'string', enum: ['replace', 'add'], default: 'replace' },
        files: {
          type: 'array',
          items: {
            type: 'object',
            properties: { path: { type: 'string', format: 'uri', description: 'Where' } },
            required: ['path'],
          },
        },
        limit: { type: ['integer', 'null'], const: 5 },
      },
      required: ['files'],
    });
    expect(
      rows.map(({ label, depth, type, required, description, values }) => [
        label,
        depth,
        type,
        required,
        description,
        values,
      ]),
    ).toEqual([
      ['mode', 0, 'string', false, '', 'one of "replace", "add"; default "replace"'],
      ['files', 0, 'array of object', true, '', ''],
      ['files[].path', 2, 'string (uri)', true, 'Where', ''],
      ['limit', 0, 'integer or null', false, '', 'always 5'],
    ]);
  });

  it('names unions and untyped schemas in words', () => {
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string or number');
    expect(typeOf({})).toBe('any');
    expect(typeOf(true)).toBe('any');
    expect(typeOf({ properties: {} })).toBe('object');
  });

  it('bounds a long enum and a long description', () => {
    const values = valuesOf({ enum: Array.from({ length: 1000 }, (_, i) => i) });
    expect(values).toContain(`… and ${(1000 - ENUM_SHOWN).toLocaleString('en')} more`);
    const [row] = argumentRows({ properties: { a: { description: 'x'.repeat(100_000) } } });
    expect(row?.description.length).toBeLessThan(700);
    expect(row?.description).toContain('99,400 more characters');
  });
});
