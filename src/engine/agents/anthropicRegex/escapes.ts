import type { PyCategory } from './ast';
import {
  DIGITS,
  HEX_DIGITS,
  isAsciiLetter,
  OCT_DIGITS,
  PyReUnsupported,
  type PySource,
} from './source';

/**
 * Python 3.12's `_escape` and `_class_escape` (`Lib/re/_parser.py`): what a backslash means
 * in a `str` pattern, outside and inside a character set, with Python's errors.
 */

export type PyEscape =
  | { kind: 'literal'; cp: number }
  | { kind: 'category'; category: PyCategory }
  | { kind: 'at'; at: 'A' | 'Z' | 'b' | 'B' }
  | { kind: 'backref'; index: number };

const SPECIALS: Record<string, number> = {
  '\\a': 7,
  '\\f': 12,
  '\\n': 10,
  '\\r': 13,
  '\\t': 9,
  '\\v': 11,
  '\\\\': 0x5c,
};

const CATEGORY = /^\\[dDsSwW]$/;

/** Where group references are checked: the state of the parse so far. */
export type PyGroupState = {
  /** Groups opened so far, plus one (Python's `state.groups`). */
  readonly opened: number;
  isClosed(index: number): boolean;
  /** Python's `checklookbehindgroup`: throws inside a look-behind that cannot use it. */
  checkLookbehind(index: number): void;
};

/** The `\x`, `\u`, `\U`, `\N` and octal forms both contexts share; undefined when none applies. */
const codeEscape = (source: PySource, token: string): number | undefined => {
  const c = token[1];
  const width = c === 'x' ? 2 : c === 'u' ? 4 : c === 'U' ? 8 : 0;
  if (width > 0) {
    const full = token + source.getWhile(width, HEX_DIGITS);
    if (full.length !== width + 2)
      throw source.error(`incomplete escape ${full}`, Array.from(full).length);
    const cp = Number.parseInt(full.slice(2), 16);
    if (cp > 0x10ffff) throw source.error(`bad escape ${full}`, full.length);
    return cp;
  }
  if (c === 'N') {
    if (!source.match('{')) throw source.error('missing {');
    const name = source.getUntil('}', 'character name');
    // Python resolves the name from its Unicode database, which JavaScript does not carry.
    throw new PyReUnsupported(
      `toollens cannot resolve Unicode character names: \\N{${name}}; write the character or a \\u token`,
      source.pos - Array.from(name).length - 4,
    );
  }
  return undefined;
};

/** The escape outside a set (`token` is the two-character token already read). */
export const pyEscape = (source: PySource, token: string, state: PyGroupState): PyEscape => {
  if (CATEGORY.test(token)) return { kind: 'category', category: token[1] as PyCategory };
  if (/^\\[AZbB]$/.test(token)) return { kind: 'at', at: token[1] as 'A' | 'Z' | 'b' | 'B' };
  const special = SPECIALS[token];
  if (special !== undefined) return { kind: 'literal', cp: special };
  const code = codeEscape(source, token);
  if (code !== undefined) return { kind: 'literal', cp: code };
  const c = Array.from(token)[1] ?? '';
  if (c === '0') {
    const digits = source.getWhile(2, OCT_DIGITS);
    return { kind: 'literal', cp: Number.parseInt(c + digits, 8) };
  }
  if (DIGITS.includes(c)) {
    let text = token;
    if (source.next !== undefined && DIGITS.includes(source.next)) {
      text += source.get();
      const next = source.next;
      if (
        OCT_DIGITS.includes(text[1] ?? '') &&
        OCT_DIGITS.includes(text[2] ?? '') &&
        next !== undefined &&
        OCT_DIGITS.includes(next)
      ) {
        text += source.get();
        const cp = Number.parseInt(text.slice(1), 8);
        if (cp > 0o377)
          throw source.error(`octal escape value ${text} outside of range 0-0o377`, text.length);
        return { kind: 'literal', cp };
      }
    }
    const index = Number.parseInt(text.slice(1), 10);
    if (index < state.opened) {
      if (!state.isClosed(index)) throw source.error('cannot refer to an open group', text.length);
      state.checkLookbehind(index);
      return { kind: 'backref', index };
    }
    throw source.error(`invalid group reference ${index}`, text.length - 1);
  }
  if (isAsciiLetter(c)) throw source.error(`bad escape ${token}`, token.length);
  return { kind: 'literal', cp: c.codePointAt(0) ?? 0 };
};

/** The escape inside a set: `\b` is a backspace, digits are octal, assertions are errors. */
export const pyClassEscape = (
  source: PySource,
  token: string,
): Extract<PyEscape, { kind: 'literal' | 'category' }> => {
  if (token === '\\b') return { kind: 'literal', cp: 8 };
  const special = SPECIALS[token];
  if (special !== undefined) return { kind: 'literal', cp: special };
  if (CATEGORY.test(token)) return { kind: 'category', category: token[1] as PyCategory };
  const code = codeEscape(source, token);
  if (code !== undefined) return { kind: 'literal', cp: code };
  const c = Array.from(token)[1] ?? '';
  if (OCT_DIGITS.includes(c)) {
    const text = token + source.getWhile(2, OCT_DIGITS);
    const cp = Number.parseInt(text.slice(1), 8);
    if (cp > 0o377)
      throw source.error(`octal escape value ${text} outside of range 0-0o377`, text.length);
    return { kind: 'literal', cp };
  }
  if (DIGITS.includes(c) || isAsciiLetter(c))
    throw source.error(`bad escape ${token}`, token.length);
  return { kind: 'literal', cp: c.codePointAt(0) ?? 0 };
};
