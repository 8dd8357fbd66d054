/**
 * The crate's u32 token ids (fxhash.ts) numbered 0, 1, 2, … in the order first seen, so a term's
 * documents can be a list in a shared pool (corpus.ts). A catalog of 50,000 tools has over
 * 100,000 terms, most of them one tool's own name; a `Map` keyed by the ids would hold an entry
 * of several words per term and, past the small-integer range, a boxed number per key. Here the
 * table is two typed arrays, open-addressed with linear probing, at most half full.
 */
export class TermNumbers {
  #keys = new Uint32Array(1024);
  /** The term's number + 1; 0 marks a free place. */
  #values = new Int32Array(1024);
  #count = 0;
  /** 32 − log2 of the table's length: Fibonacci hashing keeps an index's top bits. */
  #shift = 22;

  /** How many terms are numbered. */
  get size(): number {
    return this.#count;
  }

  /** The number of the id, or -1 when it has none. */
  get(id: number): number {
    const mask = this.#keys.length - 1;
    for (let at = this.#first(id); ; at = (at + 1) & mask) {
      const value = this.#values[at] as number;
      if (value === 0) return -1;
      if (this.#keys[at] === id) return value - 1;
    }
  }

  /** The number of the id, giving it the next one when it has none. */
  number(id: number): number {
    const known = this.get(id);
    if (known !== -1) return known;
    if ((this.#count + 1) * 2 > this.#keys.length) this.#grow();
    this.#put(id, this.#count);
    return this.#count++;
  }

  /** A place to start probing: the top bits of the id times the golden ratio. */
  #first(id: number): number {
    return Math.imul(id, 0x9e3779b1) >>> this.#shift;
  }

  #put(id: number, value: number): void {
    const mask = this.#keys.length - 1;
    let at = this.#first(id);
    while (this.#values[at] !== 0) at = (at + 1) & mask;
    this.#keys[at] = id;
    this.#values[at] = value + 1;
  }

  #grow(): void {
    const keys = this.#keys;
    const values = this.#values;
    this.#keys = new Uint32Array(keys.length * 2);
    this.#values = new Int32Array(values.length * 2);
    this.#shift--;
    for (let at = 0; at < keys.length; at++) {
      const value = values[at] as number;
      if (value !== 0) this.#put(keys[at] as number, value - 1);
    }
  }
}
