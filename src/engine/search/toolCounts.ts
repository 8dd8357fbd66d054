import { TEXT_FIELDS } from './fields';
import { BITS, countIn, JOINED, MAX_COUNT } from './packedCounts';
import type { TermIds, TermMemo } from './termIds';
import type { TextField } from './types';

/**
 * One tool's counts, as the postings hold them (postings.ts): each distinct term's count in each
 * of the five fields, packed (packedCounts.ts). `wholes` (a field's mixed-case words kept whole)
 * count in their field every time; `joined` (the name's joined forms) count once in the name
 * field, flagged JOINED, where the stem is not a word of the name already. Counts past the
 * packed cap are kept exact in `over` ("<field> <stem>" → count) for Orama's BM25
 * (specStats.ts), and `forms` says how many joined forms were counted.
 *
 * `ids` are the terms in ascending id order (how a tool's own list is kept, for a binary search)
 * and `counts` their packed counts: views of the counter's own arrays, read at once (the next
 * tool's count writes over them).
 */
export type ToolCounts = {
  ids: Int32Array;
  counts: Int32Array;
  over: ReadonlyMap<string, number>;
  forms: number;
};

const NAME_FIELD = TEXT_FIELDS.indexOf('name');
const FIELDS = TEXT_FIELDS.length;
/** The `over` of nearly every tool: none. Never written: a tool with some gets its own. */
const NO_OVER: Map<string, number> = new Map();

/**
 * Counts a tool's terms by id in one array kept between tools (each tool clears what it set),
 * so a token costs one lookup of its id, not a map of the tool's stems built and read again.
 * A term's id only names it (its order carries no meaning), so a new term's id may come from
 * whichever word reads it first.
 */
export class ToolCounter {
  #scratch = new Int32Array(1024);
  /** The ids this tool set, in first-seen order; emptied by each `finish`. */
  readonly #touched: number[] = [];
  /** The arrays `finish` gives views of, grown to the most terms a tool had. */
  #ids = new Int32Array(256);
  #counts = new Int32Array(256);
  #over = NO_OVER;
  /** Reads the tool's strings as ids, and an id's stem for `over`. */
  #terms: TermIds | undefined;
  /** The field `text` reads now, and its length so far. */
  #field = 0;
  #length = 0;
  /** `text`'s visitor, made once: a closure a field would be garbage a field. */
  readonly #onId = (id: number, whole: boolean): void => {
    this.#count(id, this.#field);
    if (!whole) this.#length++;
  };

  /** A tool's counts from its strings per field, read by `terms` (stems, by Postings.add). */
  count(
    words: Record<TextField, readonly string[]>,
    joined: readonly string[],
    wholes: Partial<Record<TextField, readonly string[]>>,
    terms: TermIds,
  ): ToolCounts {
    this.#terms = terms;
    for (let f = 0; f < FIELDS; f++) {
      const field = TEXT_FIELDS[f] as TextField;
      const list = words[field];
      for (let i = 0; i < list.length; i++) this.#count(terms.word(list[i] as string), f);
      const kept = wholes[field];
      if (kept === undefined) continue;
      for (let i = 0; i < kept.length; i++) this.#count(terms.word(kept[i] as string), f);
    }
    return this.finish(joined.map((form) => terms.form(form)));
  }

  /**
   * Counts the words of field `f`'s text, read in place through a load's memo (termIds.ts); the
   * field's length. A tool's fields, then `finish` with its joined forms.
   */
  text(text: string, f: number, memo: TermMemo): number {
    this.#terms = memo;
    this.#field = f;
    this.#length = 0;
    memo.eachId(text, this.#onId);
    return this.#length;
  }

  /**
   * Counts the joined forms' ids (after the fields) and gives the tool's counts; ready for the
   * next tool.
   */
  finish(joined: readonly number[]): ToolCounts {
    let forms = 0;
    for (let i = 0; i < joined.length; i++) {
      const id = this.#touch(joined[i] as number);
      const counts = this.#scratch[id] as number;
      if (countIn(counts, NAME_FIELD) !== 0) continue;
      this.#scratch[id] = counts + (1 << (BITS * NAME_FIELD)) + JOINED;
      forms++;
    }
    const touched = this.#touched;
    if (touched.length > this.#ids.length) {
      this.#ids = new Int32Array(touched.length * 2);
      this.#counts = new Int32Array(touched.length * 2);
    }
    const ids = this.#ids.subarray(0, touched.length);
    for (let at = 0; at < touched.length; at++) ids[at] = touched[at] as number;
    ids.sort();
    const counts = this.#counts.subarray(0, touched.length);
    for (let at = 0; at < ids.length; at++) {
      const id = ids[at] as number;
      counts[at] = this.#scratch[id] as number;
      this.#scratch[id] = 0;
    }
    touched.length = 0;
    const over = this.#over;
    this.#over = NO_OVER;
    this.#terms = undefined;
    return { ids, counts, over, forms };
  }

  /** Makes room for `id` and notes it as this tool's when first set. */
  #touch(id: number): number {
    if (id >= this.#scratch.length) {
      const grown = new Int32Array(Math.max(id + 1, this.#scratch.length * 2));
      grown.set(this.#scratch);
      this.#scratch = grown;
    }
    if (this.#scratch[id] === 0) this.#touched.push(id);
    return id;
  }

  #count(id: number, f: number): void {
    this.#touch(id);
    const counts = this.#scratch[id] as number;
    if (countIn(counts, f) < MAX_COUNT) {
      this.#scratch[id] = counts + (1 << (BITS * f));
      return;
    }
    if (this.#over === NO_OVER) this.#over = new Map();
    const key = `${f} ${(this.#terms as TermIds).stem(id)}`;
    this.#over.set(key, (this.#over.get(key) ?? MAX_COUNT) + 1);
  }
}
