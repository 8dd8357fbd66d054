import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byPoolOrder } from './poolOrder';

/**
 * byPoolOrder reads English collation off the units of an MCP name (poolOrder.ts): it must
 * order every pair of names as `localeCompare(…, 'en')` does, on the names' alphabet and off it.
 */

const COLLATOR = new Intl.Collator('en');
const ALPHABET = [...'_-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'];

const expectCollated = (a: string, b: string) =>
  expect([a, b, byPoolOrder(a, b)]).toEqual([a, b, Math.sign(COLLATOR.compare(a, b))]);

describe('the pool order', () => {
  it('sorts every name of up to two units of the alphabet as the collator does', () => {
    const names = [''];
    for (const a of ALPHABET) {
      names.push(a);
      for (const b of ALPHABET) names.push(a + b);
    }
    const collated = [...names].sort(COLLATOR.compare);
    expect([...names].sort(byPoolOrder)).toEqual(collated);
    // Neighbours in the collator's order compare alike, each way.
    for (let at = 1; at < collated.length; at++) {
      expectCollated(collated[at - 1] as string, collated[at] as string);
      expectCollated(collated[at] as string, collated[at - 1] as string);
    }
  });

  it('compares every pair of names of up to three of a few units as the collator does', () => {
    const units = ['_', '-', '0', '9', 'a', 'A', 'b', 'B', 'z'];
    const names = [''];
    for (let length = 1; length <= 3; length++)
      for (const name of names.filter((each) => each.length === length - 1))
        for (const unit of units) names.push(name + unit);
    const differ: string[] = [];
    for (const a of names)
      for (const b of names)
        if (byPoolOrder(a, b) !== Math.sign(COLLATOR.compare(a, b))) differ.push(`${a} ${b}`);
    expect(differ).toEqual([]);
  });

  it('compares MCP-like names, and names with other units, as the collator does', () => {
    const unit = fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...ALPHABET) },
      { weight: 1, arbitrary: fc.constantFrom('é', 'É', ' ', '.', '\u0301', '\u00ad', 'ß', '😀') },
    );
    const part = fc.string({ unit, maxLength: 8 });
    // Names sharing a prefix, as a server's tools do, differ late.
    const name = fc.tuple(fc.constantFrom('mcp__', 'mcp__git_hub__', 'mcp__Git-Hub__', ''), part);
    fc.assert(
      fc.property(name, name, ([prefixA, a], [prefixB, b]) => {
        expectCollated(prefixA + a, prefixB + b);
        expectCollated(prefixA + a, prefixA + b);
        // Told the shared prefix (a pool's server part), compared past it alike.
        expect(byPoolOrder(prefixA + a, prefixA + b, prefixA.length)).toBe(
          Math.sign(COLLATOR.compare(prefixA + a, prefixA + b)),
        );
      }),
      { numRuns: 5000 },
    );
  });

  it('is 0 for the same MCP name only, so the tools of one name sort together', () => {
    const name = fc.string({ unit: fc.constantFrom(...'_-0aAbB'), maxLength: 6 });
    fc.assert(
      fc.property(name, name, (a, b) => {
        expect(byPoolOrder(a, b) === 0).toBe(a === b);
      }),
      { numRuns: 5000 },
    );
  });
});
