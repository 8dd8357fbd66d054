import { Bounds } from './maxScore';
/**
 * Per-tool sums of one search, indexed by slot (postings.ts), and reused from one search to the
 * next: a search touches a few thousand slots of a 50,000-tool catalog, so only the touched
 * ones are cleared, and no Map keyed by name, nor an object per tool, is made. A search reads
 * its sums out (into its own rows) before the next search resets them; the engine is
 * synchronous, so nothing can interleave.
 *
 * A slot's four sums sit side by side in `cells` (SUMS apart): a posting lands on a random
 * slot, and on a large catalog one cache line read per posting, instead of one per sum, is
 * most of a search's time.
 */
export class Accumulator {
  /** Per slot, at slot × SUMS: COVERAGE, ARGUMENT_ONLY, WEIGHT_SUM, SCORE. */
  cells = new Float64Array(0);
  /** What the touched tool's name holds of the query (namedSlots.ts); 0 for nothing. */
  named = new Uint16Array(0);
  /** The touched slots, in first-touch order; the first `count` entries are valid. */
  touched = new Int32Array(0);
  count = 0;
  /** Bumped by every reset: rows read from an earlier search are another search's now. */
  generation = 0;

  /** The scratch of a pruned prose search (maxScore.ts). */
  readonly bounds = new Bounds();

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
    if (this.touched.length < capacity) {
      const length = Math.max(capacity, this.touched.length * 2);
      this.cells = new Float64Array(length * SUMS);
      this.named = new Uint16Array(length);
      this.touched = new Int32Array(length);
    } else {
      for (let t = 0; t < this.count; t++) {
        const slot = this.touched[t] as number;
        // Four writes: a fill() call per slot cost more than its work (a tenth of a query).
        const at = slot * SUMS;
        this.cells[at] = 0;
        this.cells[at + 1] = 0;
        this.cells[at + 2] = 0;
        this.cells[at + 3] = 0;
        this.named[slot] = 0;
      }
    }
    this.count = 0;
  }

  /** Terms matched by `slot`; 0 means untouched. */
  coverage(slot: number): number {
    return this.cells[slot * SUMS + COVERAGE] as number;
  }

  /** Of those, the terms matched only in the arguments (the toollens ranker's). */
  argumentOnly(slot: number): number {
    return this.cells[slot * SUMS + ARGUMENT_ONLY] as number;
  }

  weightSum(slot: number): number {
    return this.cells[slot * SUMS + WEIGHT_SUM] as number;
  }

  score(slot: number): number {
    return this.cells[slot * SUMS + SCORE] as number;
  }

  /**
   * Adds a part of `slot`'s score, as Orama's scoring loop does (specBm25.ts): the first part
   * marks the slot touched (coverage 1) and is its score, each later one is added to it.
   */
  addScore(slot: number, part: number): void {
    const at = slot * SUMS;
    if (this.cells[at + COVERAGE] === 0) {
      this.touched[this.count++] = slot;
      this.cells[at + COVERAGE] = 1;
    }
    this.cells[at + SCORE] = (this.cells[at + SCORE] as number) + part;
  }

  /**
   * One more matched term for `slot`: its weight and its part of the score; `argumentOnly` 1
   * when the term is only in its arguments.
   */
  add(slot: number, weight: number, part: number, argumentOnly = 0): void {
    const at = slot * SUMS;
    const cells = this.cells;
    if (cells[at + COVERAGE] === 0) this.touched[this.count++] = slot;
    cells[at + COVERAGE] = (cells[at + COVERAGE] as number) + 1;
    cells[at + ARGUMENT_ONLY] = (cells[at + ARGUMENT_ONLY] as number) + argumentOnly;
    cells[at + WEIGHT_SUM] = (cells[at + WEIGHT_SUM] as number) + weight;
    cells[at + SCORE] = (cells[at + SCORE] as number) + part;
  }
}

/** The sums per slot in Accumulator.cells, and where each sits. */
const SUMS = 4;
const COVERAGE = 0;
const ARGUMENT_ONLY = 1;
const WEIGHT_SUM = 2;
const SCORE = 3;

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
