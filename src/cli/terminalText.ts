import { escapeHidden } from '../engine/core';

/**
 * Catalog data reaches the terminal through the CLI's output: a bidi control can reorder what a
 * line shows, a zero-width character can make two names look alike, and control characters
 * (NUL, ESC, CR …) can hide or rewrite a line. Each is printed as a `\uXXXX` escape instead,
 * by the same rule the page shows them with (engine `escapeHidden`); newlines and tabs stay.
 * JSON text cannot hold a raw control character (JSON.stringify escapes them), so on a JSON
 * document this escapes only the invisible and bidi characters, inside strings, and the output
 * is still valid JSON that parses to the same values.
 */
export const escapeForTerminal = (text: string): string => escapeHidden(text);
