import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexWords, Vocabulary, wordList } from './wordLists';

/**
 * Vocabulary.listOf reads a text's words off it in place (wordLists.ts): for a text that
 * lower-casing changes in A–Z alone, it must give the list `wordList(regexWords(lower-cased))`
 * gives, and number the words alike, text after text, so a vocabulary fed either way holds the
 * same numbers.
 */

/** A–Z lower-cased alone: what toLowerCase does to an ASCII text. */
const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (run) => run.toLowerCase());

const unit = fc.constantFrom(
  ...'aAbBzZ09_ -.+\n\t',
  'é',
  'İ',
  'K',
  '😀',
  '\u00ad',
  'ab',
  'Word',
  'the',
);
const text = fc.string({ unit, maxLength: 30 });

describe('word lists read off a text', () => {
  it('are the lists of the words cut from the text lower-cased, numbered alike', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), (texts) => {
        const inPlace = new Vocabulary();
        const cut = new Vocabulary();
        for (const each of texts)
          expect(inPlace.listOf(each)).toBe(wordList(regexWords(foldAscii(each)), cut));
        for (const word of texts.flatMap((each) => regexWords(each)))
          for (const asked of [word, word.toLowerCase()])
            expect(inPlace.get(asked)).toBe(cut.get(asked));
      }),
      { numRuns: 1000 },
    );
  });

  it('are as toLowerCase reads an ASCII text', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'aAbBzZ09_ -.+'), maxLength: 40 });
    fc.assert(
      fc.property(ascii, (each) => {
        expect(foldAscii(each)).toBe(each.toLowerCase());
      }),
    );
  });

  it('hold a text of many words, past one call of String.fromCharCode, and grow the table', () => {
    const inPlace = new Vocabulary();
    const cut = new Vocabulary();
    const words = Array.from({ length: 9000 }, (_, n) => `w${(n * 7919) % 9000}`);
    const long = words.join(' ');
    expect(inPlace.listOf(long)).toBe(wordList(regexWords(long), cut));
    expect(inPlace.listOf(long.toUpperCase())).toBe(wordList(regexWords(long), cut));
    for (const word of words.slice(0, 50)) expect(inPlace.get(word)).toBe(cut.get(word));
    expect(inPlace.get('W1')).toBe(-1);
  });
});
