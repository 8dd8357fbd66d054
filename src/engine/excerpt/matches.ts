import { prepare } from './textCache';
import type { Match } from './types';

/** A query term as the excerpt matches it: a stem, or a mixed-case word with its parts' stems. */
export type ExcerptTerm = { stem: string; parts?: readonly string[] };

/**
 * Step 1: every occurrence of a query term in the description, as the ranker matches it. The
 * analyzer's offsets make "files" and "file-by-file" hits for "file" without a second, different
 * tokenizer. A word typed in mixed case ("GitHub") matches where the text writes it whole, and
 * at its parts ("git", "hub") only where the text holds all of them, as the ranker reads a
 * field; each such match is reported under the word's stem, so a window counts the word once.
 * A part inside a matched whole is not a second match.
 */
export const excerptMatches = (text: string, terms: readonly ExcerptTerm[]): Match[] => {
  const { tokens } = prepare(text);
  const own = new Set(terms.map((term) => term.stem));
  const partOf = new Map<string, string>();
  if (terms.some((term) => term.parts)) {
    const present = new Set(tokens.map((token) => token.stem));
    for (const term of terms) {
      if (!term.parts?.every((part) => present.has(part))) continue;
      for (const part of term.parts) if (!own.has(part)) partOf.set(part, term.stem);
    }
  }
  const matches: Match[] = [];
  let wholeEnd = -1;
  for (const token of tokens) {
    if (!token.whole && token.start < wholeEnd) continue;
    const stem = own.has(token.stem)
      ? token.stem
      : token.whole
        ? undefined
        : partOf.get(token.stem);
    if (stem === undefined) continue;
    matches.push({ stem, start: token.start, end: token.end });
    if (token.whole) wholeEnd = token.end;
  }
  return matches;
};
