import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unicodeWords } from './tokenizer';

/**
 * The tokenizer relies on ICU's word breaks (`Intl.Segmenter`) being UAX #29's on ASCII, which is
 * all the crate's tokenizer ever segments after transliteration. UAX #29's word rules, written
 * out below for the ASCII classes, must give the same words on any ASCII text.
 */
type WordBreak =
  | 'CR'
  | 'LF'
  | 'Newline'
  | 'WSegSpace'
  | 'ALetter'
  | 'Numeric'
  | 'ExtendNumLet'
  | 'MidLetter'
  | 'MidNumLet'
  | 'MidNum'
  | 'Single_Quote'
  | 'Double_Quote'
  | 'Other';

const classOf = (char: string): WordBreak => {
  if (char === '\r') return 'CR';
  if (char === '\n') return 'LF';
  if (char === '\u000b' || char === '\u000c') return 'Newline';
  if (char === ' ') return 'WSegSpace';
  if (/[A-Za-z]/.test(char)) return 'ALetter';
  if (/[0-9]/.test(char)) return 'Numeric';
  if (char === '_') return 'ExtendNumLet';
  if (char === ':') return 'MidLetter';
  if (char === '.') return 'MidNumLet';
  if (char === ',' || char === ';') return 'MidNum';
  if (char === "'") return 'Single_Quote';
  if (char === '"') return 'Double_Quote';
  return 'Other';
};

const midLetterish = (c: WordBreak | undefined) =>
  c === 'MidLetter' || c === 'MidNumLet' || c === 'Single_Quote';
const midNumish = (c: WordBreak | undefined) =>
  c === 'MidNum' || c === 'MidNumLet' || c === 'Single_Quote';
const newline = (c: WordBreak | undefined) => c === 'CR' || c === 'LF' || c === 'Newline';

/** Whether UAX #29 keeps classes[at − 1] and classes[at] in one segment (WB3–WB13b on ASCII). */
const joined = (classes: WordBreak[], at: number): boolean => {
  const [before2, before, after, after2] = [
    classes[at - 2],
    classes[at - 1],
    classes[at],
    classes[at + 1],
  ];
  if (before === 'CR' && after === 'LF') return true; // WB3
  if (newline(before) || newline(after)) return false; // WB3a, WB3b
  if (before === 'WSegSpace' && after === 'WSegSpace') return true; // WB3d
  if (before === 'ALetter' && after === 'ALetter') return true; // WB5
  if (before === 'ALetter' && midLetterish(after) && after2 === 'ALetter') return true; // WB6
  if (before2 === 'ALetter' && midLetterish(before) && after === 'ALetter') return true; // WB7
  if (before === 'Numeric' && after === 'Numeric') return true; // WB8
  if (before === 'ALetter' && after === 'Numeric') return true; // WB9
  if (before === 'Numeric' && after === 'ALetter') return true; // WB10
  if (before2 === 'Numeric' && midNumish(before) && after === 'Numeric') return true; // WB11
  if (before === 'Numeric' && midNumish(after) && after2 === 'Numeric') return true; // WB12
  const wordish = (c: WordBreak | undefined) => c === 'ALetter' || c === 'Numeric';
  if ((wordish(before) || before === 'ExtendNumLet') && after === 'ExtendNumLet') return true; // WB13a
  if (before === 'ExtendNumLet' && wordish(after)) return true; // WB13b
  return false; // WB999
};

const uax29Words = (text: string): string[] => {
  const chars = [...text];
  const classes = chars.map(classOf);
  const segments: string[] = [];
  chars.forEach((char, at) => {
    if (at > 0 && joined(classes, at)) segments[segments.length - 1] += char;
    else segments.push(char);
  });
  return segments.filter((segment) => /[A-Za-z0-9]/.test(segment));
};

describe("ICU's word breaks on ASCII", () => {
  it('are UAX #29 word for word, for random text over every ASCII word-break class', () => {
    const char = fc.constantFrom(...'aZk09_:.\',;" \n\r\t-!/@'.split(''));
    fc.assert(
      fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
        const text = chars.join('');
        expect(unicodeWords(text)).toEqual(uax29Words(text));
      }),
      { numRuns: 2000 },
    );
  });
});
