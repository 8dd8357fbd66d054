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
 * Order: Rust collects the candidates in a `HashSet` (seeded per process) and sorts them stably
 * by score, so equal scores come out in an order that changes from run to run. `matches` here
 * breaks ties by the order documents were added; search.ts groups ties so no one reads that
 * order as Codex's.
 */

/** A matched document and its f32 score. */
export type ScoredDocument<D> = { id: D; score: number };

export class Scorer<D, K = number> {
  readonly #embeddings = new Map<D, Embedding<K>>();
  /** Token id → the documents holding it (a set: n counts documents, not occurrences). */
  readonly #inverted = new Map<K, Set<D>>();

  /** Adds a document, or replaces the one with its id. */
  upsert(id: D, embedding: Embedding<K>): void {
    if (this.#embeddings.has(id)) this.remove(id);
    for (const { index } of embedding) {
      const documents = this.#inverted.get(index) ?? new Set<D>();
      documents.add(id);
      this.#inverted.set(index, documents);
    }
    this.#embeddings.set(id, embedding);
  }

  remove(id: D): void {
    const embedding = this.#embeddings.get(id);
    if (!embedding) return;
    this.#embeddings.delete(id);
    for (const { index } of embedding) this.#inverted.get(index)?.delete(id);
  }

  /** The document's score for the query, or undefined when the document is not held. */
  score(id: D, query: Embedding<K>): number | undefined {
    const embedding = this.#embeddings.get(id);
    return embedding ? this.#score(embedding, query) : undefined;
  }

  /** Every document sharing a token with the query, best first; equal scores in added order. */
  matches(query: Embedding<K>): ScoredDocument<D>[] {
    const candidates = new Set<D>();
    for (const { index } of query) for (const id of this.#inverted.get(index) ?? []) candidates.add(id);
    const order = new Map([...this.#embeddings.keys()].map((id, at) => [id, at]));
    return [...candidates]
      .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
      .map((id) => ({ id, score: this.score(id, query) ?? 0 }))
      .sort((a, b) => b.score - a.score);
  }

  /** idf(q) in f32. */
  idf(index: K): number {
    const f = Math.fround;
    const n = this.#inverted.get(index)?.size ?? 0;
    const numerator = f(f(this.#embeddings.size - n) + 0.5);
    const denominator = f(n + 0.5);
    return f(Math.log(f(1 + f(numerator / denominator))));
  }

  #score(document: Embedding<K>, query: Embedding<K>): number {
    const f = Math.fround;
    let total = 0;
    for (const { index } of query) {
      const value = document.find((token) => token.index === index)?.value ?? 0;
      total = f(total + f(this.idf(index) * value));
    }
    return total;
  }
}
