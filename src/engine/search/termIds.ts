import { analyzedPart, eachAsciiSpan, fieldWords, STOPWORDS, stem, stemOnce } from '../text';
import { isAscii } from '../text/core';
import { ABSENT, AsciiTable } from './asciiTable';
import { eachJoinedRun, eachJoinedSpan, isJoinedRun, MAX_JOINED_CHARS } from './joinedName';
import type { TermTable } from './termTable';

/**
 * How the postings (postings.ts) read a tool's strings as term ids. `word` reads a field's
 * word, `form` a joined name form (joinedName.ts), `stem` gives an id's stem back (for the rare
 * count past the packed cap, kept by stem).
 */
export type TermIds = {
  word: (word: string) => number;
  form: (form: string) => number;
  stem: (id: number) => string;
};

/** Strings that are stems already: each is its own term (Postings.add's default). */
export const stemIds = (terms: TermTable): TermIds => ({
  word: (stem) => terms.idOf(stem),
  form: (stem) => terms.idOf(stem),
  stem: (id) => terms.stem(id),
});

/**
 * A memo holds at most this many words or forms, then starts afresh: a 50,000-tool load reads
 * about 140,000 distinct ones, and a pasted megabyte of random words cannot grow it without
 * limit. Past it a word is only stemmed again, as without the memo.
 */
const TERM_MEMO_LIMIT = 1 << 18;

/** The id of a stopword in the tables: no term. */
const STOP = -1;

/**
 * Words and joined forms read as term ids through a memo, for one load: a catalog's 1.4 million
 * words are a few thousand distinct ones, and its 460,000 joined forms 115,000, so a word said
 * again costs one lookup, not a stem lookup and an id lookup. An ASCII text (nearly all) is read
 * in place (`eachId`): each word is found by its characters, lowercased as they are hashed, in
 * an open-addressed table, and only a word not seen yet is sliced out, lowercased and stemmed.
 * The joined forms of an ASCII name are read in place too, in a table of their own;
 * other text and names go through a Map of strings. A word is stemmed as the analyzer
 * stems it (`stem`, which keeps it for later queries), a form with `stemOnce` (forms mostly come
 * once); both are the stemmer's stem.
 *
 * An id stays its stem's while a tool holds the stem, so the memo is right until a removal frees
 * ids: the postings keep it from add to add (a worker's load comes in batches) and drop it at a
 * removal, and at `trim`, which ends a load, so its tables do not stay in the heap.
 */
export class TermMemo implements TermIds {
  readonly #ids = new Map<string, number>();
  readonly #terms: TermTable;
  readonly #words = new AsciiTable(TERM_MEMO_LIMIT);
  readonly #forms = new AsciiTable(TERM_MEMO_LIMIT);

  constructor(terms: TermTable) {
    this.#terms = terms;
  }

  word(word: string): number {
    const id = this.#ids.get(word);
    return id === undefined ? this.#remember(word, this.#terms.idOf(stem(word))) : id;
  }

  form(form: string): number {
    const id = this.#ids.get(form);
    return id === undefined ? this.#remember(form, this.#terms.idOf(stemOnce(form))) : id;
  }

  stem(id: number): string {
    return this.#terms.stem(id);
  }

  /**
   * Visits the id of each word of `text` as analyzeField reads it (its analysed part, in order,
   * stopwords left out, `whole` for a mixed-case word kept whole).
   */
  eachId(text: string, visit: (id: number, whole: boolean) => void): void {
    const part = analyzedPart(text);
    const ascii = eachAsciiSpan(part, (start, end, whole) => {
      const id = this.#idAt(part, start, end, false);
      if (id !== STOP) visit(id, whole);
    });
    if (ascii) return;
    const { words, wholes } = fieldWords(text);
    // analyzeField's order is kept apart by `whole`, not interleaved: ids and counts do not care.
    for (const word of words) visit(this.word(word), false);
    for (const word of wholes) visit(this.word(word), true);
  }

  /**
   * The id of each joined form of a name (its words: splitWords), in eachJoinedRun's order. An
   * ASCII name's runs are read in place, in its words written together.
   */
  formIds(words: readonly string[]): number[] {
    const into: number[] = [];
    const joined = words.join('');
    if (!isAscii(joined)) {
      eachJoinedRun(words, (form) => into.push(this.form(form)));
      return into;
    }
    const starts: number[] = [0];
    for (const word of words) starts.push((starts.at(-1) as number) + word.length);
    eachJoinedSpan(words.length, (from, to) => {
      const start = starts[from] as number;
      const end = starts[to] as number;
      if (end - start > MAX_JOINED_CHARS) return;
      const id = this.#idAt(joined, start, end, true);
      if (id !== STOP) into.push(id);
    });
    return into;
  }

  #remember(text: string, id: number): number {
    if (this.#ids.size >= TERM_MEMO_LIMIT) this.#ids.clear();
    this.#ids.set(text, id);
    return id;
  }

  /**
   * The id of the ASCII word at `start`–`end` of `text`, lowercased; STOP for a stopword, which
   * is no term, and (at most MAX_JOINED_CHARS long) no joined form either (isJoinedRun). A form
   * is stemmed with `stemOnce`. Words and forms have a table each: a field's words are a few
   * thousand, looked up millions of times, and their table stays in the cache.
   */
  #idAt(text: string, start: number, end: number, form: boolean): number {
    const table = form ? this.#forms : this.#words;
    const known = table.get(text, start, end);
    if (known !== ABSENT) return known;
    const word = text.slice(start, end).toLowerCase();
    let id = STOP;
    if (form) id = isJoinedRun(word) ? this.#terms.idOf(stemOnce(word)) : STOP;
    else id = STOPWORDS.has(word) ? STOP : this.#terms.idOf(stem(word));
    table.put(word, id);
    return id;
  }
}
