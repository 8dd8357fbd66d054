import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';
import { positionAt } from './textPosition';
import type { ImportIssue } from './types';
import { quote } from './values';

/**
 * JSON parsing with a position on failure. `JSON.parse` does the real work because it is fast;
 * only when it fails is the text re-read with jsonc-parser, whose error offsets and codes are the
 * same in Node and every browser (V8's own message text differs between them).
 */

export { positionAt } from './textPosition';

export type ParsedJson = { ok: true; value: unknown } | { ok: false; issue: ImportIssue };

const BYTE_ORDER_MARK = 0xfeff;

/**
 * jsonc-parser's ParseErrorCode values. Its enum is a `const enum` in an ambient declaration,
 * which `isolatedModules` forbids us to read, so the numbers are mirrored here.
 */
const Code = {
  InvalidSymbol: 1,
  InvalidNumberFormat: 2,
  PropertyNameExpected: 3,
  ValueExpected: 4,
  ColonExpected: 5,
  CommaExpected: 6,
  CloseBraceExpected: 7,
  CloseBracketExpected: 8,
  EndOfFileExpected: 9,
  InvalidCommentToken: 10,
  UnexpectedEndOfComment: 11,
  UnexpectedEndOfString: 12,
  UnexpectedEndOfNumber: 13,
  InvalidUnicode: 14,
  InvalidEscapeCharacter: 15,
  InvalidCharacter: 16,
} as const;

export const parseJson = (text: string): ParsedJson => {
  // Editors on Windows save a byte order mark; it is not content, and the user can't see it.
  const body = text.charCodeAt(0) === BYTE_ORDER_MARK ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false, issue: locateSyntaxError(body) };
  }
};

const locateSyntaxError = (text: string): ImportIssue => {
  const errors: ParseError[] = [];
  let overflowed = false;
  try {
    parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  } catch {
    // jsonc-parser recurses once per nesting level, so absurdly deep input overflows its stack.
    overflowed = true;
  }
  const first = errors[0];
  if (first === undefined) {
    const message = overflowed
      ? 'not valid JSON, and nested too deeply to locate the error'
      : 'not valid JSON';
    return { path: '', line: 1, column: 1, message };
  }
  const { line, column } = positionAt(text, errorOffset(text, first));
  return { path: '', line, column, message: syntaxMessage(text, first) };
};

/** jsonc-parser reports a control character at its string's opening quote; point at the character. */
const errorOffset = (text: string, error: ParseError): number => {
  if (error.error !== Code.InvalidCharacter) return error.offset;
  for (let i = error.offset + 1; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x20) return i;
  }
  return error.offset;
};

/** What stands at the error: the offending token, or "end of input". */
const found = (text: string, error: ParseError): string => {
  if (error.offset >= text.length) return 'end of input';
  const token = text.slice(error.offset, error.offset + Math.max(error.length, 1));
  // A string token already has its quotes; quoting it again would print \" escapes.
  if (token.startsWith('"'))
    return `the string ${token.length > 42 ? `${token.slice(0, 40)}…"` : token}`;
  return quote(token);
};

/** The previous non-blank character is a comma: the usual cause of "expected a value" before `]`. */
const afterComma = (text: string, offset: number): boolean => {
  for (let i = offset - 1; i >= 0; i--) {
    const char = text[i];
    if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') return char === ',';
  }
  return false;
};

/** The two usual slips behind an unexpected symbol: single quotes, and bare property names. */
const symbolHint = (text: string, error: ParseError, token: string): string => {
  if (token.startsWith("'")) return '; JSON strings need double quotes';
  const next = text
    .slice(error.offset + error.length, error.offset + error.length + 20)
    .trimStart();
  const bareKey = /^[A-Za-z_$][\w$]*$/.test(token) && next.startsWith(':');
  return bareKey ? '; property names need double quotes' : '';
};

/** The code point at the error, as U+XXXX: control characters have no visible form. */
const controlCharacter = (text: string, error: ParseError): string => {
  const code = text.charCodeAt(errorOffset(text, error));
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
};

const syntaxMessage = (text: string, error: ParseError): string => {
  const code: number = error.error;
  const at = `found ${found(text, error)}`;
  const trailingComma =
    (code === Code.PropertyNameExpected || code === Code.ValueExpected) &&
    /^[\]}]/.test(text.slice(error.offset)) &&
    afterComma(text, error.offset)
      ? '; JSON does not allow a trailing comma'
      : '';
  switch (code) {
    case Code.InvalidSymbol: {
      const token = text.slice(error.offset, error.offset + error.length);
      return `unexpected ${quote(token)}${symbolHint(text, error, token)}`;
    }
    case Code.InvalidNumberFormat:
      return `invalid number (${at})`;
    case Code.PropertyNameExpected:
      return `expected a property name in double quotes (${at})${trailingComma}`;
    case Code.ValueExpected:
      return `expected a value (${at})${trailingComma}`;
    case Code.ColonExpected:
      return `expected ":" after the property name (${at})`;
    case Code.CommaExpected:
      return `expected "," between items (${at})`;
    case Code.CloseBraceExpected:
      return `expected "}" to close the object (${at})`;
    case Code.CloseBracketExpected:
      return `expected "]" to close the array (${at})`;
    case Code.EndOfFileExpected:
      return `unexpected text after the JSON value (${at})`;
    case Code.InvalidCommentToken:
    case Code.UnexpectedEndOfComment:
      return 'comments are not allowed in JSON';
    case Code.UnexpectedEndOfString:
      return 'unterminated string';
    case Code.UnexpectedEndOfNumber:
      return `incomplete number (${at})`;
    case Code.InvalidUnicode:
      return 'invalid \\u escape in a string (it needs four hex digits)';
    case Code.InvalidEscapeCharacter:
      return 'invalid escape sequence in a string';
    case Code.InvalidCharacter:
      return `control character ${controlCharacter(text, error)} in a string; escape it, e.g. \\n`;
    default:
      return `invalid JSON (${printParseErrorCode(error.error)}, ${at})`;
  }
};
