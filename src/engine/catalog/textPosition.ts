/**
 * Offsets to lines and columns. A module of its own, with no imports, so the page can place a
 * JSON error without loading the JSON parser the engine uses for the same (jsonPosition.ts).
 */

/** A 1-based line and column; the column counts UTF-16 code units, as editors and JS do. */
export type TextPosition = { line: number; column: number };

/** Line and column of a UTF-16 offset. `\r\n`, `\n` and a lone `\r` each end one line. */
export const positionAt = (text: string, offset: number): TextPosition => {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
};
