/**
 * The index's terms: each stem's id (a small integer, reused after the last tool holding the stem
 * leaves), the stem of an id, and per id the design's (docs/design/search.md) unscoped document
 * frequency (postings with a count in one of the design's four fields). The postings (postings.ts)
 * keep every list by id.
 */
export class TermTable {
  readonly #ids = new Map<string, number>();
  /** id → stem; undefined for a free id. */
  readonly #stems: (string | undefined)[] = [];
  readonly #free: number[] = [];
  #specDf = new Int32Array(64);

  get size(): number {
    return this.#ids.size;
  }

  /** The id of `stem`, or undefined when no tool holds it. */
  id(stem: string): number | undefined {
    return this.#ids.get(stem);
  }

  /** The stem of a live id. */
  stem(id: number): string {
    return this.#stems[id] as string;
  }

  /** The id of `stem`, a new one (a free one first) when no tool holds it yet. */
  idOf(stem: string): number {
    let id = this.#ids.get(stem);
    if (id !== undefined) return id;
    id = this.#free.pop() ?? this.#stems.length;
    this.#ids.set(stem, id);
    this.#stems[id] = stem;
    if (id >= this.#specDf.length) {
      const specDf = new Int32Array(Math.max(id + 1, this.#specDf.length * 2));
      specDf.set(this.#specDf);
      this.#specDf = specDf;
    }
    this.#specDf[id] = 0;
    return id;
  }

  /** Frees an id whose last holder left. */
  free(id: number): void {
    const stem = this.#stems[id];
    if (stem !== undefined) this.#ids.delete(stem);
    this.#stems[id] = undefined;
    this.#free.push(id);
  }

  specDf(id: number): number {
    return this.#specDf[id] as number;
  }

  /** One more (or, with -1, one fewer) posting of `id` in the design's four fields. */
  countSpec(id: number, by: 1 | -1): void {
    this.#specDf[id] = (this.#specDf[id] as number) + by;
  }
}
