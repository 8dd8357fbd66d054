import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABSENT, AsciiTable } from './asciiTable';

/**
 * The table against a Map of lowercased words with the same limit: every word read in place
 * from a text (at a random offset, in any case) finds what the Map holds for it, or ABSENT.
 */
const letters = fc.constantFrom(...'aAbBzZ09yY_'.split(''));
const wordArb = fc.array(letters, { minLength: 1, maxLength: 12 }).map((chars) => chars.join(''));

describe('AsciiTable', () => {
  it('finds each word as a Map of its lowercased form does, through growth and resets', () => {
    fc.assert(
      fc.property(
        // Past 32 words the table grows, past 512 bytes its pool does.
        fc.array(fc.tuple(wordArb, fc.string({ maxLength: 3 }), fc.nat(1000)), {
          maxLength: 600,
          size: 'max',
        }),
        fc.integer({ min: 1, max: 3000 }),
        (reads, limit) => {
          const table = new AsciiTable(limit);
          const model = new Map<string, number>();
          for (const [word, before, value] of reads) {
            const text = `${before}${word}!`;
            const found = table.get(text, before.length, before.length + word.length);
            const lower = word.toLowerCase();
            if (found !== (model.get(lower) ?? ABSENT)) return false;
            if (found !== ABSENT) continue;
            if (model.size >= limit) model.clear();
            table.put(lower, value);
            model.set(lower, value);
            if (table.size !== model.size) return false;
          }
          return true;
        },
      ),
      { numRuns: 20 },
    );
  });

  it('holds thousands of words, then starts afresh at its limit', () => {
    const table = new AsciiTable(5000);
    const words = Array.from({ length: 5000 }, (_, i) => `Word${i.toString(36)}X`);
    const before = words.map((word, i) => {
      const found = table.get(word, 0, word.length);
      table.put(word.toLowerCase(), i);
      return found;
    });
    expect(before.every((found) => found === ABSENT)).toBe(true);
    const after = words.map((word) => table.get(word, 0, word.length));
    expect(after).toEqual(words.map((_, i) => i));
    table.get('another', 0, 7);
    table.put('another', 7);
    expect(table.size).toBe(1);
    expect(table.get(words[0] as string, 0, (words[0] as string).length)).toBe(ABSENT);
    expect(table.get('ANOTHER', 0, 7)).toBe(7);
  });

  it('tells apart words that differ only past a prefix, or in length', () => {
    const table = new AsciiTable(100);
    const text = 'getweatherforecast';
    for (let end = 1; end <= text.length; end++) {
      expect(table.get(text, 0, end)).toBe(ABSENT);
      table.put(text.slice(0, end), end);
    }
    for (let end = 1; end <= text.length; end++) expect(table.get(text, 0, end)).toBe(end);
    expect(table.get('GETWEATHER', 0, 10)).toBe(10);
    expect(table.get('getweathex', 0, 10)).toBe(ABSENT);
  });
});
