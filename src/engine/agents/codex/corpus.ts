import { lengthNormF32, meanLength, termWeightF32 } from './embedder';
import { addScoreF32, idfF32 } from './scorer';

/**
 * The `bm25` crate's embedder and scorer (embedder.ts, scorer.ts) over a corpus that changes in
 * place. The crate embeds each document once, with the average length fitted on the corpus;
 * Codex builds its engine afresh from the tool list, so every weight of the emulation depends on
 * every document's length. Here each document keeps its token counts and length, and the corpus
 * what every score shares: the documents held (N), the documents holding each token id (n, one
 * set per id) and the sum of lengths (avgdl is that sum over N, as fitAvgdl rounds it). Adding or
 * removing a document updates them exactly; a weight is worked out when a query scores the
 * document, with the crate's own functions in its f32 order, so every score is the one the
 * crate's engine built on the same documents gives, bit for bit.
 *
 * Ties: documents with equal scores come in the order of their `order` (the crate's engine here
 * adds documents in catalog order and its matches keep that order among equal scores).
 */

type Held<D> = {
  id: D;
  order: number;
  /** The text's token count, |D|. */
  length: number;
  /** Token id → its count in the text. */
  counts: Map<number, number>;
};

export class Bm25Corpus<D> {
  readonly #documents = new Map<D, Held<D>>();
  /** Token id → the documents holding it (n counts documents, not occurrences). */
  readonly #holding = new Map<number, Set<Held<D>>>();
  /** The sum of the documents' lengths. */
  #tokens = 0;

  get size(): number {
    return this.#documents.size;
  }

  /** The crate's avgdl for the documents held now. */
  get avgdl(): number {
    return meanLength(this.#tokens, this.#documents.size);
  }

  /** Adds a document as its token ids, or replaces the one with its id. */
  upsert(id: D, indices: readonly number[], order: number): void {
    this.remove(id);
    const counts = new Map<number, number>();
    for (const index of indices) counts.set(index, (counts.get(index) ?? 0) + 1);
    const held: Held<D> = { id, order, length: indices.length, counts };
    for (const index of counts.keys()) {
      const documents = this.#holding.get(index);
      if (documents) documents.add(held);
      else this.#holding.set(index, new Set([held]));
    }
    this.#documents.set(id, held);
    this.#tokens += indices.length;
  }

  remove(id: D): void {
    const held = this.#documents.get(id);
    if (!held) return;
    this.#documents.delete(id);
    this.#tokens -= held.length;
    for (const index of held.counts.keys()) {
      const documents = this.#holding.get(index);
      documents?.delete(held);
      if (documents?.size === 0) this.#holding.delete(index);
    }
  }

  /** Moves a held document to `order` among equal scores. */
  place(id: D, order: number): void {
    const held = this.#documents.get(id);
    if (held) held.order = order;
  }

  /** Every document sharing a token id with the query, best first; equal scores by order. */
  matches(query: readonly number[]): { id: D; score: number }[] {
    const candidates = new Set<Held<D>>();
    for (const index of query)
      for (const held of this.#holding.get(index) ?? []) candidates.add(held);
    const idfs = this.#idfs(query);
    const avgdl = this.avgdl;
    const scored: { held: Held<D>; score: number }[] = [];
    for (const held of candidates) scored.push({ held, score: this.#score(held, idfs, avgdl) });
    scored.sort((a, b) => b.score - a.score || a.held.order - b.held.order);
    return scored.map(({ held, score }) => ({ id: held.id, score }));
  }

  /**
   * The score's parts, one per query position, in query order: the token's idf and the
   * document's weight for it (0 when the document lacks it, or is not held).
   */
  parts(id: D, query: readonly number[]): { index: number; idf: number; weight: number }[] {
    const held = this.#documents.get(id);
    const avgdl = this.avgdl;
    const norm = held && lengthNormF32(held.length, avgdl);
    return this.#idfs(query).map(({ index, idf }) => ({
      index,
      idf,
      weight: held && norm !== undefined ? this.#weight(held, index, norm) : 0,
    }));
  }

  /** The query's positions with their idf, in query order. */
  #idfs(query: readonly number[]): { index: number; idf: number }[] {
    const known = new Map<number, number>();
    return query.map((index) => {
      const idf =
        known.get(index) ?? idfF32(this.#documents.size, this.#holding.get(index)?.size ?? 0);
      known.set(index, idf);
      return { index, idf };
    });
  }

  #weight(held: Held<D>, index: number, norm: number): number {
    const count = held.counts.get(index);
    return count === undefined ? 0 : termWeightF32(count, norm);
  }

  #score(held: Held<D>, query: readonly { index: number; idf: number }[], avgdl: number): number {
    const norm = lengthNormF32(held.length, avgdl);
    let total = 0;
    for (const { index, idf } of query)
      total = addScoreF32(total, idf, this.#weight(held, index, norm));
    return total;
  }
}
