import { fxhash32 } from './fxhash';

/**
 * The `bm25` crate's embedder: a text's BM25 term weights, one per token position (Michael-JB/bm25
 * `src/embedder.rs` @ 149e2b59d0442a9c96c983fc543e0b0de48a691c, version 2.3.0; Codex pins 2.3.2,
 * read as the same without serde). Exact, f32 arithmetic included: Rust computes every step in
 * f32, so each step here is rounded with `Math.fround` in Rust's order (+, −, ×, ÷ of two f32
 * values rounded from f64 give the f32 result, so the rounding is exact).
 *
 * w(t) = tf·(k1 + 1) / (tf + k1·(1 − b + b·|D|/avgdl)), tf the count of t's id in the text, |D|
 * its token count. A token said twice gets its (higher) weight at both positions.
 */

/** One token position: the token's id and its weight. */
export type TokenEmbedding<K> = { index: K; value: number };

/** A text's weights, one per token position, in token order. */
export type Embedding<K> = TokenEmbedding<K>[];

/** The crate's defaults, as f32 (`k1: 1.2, b: 0.75`). */
export const BM25_K1 = Math.fround(1.2);
export const BM25_B = Math.fround(0.75);

/** The average length the crate uses for an empty corpus or a non-positive avgdl. */
export const FALLBACK_AVGDL = 256;

/**
 * `with_tokenizer_and_fit_to_corpus`: the mean token count of the documents, in f64, then f32.
 * An empty corpus gives FALLBACK_AVGDL.
 */
export const fitAvgdl = (
  corpus: readonly string[],
  tokenize: (text: string) => readonly string[],
): number => {
  if (corpus.length === 0) return FALLBACK_AVGDL;
  let total = 0;
  for (const document of corpus) total += tokenize(document).length;
  return Math.fround(total / corpus.length);
};

export type EmbedderOptions<K> = {
  avgdl: number;
  k1?: number;
  b?: number;
  /** The token id (the crate's default is fxhash32: embedCodexTokens). */
  embedToken: (token: string) => K;
};

/** The weights of a token list (the crate's `embed`, after its tokenizer). */
export const embedTokens = <K>(
  tokens: readonly string[],
  options: EmbedderOptions<K>,
): Embedding<K> => {
  const f = Math.fround;
  const k1 = f(options.k1 ?? BM25_K1);
  const b = f(options.b ?? BM25_B);
  const avgdl = options.avgdl <= 0 ? FALLBACK_AVGDL : f(options.avgdl);
  const indices = tokens.map(options.embedToken);
  const counts = new Map<K, number>();
  for (const index of indices) counts.set(index, (counts.get(index) ?? 0) + 1);
  const length = f(tokens.length);
  const norm = f(k1 * f(f(1 - b) + f(b * f(length / avgdl))));
  return indices.map((index) => {
    const tf = f(counts.get(index) ?? 0);
    const value = f(f(tf * f(k1 + 1)) / f(tf + norm));
    return { index, value };
  });
};

/** The weights with the crate's own token ids, as Codex embeds. */
export const embedCodexTokens = (tokens: readonly string[], avgdl: number): Embedding<number> =>
  embedTokens(tokens, { avgdl, embedToken: fxhash32 });
