/**
 * Token counting. The real count comes from the o200k_base BPE (the encoding of OpenAI's
 * GPT-4o and later models) in gpt-tokenizer; this is the only module that imports it. Its rank
 * table is large (about 2.4 MB of JavaScript, about 1 MB gzipped), so it is loaded lazily with a
 * dynamic import: nothing pays for it until a token count is asked for. Other models'
 * tokenizers (Claude's among them) are not public, so their own counts may differ.
 */

export type TokenCounter = {
  /** Which tokenizer counted, for reports, e.g. `o200k_base (gpt-tokenizer)`. */
  name: string;
  count(text: string): number;
};

/** The usual rule of thumb, shown beside the real count: characters / 4, rounded up. */
export const charsPerFourCounter: TokenCounter = {
  name: 'chars/4',
  count: (text) => Math.ceil(text.length / 4),
};

let loading: Promise<TokenCounter> | undefined;

/** The o200k_base counter, loaded once on first use; later calls share the same promise. */
export const loadTokenCounter = (): Promise<TokenCounter> => {
  loading ??= import('gpt-tokenizer/encoding/o200k_base').then(({ countTokens }) => ({
    name: 'o200k_base (gpt-tokenizer)',
    // Special-token strings such as "<|endoftext|>" in a description are ordinary text here;
    // by default the library throws on them.
    count: (text: string) => countTokens(text, { disallowedSpecial: new Set() }),
  }));
  return loading;
};

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
