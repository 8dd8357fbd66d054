/**
 * ASCII words mapped to integers, found by their characters in place: `get` reads the word at
 * `start`–`end` of a text, lowercased (A–Z) as it is hashed, with no string made for it. A load
 * reads its catalog's words through it (termIds.ts), where most words were seen before and a
 * sliced string, lowercased and hashed by a Map, would be garbage a word.
 *
 * Open-addressed with linear probing, at most half full; a place's four fields (hash, start in
 * the pool, length, value) side by side, so a probe reads one cache line. The words' lowercased
 * bytes lie back to back in the pool. Holds at most `limit` words, then starts afresh.
 */

/** What `get` gives for a word not held. */
export const ABSENT = -2;

/** A place's fields: the word's hash, its start in the pool, its length (0: empty), its value. */
const STRIDE = 4;
/** Places at first: small, as a single edit reads one tool's words; a load's tables double. */
const FIRST_PLACES = 64;

const lower = (code: number): number => (code >= 65 && code <= 90 ? code | 32 : code);

export class AsciiTable {
  readonly #limit: number;
  #table = new Int32Array(FIRST_PLACES * STRIDE);
  #pool = new Uint8Array(FIRST_PLACES * 8);
  #poolEnd = 0;
  #count = 0;
  /** The hash of the word the last `get` read, for `put`. */
  #hash = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get size(): number {
    return this.#count;
  }

  /** The value of the word at `start`–`end` of `text` (ASCII), lowercased; ABSENT if not held. */
  get(text: string, start: number, end: number): number {
    let hash = 0x811c9dc5;
    for (let at = start; at < end; at++) {
      hash = Math.imul(hash ^ lower(text.charCodeAt(at)), 0x01000193);
    }
    this.#hash = hash;
    const length = end - start;
    const table = this.#table;
    const mask = table.length - 1;
    // A place's offset is its index × STRIDE (4): << 2.
    for (let place = ((hash ^ (hash >>> 15)) << 2) & mask; ; place = (place + STRIDE) & mask) {
      if (table[place + 2] === 0) return ABSENT;
      if (table[place] !== hash || table[place + 2] !== length) continue;
      if (this.#same(table[place + 1] as number, text, start, end))
        return table[place + 3] as number;
    }
  }

  /** Holds `word` (the word the last `get` did not find, lowercased) with `value`. */
  put(word: string, value: number): void {
    if (this.#count >= this.#limit) this.#reset();
    const hash = this.#hash;
    const table = this.#table;
    const mask = table.length - 1;
    let place = ((hash ^ (hash >>> 15)) << 2) & mask;
    while (table[place + 2] !== 0) place = (place + STRIDE) & mask;
    if (this.#poolEnd + word.length > this.#pool.length) {
      const pool = new Uint8Array(Math.max(this.#pool.length * 2, this.#poolEnd + word.length));
      pool.set(this.#pool);
      this.#pool = pool;
    }
    table[place] = hash;
    table[place + 1] = this.#poolEnd;
    table[place + 2] = word.length;
    table[place + 3] = value;
    for (let at = 0; at < word.length; at++) this.#pool[this.#poolEnd++] = word.charCodeAt(at);
    if (++this.#count * 2 > table.length / STRIDE) this.#grow();
  }

  #same(from: number, text: string, start: number, end: number): boolean {
    const pool = this.#pool;
    for (let at = start; at < end; at++) {
      if (pool[from++] !== lower(text.charCodeAt(at))) return false;
    }
    return true;
  }

  /** Twice the places, every word put again from its hash's place. */
  #grow(): void {
    const old = this.#table;
    const table = new Int32Array(old.length * 2);
    const mask = table.length - 1;
    for (let from = 0; from < old.length; from += STRIDE) {
      if (old[from + 2] === 0) continue;
      const hash = old[from] as number;
      let place = ((hash ^ (hash >>> 15)) << 2) & mask;
      while (table[place + 2] !== 0) place = (place + STRIDE) & mask;
      for (let field = 0; field < STRIDE; field++)
        table[place + field] = old[from + field] as number;
    }
    this.#table = table;
  }

  #reset(): void {
    this.#table = new Int32Array(FIRST_PLACES * STRIDE);
    this.#poolEnd = 0;
    this.#count = 0;
  }
}
