import { postingTf, saturate } from './bm25f';
import type { Postings, SlotScope } from './postings';
import { selectTop } from './topK';
import type { ToollensTerm } from './types';
import { termPostings } from './wordForms';

/**
 * MaxScore (Turtle and Flood, 1995) for a prose query's page: which tools can still reach it.
 *
 * A prose query ranks by name match, then score, the score being BM25F × (1 + bonus × share).
 * A term's part of any tool's BM25F is below idf × (k1 + 1), however often the tool says it, so
 * a tool matched by a set of terms scores at most their bounds' sum times (1 + bonus × their
 * share). Taking the rarest terms first (short posting lists, high bounds), once the page's
 * k-th best tool already scores more than any tool matched only by the remaining common terms
 * could, those terms cannot bring a new tool onto the page: their long lists add to the tools
 * already matched (the candidates) and are only counted for the rest.
 *
 * Exact, not an approximation: every candidate is scored by every term in the query's order, as
 * the full pass does, so its figures are the same floats; a tool outside the candidates is never
 * on the page, and is counted in the total. The bound holds for any weights, k1 and b, and is
 * compared with a relative margin far above the rounding of a few sums.
 */

/** Below this many postings in all, the full pass is as cheap as finding the split. */
const MIN_POSTINGS = 1024;
/** Stop looking once the terms taken as essential hold this share of the postings. */
const MAX_ESSENTIAL_SHARE = 0.25;
/** The bound must fall below the page's score by more than a few sums' rounding. */
const MARGIN = 1e-9;

export type BoundInputs = {
  postings: Postings;
  terms: readonly ToollensTerm[];
  scope: SlotScope;
  skip: Uint8Array | undefined;
  /** The field weights, indexed as TEXT_FIELDS, and the mask of those above zero. */
  weights: readonly number[];
  mask: number;
  norms: Float64Array;
  k1: number;
  coverageBonus: number;
  totalWeight: number;
  /** The page's length: the split keeps every tool that can reach the k-th place. */
  k: number;
};

/**
 * Scratch of the split, reused by every search (an index's accumulator holds one): stamps
 * instead of clearing, so a search touches only the slots its essential terms match.
 */
export class Bounds {
  /**
   * `generation` for a candidate, `generation + 1` for a tool outside them already counted: one
   * array read per posting of a common term.
   */
  stamp = new Int32Array(0);
  /** Even, and two more each search. */
  generation = 0;
  #bm25 = new Float64Array(0);
  #weight = new Float64Array(0);
  #touched = new Int32Array(0);
  #count = 0;
  /** The best score among the candidates so far: the k-th is sought only once it is enough. */
  #best = 0;

  #start(capacity: number): void {
    if (this.stamp.length < capacity || this.generation > 0x7ffffff0) {
      const length = Math.max(capacity, this.stamp.length * 2);
      this.stamp = new Int32Array(length);
      this.#bm25 = new Float64Array(length);
      this.#weight = new Float64Array(length);
      this.#touched = new Int32Array(length);
      this.generation = 0;
    }
    this.generation += 2;
    this.#count = 0;
    this.#best = 0;
  }

  /**
   * The terms a page needs in full (1 per term, in `terms`' order), or undefined when every
   * term does (no split found, or not worth looking for). Candidates are stamped.
   */
  split(inputs: BoundInputs): Uint8Array | undefined {
    const { postings, terms, k } = inputs;
    const sizes = terms.map((term) => termPostings(postings, term)?.size ?? 0);
    const all = sizes.reduce((sum, size) => sum + size, 0);
    if (k <= 0 || all < MIN_POSTINGS) return undefined;
    const bound = terms.map((term) => term.idf * (inputs.k1 + 1));
    // Rarest first: the highest bound, and of equal bounds the shortest list.
    const order = terms
      .map((_, i) => i)
      .filter((i) => (sizes[i] as number) > 0)
      .sort(
        (a, b) =>
          (bound[b] as number) - (bound[a] as number) ||
          (sizes[a] as number) - (sizes[b] as number),
      );
    this.#start(postings.capacity);
    const essential = new Uint8Array(terms.length);
    let restBound = order.reduce((sum, i) => sum + (bound[i] as number), 0);
    let restWeight = order.reduce((sum, i) => sum + (terms[i] as ToollensTerm).weight, 0);
    let taken = 0;
    for (const i of order) {
      if (taken > MAX_ESSENTIAL_SHARE * all) return undefined;
      essential[i] = 1;
      taken += sizes[i] as number;
      restBound -= bound[i] as number;
      restWeight -= (terms[i] as ToollensTerm).weight;
      this.#addTerm(inputs, terms[i] as ToollensTerm);
      const share = inputs.totalWeight > 0 ? Math.max(0, restWeight) / inputs.totalWeight : 0;
      const ceiling = Math.max(0, restBound) * (1 + inputs.coverageBonus * share);
      const floor = ceiling * (1 + MARGIN) + Number.MIN_VALUE;
      if (this.#best > floor && this.#kthScore(inputs) > floor) return essential;
    }
    return undefined;
  }

  /** One essential term's postings: each slot's BM25F and Σw so far, and its stamp. */
  #addTerm(inputs: BoundInputs, term: ToollensTerm): void {
    const { scope, skip, weights, mask, norms, k1, coverageBonus, totalWeight } = inputs;
    const posting = termPostings(inputs.postings, term);
    if (!posting) return;
    const { slots, counts, start } = posting;
    for (let p = start; p < start + posting.size; p++) {
      const slot = slots[p] as number;
      if (scope && scope[slot] !== 1) continue;
      const packed = counts[p] as number;
      if ((packed & mask) === 0) continue;
      const tf = postingTf(packed, slot, weights, norms);
      if (tf === 0) continue;
      if (this.stamp[slot] !== this.generation) {
        this.stamp[slot] = this.generation;
        this.#bm25[slot] = 0;
        this.#weight[slot] = 0;
        if (!(skip && skip[slot] === 1)) this.#touched[this.#count++] = slot;
      }
      const bm25 = (this.#bm25[slot] as number) + saturate(term.idf, tf, k1);
      const weight = (this.#weight[slot] as number) + term.weight;
      this.#bm25[slot] = bm25;
      this.#weight[slot] = weight;
      if (skip && skip[slot] === 1) continue;
      const score = bm25 * (1 + coverageBonus * (totalWeight > 0 ? weight / totalWeight : 0));
      if (score > this.#best) this.#best = score;
    }
  }

  /** The k-th best score among the candidates so far (0 when fewer): a floor of the page's. */
  #kthScore({ k, coverageBonus, totalWeight }: BoundInputs): number {
    if (this.#count < k) return 0;
    const scores = new Float64Array(this.#count);
    for (let t = 0; t < this.#count; t++) {
      const slot = this.#touched[t] as number;
      const share = totalWeight > 0 ? (this.#weight[slot] as number) / totalWeight : 0;
      scores[t] = (this.#bm25[slot] as number) * (1 + coverageBonus * share);
    }
    const best = selectTop(this.#count, k, (a, b) => (scores[b] as number) - (scores[a] as number));
    return scores[best[k - 1] as number] as number;
  }
}
