/**
 * The words of each tool's description and hint, held compactly for a catalog of 50,000 tools:
 * each distinct word is numbered once for the target (Vocabulary), and a tool keeps its words
 * as a word list, the sorted numbers written as a string, two UTF-16 units a number. A string is
 * the smallest array of integers a tool can hold (a header and the units; no pointers for the
 * collector to trace), where a `Set` of the words costs a table and a string per word.
 */

export class Vocabulary {
  readonly #numbers = new Map<string, number>();

  /** The word's number, or -1 when no tool has had the word. */
  get(word: string): number {
    return this.#numbers.get(word) ?? -1;
  }

  /** The word's number, numbering it when new. */
  number(word: string): number {
    const known = this.#numbers.get(word);
    if (known !== undefined) return known;
    const next = this.#numbers.size;
    // A word cut from a text is, in V8, a slice that keeps the whole text alive: the
    // vocabulary keeps a copy of its own.
    this.#numbers.set(JSON.parse(JSON.stringify(word)) as string, next);
    return next;
  }
}

/** The maximal runs of regex word characters (`\w` without the `u` flag: ASCII only). */
export const wordsOf = (text: string): string[] => text.match(/\w+/g) ?? [];

/** The words' list: their distinct numbers, sorted, two units each. */
export const wordList = (words: readonly string[], vocabulary: Vocabulary): string => {
  if (words.length === 0) return '';
  const numbers = [...new Set(words.map((word) => vocabulary.number(word)))].sort((a, b) => a - b);
  const units = numbers.flatMap((n) => [n >>> 16, n & 0xffff]);
  // In pieces: a call takes a bounded number of arguments, and a hint's length has no bound.
  let list = '';
  for (let at = 0; at < units.length; at += 4096)
    list += String.fromCharCode(...units.slice(at, at + 4096));
  return list;
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
