import type { SearchAnswer } from '../../../worker/boundary';

/**
 * The rule that keeps a half-typed word from flashing "No tool matches": `mer` finds nothing on
 * the way to `merge`. An answer that finds nothing waits behind the last answer that found
 * something while its last word is still being typed, until the word is complete (a space
 * follows it) or typing rests (`SearchTiming.midWordRestMs`, in the search controller).
 */

/** The query's last word may still be being typed: something is typed and no space ends it. */
const typingWord = (query: string): boolean => query.trim() !== '' && !/\s$/.test(query);

/**
 * Whether `answer` waits behind `shown` (the answer on screen): it finds nothing, the one on
 * screen found something, and `query` (the view's, when the answer came) is mid-word.
 */
export const holdsBack = (
  answer: SearchAnswer,
  shown: SearchAnswer | undefined,
  query: string,
): shown is SearchAnswer =>
  answer.page.mode === 'query' &&
  answer.page.hits.length === 0 &&
  shown !== undefined &&
  shown.page.hits.length > 0 &&
  typingWord(query);
