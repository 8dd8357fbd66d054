import { stemEnglish } from './stem';
import { NLTK_ENGLISH_STOP_WORDS } from './stopWords';
import { transliterate } from './transliterate';
import { unicodeWords } from './words';

/**
 * The `bm25` crate's default tokenizer in English, as Codex builds it (normalisation, stop words
 * and stemming on): Michael-JB/bm25 `src/default_tokenizer.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c (2.3.0; Codex pins 2.3.2, whose tokenizer the stored
 * 2.3.2 sources do not show; read as the same). In order:
 * 1. transliterate to ASCII (transliterate.ts says where that differs from deunicode);
 * 2. lower-case (ASCII by now, so JavaScript's and Rust's `to_lowercase` agree);
 * 3. split into UAX #29 words and keep those holding a letter or digit, as Rust's
 *    `unicode_words()` does (words.ts: `_` joins, so `create_issue` is one word; so do `'` and
 *    `.` between letters, `can't`, `:` between letters, `a:b`, and `.` or `,` between digits,
 *    `3.14`);
 * 4. drop NLTK's English stop words (compared before stemming);
 * 5. stem with the Snowball English stemmer (stem.ts).
 * An empty text has no tokens.
 */

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
