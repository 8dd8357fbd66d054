import { descriptionAt, type Tool } from '../../catalog/core';
import { argumentText } from '../../search/core';
import { WORD_RUN_PATTERN } from '../../text';

/**
 * The "anthropic-bm25" peer: the shape of the Anthropic API's BM25 tool search, rebuilt from
 * its description for comparison. One text per tool (name, description, argument names and
 * argument descriptions), lowercased, with snake_case and camelCase split and no stemming or
 * stopwords; Okapi BM25 with k1 = 1.2 and b = 0.75 and the non-negative idf
 * ln(1 + (N − df + 0.5) / (df + 0.5)). Each occurrence of a query word adds its term score,
 * as BM25 libraries that score a token list do (a word said twice counts twice).
 */

/** Okapi BM25 parameters of the peer, as the issue states them. */
const ANTHROPIC_BM25 = { k1: 1.2, b: 0.75 } as const;

// The analyzer's word, bounded in length: an unbounded run over megabytes of unbroken text
// overflows the regex engine's stack.
const WORD_RUN = new RegExp(WORD_RUN_PATTERN, 'gu');

/** Lowercased words, split at snake_case, kebab-case, punctuation and camelCase; no stemming. */
export const plainWords = (text: string): string[] => {
  const words: string[] = [];
  const split = text
    .replace(/(\p{Ll}|\p{N})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2');
  for (const match of split.matchAll(WORD_RUN)) words.push(match[0].toLowerCase());
  return words;
};

export class AnthropicBm25 {
  readonly #names: string[];
  readonly #lengths: number[];
  readonly #average: number;
  /** word → (tool index → count). */
  readonly #postings = new Map<string, Map<number, number>>();

  constructor(tools: readonly Tool[]) {
    this.#names = tools.map((tool) => tool.name);
    this.#lengths = tools.map((tool, index) => {
      const text = [tool.name, descriptionAt(tool), argumentText(tool.parameters)].join('\n');
      const words = plainWords(text);
      for (const word of words) {
        const postings = this.#postings.get(word) ?? new Map<number, number>();
        postings.set(index, (postings.get(index) ?? 0) + 1);
        this.#postings.set(word, postings);
      }
      return words.length;
    });
    const total = this.#lengths.reduce((sum, length) => sum + length, 0);
    this.#average = Math.max(1, total / Math.max(1, tools.length));
  }

  /** Tool names with a positive score, best first; ties in catalog order. */
  rank(query: string): string[] {
    const { k1, b } = ANTHROPIC_BM25;
    const n = this.#names.length;
    const scores = new Map<number, number>();
    for (const word of plainWords(query)) {
      const postings = this.#postings.get(word);
      if (!postings) continue;
      const idf = Math.log(1 + (n - postings.size + 0.5) / (postings.size + 0.5));
      for (const [index, tf] of postings) {
        const norm = k1 * (1 - b + (b * (this.#lengths[index] ?? 0)) / this.#average);
        scores.set(index, (scores.get(index) ?? 0) + (idf * tf * (k1 + 1)) / (tf + norm));
      }
    }
    return [...scores]
      .sort(([a, left], [c, right]) => right - left || a - c)
      .map(([index]) => this.#names[index] ?? '');
  }
}
