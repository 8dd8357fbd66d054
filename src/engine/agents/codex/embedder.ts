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
type TokenEmbedding<K> = { index: K; value: number };

/** A text's weights, one per token position, in token order. */
export type Embedding<K> = TokenEmbedding<K>[];

/** The crate's defaults, as f32 (`k1: 1.2, b: 0.75`). */
const BM25_K1 = Math.fround(1.2);
const BM25_B = Math.fround(0.75);

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
  let total = 0;
  for (const document of corpus) total += tokenize(document).length;
  return meanLength(total, corpus.length);
};

/** The fitted average of `documents` holding `tokens` in all (fitAvgdl, kept as a running sum). */
export const meanLength = (tokens: number, documents: number): number =>
  documents === 0 ? FALLBACK_AVGDL : Math.fround(tokens / documents);

/** A text's length normalisation, k1·(1 − b + b·|D|/avgdl), each step in f32. */
export const lengthNormF32 = (
  length: number,
  avgdl: number,
  k1: number = BM25_K1,
  b: number = BM25_B,
): number => {
  const f = Math.fround;
  const fitted = avgdl <= 0 ? FALLBACK_AVGDL : f(avgdl);
  return f(f(k1) * f(f(1 - f(b)) + f(f(b) * f(f(length) / fitted))));
};

/** w(t) for a token said `count` times in a text of length normalisation `norm`, in f32. */
export const termWeightF32 = (count: number, norm: number, k1: number = BM25_K1): number => {
  const f = Math.fround;
  const tf = f(count);
  return f(f(tf * f(f(k1) + 1)) / f(tf + norm));
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
  const k1 = options.k1 ?? BM25_K1;
  const indices = tokens.map(options.embedToken);
  const counts = new Map<K, number>();
  for (const index of indices) counts.set(index, (counts.get(index) ?? 0) + 1);
  const norm = lengthNormF32(tokens.length, options.avgdl, k1, options.b ?? BM25_B);
  return indices.map((index) => ({
    index,
    value: termWeightF32(counts.get(index) ?? 0, norm, k1),
  }));
};

/** The weights with the crate's own token ids, as Codex embeds. */
export const embedCodexTokens = (tokens: readonly string[], avgdl: number): Embedding<number> =>
  embedTokens(tokens, { avgdl, embedToken: fxhash32 });
