/**
 * The words of each tool's description and hint, held compactly for a catalog of 50,000 tools:
 * each distinct word is numbered once for the target (Vocabulary), and a tool keeps its words
 * as a word list, the sorted numbers written as a string, two UTF-16 units a number. A string is
 * the smallest array of integers a tool can hold (a header and the units; no pointers for the
 * collector to trace), where a `Set` of the words costs a table and a string per word.
 *
 * A text's words are read off it where they stand (Vocabulary.listOf): each is looked up in the
 * vocabulary's own hash table by its characters, and the vocabulary keeps its words' characters
 * in one array, so a build of 50,000 tools cuts no string for any of its million words.
 */

/** 1 for the regex word characters (`\w` without the `u` flag: `[A-Za-z0-9_]`), by UTF-16 unit. */
const WORD = new Uint8Array(0x10000);
for (let c = 0; c < 128; c++) WORD[c] = /\w/.test(String.fromCharCode(c)) ? 1 : 0;
/** A–Z lower-cased, every other unit as it is. */
const folded = (c: number): number => (c >= 0x41 && c <= 0x5a ? c + 0x20 : c);

/**
 * FNV-1a over the units, each `| 0x20` first (A–Z as a–z, so a word hashes alike in either case;
 * no two other word characters meet), then mixed, so a power-of-two table spreads the words.
 */
const OFFSET = 0x811c9dc5;
const step = (hash: number, c: number): number => Math.imul(hash ^ (c | 0x20), 0x01000193);
const mixed = (hash: number): number => {
  const h = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
};

/** The numbers of one list's words, gathered here (lists are built one after another). */
let gathered = new Int32Array(256);

export class Vocabulary {
  /** How many words are numbered. */
  #size = 0;
  /** Every word's units, one word after another: word n is #units[#starts[n], #starts[n + 1]). */
  #units = new Uint16Array(4096);
  #starts = new Int32Array(257);
  /** Number → its word's hash. */
  #hashes = new Uint32Array(256);
  /** Open addressing: each slot a word's number plus one, or 0 when empty; a power of two long. */
  #table = new Int32Array(1024);
  /** Number → the last list that took the word: a list takes a word once (and sorts fewer). */
  #taken = new Int32Array(256);
  #list = 0;

  /** The word's number, or -1 when no tool has had the word. */
  get(word: string): number {
    let hash = OFFSET;
    for (let at = 0; at < word.length; at++) hash = step(hash, word.charCodeAt(at));
    return this.#find(word, 0, word.length, mixed(hash), false);
  }

  /** The word's number, numbering it when new. */
  number(word: string): number {
    const known = this.get(word);
    return known === -1 ? this.#add(word, 0, word.length, false) : known;
  }

