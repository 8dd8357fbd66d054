import { TEXT_FIELDS } from './fields';
import { BITS, countIn, JOINED, MAX_COUNT } from './packedCounts';
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
 * and `counts` their packed counts.
 */
export type ToolCounts = {
  ids: Int32Array;
  counts: Int32Array;
  over: Map<string, number>;
  forms: number;
};

const NAME_FIELD = TEXT_FIELDS.indexOf('name');

/**
 * Counts a tool's terms by id in one array kept between tools (each tool clears what it set),
 * so a token costs one lookup of its id, not a map of the tool's stems built and read again.
 */
export class ToolCounter {
  #scratch = new Int32Array(1024);

  count(
    stems: Record<TextField, readonly string[]>,
    joined: readonly string[],
    wholes: Partial<Record<TextField, readonly string[]>>,
    idOf: (stem: string) => number,
  ): ToolCounts {
    const touched: number[] = [];
    const over = new Map<string, number>();
    const slotFor = (stem: string): number => {
      const id = idOf(stem);
      if (id >= this.#scratch.length) {
        const grown = new Int32Array(Math.max(id + 1, this.#scratch.length * 2));
        grown.set(this.#scratch);
        this.#scratch = grown;
      }
      if (this.#scratch[id] === 0) touched.push(id);
      return id;
    };
    const count = (stem: string, f: number) => {
      const id = slotFor(stem);
      const counts = this.#scratch[id] as number;
      if (countIn(counts, f) < MAX_COUNT) this.#scratch[id] = counts + (1 << (BITS * f));
      else over.set(`${f} ${stem}`, (over.get(`${f} ${stem}`) ?? MAX_COUNT) + 1);
    };
    TEXT_FIELDS.forEach((field, f) => {
      for (const stem of stems[field]) count(stem, f);
      for (const stem of wholes[field] ?? []) count(stem, f);
    });
    let forms = 0;
    for (const stem of joined) {
      const id = slotFor(stem);
      const counts = this.#scratch[id] as number;
      if (countIn(counts, NAME_FIELD) !== 0) continue;
      this.#scratch[id] = counts + (1 << (BITS * NAME_FIELD)) + JOINED;
      forms++;
    }
    const ids = Int32Array.from(touched).sort();
    const counts = new Int32Array(ids.length);
    ids.forEach((id, at) => {
      counts[at] = this.#scratch[id] as number;
      this.#scratch[id] = 0;
    });
    return { ids, counts, over, forms };
  }
}
