/**
 * UAX #29 words, as Rust's `unicode_words()` gives them to the `bm25` crate: the word-boundary
 * segments that hold a letter or digit. The crate segments transliterated text, which is ASCII,
 * so the rules below are UAX #29's for the ASCII word-break classes, written out (WB3 to WB13b,
 * then WB999); tokenizer.property.test.ts checks them against ICU's (`Intl.Segmenter`) on random
 * ASCII text. Written out rather than asking `Intl.Segmenter` because V8's segment iterator slows
 * down with the length of the text (Node 20: 20,000 words 1.6 s, 40,000 words 23 s), and one long
 * description would stall the engine; these rules take one pass. Non-ASCII text (only with
 * normalisation off, which Codex never turns off) goes to `Intl.Segmenter`, a chunk between
 * ASCII whitespace at a time: UAX #29 joins no word across it (a combining mark right after a
 * space, which UAX #29 hangs on the space, is the one place the chunks can differ).
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

/** The ASCII characters' word-break classes; 'midBoth' is MidNumLet and Single_Quote. */
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

/** Whether UAX #29 keeps the characters at `at − 1` and `at` in one segment. */
const joined = (classes: readonly WordBreak[], at: number): boolean => {
  const before2 = classes[at - 2];
  const before = classes[at - 1];
  const after = classes[at];
  const after2 = classes[at + 1];
  // WB3 joins CR LF, WB3a/b break around every newline: either way not part of a word.
  if (before === 'newline' || after === 'newline') return before === after;
  if (before === 'space' && after === 'space') return true; // WB3d
  if (before === 'letter' && after === 'letter') return true; // WB5
  if (before === 'letter' && isMidLetter(after) && after2 === 'letter') return true; // WB6
  if (before2 === 'letter' && isMidLetter(before) && after === 'letter') return true; // WB7
  if (isWordChar(before) && isWordChar(after)) return true; // WB8, WB9, WB10
  if (before2 === 'digit' && isMidNum(before) && after === 'digit') return true; // WB11
  if (before === 'digit' && isMidNum(after) && after2 === 'digit') return true; // WB12
  if ((isWordChar(before) || before === 'extend') && after === 'extend') return true; // WB13a
  if (before === 'extend' && isWordChar(after)) return true; // WB13b
  return false; // WB999
};

const isAsciiText = (text: string): boolean => {
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) > 0x7f) return false;
  return true;
};

const ALPHANUMERIC_ASCII = /[A-Za-z0-9]/;
// Rust's `char::is_alphanumeric`: Alphabetic or Numeric.
const ALPHANUMERIC = /[\p{Alphabetic}\p{N}]/u;
const WORDS = new Intl.Segmenter('en', { granularity: 'word' });

/** The UAX #29 segments of ASCII text, in one pass. */
const asciiSegments = (text: string): string[] => {
  const classes = Array.from({ length: text.length }, (_, at) => classOf(text.charCodeAt(at)));
  const segments: string[] = [];
  let start = 0;
  for (let at = 1; at <= text.length; at++) {
    if (at < text.length && joined(classes, at)) continue;
    segments.push(text.slice(start, at));
    start = at;
  }
  return segments;
};

/** The UAX #29 words of a text that hold a letter or a digit, in order. */
export const unicodeWords = (text: string): string[] => {
  if (isAsciiText(text)) return asciiSegments(text).filter((s) => ALPHANUMERIC_ASCII.test(s));
  const words: string[] = [];
  for (const chunk of text.split(/[\t\n\v\f\r ]+/))
    for (const { segment } of WORDS.segment(chunk))
      if (ALPHANUMERIC.test(segment)) words.push(segment);
  return words;
};
