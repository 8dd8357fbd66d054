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
 *
 * The pass reads each character's class from a table, and whether two classes join from a table
 * of pairs built from the rules (asking the rules themselves only where the characters around
 * matter), and hands out a word as its bounds (forEachAsciiWord): segmenting a text allocates
 * nothing but the words a caller slices. A 50,000-tool catalog is 14.5 million characters, and a
 * class array and a string per segment made segmenting the most of the Codex target's build.
 * words.property.test.ts checks the pass against the rules as first written, a class name a
 * character and a string a segment.
 */

// The ASCII word-break classes; NONE is before the text's start or past its end.
const NONE = 0;
const NEWLINE = 1;
const SPACE = 2;
const LETTER = 3;
const DIGIT = 4;
/** ExtendNumLet: `_`. */
const EXTEND = 5;
const MID_LETTER = 6;
/** MidNumLet and Single_Quote: `.` and `'`. */
const MID_BOTH = 7;
const MID_NUM = 8;
const OTHER = 9;
const CLASSES = 10;

/** Each ASCII character's class. */
const CLASS = new Uint8Array(128).fill(OTHER);
for (const code of [0x0a, 0x0b, 0x0c, 0x0d]) CLASS[code] = NEWLINE;
CLASS[0x20] = SPACE;
for (let code = 0x41; code <= 0x5a; code++) CLASS[code] = CLASS[code + 0x20] = LETTER;
for (let code = 0x30; code <= 0x39; code++) CLASS[code] = DIGIT;
CLASS[0x5f] = EXTEND;
CLASS[0x3a] = MID_LETTER;
CLASS[0x2e] = CLASS[0x27] = MID_BOTH;
CLASS[0x2c] = CLASS[0x3b] = MID_NUM;

const isMidLetter = (c: number) => c === MID_LETTER || c === MID_BOTH;
const isMidNum = (c: number) => c === MID_NUM || c === MID_BOTH;
const isWordChar = (c: number) => c === LETTER || c === DIGIT;

/**
 * Whether UAX #29 keeps two characters in one segment: `before` and `after` their classes,
 * `before2` the class of the one before them, `after2` of the one after.
 */
const joined = (before2: number, before: number, after: number, after2: number): boolean => {
  // WB3 joins CR LF, WB3a/b break around every newline: either way not part of a word.
  if (before === NEWLINE || after === NEWLINE) return before === after;
  if (before === SPACE && after === SPACE) return true; // WB3d
  if (before === LETTER && after === LETTER) return true; // WB5
  if (before === LETTER && isMidLetter(after) && after2 === LETTER) return true; // WB6
  if (before2 === LETTER && isMidLetter(before) && after === LETTER) return true; // WB7
  if (isWordChar(before) && isWordChar(after)) return true; // WB8, WB9, WB10
  if (before2 === DIGIT && isMidNum(before) && after === DIGIT) return true; // WB11
  if (before === DIGIT && isMidNum(after) && after2 === DIGIT) return true; // WB12
  if ((isWordChar(before) || before === EXTEND) && after === EXTEND) return true; // WB13a
  if (before === EXTEND && isWordChar(after)) return true; // WB13b
  return false; // WB999
};

// What joined() says of a pair of classes, whatever the classes around them: one lookup a
// character instead of a chain of tests (a boundary's tests were the most of segmenting).
const BREAK = 0;
const JOIN = 1;
/** The pair's answer depends on the characters around it (WB6, WB7, WB11, WB12). */
const ASK = 2;
const PAIR = new Uint8Array(CLASSES * CLASSES);
for (let before = 0; before < CLASSES; before++)
  for (let after = 0; after < CLASSES; after++) {
    const answers = new Set<boolean>();
    for (let before2 = 0; before2 < CLASSES; before2++)
      for (let after2 = 0; after2 < CLASSES; after2++)
        answers.add(joined(before2, before, after, after2));
    PAIR[before * CLASSES + after] = answers.size === 2 ? ASK : answers.has(true) ? JOIN : BREAK;
  }

/** The class of the character at `at`; NONE past the text's end (or for a non-ASCII one). */
const classAt = (text: string, at: number): number =>
  at < text.length ? (CLASS[text.charCodeAt(at)] ?? NONE) : NONE;

/** The bits of a word's hash forEachAsciiWord hands out. */
const SMALL = 0x3fffffff;

/** Where a word's hash (foldHash) starts: FNV-1a's offset basis. */
export const FOLD_HASH_START = 0x811c9dc5;

/**
 * FNV-1a's step over a char code with bit 5 set, which lower-cases an ASCII letter: a word's
 * hash is the same in any case (other characters may share a hash: it is for a hash table,
 * whose keys are compared whole).
 */
export const foldHash = (hash: number, code: number): number =>
  Math.imul(hash ^ (code | 0x20), 0x01000193);

/**
 * Calls `visit(start, end, hash)` for each UAX #29 segment of ASCII text that holds a letter or
 * a digit, in order, in one pass: the words are `text.slice(start, end)`, `hash` the foldHash of
 * the word's characters (so a memo keyed by words, tokenIds.ts, needs no pass of its own), its
 * low 30 bits: a small integer, which a call passes as it is, where a wider one would be a
 * number allocated a word.
 * Returns whether the text is ASCII: at its first other character it stops and returns false,
 * and what it visited is not to be used (the caller segments the text another way), so that a
 * caller need not check the text first in a pass of its own.
 */
export const forEachAsciiWord = (
  text: string,
  visit: (start: number, end: number, hash: number) => void,
): boolean => {
  const length = text.length;
  if (length === 0) return true;
  const first = text.charCodeAt(0);
  if (first > 0x7f) return false;
  let start = 0;
  // The classes of the two characters before `at`.
  let before2 = NONE;
  let before = CLASS[first] as number;
  /** Whether the segment so far holds a letter or digit. */
  let wordy = isWordChar(before);
  let hash = foldHash(FOLD_HASH_START, first);
  for (let at = 1; at < length; at++) {
    const code = text.charCodeAt(at);
    if (code > 0x7f) return false;
    const after = CLASS[code] as number;
    const pair = PAIR[before * CLASSES + after] as number;
    if (
      pair === BREAK ||
      (pair === ASK && !joined(before2, before, after, classAt(text, at + 1)))
    ) {
      if (wordy) visit(start, at, hash & SMALL);
      start = at;
      wordy = false;
      hash = FOLD_HASH_START;
    }
    if (isWordChar(after)) wordy = true;
    hash = foldHash(hash, code);
    before2 = before;
    before = after;
  }
  if (wordy) visit(start, length, hash & SMALL);
  return true;
};

// Rust's `char::is_alphanumeric`: Alphabetic or Numeric.
const ALPHANUMERIC = /[\p{Alphabetic}\p{N}]/u;
const WORDS = new Intl.Segmenter('en', { granularity: 'word' });

/** The UAX #29 words of a text that hold a letter or a digit, in order. */
export const unicodeWords = (text: string): string[] => {
  const words: string[] = [];
  const ascii = forEachAsciiWord(text, (start, end) => {
    words.push(text.slice(start, end));
  });
  if (ascii) return words;
  words.length = 0;
  for (const chunk of text.split(/[\t\n\v\f\r ]+/))
    for (const { segment } of WORDS.segment(chunk))
      if (ALPHANUMERIC.test(segment)) words.push(segment);
  return words;
};
