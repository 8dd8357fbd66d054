import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { servedTools } from './corpus.testkit';
import { namePart } from './keywords';
import { buildMcpToolName, parseToolName } from './names';
import { sanitizeUnicode } from './sanitize';
import { mcpToolPrompt } from './searchedTool';
import { claudeCodeTarget } from './toolSearch';
import { listHas, Vocabulary, wordList } from './wordLists';

/**
 * What the target holds in place of the reconstruction's own values (searchedTool.ts,
 * keywords.ts, wordLists.ts) answers as those values do.
 */

const nameChar = fc.constantFrom('a', 'b', 'B', '_', '-', '1', 'é', ' ');
const term = fc
  .array(fc.constantFrom('a', 'b', '_', '-', '1', 'ab', 'é'), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(''));

describe('a name read as one lower-cased string', () => {
  it('finds a term as a part, inside one, or in the full name exactly as the parsed parts do', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: nameChar, maxLength: 6 }),
        fc.string({ unit: nameChar, maxLength: 10 }),
        term,
        (server, tool, asked) => {
          const name = buildMcpToolName(server, tool);
          const { parts, full } = parseToolName(name);
          const expected = parts.includes(asked)
            ? 'exact'
            : parts.some((part) => part.includes(asked))
              ? 'inside'
              : undefined;
          expect(namePart(name.toLowerCase(), asked)).toBe(expected);
          expect(full.includes(asked)).toBe(expected !== undefined);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('word lists', () => {
  it('hold exactly their words, numbered past 16 bits', () => {
    const vocabulary = new Vocabulary();
    for (let n = 0; n < 70_000; n++) vocabulary.number(`w${n}`);
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 70_100 }), { maxLength: 30 }), (numbers) => {
        const list = wordList(
          numbers.map((n) => `w${n}`),
          vocabulary,
        );
        for (let n = 65_530; n < 65_540; n++)
          expect(listHas(list, n)).toBe(numbers.includes(n) && n < 70_000);
        for (const n of numbers) expect(listHas(list, vocabulary.get(`w${n}`))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

const textChar = fc.constantFrom('a', 'B', 'c', ' ', '-', '+', '.', 'é', 'İ', 'K', 'ß', '😀', '_');
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a description held as the catalog gives it, or lower-cased', () => {
  it('is a word of the description as `\\b<term>\\b` over the text lower-cased finds it', () => {
    const word = fc.constantFrom('a', 'b', 'c', 'ab', 'c+', '+', '-a', 'a.b', 'é', 'i̇', 'k', 'ss');
    fc.assert(
      fc.property(
        fc.string({ unit: textChar, maxLength: 12 }),
        fc.nat({ max: 3 }),
        fc.array(word, { minLength: 1, maxLength: 4 }),
        (text, long, terms) => {
          // Now and then past 2,048 units, so the cut text is the one held.
          const description = long === 0 ? text.repeat(Math.ceil(2100 / (text.length || 1))) : text;
          const searched = mcpToolPrompt(sanitizeUnicode(description)).toLowerCase();
          const target = claudeCodeTarget(servedTools('s', [{ name: 'x', description }]));
          const why = target.search(terms.join(' '), { explain: ['x'] }).ranked[0]?.why ?? [];
          for (const asked of terms) {
            const found = new RegExp(`\\b${escapeRegExp(asked)}\\b`).test(searched);
            expect(why.includes(`${JSON.stringify(asked)}: description +2`)).toBe(found);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
