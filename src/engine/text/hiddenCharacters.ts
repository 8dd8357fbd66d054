import { formatCount } from './format';

/**
 * Catalog text comes from whoever wrote the server, and some characters in it change what a
 * reader sees without being seen: a bidi control reorders the text around it (a tool named
 * `safe` U+202E `txt.exe` reads "safeexe.txt"), and a zero-width or other invisible character
 * makes two different strings look the same (`read` U+200B `file` reads "readfile", yet
 * activating "readfile" fails). A model reads them all the same. This is the one rule, shared by
 * the page and the CLI, for showing such text truthfully: each hidden character is written as
 * its UTF-16 escape (`\u202e`), never applied.
 *
 * Hidden means: Unicode's Default_Ignorable_Code_Point (zero-width characters, joiners, fillers,
 * variation selectors, tag characters…), Bidi_Control, every format character (Cf), the line and
 * paragraph separators, and control characters other than tab and newline, which only lay text
 * out. One exception keeps emoji readable: a single U+FE0E or U+FE0F right after a visible
 * character only picks that character's text or emoji form (❤️); anywhere else a variation
 * selector is marked, since a run of them can carry a hidden payload.
 */

const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/gu;
/** The same class for one character (a global regex keeps state between tests). */
const HIDDEN_CHAR = new RegExp(HIDDEN.source, 'u');

/** Tab and newline are control characters that only lay text out. */
const LAYOUT = new Set(['\t', '\n']);

/** The variation selectors (VS1–VS16 and VS17–VS256). */
const isVariationSelector = (code: number) =>
  (code >= 0xfe00 && code <= 0xfe0f) || (code >= 0xe0100 && code <= 0xe01ef);

/** The code point that ends just before `at`, or undefined at the start. */
const codePointBefore = (text: string, at: number): number | undefined => {
  if (at === 0) return undefined;
  const unit = text.charCodeAt(at - 1);
  const lead = at >= 2 ? text.charCodeAt(at - 2) : 0;
  const paired = unit >= 0xdc00 && unit <= 0xdfff && lead >= 0xd800 && lead <= 0xdbff;
  return paired ? text.codePointAt(at - 2) : unit;
};

/** Whether the character `char` found at `at` is hidden in `text`. */
const hiddenAt = (text: string, char: string, at: number): boolean => {
  if (LAYOUT.has(char)) return false;
  if (char !== '\ufe0e' && char !== '\ufe0f') return true;
  const before = codePointBefore(text, at);
  if (before === undefined) return true;
  const previous = String.fromCodePoint(before);
  if (/\s/u.test(previous) || HIDDEN_CHAR.test(previous)) return true;
  const next = text.codePointAt(at + 1);
  return next !== undefined && isVariationSelector(next);
};

/** Every hidden character of `text`, with where it starts. */
const hiddenIn = (text: string): { char: string; at: number }[] => {
  const found: { char: string; at: number }[] = [];
  for (const match of text.matchAll(HIDDEN)) {
    const at = match.index ?? 0;
    if (hiddenAt(text, match[0], at)) found.push({ char: match[0], at });
  }
  return found;
};

/** `\u202e`: each UTF-16 unit, so the escape is valid JSON and JavaScript as well. */
const escapeOf = (char: string): string => {
  let escaped = '';
  for (let i = 0; i < char.length; i++) {
    escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  }
  return escaped;
};

/** Whether `text` holds a character this rule would show as its escape. */
export const hasHiddenCharacters = (text: string): boolean =>
  HIDDEN_CHAR.test(text) && hiddenIn(text).length > 0;

/** `text` with every hidden character written as its `\uXXXX` escape; other text unchanged. */
export const escapeHidden = (text: string): string =>
  text.replace(HIDDEN, (char: string, at: number) =>
    hiddenAt(text, char, at) ? escapeOf(char) : char,
  );

