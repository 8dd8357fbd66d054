import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codexTokens } from './tokenizer';
import { unicodeWords } from './words';

/**
 * words.ts writes UAX #29's word rules out for ASCII, the only text the crate's tokenizer
 * segments after transliteration. ICU's word breaks (`Intl.Segmenter`) are the oracle: on any
 * ASCII text over every ASCII word-break class, both give the same words.
 */
const ALPHANUMERIC = /[\p{Alphabetic}\p{N}]/u;
const ICU = new Intl.Segmenter('en', { granularity: 'word' });
const icuWords = (text: string): string[] =>
  [...ICU.segment(text)].map(({ segment }) => segment).filter((s) => ALPHANUMERIC.test(s));

describe('the ASCII word rules', () => {
  it("give ICU's words, for random text over every ASCII word-break class", () => {
    const char = fc.constantFrom(...'aZk09_:.\',;" \n\r\t\v\f-!/@'.split(''));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        expect(unicodeWords(text)).toEqual(icuWords(text));
      }),
      { numRuns: 3000 },
    );
  });

  it("give ICU's words on any printable ASCII text", () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 60 }), (text) => {
        expect(unicodeWords(text)).toEqual(icuWords(text));
      }),
      { numRuns: 2000 },
    );
  });

  it("take one pass over a long description (V8's segmenter takes 23 s over 40,000 words)", () => {
    const text = Array.from({ length: 200_000 }, (_, at) => `w${at % 5000}`).join(' ');
    expect(codexTokens(text)).toHaveLength(200_000);
  }, 10_000);
});

describe('text that is not ASCII (normalisation off)', () => {
  it("gives ICU's words, a chunk between whitespace at a time", () => {
    const steps = { normalization: false, stopwords: false, stemming: false };
    expect(codexTokens('étude naïve 北京 a_b', steps)).toEqual(icuWords('étude naïve 北京 a_b'));
  });
});
