import type { Embedding } from './embedder';

/**
 * The `bm25` crate's scorer (Michael-JB/bm25 `src/scorer.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c, version 2.3.0; the 2.3.2 head of the same file reads
 * the same without serde). Exact, in f32 step by step:
 *
 *   score(D, Q) = Σ over the query's token positions q of idf(q) · w(D, q), summed in query order;
 *   idf(q) = ln(1 + (N − n + 0.5) / (n + 0.5)), N the documents held, n those holding q's id;
 *   w(D, q) the document's weight for q (embedder.ts), 0 when it has none.
 *
 * A query word said twice counts twice. Only documents sharing a token id with the query are
 * matched, and every score is then > 0. The one step that may differ from Rust is `ln`: Rust
 * calls the platform's `logf`; here the double `Math.log` is rounded to f32, which is the
 * correctly rounded result in nearly every case, where glibc's `logf` is within 0.82 ulp of it:
 * an idf, and so a score, can be 1 ulp apart.
 *
 * The engine scores through corpus.ts, which keeps term counts rather than weights, so a changed
 * average length costs nothing; it shares this module's idf and sum, and the embedder's weight,
 * so the crate's tests here check the arithmetic every search runs.
 *
 * Order: Rust collects the candidates in a `HashSet` (seeded per process) and sorts them stably
 * by score, so equal scores come out in an order that changes from run to run. `matches` here
 * breaks ties by the order documents were added; search.ts groups ties so no one reads that
 * order as Codex's.
 */

/** A matched document and its f32 score. */
export type ScoredDocument<D> = { id: D; score: number };

export class Scorer<D, K = number> {
  readonly #embeddings = new Map<D, Embedding<K>>();
  /** Each document's weight per token id (the first position's, as Rust's `find` takes). */
  readonly #weights = new Map<D, Map<K, number>>();
  /** Token id → the documents holding it (a set: n counts documents, not occurrences). */
  readonly #inverted = new Map<K, Set<D>>();

  /** Adds a document, or replaces the one with its id. */
  upsert(id: D, embedding: Embedding<K>): void {
    if (this.#embeddings.has(id)) this.remove(id);
    const weights = new Map<K, number>();
    for (const { index, value } of embedding) {
      const documents = this.#inverted.get(index) ?? new Set<D>();
      documents.add(id);
      this.#inverted.set(index, documents);
      if (!weights.has(index)) weights.set(index, value);
    }
    this.#embeddings.set(id, embedding);
    this.#weights.set(id, weights);
  }

  remove(id: D): void {
    const embedding = this.#embeddings.get(id);
    if (!embedding) return;
    this.#embeddings.delete(id);
    this.#weights.delete(id);
    for (const { index } of embedding) this.#inverted.get(index)?.delete(id);
  }

  /** The document's score for the query, or undefined when the document is not held. */
  score(id: D, query: Embedding<K>): number | undefined {
    const weights = this.#weights.get(id);
    return weights ? this.#score(weights, this.#idfs(query)) : undefined;
  }

  /** Every document sharing a token with the query, best first; equal scores in added order. */
  matches(query: Embedding<K>): ScoredDocument<D>[] {
    const candidates = new Set<D>();
    for (const { index } of query)
      for (const id of this.#inverted.get(index) ?? []) candidates.add(id);
    const idfs = this.#idfs(query);
    const scored: ScoredDocument<D>[] = [];
    // Walking the documents in added order keeps ties in that order through the stable sort.
    for (const [id, weights] of this.#weights)
      if (candidates.has(id)) scored.push({ id, score: this.#score(weights, idfs) });
    return scored.sort((a, b) => b.score - a.score);
  }

  /**
   * The score's parts, one per query position, in query order: the token's idf and the
   * document's weight for it (0 when the document lacks it). Their f32 sum, in this order, is
   * `score`.
   */
  parts(id: D, query: Embedding<K>): { index: K; idf: number; weight: number }[] {
    const weights = this.#weights.get(id);
    return this.#idfs(query).map(({ index, idf }) => ({
      index,
      idf,
      weight: weights?.get(index) ?? 0,
    }));
  }

  /** idf(q) in f32. */
  idf(index: K): number {
    return idfF32(this.#embeddings.size, this.#inverted.get(index)?.size ?? 0);
  }

  /** The query's positions with their idf, in query order. */
  #idfs(query: Embedding<K>): { index: K; idf: number }[] {
    const known = new Map<K, number>();
    return query.map(({ index }) => {
      const idf = known.get(index) ?? this.idf(index);
      known.set(index, idf);
      return { index, idf };
    });
  }

  #score(weights: ReadonlyMap<K, number>, query: readonly { index: K; idf: number }[]): number {
    let total = 0;
    for (const { index, idf } of query) total = addScoreF32(total, idf, weights.get(index) ?? 0);
    return total;
  }
}

/** idf = ln(1 + (N − n + 0.5)/(n + 0.5)) in f32, for `n` of `documents` holding the token. */
export const idfF32 = (documents: number, n: number): number => {
  const f = Math.fround;
  const numerator = f(f(documents - n) + 0.5);
  const denominator = f(n + 0.5);
  return f(Math.log(f(1 + f(numerator / denominator))));
};

/** A score so far with one more query position's idf · weight added, in f32. */
export const addScoreF32 = (total: number, idf: number, weight: number): number =>
  Math.fround(total + Math.fround(idf * weight));
