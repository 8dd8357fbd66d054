/**
 * The token estimate: characters / 4, rounded up. It has no dependency, so the page can show
 * it at once (engine/core re-exports it) while the real tokenizer, 1 MB gzipped, is not loaded;
 * `tokens.ts` re-exports it beside the real counter, so this is its one definition.
 */
export type TokenCounter = {
  /** Which tokenizer counted, for reports, e.g. `o200k_base (gpt-tokenizer)`. */
  name: string;
  /** The number of tokens in `text`. */
  count(text: string): number;
};

/** The usual rule of thumb, shown beside the real count: characters / 4, rounded up. */
export const tokensByChars = (chars: number): number => Math.ceil(chars / 4);

/** The rule of thumb as a counter of text, for where a tokenizer is expected. */
export const charsPerFourCounter: TokenCounter = {
  name: 'chars/4',
  count: (text) => tokensByChars(text.length),
};
