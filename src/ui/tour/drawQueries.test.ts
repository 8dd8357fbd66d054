import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  documentFrequencies,
  drawQueries,
  rarestWords,
  readDrawnTools,
  usableSet,
} from './drawQueries';

const TOOLS = [
  { name: 'water_beds', description: 'Water the garden beds on a schedule.' },
  { name: 'prune_roses', description: 'Prune the roses in the garden before spring.' },
  { name: 'list_beds', description: 'List the garden beds and their plants.' },
  { name: 'order_seeds', description: 'Order seeds for the garden from a catalog.' },
];

describe('rarestWords', () => {
  it('takes the two words fewest descriptions use, in the description’s order, skipping stop words', () => {
    const df = documentFrequencies(TOOLS);
    expect(df.get('garden')).toBe(4);
    expect(df.get('beds')).toBe(2);
    // "water", "schedule" are used once; "beds" twice; "garden" by all; "the", "on" are stop words.
    expect(rarestWords(TOOLS[0] ?? TOOLS[1]!, df)).toEqual(['water', 'schedule']);
    expect(rarestWords({ name: 'x', description: 'Prune roses' }, df)).toEqual(['prune', 'roses']);
  });

  it('falls back on the name’s words when the description has fewer than two', () => {
    expect(rarestWords({ name: 'get_weather', description: 'The.' }, new Map())).toEqual([
      'weather',
    ]);
    expect(rarestWords({ name: 'send_invoice_email', description: '' }, new Map())).toEqual([
      'send',
      'invoice',
    ]);
  });
});

describe('drawQueries', () => {
  it('draws one query per evenly spaced tool in name order, each naming its tool', () => {
    const drawn = drawQueries(TOOLS, 2);
    // Sorted: list_beds, order_seeds, prune_roses, water_beds; spaced picks at 0.5 and 1.5 halves.
    expect(drawn.map((query) => query.relevant)).toEqual([['order_seeds'], ['water_beds']]);
    expect(drawn[0]).toEqual({ id: 'drawn-1', query: 'order seeds', relevant: ['order_seeds'] });
  });

  it('is deterministic: the catalog’s order does not change what it draws', () => {
    const tool = fc.record({
      name: fc.stringMatching(/^[a-z]{1,6}(_[a-z]{1,6})?$/),
      description: fc
        .array(fc.constantFrom('alpha', 'beta', 'gamma', 'the', 'delta', 'files'), {
          maxLength: 8,
        })
        .map((words) => words.join(' ')),
    });
    fc.assert(
      fc.property(fc.uniqueArray(tool, { selector: (t) => t.name, minLength: 1 }), (tools) => {
        const drawn = drawQueries(tools, 5);
        expect(drawQueries([...tools].reverse(), 5)).toEqual(drawn);
        expect(drawn.length).toBeLessThanOrEqual(Math.min(5, tools.length));
        for (const query of drawn) {
          // Two words at most, none a stop word, each from the tool's description or name.
          const words = query.query.split(' ');
          expect(words.length).toBeLessThanOrEqual(2);
          expect(words).not.toContain('the');
          const from = tools.find((t) => t.name === query.relevant[0]);
          for (const word of words)
            expect(`${from?.description} ${from?.name.replace(/_/g, ' ')}`).toContain(word);
        }
      }),
    );
  });
});

describe('readDrawnTools', () => {
  it('reads an array, an MCP list, and OpenAI’s function wrapper; anything else gives none', () => {
    expect(readDrawnTools(JSON.stringify([{ name: 'a', description: 'x' }]))).toEqual([
      { name: 'a', description: 'x' },
    ]);
    expect(readDrawnTools(JSON.stringify({ tools: [{ name: 'b' }] }))).toEqual([
      { name: 'b', description: '' },
    ]);
    expect(
      readDrawnTools(
        JSON.stringify([{ type: 'function', function: { name: 'c', description: 'y' } }]),
      ),
    ).toEqual([{ name: 'c', description: 'y' }]);
    expect(readDrawnTools('not json')).toEqual([]);
    expect(readDrawnTools('{"x":1}')).toEqual([]);
  });
});

describe('usableSet', () => {
  it('takes an open set only when most of its queries name this catalog’s tools', () => {
    const names = new Set(['a', 'b']);
    expect(usableSet([{ relevant: ['a'] }, { relevant: ['z'] }], names)).toBe(true);
    expect(usableSet([{ relevant: ['y'] }, { relevant: ['z'] }, { relevant: ['a'] }], names)).toBe(
      false,
    );
    expect(usableSet([], names)).toBe(false);
  });
});
