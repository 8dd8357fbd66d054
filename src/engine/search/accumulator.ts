/**
 * Per-tool sums of one search, indexed by slot (postings.ts) or, for Orama's pass, by Orama's
 * internal document id, and reused from one search to the next: a search touches a few thousand slots of a 50,000-tool catalog, so only the touched ones
 * are cleared, and no Map keyed by name, nor an object per tool, is made. A search reads its
 * sums out (into its own rows) before the next search resets them; the engine is synchronous,
 * so nothing can interleave.
 */
export class Accumulator {
  /** Terms matched per slot; 0 means untouched. */
  coverage = new Int32Array(0);
  /** Of those, the terms matched only in the arguments (the toollens ranker's). */
  argumentOnly = new Int32Array(0);
  weightSum = new Float64Array(0);
  score = new Float64Array(0);
  /** The touched slots, in first-touch order; the first `count` entries are valid. */
  touched = new Int32Array(0);
  count = 0;
  /** Bumped by every reset: rows read from an earlier search are another search's now. */
  generation = 0;

  #rows: ToollensRows = newRows(0);

  /**
   * Empty rows with room for `length`: the same arrays every search, so the last search's rows
   * are gone once this is called. A search reads its rows before the next one starts.
   */
  rows(length: number): ToollensRows {
    if (this.#rows.slots.length < length)
      this.#rows = newRows(Math.max(length, this.#rows.slots.length * 2));
    this.#rows.size = 0;
    return this.#rows;
  }

  /** Clears the last search's sums and makes room for `capacity` slots. */
  reset(capacity: number): void {
    this.generation++;
    if (this.coverage.length < capacity) {
      const length = Math.max(capacity, this.coverage.length * 2);
      this.coverage = new Int32Array(length);
      this.argumentOnly = new Int32Array(length);
      this.weightSum = new Float64Array(length);
      this.score = new Float64Array(length);
      this.touched = new Int32Array(length);
    } else {
      for (let t = 0; t < this.count; t++) {
        const slot = this.touched[t] as number;
        this.coverage[slot] = 0;
        this.argumentOnly[slot] = 0;
        this.weightSum[slot] = 0;
        this.score[slot] = 0;
      }
    }
    this.count = 0;
  }

  /**
   * The sums as the Map Orama's scoring writes into (oramaIndex.ts ScoreSink): set marks an
   * index touched (coverage 1) and stores the running score Orama computed.
   */
  readonly sink = {
    has: (index: number): boolean => this.coverage[index] !== 0,
    get: (index: number): number | undefined => this.score[index],
    set: (index: number, score: number): void => {
      if (this.coverage[index] === 0) {
        this.touched[this.count++] = index;
        this.coverage[index] = 1;
      }
      this.score[index] = score;
    },
  };

  /**
   * Adds a part of `slot`'s score, as Orama's scoring loop does (specBm25.ts): the first part
   * marks the slot touched and is its score, each later one is added to it.
   */
  addScore(slot: number, part: number): void {
    if (this.coverage[slot] === 0) {
      this.touched[this.count++] = slot;
      this.coverage[slot] = 1;
      this.score[slot] = part;
    } else {
      this.score[slot] = (this.score[slot] as number) + part;
    }
  }

  /** One more matched term for `slot`: its weight and its part of the score. */
  add(slot: number, weight: number, part: number): void {
    if (this.coverage[slot] === 0) this.touched[this.count++] = slot;
    this.coverage[slot] = (this.coverage[slot] as number) + 1;
    this.weightSum[slot] = (this.weightSum[slot] as number) + weight;
    this.score[slot] = (this.score[slot] as number) + part;
  }
}

/**
 * The tools a query matched, one row each, in parallel typed arrays: only the rank keys and
 * the slot. `toollensScore` (toollensRanker.ts) turns a row into a ToollensScore for the hits a
 * search returns, so ranking a large catalog makes a few arrays, not an object per tool; and
 * the arrays are the accumulator's own, reused by its next search (`Accumulator.rows`).
 */
export type ToollensRows = {
  size: number;
  slots: Int32Array;
  /** The coverage key: terms matched, each only in the arguments counting `argumentCoverage`. */
  coverage: Float64Array;
  argumentOnly: Int32Array;
  weightSum: Float64Array;
  bm25f: Float64Array;
  score: Float64Array;
  nameMatch: Float64Array;
};

const newRows = (length: number): ToollensRows => ({
  size: 0,
  slots: new Int32Array(length),
  coverage: new Float64Array(length),
  argumentOnly: new Int32Array(length),
  weightSum: new Float64Array(length),
  bm25f: new Float64Array(length),
  score: new Float64Array(length),
  nameMatch: new Float64Array(length),
});

/** The first `rows.size` rows in arrays of their own, which no later search reuses. */
export const detachRows = (rows: ToollensRows): ToollensRows => ({
  size: rows.size,
  slots: rows.slots.slice(0, rows.size),
  coverage: rows.coverage.slice(0, rows.size),
  argumentOnly: rows.argumentOnly.slice(0, rows.size),
  weightSum: rows.weightSum.slice(0, rows.size),
  bm25f: rows.bm25f.slice(0, rows.size),
  score: rows.score.slice(0, rows.size),
  nameMatch: rows.nameMatch.slice(0, rows.size),
});
