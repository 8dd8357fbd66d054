import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOLD_HASH_START, foldHash, forEachAsciiWord, unicodeWords } from './words';

/**
 * words.ts segments with a table of class pairs and hands out bounds. The model here is the
 * rules as they were first written, one class name per character and every segment a string:
 * both give the same words on any ASCII text (tokenizer.property.test.ts checks them against ICU).
 */
type WordBreak =
  | 'newline'
  | 'space'
  | 'letter'
  | 'digit'
  | 'extend'
  | 'midLetter'
  | 'midBoth'
  | 'midNum'
  | 'other';

const classOf = (code: number): WordBreak => {
  if (code === 0x0a || code === 0x0b || code === 0x0c || code === 0x0d) return 'newline';
  if (code === 0x20) return 'space';
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return 'letter';
  if (code >= 0x30 && code <= 0x39) return 'digit';
  if (code === 0x5f) return 'extend';
  if (code === 0x3a) return 'midLetter';
  if (code === 0x2e || code === 0x27) return 'midBoth';
  if (code === 0x2c || code === 0x3b) return 'midNum';
  return 'other';
};

const isMidLetter = (c: WordBreak | undefined) => c === 'midLetter' || c === 'midBoth';
const isMidNum = (c: WordBreak | undefined) => c === 'midNum' || c === 'midBoth';
const isWordChar = (c: WordBreak | undefined) => c === 'letter' || c === 'digit';

const joined = (classes: readonly WordBreak[], at: number): boolean => {
  const before2 = classes[at - 2];
  const before = classes[at - 1];
  const after = classes[at];
  const after2 = classes[at + 1];
  if (before === 'newline' || after === 'newline') return before === after;
  if (before === 'space' && after === 'space') return true;
  if (before === 'letter' && after === 'letter') return true;
  if (before === 'letter' && isMidLetter(after) && after2 === 'letter') return true;
  if (before2 === 'letter' && isMidLetter(before) && after === 'letter') return true;
  if (isWordChar(before) && isWordChar(after)) return true;
  if (before2 === 'digit' && isMidNum(before) && after === 'digit') return true;
  if (before === 'digit' && isMidNum(after) && after2 === 'digit') return true;
  if ((isWordChar(before) || before === 'extend') && after === 'extend') return true;
  if (before === 'extend' && isWordChar(after)) return true;
  return false;
};

const modelWords = (text: string): string[] => {
  const classes = Array.from({ length: text.length }, (_, at) => classOf(text.charCodeAt(at)));
  const segments: string[] = [];
  let start = 0;
  for (let at = 1; at <= text.length; at++) {
    if (at < text.length && joined(classes, at)) continue;
    segments.push(text.slice(start, at));
    start = at;
  }
  return segments.filter((segment) => /[A-Za-z0-9]/.test(segment));
};

const wordsAndHashes = (text: string): { words: string[]; hashes: number[]; ascii: boolean } => {
  const words: string[] = [];
  const hashes: number[] = [];
  const ascii = forEachAsciiWord(text, (start, end, hash) => {
    words.push(text.slice(start, end));
    hashes.push(hash);
  });
  return { words, hashes, ascii };
};

const foldHashOf = (word: string): number => {
  let hash = FOLD_HASH_START;
  for (let at = 0; at < word.length; at++) hash = foldHash(hash, word.charCodeAt(at));
  return hash & 0x3fffffff;
};

// Every ASCII word-break class, several times over, so that the rules' contexts come up.
const char = fc.constantFrom(...'aZk09_:.\',;" \n\r\t\v\f-!/@'.split(''));
const classText = fc.array(char, { maxLength: 40 }).map((chars) => chars.join(''));
const asciiText = fc.string({ unit: 'binary-ascii', maxLength: 60 });

describe('the ASCII word pass', () => {
  it('gives the words of the rules as first written, on text over every class', () => {
    fc.assert(
      fc.property(fc.oneof(classText, asciiText), (text) => {
        const { words, ascii } = wordsAndHashes(text);
        expect(ascii).toBe(true);
        expect(words).toEqual(modelWords(text));
        expect(unicodeWords(text)).toEqual(modelWords(text));
      }),
      { numRuns: 5000 },
    );
  });

  it("hands each word's case-folded hash, the same in any case", () => {
    fc.assert(
      fc.property(fc.oneof(classText, asciiText), (text) => {
        const { words, hashes } = wordsAndHashes(text);
        expect(hashes).toEqual(words.map(foldHashOf));
        expect(wordsAndHashes(text.toLowerCase()).hashes).toEqual(hashes);
      }),
      { numRuns: 2000 },
    );
  });

  it('says a text is not ASCII, wherever its first other character is', () => {
    fc.assert(
      fc.property(asciiText, asciiText, fc.constantFrom('é', '\u0080', '北', '🍕'), (a, b, c) => {
        expect(wordsAndHashes(`${a}${c}${b}`).ascii).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
