import { fxhash32 } from './fxhash';
import { stemEnglish } from './stem';
import { NLTK_ENGLISH_STOP_WORDS } from './stopWords';
import { codexTokens } from './tokenizer';
import { transliterate } from './transliterate';
import { forEachAsciiWord } from './words';

/**
 * A text's token ids as the `bm25` crate embeds them with Codex's tokenizer: exactly
 * `codexTokens(text).map(fxhash32)` (tokenizer.ts, fxhash.ts), worked out faster for the many
 * texts of a catalog (tokenIds.property.test.ts checks the two agree).
 *
 * The tokenizer's steps after segmenting (lower-case, stop word, stem, hash) are a function of
 * the word alone, and a catalog's words repeat: the 50,000-tool bench catalog says 1.49 million
 * words, 123,000 of them distinct, most of those one tool's own names. So TokenIds keeps a memo
 * from a lower-cased word to its token id (or "stop word"): a word seen before costs a probe with
 * the hash the segmenter hands out (words.ts) and a compare, read in place in the text, with no
 * string made for it; a new word is sliced, stemmed and hashed once. The memo is bounded: once it
 * holds `bound` words it is emptied and fills again with the words still in use, so a long
 * catalog's one-off names cannot make it grow without end (at the default bound that catalog
 * stems 62,000 words of 32 characters or fewer, against 56,000 distinct, in a memo of about a
 * megabyte). Its keys are bytes in one pool (the words are ASCII after transliteration), its
 * table one Int32Array: no object per word, and nothing that keeps a document's text alive.
 */

/** A word's place in the table: four int32s, its hash, id, key's start and key's length. */
const STRIDE = 4;
const HASH = 0;
const ID = 1;
const START = 2;
/** The key's length × 4 + its kind; 0 marks a free place. */
const LENGTH_KIND = 3;
const TOKEN = 1;
const STOP = 2;
/** Longer words are rarely said twice (flat tool names): they skip the memo. */
const LONGEST_KEPT = 32;
const DEFAULT_BOUND = 1 << 15;

/** A word's id, or -1 for a stop word (ids are u32, never negative). */
const deriveId = (word: string): number =>
  NLTK_ENGLISH_STOP_WORDS.has(word) ? -1 : fxhash32(stemEnglish(word));

/** The char code lower-cased (ASCII only: other codes are as they are). */
const lower = (code: number): number => (code >= 0x41 && code <= 0x5a ? code | 0x20 : code);

/** Where a hash's probe starts in a table of `places` places (a power of two). */
const firstPlace = (hash: number, places: number): number =>
  ((hash ^ (hash >>> 15)) & (places - 1)) * STRIDE;

export class TokenIds {
  readonly #bound: number;
  /**
   * The table, open-addressed with linear probing, at most half full; a place's four fields
   * side by side, so a probe reads one cache line.
   */
  #table = new Int32Array(256 * STRIDE);
  /** The words' lower-cased bytes, back to back. */
  #pool = new Uint8Array(2048);
  #poolEnd = 0;
  #count = 0;

  /** `bound`: the most words the memo holds before it starts afresh. */
  constructor(bound = DEFAULT_BOUND) {
    this.#bound = Math.max(1, bound);
  }

  /** How many words the memo holds now. */
  get size(): number {
    return this.#count;
  }

  /** The text's token ids, in order, duplicates kept: `codexTokens(text).map(fxhash32)`. */
  of(text: string): number[] {
    // ASCII text is its own transliteration: most texts are read once, as they are.
    // Transliterated text is ASCII (transliterate.ts); were it not, the tokenizer would answer.
    if (!this.#read(text) && !this.#read(transliterate(text)))
      return codexTokens(text).map(fxhash32);
    // Gathered in one array kept for it, then copied at their length: an array grown a push at
    // a time leaves a trail of shorter ones behind.
    const ids = this.#ids.slice();
    this.#ids.length = 0;
    this.#text = '';
    return ids;
  }

  /** The ids of the text read now (#read), and the text. */
  readonly #ids: number[] = [];
  #text = '';
  /** The word visitor, made once: a closure a text would be garbage a text. */
  readonly #visit = (start: number, end: number, hash: number): void => {
    this.#word(this.#text, start, end, hash);
  };