  /**
   * The word list of the text lower-cased, for a text that lower-casing changes in A–Z alone
   * (ASCII, or lower-cased already): its maximal runs of word characters, A–Z folded, each
   * numbered when new. The list `wordList(regexWords(text.toLowerCase()), this)` gives.
   */
  listOf(text: string): string {
    const list = ++this.#list;
    let count = 0;
    const end = text.length;
    let at = 0;
    while (at < end) {
      let c = text.charCodeAt(at);
      if (WORD[c] === 0) {
        at++;
        continue;
      }
      const start = at;
      let hash = OFFSET;
      // No unit is read past the end: V8 leaves optimised code for an out-of-bounds read.
      for (;;) {
        hash = step(hash, c);
        if (++at === end) break;
        c = text.charCodeAt(at);
        if (WORD[c] === 0) break;
      }
      const hashed = mixed(hash);
      let n = this.#find(text, start, at, hashed, true);
      if (n === -1) n = this.#add(text, start, at, true);
      if (this.#taken[n] === list) continue;
      this.#taken[n] = list;
      if (count === gathered.length) gathered = grown(gathered, 2 * count);
      gathered[count++] = n;
    }
    return listString(count);
  }

  /** The number of the word `text[start, end)` is (A–Z lower-cased when `fold`), or -1. */
  #find(text: string, start: number, end: number, hash: number, fold: boolean): number {
    const table = this.#table;
    const units = this.#units;
    const mask = table.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const n = (table[slot] as number) - 1;
      if (n === -1) return -1;
      if (this.#hashes[n] !== hash) continue;
      const from = this.#starts[n] as number;
      if ((this.#starts[n + 1] as number) - from !== length) continue;
      let at = 0;
      for (; at < length; at++) {
        const c = text.charCodeAt(start + at);
        if (units[from + at] !== (fold ? folded(c) : c)) break;
      }
      if (at === length) return n;
    }
  }

  /** Numbers the word `text[start, end)` (A–Z lower-cased when `fold`). */
  #add(text: string, start: number, end: number, fold: boolean): number {
    const n = this.#size++;
    if (n === this.#hashes.length) {
      this.#hashes = grown(this.#hashes, 2 * n);
      this.#taken = grown(this.#taken, 2 * n);
      this.#starts = grown(this.#starts, 2 * n + 1);
    }
    const from = this.#starts[n] as number;
    const to = from + end - start;
    if (to > this.#units.length) this.#units = grown(this.#units, 2 * to);
    let hash = OFFSET;
    for (let at = start; at < end; at++) {
      const c = text.charCodeAt(at);
      this.#units[from + at - start] = fold ? folded(c) : c;
      hash = step(hash, c);
    }
    this.#starts[n + 1] = to;
    this.#hashes[n] = mixed(hash);
    // At most half full, so a look-up soon meets an empty slot.
    if (2 * this.#size > this.#table.length) {
      this.#table = new Int32Array(2 * this.#table.length);
      for (let each = 0; each < this.#size; each++) this.#place(each);
    } else this.#place(n);
    return n;
  }

  #place(n: number): void {
    const mask = this.#table.length - 1;
    let slot = (this.#hashes[n] as number) & mask;
    while (this.#table[slot] !== 0) slot = (slot + 1) & mask;
    this.#table[slot] = n + 1;
  }
}

const grown = <A extends Int32Array | Uint32Array | Uint16Array>(array: A, length: number): A => {
  const bigger = new (array.constructor as new (length: number) => A)(length);
  bigger.set(array);
  return bigger;
};

/** Most numbers to one `String.fromCharCode` call, two units each (arguments are bounded). */
const PIECE = 2048;

/** The list of the first `count` numbers gathered: distinct, sorted, two units each. */
const listString = (count: number): string => {
  if (count === 0) return '';
  const numbers = gathered;
  // A description has a few dozen words: sorted by insertion, with no call into the engine.
  if (count > 64) numbers.subarray(0, count).sort();
  else
    for (let at = 1; at < count; at++) {
      const n = numbers[at] as number;
      let to = at;
      for (; to > 0 && (numbers[to - 1] as number) > n; to--)
        numbers[to] = numbers[to - 1] as number;
      numbers[to] = n;
    }
  let distinct = 1;
  for (let at = 1; at < count; at++)
    if (numbers[at] !== numbers[distinct - 1]) numbers[distinct++] = numbers[at] as number;
  let list = '';
  for (let from = 0; from < distinct; from += PIECE) {
    const to = Math.min(distinct, from + PIECE);
    // A plain array: the engine reads one as arguments faster than a typed array.
    const units: number[] = new Array(2 * (to - from));
    for (let at = from; at < to; at++) {
      const n = numbers[at] as number;
      units[2 * (at - from)] = n >>> 16;
      units[2 * (at - from) + 1] = n & 0xffff;
    }
    list += String.fromCharCode.apply(null, units);
  }
  return list;
};

/** The maximal runs of regex word characters (`\w` without the `u` flag: ASCII only). */
export const regexWords = (text: string): string[] => text.match(/\w+/g) ?? [];

/** The words' list: their distinct numbers, sorted, two units each. */
export const wordList = (words: readonly string[], vocabulary: Vocabulary): string => {
  if (gathered.length < words.length) gathered = new Int32Array(words.length);
  words.forEach((word, at) => {
    gathered[at] = vocabulary.number(word);
  });
  return listString(words.length);
};

/** Whether the list holds the word numbered `n`: a binary search over its numbers. */
export const listHas = (list: string, n: number): boolean => {
  let low = 0;
  let high = list.length >> 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    const at = list.charCodeAt(2 * middle) * 0x10000 + list.charCodeAt(2 * middle + 1);
    if (at === n) return true;
    if (at < n) low = middle + 1;
    else high = middle;
  }
  return false;
};
