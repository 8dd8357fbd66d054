import { SPEC_FIELDS, TEXT_FIELDS } from './fields';
import type { TextField } from './types';

/**
 * The engine's postings: for each stem, the tools that contain it with its count in each of the
 * five fields (TEXT_FIELDS); each tool's field lengths; and the average lengths. One structure
 * answers every question but Orama's BM25: document frequency within a scope over a set of
 * fields, which terms a tool matched and in which fields, and the toollens ranker's BM25F
 * counts and lengths. The spec's rankers read the same postings through SPEC_MASK (their four
 * fields), the toollens ranker through the mask of its positive weights, so `arguments` never
 * leaks into the spec's "matched".
 *
 * The five counts of one (stem, tool) pair are packed into one small integer, 6 bits a field,
 * so a posting is a Map entry holding a number rather than an array: at 10,000 tools that
 * halves the memory and most of the garbage. A count above 63 is stored as 63, which BM25's
 * saturation makes indistinguishable anyway (tf 63 and tf 1,000 score within 2%); "matched"
 * only asks whether a count is above 0, which the cap keeps.
 */

const BITS = 6;
const MAX_COUNT = (1 << BITS) - 1;

/** Packs five counts (indexed as TEXT_FIELDS), each capped at 63. */
export const packCounts = (counts: readonly number[]): number =>
  counts.reduce((packed, count, f) => packed + Math.min(count, MAX_COUNT) * (1 << (BITS * f)), 0);

/** The bits of the fields whose weight is positive: a posting outside them does not count. */
export const fieldMask = (weights: readonly number[]): number =>
  weights.reduce((mask, weight, f) => (weight > 0 ? mask | (MAX_COUNT << (BITS * f)) : mask), 0);

/** The count in field `f` (an index of TEXT_FIELDS) of a packed posting. */
export const countIn = (packed: number, f: number): number => (packed >>> (BITS * f)) & MAX_COUNT;

const ALL_FIELDS = fieldMask(TEXT_FIELDS.map(() => 1));

/** The spec's four fields: a stem only in the arguments is not matched by seed or bm25. */
export const SPEC_MASK = fieldMask(
  TEXT_FIELDS.map((field) => ((SPEC_FIELDS as readonly string[]).includes(field) ? 1 : 0)),
);

const EMPTY: ReadonlyMap<string, number> = new Map();

export class Postings {
  /** stem → tool name → packed counts per field. */
  readonly #postings = new Map<string, Map<string, number>>();
  /** tool name → tokens per field, indexed as TEXT_FIELDS. */
  readonly #lengths = new Map<string, number[]>();
  /** tool name → its distinct stems, to take it out of the postings. */
  readonly #stems = new Map<string, string[]>();
  readonly #totals: number[] = TEXT_FIELDS.map(() => 0);

  get size(): number {
    return this.#lengths.size;
  }

  /** Adds a tool from its stems per field (with repeats: term frequency counts). */
  add(name: string, stems: Record<TextField, readonly string[]>): void {
    const packed = new Map<string, number>();
    const lengths = TEXT_FIELDS.map((field, f) => {
      for (const stem of stems[field]) {
        const counts = packed.get(stem) ?? 0;
        if (countIn(counts, f) < MAX_COUNT) packed.set(stem, counts + (1 << (BITS * f)));
      }
      this.#totals[f] = (this.#totals[f] ?? 0) + stems[field].length;
      return stems[field].length;
    });
    this.#lengths.set(name, lengths);
    this.#stems.set(name, [...packed.keys()]);
    for (const [stem, counts] of packed) {
      let postings = this.#postings.get(stem);
      if (!postings) {
        postings = new Map();
        this.#postings.set(stem, postings);
      }
      postings.set(name, counts);
    }
  }

  remove(name: string): void {
    const lengths = this.#lengths.get(name);
    if (!lengths) return;
    lengths.forEach((length, f) => {
      this.#totals[f] = (this.#totals[f] ?? 0) - length;
    });
    for (const stem of this.#stems.get(name) ?? []) {
      const postings = this.#postings.get(stem);
      postings?.delete(name);
      if (postings?.size === 0) this.#postings.delete(stem);
    }
    this.#lengths.delete(name);
    this.#stems.delete(name);
  }

  /** Tokens per field of one tool, indexed as TEXT_FIELDS. */
  lengths(name: string): readonly number[] | undefined {
    return this.#lengths.get(name);
  }

  /** The packed counts of `stem` in one tool, 0 when it has none. */
  counts(name: string, stem: string): number {
    return this.#postings.get(stem)?.get(name) ?? 0;
  }

  /** Whether the tool contains `stem` in a field of `mask` (every field by default). */
  has(name: string, stem: string, mask: number = ALL_FIELDS): boolean {
    return (this.counts(name, stem) & mask) !== 0;
  }

  /** Those of `fields` in which the tool contains `stem`, in the order given. */
  fieldsWith<F extends TextField>(name: string, stem: string, fields: readonly F[]): F[] {
    const counts = this.counts(name, stem);
    return fields.filter((field) => countIn(counts, TEXT_FIELDS.indexOf(field)) > 0);
  }

  /** Every tool containing `stem` (in scope or not) with its packed counts. */
  postings(stem: string): ReadonlyMap<string, number> {
    return this.#postings.get(stem) ?? EMPTY;
  }

  /** Mean tokens per field over the whole index, indexed as TEXT_FIELDS; at least 1. */
  averageLengths(): number[] {
    const size = Math.max(1, this.#lengths.size);
    return this.#totals.map((total) => Math.max(1, total / size));
  }

  /**
   * Tools in `scope` (all tools when undefined) containing `stem` in a field of `mask`
   * (fieldMask; every field by default). Walks the smaller of the postings and the scope.
   */
  documentFrequency(
    stem: string,
    scope: ReadonlySet<string> | undefined,
    mask: number = ALL_FIELDS,
  ): number {
    const postings = this.#postings.get(stem);
    if (!postings) return 0;
    // Every stored posting has a count above 0, so under every field the answer is a size.
    if (!scope && mask === ALL_FIELDS) return postings.size;
    let df = 0;
    if (!scope || postings.size < scope.size) {
      postings.forEach((counts, name) => {
        if ((counts & mask) !== 0 && (!scope || scope.has(name))) df++;
      });
    } else {
      for (const name of scope) if (((postings.get(name) ?? 0) & mask) !== 0) df++;
    }
    return df;
  }
}
