/**
 * The crate's u32 token ids (fxhash.ts) numbered 0, 1, 2, … in the order first seen, so a term's
 * documents can be a list in a shared pool (corpus.ts). A catalog of 50,000 tools has over
 * 100,000 terms, most of them one tool's own name; a `Map` keyed by the ids would hold an entry
 * of several words per term and, past the small-integer range, a boxed number per key. Here the
 * table is one typed array of (id, number + 1) pairs side by side, so a probe reads one cache
 * line (a catalog's table is megabytes, and the build looks up every token), open-addressed with
 * linear probing, at most half full.
 */
export class TermNumbers {
  /** Place p is `table[2p]`, the id (as int32), and `table[2p + 1]`, its number + 1 (0: free). */
  #table = new Int32Array(2048);
  #count = 0;
  /** 32 − log2 of the table's places: Fibonacci hashing keeps an index's top bits. */
  #shift = 22;

  /** How many terms are numbered. */
  get size(): number {
    return this.#count;
  }

  /** The number of the id, or -1 when it has none. */
  get(id: number): number {
    const table = this.#table;
    const mask = table.length - 1;
    const key = id | 0;
    for (let at = this.#first(id); ; at = (at + 2) & mask) {
      const value = table[at + 1] as number;
      if (value === 0) return -1;
      if (table[at] === key) return value - 1;
    }
  }

  /** The number of the id, giving it the next one when it has none. */
  number(id: number): number {
    const known = this.get(id);
    if (known !== -1) return known;
    if ((this.#count + 1) * 4 > this.#table.length) this.#grow();
    this.#put(this.#table, id, this.#count);
    return this.#count++;
  }

  /** A place to start probing (its index in the table): the top bits of the id times the golden ratio. */
  #first(id: number): number {
    return (Math.imul(id, 0x9e3779b1) >>> this.#shift) * 2;
  }

  #put(table: Int32Array, id: number, value: number): void {
    const mask = table.length - 1;
    let at = this.#first(id);
    while (table[at + 1] !== 0) at = (at + 2) & mask;
    table[at] = id | 0;
    table[at + 1] = value + 1;
  }

  #grow(): void {
    const old = this.#table;
    const table = new Int32Array(old.length * 2);
    this.#shift--;
    for (let at = 0; at < old.length; at += 2) {
      const value = old[at + 1] as number;
      if (value !== 0) this.#put(table, old[at] as number, value - 1);
    }
    this.#table = table;
  }
}
