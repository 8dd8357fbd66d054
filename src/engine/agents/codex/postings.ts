import { RegionPool } from '../../search/regionPool';

const ONE_SLOT = new Int32Array(1);
const ONE_COUNT = new Int32Array(1);

/** A posting's count, in the narrowest array that holds every count added. */
type Counts = Uint8Array | Uint16Array | Int32Array;

/**
 * Each term's postings for the BM25 corpus (corpus.ts): (slot, count) for each document holding
 * the term, its documents numbered by slot. Held in two parts, so that a catalog of 50,000 tools
 * costs about its postings' own size whether it was built at once or a chunk at a time:
 *
 * - the settled part: every term's list back to back, in typed arrays of exactly their length
 *   (offsets, slots, counts);
 * - the recent part: the postings added since, a list per term in a RegionPool, whose lists and
 *   arrays grow by doubling.
 *
 * A removed document's postings stay where they are until the next settle; its slot is marked
 * dead and every reader skips it. Settling writes the live postings of both parts into new
 * settled arrays. It runs when the recent part's arrays and the dead postings come to a quarter
 * of the settled part, so the room held beyond the postings stays near that quarter, and over a
 * build each posting is copied a bounded number of times (the settled part grows by at least a
 * quarter each time). An eighth copied twice as often, and a build of 50,000 tools spent a tenth
 * of its time settling; the quarter's extra room (an Int32Array pair for the recent postings)
 * is under a megabyte there.
 */
export class Postings {
  #offsets = new Int32Array(1);
  #slots = new Int32Array(0);
  #counts: Counts = new Uint8Array(0);
  #recent = new RegionPool();
  /** Postings of dead documents still held. */
  #dead = 0;
  /** The largest count added: the settled counts' array is as narrow as it allows. */
  #maxCount = 0;
  /** The fewest postings a settle waits for (tests settle at every change with 1). */
  readonly #least: number;

  constructor(least = 16_384) {
    this.#least = least;
  }

  /** Adds the document at `slot` to the term's list. */
  add(term: number, slot: number, count: number): void {
    const recent = this.#recent;
    // Most terms are one tool's own: a list's first posting gets room for itself alone (written
    // from two one-element arrays kept for it, not two new ones a term).
    if (term < recent.size.length && (recent.size[term] as number) > 0)
      recent.push(term, slot, count);
    else {
      ONE_SLOT[0] = slot;
      ONE_COUNT[0] = count;
      recent.set(term, ONE_SLOT, ONE_COUNT);
    }
    if (count > this.#maxCount) this.#maxCount = count;
  }

  /** Counts `postings` more postings of dead documents (a document was removed). */
  bury(postings: number): void {
    this.#dead += postings;
  }

  /** Calls `visit` with each live posting of the term, in no particular order. */
  forEach(term: number, dead: Uint8Array, visit: (slot: number, count: number) => void): void {
    const slots = this.#slots;
    const counts = this.#counts;
    if (term + 1 < this.#offsets.length) {
      const end = this.#offsets[term + 1] as number;
      for (let at = this.#offsets[term] as number; at < end; at++) {
        const slot = slots[at] as number;
        if (dead[slot] === 0) visit(slot, counts[at] as number);
      }
    }
    const recent = this.#recent;
    if (term >= recent.size.length) return;
    const { first, second } = recent;
    const from = recent.start[term] as number;
    const to = from + (recent.size[term] as number);
    for (let at = from; at < to; at++) {
      const slot = first[at] as number;
      if (dead[slot] === 0) visit(slot, second[at] as number);
    }
  }

  /** Whether a settle is due: the recent arrays and the dead postings are a quarter of the settled ones. */
  get unsettled(): boolean {
    return (this.#recent.length + this.#dead) * 4 > Math.max(this.#slots.length, this.#least * 4);
  }

  /**
   * Writes every live posting into settled arrays of exactly their length, `n[term]` the live
   * postings of each of the `terms` terms, and empties the recent part.
   */
  settle(terms: number, n: Int32Array, dead: Uint8Array): void {
    const offsets = new Int32Array(terms + 1);
    for (let term = 0; term < terms; term++)
      offsets[term + 1] = (offsets[term] as number) + (n[term] as number);
    const length = offsets[terms] as number;
    const slots = new Int32Array(length);
    const counts =
      this.#maxCount <= 0xff
        ? new Uint8Array(length)
        : this.#maxCount <= 0xffff
          ? new Uint16Array(length)
          : new Int32Array(length);
    // forEach's order, written out: a settle copies every posting, and a call a posting made
    // it the most of a build's time spent on postings.
    const settled = this.#offsets;
    const settledTerms = settled.length - 1;
    const oldSlots = this.#slots;
    const oldCounts = this.#counts;
    const { first, second, start, size } = this.#recent;
    for (let term = 0; term < terms; term++) {
      let at = offsets[term] as number;
      if (term < settledTerms) {
        const end = settled[term + 1] as number;
        for (let from = settled[term] as number; from < end; from++) {
          const slot = oldSlots[from] as number;
          if (dead[slot] !== 0) continue;
          slots[at] = slot;
          counts[at] = oldCounts[from] as number;
          at++;
        }
      }
      if (term < size.length) {
        const from = start[term] as number;
        const end = from + (size[term] as number);
        for (let recent = from; recent < end; recent++) {
          const slot = first[recent] as number;
          if (dead[slot] !== 0) continue;
          slots[at] = slot;
          counts[at] = second[recent] as number;
          at++;
        }
      }
    }
    this.#offsets = offsets;
    this.#slots = slots;
    this.#counts = counts;
    this.#recent = new RegionPool();
    this.#dead = 0;
  }
}
