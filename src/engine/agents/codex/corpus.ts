import { lengthNormF32, meanLength, termWeightF32 } from './embedder';
import { CorpusPostings } from './postings';
import { addScoreF32, idfF32 } from './scorer';
import { TermNumbers } from './termNumbers';

/**
 * The `bm25` crate's embedder and scorer (embedder.ts, scorer.ts) over a corpus that changes in
 * place. The crate embeds each document once, with the average length fitted on the corpus;
 * Codex builds its engine afresh from the tool list, so every weight of the emulation depends on
 * every document's length. Here the corpus keeps each document's token counts and length, and
 * what every score shares: the documents held (N), the documents holding each token id (n) and
 * the sum of lengths (avgdl is that sum over N, as fitAvgdl rounds it). Adding or removing a
 * document updates them exactly; a weight is worked out when a query scores the document, with
 * the crate's own functions in its f32 order, so every score is the one the crate's engine built
 * on the same documents gives, bit for bit.
 *
 * Held compactly, for catalogs of 50,000 tools: each token id gets a term number
 * (termNumbers.ts), each document a slot, and the counts are postings, (slot, count) per term
 * (postings.ts). A document's own tokens are not kept: whoever removes or explains it gives them
 * again (search.ts works them out from the document's text). A search walks the postings of each
 * query position in query order and adds that position's part to each document's running f32
 * sum: a document lacking a token would add 0, which leaves an f32 sum as it is, so the sums are
 * the scorer's, document by document.
 *
 * Ties: documents with equal scores come in the order of their `order` (the crate's engine here
 * adds documents in catalog order and its matches keep that order among equal scores).
 */
export class Bm25Corpus<D> {
  readonly #slots = new Map<D, number>();
  /** Slot → the document's id; undefined for a free slot. */
  #ids: (D | undefined)[] = [];
  /** Slots free to take; and those of removed documents whose postings are not yet dropped. */
  #free: number[] = [];
  #buried: number[] = [];
  /** Slot → the document's place among equal scores, its token count |D|, and 1 once removed. */
  #order = new Int32Array(64);
  #length = new Int32Array(64);
  #dead = new Uint8Array(64);
  readonly #terms = new TermNumbers();
  /** Term → n, the live documents holding it. */
  #n = new Int32Array(1024);
  readonly #postings: CorpusPostings;
  /** The sum of the documents' lengths. */
  #tokens = 0;
  /** Room for a document's term numbers while it is added. */
  #scratch = new Int32Array(256);

  /** `settleAt`: the fewest postings a settle of the postings waits for (postings.ts). */
  constructor(settleAt?: number) {
    this.#postings = new CorpusPostings(settleAt);
  }

  get size(): number {
    return this.#slots.size;
  }

