import { prepare } from './textCache';
import type { Match } from './types';

/**
 * Step 1: every occurrence of a query stem in the description. The analyzer's offsets make
 * "files" and "file-by-file" hits for "file" without a second, different tokenizer.
 */
export const excerptMatches = (text: string, stems: ReadonlySet<string>): Match[] =>
  prepare(text)
    .tokens.filter((token) => stems.has(token.stem))
    .map((token) => ({ stem: token.stem, start: token.start, end: token.end }));
