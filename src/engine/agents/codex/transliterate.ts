/**
 * The `bm25` crate's normaliser, `deunicode::deunicode_with_tofu_cow(text, "[?]")`
 * (Michael-JB/bm25 `src/default_tokenizer.rs` @ 149e2b59d0442a9c96c983fc543e0b0de48a691c, version
 * 2.3.0; Codex's `Cargo.lock` pins 2.3.2 with deunicode 1.6.2). deunicode turns every character
 * into ASCII through its own tables (kornelski/deunicode `src/mapping.txt`, `src/pointers.bin`),
 * which have no JavaScript port; this is a reading of them, not a copy.
 *
 * Exact:
 * - ASCII is kept as it is (deunicode maps every ASCII character to itself).
 * - Latin letters with diacritics lose them (NFKD, then the combining marks dropped): "é" → "e"
 *   (deunicode's test "étude"), "ü" → "u" (the crate's test "gemüse" → "gemuse"); "…" → "..."
 *   (deunicode's doc example).
 * - A combining mark alone becomes nothing, as in deunicode.
 * - The letters NFKD keeps whole: "ß" → "ss" (the crate's test "Gießen" → "giessen"), "Æ" → "AE"
 *   (deunicode's test "Æneid" → "AEneid"), "—" → "--" (deunicode's test "北 亰 — city").
 * - "°" → "deg": the crate's tokenizer snapshot over its recipes (`snapshots/
 *   bm25__default_tokenizer__tests__it_matches_snapshot_en.snap` @ b2d8b86914bff41b4d438adceb12914de503c157)
 *   has "400°F (200°C)" as `400degf`, `200degc`. With it, that snapshot's 50 documents, the
 *   embedder's values and the search snapshot's 16 scores are reproduced exactly (measured once
 *   against the crate's own files, which are not in this repository).
 * A reading, not checked against deunicode's table: the rest of LATIN_LETTERS below (Text::Unidecode's
 * spellings, which deunicode started as a port of), and the other compatibility forms NFKD makes
 * ASCII ("ﬁ" → "fi", fullwidth "Ａ" → "A", "™" → "TM").
 * Different: every other character that does not become ASCII (Greek, Cyrillic, CJK, emoji…)
 * becomes the tofu "[?]", where deunicode transliterates it ("北亰" → "Bei Jing", "🍕" → "pizza").
 * "[?]" holds no letter or digit, so such text adds no token here and does in Codex. A lone
 * surrogate (impossible in a Rust string) is tofu too.
 */
import { isAscii } from '../../text/core';

/** What deunicode writes for a character it does not know. */
export const TOFU = '[?]';

/** Letters and marks NFKD leaves as they are; deunicode spells them in ASCII. */
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  Æ: 'AE',
  æ: 'ae',
  ß: 'ss',
  ẞ: 'SS',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Ł: 'L',
  ł: 'l',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': ',',
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '--',
  '°': 'deg',
};

const MARKS = /\p{M}/gu;

/** One character (a code point) as deunicode would write it, or TOFU. */
const transliterateChar = (char: string): string => {
  const known = LATIN_LETTERS[char];
  if (known !== undefined) return known;
  const plain = char.normalize('NFKD').replace(MARKS, '');
  return isAscii(plain) ? plain : TOFU;
};

/**
 * Characters already transliterated: a catalog's non-ASCII text is a few characters said many
 * times (quotes, dashes, accents), and each costs a normalisation. Emptied once it holds
 * CHARS_KEPT characters, so odd text cannot make it grow without end.
 */
const knownChars = new Map<string, string>();
const CHARS_KEPT = 4096;

/** A character (a code point) as deunicode would write it, remembered (knownChars). */
const asciiOf = (char: string): string => {
  let ascii = knownChars.get(char);
  if (ascii === undefined) {
    ascii = transliterateChar(char);
    if (knownChars.size >= CHARS_KEPT) knownChars.clear();
    knownChars.set(char, ascii);
  }
  return ascii;
};

/**
 * The text in ASCII, character by character, as the crate's normaliser makes it. Its runs of
 * ASCII are copied whole and the pieces joined once: a string added to a character at a time
 * left a string behind a character.
 */
export const transliterate = (text: string): string => {
  if (isAscii(text)) return text;
  const pieces: string[] = [];
  /** Where the run of ASCII not yet copied starts. */
  let from = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 0x80) continue;
    if (from < at) pieces.push(text.slice(from, at));
    // A surrogate pair is one character; a lone surrogate is one too (TOFU).
    const next = text.charCodeAt(at + 1);
    const width = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
    pieces.push(asciiOf(text.slice(at, at + width)));
    at += width - 1;
    from = at + 1;
  }
  if (from < text.length) pieces.push(text.slice(from));
  return pieces.join('');
};