  /** The crate's avgdl for the documents held now. */
  get avgdl(): number {
    return meanLength(this.#tokens, this.#slots.size);
  }

  has(id: D): boolean {
    return this.#slots.has(id);
  }

  /** The documents held, in no particular order. */
  ids(): IterableIterator<D> {
    return this.#slots.keys();
  }

  /** Adds a document, not held, as its token ids. */
  add(id: D, indices: readonly number[], order: number): void {
    const slot = this.#slot(id);
    this.#order[slot] = order;
    this.#length[slot] = indices.length;
    this.#tokens += indices.length;
    // The document's term numbers, sorted so each term's count is a run, in a reused array.
    if (this.#scratch.length < indices.length)
      this.#scratch = new Int32Array(Math.max(indices.length, this.#scratch.length * 2));
    const terms = this.#scratch.subarray(0, indices.length);
    for (let at = 0; at < indices.length; at++)
      terms[at] = this.#terms.number(indices[at] as number);
    sortTerms(terms);
    if (this.#n.length < this.#terms.size) this.#n = grown(this.#n, this.#terms.size);
    for (let at = 0; at < terms.length; ) {
      const term = terms[at] as number;
      let end = at + 1;
      while (end < terms.length && terms[end] === term) end++;
      this.#n[term] = (this.#n[term] as number) + 1;
      this.#postings.add(term, slot, end - at);
      at = end;
    }
    this.#settleWhenDue();
  }

  /** Removes a held document, given the token ids it was added with. */
  remove(id: D, indices: readonly number[]): void {
    const slot = this.#slots.get(id);
    if (slot === undefined) return;
    this.#slots.delete(id);
    this.#ids[slot] = undefined;
    this.#dead[slot] = 1;
    this.#buried.push(slot);
    this.#tokens -= this.#length[slot] as number;
    const terms = new Set(indices.map((index) => this.#terms.get(index)));
    for (const term of terms) this.#n[term] = (this.#n[term] as number) - 1;
    this.#postings.bury(terms.size);
    this.#settleWhenDue();
  }

  /** Moves a held document to `order` among equal scores. */
  place(id: D, order: number): void {
    const slot = this.#slots.get(id);
    if (slot !== undefined) this.#order[slot] = order;
  }

  /** Every document sharing a token id with the query, best first; equal scores by order. */
  matches(query: readonly number[]): { id: D; score: number }[] {
    const terms = query.map((index) => this.#terms.get(index));
    const idfs = this.#idfs(terms);
    const avgdl = this.avgdl;
    const scores = new Float64Array(this.#ids.length);
    const seen = new Uint8Array(this.#ids.length);
    const candidates: number[] = [];
    // Position by position, so each document's sum adds its parts in query order.
    this.#postings.forEach(terms, this.#dead, (position, slot, count) => {
      if (seen[slot] === 0) {
        seen[slot] = 1;
        candidates.push(slot);
      }
      const weight = termWeightF32(count, this.#norm(slot, avgdl));
      scores[slot] = addScoreF32(scores[slot] as number, idfs[position] as number, weight);
    });
    const order = this.#order;
    candidates.sort(
      (a, b) =>
        (scores[b] as number) - (scores[a] as number) ||
        (order[a] as number) - (order[b] as number),
    );
    return candidates.map((slot) => ({ id: this.#ids[slot] as D, score: scores[slot] as number }));
  }

  /**
   * The score's parts, one per query position, in query order: the token's idf and the
   * document's weight for it (0 when the document lacks it, or is not held); `indices` are the
   * document's token ids, as it was added with them.
   */
  parts(
    id: D,
    query: readonly number[],
    indices: readonly number[],
  ): { index: number; idf: number; weight: number }[] {
    const slot = this.#slots.get(id);
    const idfs = this.#idfs(query.map((index) => this.#terms.get(index)));
    const avgdl = this.avgdl;
    return query.map((index, position) => {
      let count = 0;
      if (slot !== undefined) for (const held of indices) if (held === index) count++;
      return {
        index,
        idf: idfs[position] as number,
        weight: count === 0 ? 0 : termWeightF32(count, this.#norm(slot as number, avgdl)),
      };
    });
  }

  /** Each query position's idf, in query order (a term asked twice is worked out once). */
  #idfs(terms: readonly number[]): number[] {
    const known = new Map<number, number>();
    return terms.map((term) => {
      const n = term === -1 ? 0 : (this.#n[term] as number);
      const idf = known.get(term) ?? idfF32(this.#slots.size, n);
      known.set(term, idf);
      return idf;
    });
  }

  #norm(slot: number, avgdl: number): number {
    return lengthNormF32(this.#length[slot] as number, avgdl);
  }

  /** A free slot for the document, the arrays grown to hold it. */
  #slot(id: D): number {
    const slot = this.#free.pop() ?? this.#ids.length;
    this.#ids[slot] = id;
    this.#slots.set(id, slot);
    if (slot >= this.#order.length) {
      const length = this.#order.length * 2;
      this.#order = grown(this.#order, length);
      this.#length = grown(this.#length, length);
      const dead = new Uint8Array(length);
      dead.set(this.#dead);
      this.#dead = dead;
    }
    return slot;
  }

  /** Settles the postings when due; removed documents' slots are then free again. */
  #settleWhenDue(): void {
    if (!this.#postings.unsettled) return;
    this.#postings.settle(this.#terms.size, this.#n, this.#dead);
    for (const slot of this.#buried) {
      this.#dead[slot] = 0;
      this.#free.push(slot);
    }
    this.#buried = [];
  }
}

/**
 * Sorts a document's term numbers in place: a short list by insertion, in JavaScript, since a
 * typed array's own sort costs a call into the runtime (most documents are a few dozen tokens).
 */
const sortTerms = (terms: Int32Array): void => {
  if (terms.length > 64) {
    terms.sort();
    return;
  }
  for (let at = 1; at < terms.length; at++) {
    const term = terms[at] as number;
    let to = at;
    while (to > 0 && (terms[to - 1] as number) > term) {
      terms[to] = terms[to - 1] as number;
      to--;
    }
    terms[to] = term;
  }
};

/** `array` copied into a new one of `length` (at least twice as long as it was). */
const grown = (array: Int32Array, length: number): Int32Array<ArrayBuffer> => {
  const next = new Int32Array(Math.max(length, array.length * 2));
  next.set(array);
  return next;
};
