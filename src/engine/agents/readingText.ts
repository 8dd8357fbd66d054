import type { QueryReading } from './target';

/**
 * What a pattern-reading target ran, in the words the CLI and the page both show after the
 * pattern itself: the query as typed and why, or toollens's reading of its words.
 */
export const readingText = ({ as, syntax }: QueryReading): string => {
  if (as === 'words')
    return "toollens's reading of the query: its words as case-insensitive alternatives, since it has no regex syntax";
  if (syntax)
    return `the query as typed: it is a regex (${syntax.what}, ${JSON.stringify(syntax.text)} at position ${syntax.at})`;
  return 'the pattern as given';
};
