import { stemEnglish } from './stem';
import { NLTK_ENGLISH_STOP_WORDS } from './stopWords';
import { transliterate } from './transliterate';

/**
 * The `bm25` crate's default tokenizer in English, as Codex builds it (normalisation, stop words
 * and stemming on): Michael-JB/bm25 `src/default_tokenizer.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c (2.3.0; Codex pins 2.3.2, whose tokenizer the stored
 * 2.3.2 sources do not show; read as the same). In order:
 * 1. transliterate to ASCII (transliterate.ts says where that differs from deunicode);
 * 2. lower-case (ASCII by now, so JavaScript's and Rust's `to_lowercase` agree);
 * 3. split into UAX #29 words and keep those holding a letter or digit, as Rust's
 *    `unicode_words()` does. `Intl.Segmenter` finds the words; the text is ASCII, where ICU's
 *    word rules and UAX #29 agree (`_` joins: `create_issue` is one word; so do `'` and `.`
 *    between letters, `can't`, `3.14`, and `:` between letters, `a:b`);
 * 4. drop NLTK's English stop words (compared before stemming);
 * 5. stem with the Snowball English stemmer (stem.ts).
 * An empty text has no tokens.
 */

const WORDS = new Intl.Segmenter('en', { granularity: 'word' });
// Rust's `char::is_alphanumeric`: Alphabetic or Numeric.
const ALPHANUMERIC = /[\p{Alphabetic}\p{N}]/u;

/** Step 3: the UAX #29 words of a text that hold a letter or a digit. */
export const unicodeWords = (text: string): string[] => {
  const words: string[] = [];
  for (const { segment } of WORDS.segment(text))
    if (ALPHANUMERIC.test(segment)) words.push(segment);
  return words;
};

/** Which steps run: the crate's builder switches, all on by default (and in Codex). */
export type TokenizerSteps = { normalization: boolean; stopwords: boolean; stemming: boolean };

const ALL_STEPS: TokenizerSteps = { normalization: true, stopwords: true, stemming: true };

/** The tokens of `text`, in order, duplicates kept: what the crate embeds. */
export const codexTokens = (text: string, steps: TokenizerSteps = ALL_STEPS): string[] => {
  if (text === '') return [];
  const ascii = steps.normalization ? transliterate(text) : text;
  const words = unicodeWords(ascii.toLowerCase());
  const kept = steps.stopwords ? words.filter((word) => !NLTK_ENGLISH_STOP_WORDS.has(word)) : words;
  return steps.stemming ? kept.map(stemEnglish) : kept;
};
