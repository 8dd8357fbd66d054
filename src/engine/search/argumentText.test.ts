import { describe, expect, it } from 'vitest';
import { ARGUMENT_LIMIT, argumentEntries, argumentText } from './argumentText';

describe('argumentText', () => {
  it('reads property names and descriptions, nested objects and array items included', () => {
    const schema = {
      type: 'object',
      properties: {
        base: { type: 'integer', description: 'The base of the triangle.' },
        unit: { type: 'string', enum: ['cm', 'm'] },
        location: {
          type: 'object',
          description: 'Where to search.',
          properties: { zipCode: { type: 'string', description: 'A US zip code.' } },
        },
        tags: { type: 'array', items: { type: 'object', properties: { label: {} } } },
      },
    };
    expect(argumentText(schema).split('\n')).toEqual([
      'base',
      'The base of the triangle.',
      'unit',
      'location',
      'Where to search.',
      'zipCode',
      'A US zip code.',
      'tags',
      'label',
    ]);
  });

  it('is its entries, name then description, a line each: an empty name an empty line', () => {
    const schema = {
      type: 'object',
      properties: { '': {}, b: { description: '' }, c: { description: 'C.' } },
    };
    const lines = argumentEntries(schema).flatMap((entry) =>
      entry.description === undefined ? [entry.name] : [entry.name, entry.description],
    );
    expect(argumentText(schema)).toBe(lines.join('\n'));
    expect(argumentText(schema)).toBe('\nb\n\nc\nC.');
  });

  it('reads nothing from a schema without properties', () => {
    expect(argumentText({ type: 'object' })).toBe('');
    expect(argumentText({ type: 'object', properties: [] as unknown as object })).toBe('');
  });

  it('stops at its depth and count bounds on a hostile schema', () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'object', properties: { [`p${i}`]: deep } };
    expect(argumentText(deep).split('\n')).toEqual(['p9999', 'p9998', 'p9997', 'p9996']);
    const wide = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`p${i}`, {}])),
    };
    expect(argumentText(wide).split('\n')).toHaveLength(ARGUMENT_LIMIT);
  });

  it('lists each argument with its description, as the lens names them', () => {
    const schema = {
      type: 'object',
      properties: {
        password: { type: 'string', description: 'For encrypted PDFs.' },
        pages: { type: 'array', items: { type: 'object', properties: { from: {} } } },
        odd: 'not a schema',
      },
    };
    expect(argumentEntries(schema)).toEqual([
      { name: 'password', description: 'For encrypted PDFs.' },
      { name: 'pages' },
      { name: 'from' },
      { name: 'odd' },
    ]);
    expect(argumentText(schema).split('\n')).toEqual([
      'password',
      'For encrypted PDFs.',
      'pages',
      'from',
      'odd',
    ]);
  });
});
