/**
 * Catalog data reaches the terminal through the CLI's output: a bidi override (U+202A–U+202E,
 * U+2066–U+2069) can reorder what a line shows, and control characters (NUL, ESC, CR …) can
 * hide or rewrite it. Each is printed as a `\uXXXX` escape instead; newlines and tabs stay.
 * JSON text cannot hold a raw control character (JSON.stringify escapes them), so on a JSON
 * document this escapes only the bidi characters, inside strings, and the output is still
 * valid JSON that parses to the same values.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export const escapeForTerminal = (text: string): string =>
  text.replace(UNSAFE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