const NAMES: Record<number, string> = {
  0: 'NULL',
  8: 'BACKSPACE',
  13: 'CARRIAGE RETURN',
  27: 'ESCAPE',
  127: 'DELETE',
  173: 'SOFT HYPHEN',
  847: 'COMBINING GRAPHEME JOINER',
  1564: 'ARABIC LETTER MARK',
  4447: 'HANGUL CHOSEONG FILLER',
  4448: 'HANGUL JUNGSEONG FILLER',
  6158: 'MONGOLIAN VOWEL SEPARATOR',
  8203: 'ZERO WIDTH SPACE',
  8204: 'ZERO WIDTH NON-JOINER',
  8205: 'ZERO WIDTH JOINER',
  8206: 'LEFT-TO-RIGHT MARK',
  8207: 'RIGHT-TO-LEFT MARK',
  8232: 'LINE SEPARATOR',
  8233: 'PARAGRAPH SEPARATOR',
  8234: 'LEFT-TO-RIGHT EMBEDDING',
  8235: 'RIGHT-TO-LEFT EMBEDDING',
  8236: 'POP DIRECTIONAL FORMATTING',
  8237: 'LEFT-TO-RIGHT OVERRIDE',
  8238: 'RIGHT-TO-LEFT OVERRIDE',
  8288: 'WORD JOINER',
  8289: 'FUNCTION APPLICATION',
  8290: 'INVISIBLE TIMES',
  8291: 'INVISIBLE SEPARATOR',
  8292: 'INVISIBLE PLUS',
  8294: 'LEFT-TO-RIGHT ISOLATE',
  8295: 'RIGHT-TO-LEFT ISOLATE',
  8296: 'FIRST STRONG ISOLATE',
  8297: 'POP DIRECTIONAL ISOLATE',
  12644: 'HANGUL FILLER',
  65279: 'ZERO WIDTH NO-BREAK SPACE',
  65440: 'HALFWIDTH HANGUL FILLER',
  917505: 'LANGUAGE TAG',
  917631: 'CANCEL TAG',
};

/** Tag characters U+E0020–E007E shadow printable ASCII: invisible text a model still reads. */
const tagLetter = (code: number): string | undefined =>
  code >= 0xe0020 && code <= 0xe007e ? String.fromCharCode(code - 0xe0000) : undefined;

const nameOf = (code: number): string => {
  const known = NAMES[code];
  if (known) return known;
  const letter = tagLetter(code);
  if (letter !== undefined) return `TAG for "${letter}"`;
  if (code >= 0xfe00 && code <= 0xfe0f) return `VARIATION SELECTOR-${code - 0xfe00 + 1}`;
  if (code >= 0xe0100 && code <= 0xe01ef) return `VARIATION SELECTOR-${code - 0xe0100 + 17}`;
  return /\p{Cc}/u.test(String.fromCodePoint(code)) ? 'control character' : 'invisible character';
};

/** `U+202E RIGHT-TO-LEFT OVERRIDE`: what one hidden character is. */
export const describeHidden = (char: string): string => {
  const code = char.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')} ${nameOf(code)}`;
};

/** A stretch of text as shown: as it is, or a run of hidden characters as their escapes. */
export type ShownPiece =
  | { hidden: false; text: string }
  | { hidden: true; text: string; shown: string; title: string };

/** At most this many distinct characters are named in one run's title. */
const TITLE_NAMES = 6;

const runTitle = (run: string): string => {
  const chars = Array.from(run);
  const names = [...new Set(chars.map(describeHidden))];
  const listed =
    names.length > TITLE_NAMES
      ? `${names.slice(0, TITLE_NAMES).join(', ')} and ${names.length - TITLE_NAMES} more`
      : names.join(', ');
  const spelled = chars.map((char) => tagLetter(char.codePointAt(0) ?? 0) ?? '').join('');
  const what =
    chars.length === 1 ? listed : `${formatCount(chars.length)} hidden characters: ${listed}`;
  return `${what}${spelled.length > 1 ? ` (tag characters spelling "${spelled}")` : ''}; shown as code, not applied`;
};

/**
 * `text` cut into what shows as it is and runs of hidden characters, each run with its escapes
 * and a title naming what it holds. Joining the pieces' `text` gives `text` back exactly, so
 * offsets into it (marks, windows) stay valid piece by piece.
 */
export const shownPieces = (text: string): ShownPiece[] => {
  const found = hiddenIn(text);
  if (found.length === 0) return text === '' ? [] : [{ hidden: false, text }];
  const pieces: ShownPiece[] = [];
  // A long text repeats the same few runs (one zero-width space after another): named once.
  const titles = new Map<string, string>();
  let from = 0;
  let index = 0;
  while (index < found.length) {
    const start = found[index]?.at ?? 0;
    let end = start;
    let shown = '';
    for (let each = found[index]; each?.at === end; each = found[++index]) {
      shown += escapeOf(each.char);
      end += each.char.length;
    }
    if (start > from) pieces.push({ hidden: false, text: text.slice(from, start) });
    const run = text.slice(start, end);
    let title = titles.get(run);
    if (title === undefined) {
      title = runTitle(run);
      titles.set(run, title);
    }
    pieces.push({ hidden: true, text: run, shown, title });
    from = end;
  }
  if (from < text.length) pieces.push({ hidden: false, text: text.slice(from) });
  return pieces;
};
