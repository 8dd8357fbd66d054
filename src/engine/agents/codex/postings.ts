/** A posting's count, in the narrowest array that holds every count added. */
type Counts = Uint8Array | Uint16Array | Int32Array;

/**
 * Each term's postings for the BM25 corpus (corpus.ts): (slot, count) for each document holding
 * the term, its documents numbered by slot. Held in two parts, so that a catalog of 50,000 tools
 * costs about its postings' own size whether it was built at once or a chunk at a time:
 *
 * - the settled part: every term's list back to back, in typed arrays of exactly their length
 *   (offsets, slots, counts);
 * - the recent part: the postings added since, (term, slot, count) in the order added, in typed
 *   arrays that grow by doubling. Written one after another: a list per term (as this was first
 *   written, in a pool of lists) put each posting of a build at a place of its own in memory, and
 *   those writes were the most of the postings' time. A query scans the whole recent part once
 *   for all the terms it asks; the recent part is at most a quarter of the settled one (below).
 *
 * A removed document's postings stay where they are until the next settle; its slot is marked
 * dead and every reader skips it. Settling writes the live postings of both parts into new
 * settled arrays, each term's settled postings and then its recent ones in the order added. It
 * runs when the recent postings and the dead ones come to a quarter of the settled part, so the
 * room held beyond the postings stays near that quarter, and over a build each posting is copied
 * a bounded number of times (the settled part grows by at least a quarter each time).
 */
export class CorpusPostings {
  #offsets = new Int32Array(1);
  #slots = new Int32Array(0);
  #counts: Counts = new Uint8Array(0);
  /** The recent part: `#recentLength` postings. */
  #recentTerms = new Int32Array(RECENT_ROOM);
  #recentSlots = new Int32Array(RECENT_ROOM);
  #recentCounts = new Int32Array(RECENT_ROOM);
  #recentLength = 0;
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
    const at = this.#recentLength;
    if (at === this.#recentTerms.length) this.#growRecent();
    this.#recentTerms[at] = term;
    this.#recentSlots[at] = slot;
    this.#recentCounts[at] = count;
    this.#recentLength = at + 1;
    if (count > this.#maxCount) this.#maxCount = count;
  }

  /** Counts `postings` more postings of dead documents (a document was removed). */
  bury(postings: number): void {
    this.#dead += postings;
  }

  /**
   * Calls `visit(position, slot, count)` with each live posting of each term asked, `terms` one
   * a query position (-1: a term with no postings), position by position, in no particular
   * order within one. The recent part is scanned once for all of them (its postings of the
   * terms asked are gathered first), not once a term.
   */
  forEach(
    terms: readonly number[],
    dead: Uint8Array,
    visit: (position: number, slot: number, count: number) => void,
  ): void {
    const recent = this.#gather(terms);
    const slots = this.#slots;
    const counts = this.#counts;
    terms.forEach((term, position) => {
      if (term === -1) return;
      if (term + 1 < this.#offsets.length) {
        const end = this.#offsets[term + 1] as number;
        for (let at = this.#offsets[term] as number; at < end; at++) {
          const slot = slots[at] as number;
          if (dead[slot] === 0) visit(position, slot, counts[at] as number);
        }
      }
      const pairs = recent.get(term) ?? [];
      for (let at = 0; at < pairs.length; at += 2) {
        const slot = pairs[at] as number;
        if (dead[slot] === 0) visit(position, slot, pairs[at + 1] as number);
      }
    });
  }

  /** The recent postings of each of the terms, as (slot, count) pairs in the order added. */
  #gather(terms: readonly number[]): Map<number, number[]> {
    const gathered = new Map<number, number[]>();
    const asked = terms.filter((term) => term !== -1);
    if (asked.length === 0 || this.#recentLength === 0) return gathered;
    // A mark per term number, so each recent posting costs one read to pass over.
    const marked = new Uint8Array(Math.max(...asked) + 1);
    for (const term of asked) {
      marked[term] = 1;
      gathered.set(term, []);
    }
    const recentTerms = this.#recentTerms;
    for (let at = 0; at < this.#recentLength; at++) {
      const term = recentTerms[at] as number;
      if (term >= marked.length || marked[term] === 0) continue;
      gathered.get(term)?.push(this.#recentSlots[at] as number, this.#recentCounts[at] as number);
    }
    return gathered;
  }

  /** Whether a settle is due: the recent and the dead postings are a quarter of the settled ones. */
  get unsettled(): boolean {
    return (this.#recentLength + this.#dead) * 4 > Math.max(this.#slots.length, this.#least * 4);
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
    // Each term's settled postings first; `next[term]` is then where its recent ones go.
    const next = new Int32Array(terms);
    const settled = this.#offsets;
    const settledTerms = settled.length - 1;
    const oldSlots = this.#slots;
    const oldCounts = this.#counts;
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
      next[term] = at;
    }
    for (let from = 0; from < this.#recentLength; from++) {
      const slot = this.#recentSlots[from] as number;
      if (dead[slot] !== 0) continue;
      const term = this.#recentTerms[from] as number;
      const at = next[term] as number;
      slots[at] = slot;
      counts[at] = this.#recentCounts[from] as number;
      next[term] = at + 1;
    }
    this.#offsets = offsets;
    this.#slots = slots;
    this.#counts = counts;
    this.#recentTerms = new Int32Array(RECENT_ROOM);
    this.#recentSlots = new Int32Array(RECENT_ROOM);
    this.#recentCounts = new Int32Array(RECENT_ROOM);
    this.#recentLength = 0;
    this.#dead = 0;
  }

  #growRecent(): void {
    const length = this.#recentTerms.length * 2;
    const grow = (array: Int32Array): Int32Array<ArrayBuffer> => {
      const next = new Int32Array(length);
      next.set(array);
      return next;
    };
    this.#recentTerms = grow(this.#recentTerms);
    this.#recentSlots = grow(this.#recentSlots);
    this.#recentCounts = grow(this.#recentCounts);
  }
}

/** The recent part's first room, in postings. */
const RECENT_ROOM = 256;