  /** Reads an ASCII text's ids into #ids; false (#ids emptied) if the text is not ASCII. */
  #read(text: string): boolean {
    this.#text = text;
    if (forEachAsciiWord(text, this.#visit)) return true;
    this.#ids.length = 0;
    return false;
  }

  /**
   * Adds the id of the word at `start`–`end` of the text (`hash` its foldHash) to #ids, unless it
   * is a stop word. It adds rather than returns the id: an id is a u32, often past the small
   * integers, and a call that returned it would allocate a number for it.
   */
  #word(text: string, start: number, end: number, hash: number): void {
    const length = end - start;
    if (length > LONGEST_KEPT) {
      this.#add(deriveId(text.slice(start, end).toLowerCase()));
      return;
    }
    const table = this.#table;
    const mask = table.length - 1;
    for (let place = firstPlace(hash, table.length / STRIDE); ; place = (place + STRIDE) & mask) {
      const lengthKind = table[place + LENGTH_KIND] as number;
      if (lengthKind === 0) break;
      if (
        table[place + HASH] === hash &&
        lengthKind >> 2 === length &&
        this.#holds(table[place + START] as number, text, start, length)
      ) {
        if ((lengthKind & 3) === TOKEN) this.#ids.push((table[place + ID] as number) >>> 0);
        return;
      }
    }
    const word = text.slice(start, end).toLowerCase();
    const id = deriveId(word);
    this.#remember(word, hash, id);
    this.#add(id);
  }

  #add(id: number): void {
    if (id !== -1) this.#ids.push(id);
  }

  /** Whether the key at `from` in the pool is the word at `start` of the text, lower-cased. */
  #holds(from: number, text: string, start: number, length: number): boolean {
    const pool = this.#pool;
    for (let at = 0; at < length; at++)
      if (pool[from + at] !== lower(text.charCodeAt(start + at))) return false;
    return true;
  }

  #remember(word: string, hash: number, id: number): void {
    if (this.#count >= this.#bound) this.#clear();
    if ((this.#count + 1) * 2 * STRIDE > this.#table.length) this.#grow();
    if (this.#poolEnd + word.length > this.#pool.length) {
      const pool = new Uint8Array(Math.max(this.#pool.length * 2, this.#poolEnd + word.length));
      pool.set(this.#pool.subarray(0, this.#poolEnd));
      this.#pool = pool;
    }
    const from = this.#poolEnd;
    for (let at = 0; at < word.length; at++) this.#pool[from + at] = word.charCodeAt(at);
    this.#poolEnd += word.length;
    const kind = id === -1 ? STOP : TOKEN;
    this.#put(this.#table, hash, id === -1 ? 0 : id, from, word.length * 4 + kind);
    this.#count++;
  }

  #put(table: Int32Array, hash: number, id: number, start: number, lengthKind: number): void {
    const mask = table.length - 1;
    let place = firstPlace(hash, table.length / STRIDE);
    while (table[place + LENGTH_KIND] !== 0) place = (place + STRIDE) & mask;
    table[place + HASH] = hash;
    table[place + ID] = id;
    table[place + START] = start;
    table[place + LENGTH_KIND] = lengthKind;
  }

  #grow(): void {
    const old = this.#table;
    const table = new Int32Array(old.length * 2);
    for (let place = 0; place < old.length; place += STRIDE) {
      const lengthKind = old[place + LENGTH_KIND] as number;
      if (lengthKind !== 0)
        this.#put(
          table,
          old[place + HASH] as number,
          old[place + ID] as number,
          old[place + START] as number,
          lengthKind,
        );
    }
    this.#table = table;
  }

  /** Forgets every word, keeping the table's room (it fills again to the bound). */
  #clear(): void {
    this.#table.fill(0);
    this.#poolEnd = 0;
    this.#count = 0;
  }
}
