/**
 * Python's `re._parser.Tokenizer` over a `str` pattern: a token is one code point, or a
 * backslash and the code point after it; positions count code points, as Python's do, so an
 * error names the place Python names.
 */

/** A pattern Python's `re.compile` refuses, with the text of its `re.error`. */
export class PyReError extends Error {
  /** Python's message without the place (`nothing to repeat`). */
  readonly pyMessage: string;
  /** The code point index Python reports, when it reports one. */
  readonly position: number | undefined;

  constructor(pyMessage: string, pattern: readonly string[], position?: number) {
    super(PyReError.text(pyMessage, pattern, position));
    this.name = 'PyReError';
    this.pyMessage = pyMessage;
    this.position = position;
  }

  /** `str(re.error)`: the place is added, with line and column when the pattern has lines. */
  static text(message: string, pattern: readonly string[], position?: number): string {
    if (position === undefined) return message;
    let text = `${message} at position ${position}`;
    if (pattern.includes('\n')) {
      const before = pattern.slice(0, position);
      const line = before.filter((c) => c === '\n').length + 1;
      const column = position - (before.lastIndexOf('\n') + 1) + 1;
      text += ` (line ${line}, column ${column})`;
    }
    return text;
  }
}

/** A valid Python pattern toollens cannot translate exactly: refused rather than approximated. */
export class PyReUnsupported extends Error {
  readonly position: number;

  constructor(message: string, position: number) {
    super(`${message} (at position ${position})`);
    this.name = 'PyReUnsupported';
    this.position = position;
  }
}

export class PySource {
  readonly chars: readonly string[];
  /** Index of the next unread code point (Python's `tell()`). */
  pos = 0;

  constructor(pattern: string) {
    this.chars = Array.from(pattern);
  }

  /** The next token without consuming it; undefined at the end. */
  get next(): string | undefined {
    const c = this.chars[this.pos];
    if (c !== '\\') return c;
    const after = this.chars[this.pos + 1];
    if (after === undefined)
      throw new PyReError('bad escape (end of pattern)', this.chars, this.chars.length - 1);
    return c + after;
  }

  get(): string | undefined {
    const token = this.next;
    if (token !== undefined) this.pos += isEscapeToken(token) ? 2 : 1;
    return token;
  }

  match(token: string): boolean {
    if (this.next !== token) return false;
    this.get();
    return true;
  }

  /** Up to `n` tokens from `allowed` (single characters). */
  getWhile(n: number, allowed: string): string {
    let result = '';
    for (let i = 0; i < n; i++) {
      const c = this.next;
      if (c === undefined || c.length !== 1 || !allowed.includes(c)) break;
      result += c;
      this.get();
    }
    return result;
  }

  /** Python's `getuntil`: the text up to `terminator`, which is consumed. */
  getUntil(terminator: string, name: string): string {
    let result = '';
    for (;;) {
      const c = this.next;
      if (c === undefined) {
        if (result === '') throw this.error(`missing ${name}`);
        throw this.error(`missing ${terminator}, unterminated name`, result.length);
      }
      this.get();
      if (c === terminator) {
        if (result === '') throw this.error(`missing ${name}`, 1);
        return result;
      }
      result += c;
    }
  }

  /** Python's `source.error(msg, offset)`: the place is `offset` code points back. */
  error(message: string, offset = 0): PyReError {
    return new PyReError(message, this.chars, this.pos - offset);
  }
}

/** Whether a token is a backslash and the character after it (a token is never a lone `\\`). */
export const isEscapeToken = (token: string): boolean => token[0] === '\\';

export const DIGITS = '0123456789';
export const OCT_DIGITS = '01234567';
export const HEX_DIGITS = '0123456789abcdefABCDEF';
export const isAsciiLetter = (c: string): boolean => /^[A-Za-z]$/.test(c);
/** `str.isidentifier()`, by Unicode's identifier properties (Python also NFKC-normalises). */
export const isPyIdentifier = (name: string): boolean =>
  /^[\p{XID_Start}_][\p{XID_Continue}]*$/u.test(name);
/** `str.isalpha()` of one code point. */
export const isPyAlpha = (c: string): boolean => /^\p{L}$/u.test(c);
