import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fxhash32 } from './fxhash';
import { TokenIds } from './tokenIds';
import { codexTokens } from './tokenizer';
import { transliterate } from './transliterate';

/**
 * TokenIds gives every text the ids its tokens have, `codexTokens(text).map(fxhash32)`, whatever
 * its memo holds: texts read one after another through one memo, some of it bound so small that
 * it is emptied again and again, words repeated in any case, stop words, words longer than the
 * memo keeps, and characters that are not ASCII.
 */
const model = (text: string): number[] => codexTokens(text).map(fxhash32);

const word = fc.oneof(
  fc.constantFrom(
    'issue',
    'Issues',
    'ISSUE',
    'create_issue',
    'the',
    'The',
    "can't",
    "isn't",
    'a:b',
    '3.14',
    '1,000',
    'connection',
    'connected',
    'étude',
    'Gießen',
    '北京',
    '°F',
    'ﬁle',
    'mcp__servercalculate_triangle_area_of_a_polygon',
    'x'.repeat(33),
    'y'.repeat(32),
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 4 }),
);
const separator = fc.constantFrom(' ', '  ', '\n', ', ', '. ', '-', '_', "'", ':', '\t');
const text = fc
  .array(fc.tuple(word, separator), { maxLength: 14 })
  .map((parts) => parts.map(([w, s]) => w + s).join(''));

describe('TokenIds', () => {
  it('gives each text the ids of its tokens, through one memo of any bound', () => {
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 12 }),
        fc.constantFrom(1, 3, 16, 1 << 15),
        (texts, bound) => {
          const ids = new TokenIds(bound);
          for (const one of [...texts, ...texts]) expect(ids.of(one)).toEqual(model(one));
          expect(ids.size).toBeLessThanOrEqual(bound);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads the empty text and a text of stop words as no tokens', () => {
    const ids = new TokenIds();
    expect(ids.of('')).toEqual([]);
    expect(ids.of('The and OF it')).toEqual([]);
    expect(ids.of('space station')).toEqual([866767497, 666609503]);
  });
});

describe('transliterate', () => {
  it('writes a text as each of its characters, ASCII runs copied whole', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), text), (one) => {
        expect(transliterate(one)).toBe([...one].map(transliterate).join(''));
      }),
      { numRuns: 2000 },
    );
  });
});
