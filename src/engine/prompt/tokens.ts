/**
 * Token counting. The real count comes from the o200k_base BPE (the encoding of OpenAI's
 * GPT-4o and later models) in gpt-tokenizer; this is the only module that imports it. Its rank
 * table is large (about 2.4 MB of JavaScript, about 1 MB gzipped), so it is loaded lazily with a
 * dynamic import: nothing pays for it until a token count is asked for. Other models'
 * tokenizers (Claude's among them) are not public, so their own counts may differ.
 */

import type { TokenCounter } from '../text/core';
import type { PieceTokenizer } from './tokenPieces';

export { charsPerFourCounter, type TokenCounter } from '../text/core';

/** The real tokenizer: it counts, and it gives the ids and their text for the token view. */
export type Tokenizer = TokenCounter & PieceTokenizer;

let loading: Promise<Tokenizer> | undefined;

/** The o200k_base tokenizer, loaded once on first use; later calls share the same promise. */
export const loadTokenizer = (): Promise<Tokenizer> => {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then(
    ({ countTokens, encode, decodeGenerator }) => {
      // Special-token strings such as "<|endoftext|>" in a description are ordinary text here;
      // by default the library throws on them.
      const asText = { disallowedSpecial: new Set<string>() };
      return {
        name: 'o200k_base (gpt-tokenizer)',
        count: (text: string) => countTokens(text, asText),
        encode: (text: string) => encode(text, asText),
        decodeGenerator: (ids: Iterable<number>) => decodeGenerator(ids),
      };
    },
  );
  return loading;
};

/** The o200k_base counter (the tokenizer, seen as a counter). */
export const loadTokenCounter = (): Promise<TokenCounter> => loadTokenizer();

/**
 * The o200k_base counter if something already asked for it (loaded or on its way), else
 * undefined: a caller that wants exact counts only when they cost no download (the search
 * panel's menu on a first visit) shows the chars/4 estimate instead.
 */
export const startedTokenCounter = (): Promise<TokenCounter> | undefined => loading;

/** A counter that remembers its answers: replay counts the same static texts every turn. */
export const memoizedCounter = (counter: TokenCounter, maxEntries = 2_000): TokenCounter => {
  const cache = new Map<string, number>();
  return {
    name: counter.name,
    count: (text) => {
      const known = cache.get(text);
      if (known !== undefined) return known;
      const count = counter.count(text);
      if (cache.size >= maxEntries) cache.clear();
      cache.set(text, count);
      return count;
    },
  };
};
