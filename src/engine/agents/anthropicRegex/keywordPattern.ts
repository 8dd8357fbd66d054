import { NLTK_ENGLISH_STOP_WORDS } from '../codex/stopWords';
import { ANTHROPIC_REGEX_MAX_PATTERN } from './target';

/**
 * A query in words as a pattern, for the regex target (readRegexQuery decides when a query is
 * words): `(?i)` and the query's words as alternatives, `create an issue` →
 * `(?i)create|issue`. This is toollens's reading, not Anthropic's: the model writes its own
 * pattern, and the documentation gives only examples (`weather`, `get_.*_data`, `(?i)slack`).
 * The words are the query's runs of letters and digits, lower-cased, each once, English stop
 * words (NLTK's list) and one-character words left out; they are literal in Python's `re`, so
 * none needs escaping. Words are dropped from the end until the pattern fits the API's 200
 * characters. A query with no such word gives the empty pattern, which askTarget refuses
 * rather than run (Python's `re.search` matches the empty pattern everywhere).
 */
export const keywordPattern = (query: string): string => {
  const words = [
    ...new Set(
      (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
        (word) => word.length > 1 && !NLTK_ENGLISH_STOP_WORDS.has(word),
      ),
    ),
  ];
  while (words.length > 0 && `(?i)${words.join('|')}`.length > ANTHROPIC_REGEX_MAX_PATTERN) {
    words.pop();
  }
  return words.length === 0 ? '' : `(?i)${words.join('|')}`;
};
