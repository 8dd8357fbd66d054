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
  weightSum = new Float64Array(0);
  score = new Float64Array(0);
  /** The touched slots, in first-touch order; the first `count` entries are valid. */
  touched = new Int32Array(0);
  count = 0;

  /** Clears the last search's sums and makes room for `capacity` slots. */
  reset(capacity: number): void {
    if (this.coverage.length < capacity) {
      const length = Math.max(capacity, this.coverage.length * 2);
      this.coverage = new Int32Array(length);
      this.weightSum = new Float64Array(length);
      this.score = new Float64Array(length);
      this.touched = new Int32Array(length);
    } else {
      for (let t = 0; t < this.count; t++) {
        const slot = this.touched[t] as number;
        this.coverage[slot] = 0;
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

  /** One more matched term for `slot`: its weight and its part of the score. */
  add(slot: number, weight: number, part: number): void {
    if (this.coverage[slot] === 0) this.touched[this.count++] = slot;
    this.coverage[slot] = (this.coverage[slot] as number) + 1;
    this.weightSum[slot] = (this.weightSum[slot] as number) + weight;
    this.score[slot] = (this.score[slot] as number) + part;
  }
}
