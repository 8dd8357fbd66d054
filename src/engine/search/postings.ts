import { lengthNorm } from './bm25f';
import { SPEC_FIELDS, TEXT_FIELDS } from './fields';
import { BITS, countIn, fieldMask, MAX_COUNT } from './packedCounts';
import type { TextField } from './types';

export { countIn, fieldMask, packCounts } from './packedCounts';

const FIELDS = TEXT_FIELDS.length;

/**
 * The engine's postings: for each stem, the tools that contain it with its count in each of the
 * five fields (TEXT_FIELDS); each tool's field lengths; and the average lengths. One structure
 * answers every question but Orama's BM25: document frequency within a scope over a set of
 * fields, which terms a tool matched and in which fields, and the toollens ranker's BM25F
 * counts and lengths. The spec's rankers read the same postings through SPEC_MASK (their four
 * fields), the toollens ranker through the mask of its positive weights, so `arguments` never
 * leaks into the spec's "matched".
 *
 * Every tool has a slot, a small integer reused after a removal, and everything per tool is a
 * typed array indexed by slot: a stem's postings are two parallel arrays (slots, packed counts),
 * so ranking walks numbers, not Map entries keyed by name strings. At 50,000 tools with real
 * queries the Map layout spent a fifth of a search in garbage collection.
 *
 * The five counts of one (stem, tool) pair are packed into one integer (`packedCounts.ts`).
 */

export const ALL_FIELDS = fieldMask(TEXT_FIELDS.map(() => 1));

/** The spec's four fields: a stem only in the arguments is not matched by seed or bm25. */
export const SPEC_MASK = fieldMask(
  TEXT_FIELDS.map((field) => ((SPEC_FIELDS as readonly string[]).includes(field) ? 1 : 0)),
);

/** A scope by slot (1 = in scope), or undefined for every tool. */
export type SlotScope = Uint8Array | undefined;

/** One stem's postings: the first `size` entries of two parallel arrays. Read-only to callers. */
export type TermPostings = {
  slots: Int32Array;
  counts: Int32Array;
  size: number;
  /** Postings with a count in one of the spec's four fields: the spec's unscoped df. */
  specDf: number;
};

const grow = <T extends Int32Array | Float64Array>(array: T, need: number): T => {
  if (need <= array.length) return array;
  const next = new (array.constructor as new (length: number) => T)(
    Math.max(need, array.length * 2, 16),
  );
  next.set(array);
  return next;
};

export class Postings {
  readonly #terms = new Map<string, TermPostings>();
  readonly #slotOf = new Map<string, number>();
  /** slot → name; undefined for a free slot. */
  readonly #names: (string | undefined)[] = [];
  /** Free slots, reused by the next add, so slot numbers stay below the catalog's peak size. */
  readonly #free: number[] = [];
  /** slot × FIELDS + field → tokens in that field. */
  #lengths = new Int32Array(0);
  /**
   * slot → its distinct stems and their packed counts: what a tool contains, looked up per
   * shown hit (a tool has tens of stems, a common stem's postings tens of thousands of tools).
   */
  readonly #stems: (readonly string[] | undefined)[] = [];
  readonly #stemCounts: (Int32Array | undefined)[] = [];
  readonly #totals: number[] = TEXT_FIELDS.map(() => 0);
  /** lengthNorm per slot and field, for `#normsB`; dropped whenever a length or total changes. */
  #norms: Float64Array | undefined;
  #normsB = Number.NaN;

  get size(): number {
    return this.#slotOf.size;
  }

  /** Changes with every add and remove: what a caller built from these postings is stale then. */
  get version(): number {
    return this.#version;
  }
  #version = 0;

  /** One past the highest slot ever used: the length of any array indexed by slot. */
  get capacity(): number {
    return this.#names.length;
  }

  /**
   * Adds a tool from its stems per field (with repeats: term frequency counts); its slot.
   * `wholes` are each field's mixed-case words kept whole (analyze.ts `analyzeField`): counted
   * in their field, every time, but not in its length. `joined` are the name's joined forms
   * (joinedName.ts): counted in the name field, once each, but not in its length.
   */
  add(
    name: string,
    stems: Record<TextField, readonly string[]>,
    joined: readonly string[] = [],
    wholes: Partial<Record<TextField, readonly string[]>> = {},
  ): number {
    const slot = this.#free.pop() ?? this.#names.length;
    this.#names[slot] = name;
    this.#slotOf.set(name, slot);
    this.#lengths = grow(this.#lengths, (slot + 1) * FIELDS);
    const packed = new Map<string, number>();
    const count = (stem: string, f: number) => {
      const counts = packed.get(stem) ?? 0;
      if (countIn(counts, f) < MAX_COUNT) packed.set(stem, counts + (1 << (BITS * f)));
    };
    TEXT_FIELDS.forEach((field, f) => {
      for (const stem of stems[field]) count(stem, f);
      for (const stem of wholes[field] ?? []) count(stem, f);
      this.#totals[f] = (this.#totals[f] ?? 0) + stems[field].length;
      this.#lengths[slot * FIELDS + f] = stems[field].length;
    });
    const nameField = TEXT_FIELDS.indexOf('name');
    for (const stem of joined) {
      const counts = packed.get(stem) ?? 0;
      if (countIn(counts, nameField) === 0) packed.set(stem, counts + (1 << (BITS * nameField)));
    }
    this.#stems[slot] = [...packed.keys()];
    this.#stemCounts[slot] = Int32Array.from(packed.values());
    for (const [stem, counts] of packed) {
      let term = this.#terms.get(stem);
      if (!term) {
        term = { slots: new Int32Array(4), counts: new Int32Array(4), size: 0, specDf: 0 };
        this.#terms.set(stem, term);
      }
      term.slots = grow(term.slots, term.size + 1);
      term.counts = grow(term.counts, term.size + 1);
      term.slots[term.size] = slot;
      term.counts[term.size] = counts;
      term.size++;
      if ((counts & SPEC_MASK) !== 0) term.specDf++;
    }
    this.#norms = undefined;
    this.#version++;
    return slot;
  }

  remove(name: string): void {
    const slot = this.#slotOf.get(name);
    if (slot === undefined) return;
    for (let f = 0; f < FIELDS; f++) {
      this.#totals[f] = (this.#totals[f] ?? 0) - (this.#lengths[slot * FIELDS + f] ?? 0);
      this.#lengths[slot * FIELDS + f] = 0;
    }
    for (const stem of this.#stems[slot] ?? []) {
      const term = this.#terms.get(stem);
      if (!term) continue;
      // Order within a stem's postings carries no meaning: the last entry fills the hole.
      const at = term.slots.subarray(0, term.size).indexOf(slot);
      if (at === -1) continue;
      if (((term.counts[at] ?? 0) & SPEC_MASK) !== 0) term.specDf--;
      term.size--;
      term.slots[at] = term.slots[term.size] ?? 0;
      term.counts[at] = term.counts[term.size] ?? 0;
      if (term.size === 0) this.#terms.delete(stem);
    }
    this.#slotOf.delete(name);
    this.#names[slot] = undefined;
    this.#stems[slot] = undefined;
    this.#stemCounts[slot] = undefined;
    this.#free.push(slot);
    this.#norms = undefined;
    this.#version++;
  }

  /** A tool's slot, or -1. */
  slotOf(name: string): number {
    return this.#slotOf.get(name) ?? -1;
  }

  /** The tool in a slot, or undefined for a free one. */
  nameAt(slot: number): string | undefined {
    return this.#names[slot];
  }

  /** One stem's postings, or undefined when no tool has it. */
  term(stem: string): Readonly<TermPostings> | undefined {
    return this.#terms.get(stem);
  }

  /** Tokens per field of one tool, indexed as TEXT_FIELDS. */
  lengths(name: string): readonly number[] | undefined {
    const slot = this.#slotOf.get(name);
    if (slot === undefined) return undefined;
    return Array.from(this.#lengths.subarray(slot * FIELDS, (slot + 1) * FIELDS));
  }

  /**
   * BM25's length normalisation of every slot's every field (slot × 5 + field), computed once
   * per change of the catalog: a search divides by it per posting instead of recomputing it.
   */
  norms(b: number): Float64Array {
    if (this.#norms && this.#normsB === b) return this.#norms;
    const averages = this.averageLengths();
    const norms = new Float64Array(this.#names.length * FIELDS);
    for (let i = 0; i < norms.length; i++) {
      norms[i] = lengthNorm(this.#lengths[i] ?? 0, averages[i % FIELDS] ?? 1, b);
    }
    this.#norms = norms;
    this.#normsB = b;
    return norms;
  }

  /** The packed counts of `stem` in one tool, 0 when it has none. */
  counts(name: string, stem: string): number {
    const slot = this.#slotOf.get(name);
    return slot === undefined ? 0 : this.countsAt(slot, stem);
  }

  /** The packed counts of `stem` in the tool at `slot`, 0 when it has none or the slot is free. */
  countsAt(slot: number, stem: string): number {
    const at = this.#stems[slot]?.indexOf(stem) ?? -1;
    return at === -1 ? 0 : (this.#stemCounts[slot]?.[at] ?? 0);
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

  /** The names of the tools containing `stem`, in no particular order. */
  toolsWith(stem: string): string[] {
    const term = this.#terms.get(stem);
    if (!term) return [];
    return Array.from(term.slots.subarray(0, term.size), (slot) => this.#names[slot] ?? '');
  }

  /** Mean tokens per field over the whole index, indexed as TEXT_FIELDS; at least 1. */
  averageLengths(): number[] {
    const size = Math.max(1, this.#slotOf.size);
    return this.#totals.map((total) => Math.max(1, total / size));
  }

  /** A scope of names as a slot scope, for the searches of one plan. */
  slotScope(names: Iterable<string>): Uint8Array {
    const scope = new Uint8Array(this.capacity);
    for (const name of names) {
      const slot = this.#slotOf.get(name);
      if (slot !== undefined) scope[slot] = 1;
    }
    return scope;
  }

  /**
   * Tools in `scope` (all tools when undefined) containing `stem` in a field of `mask`
   * (fieldMask; every field by default).
   */
  documentFrequency(
    stem: string,
    scope: ReadonlySet<string> | SlotScope,
    mask: number = ALL_FIELDS,
  ): number {
    return this.frequencyIn(this.#terms.get(stem), scope, mask);
  }

  /** The same over one term's postings (a stem's, or a word's built by wordForms.ts). */
  frequencyIn(
    term: Readonly<TermPostings> | undefined,
    scope: ReadonlySet<string> | SlotScope,
    mask: number = ALL_FIELDS,
  ): number {
    if (!term) return 0;
    // Every stored posting has a count above 0, so unscoped these are counters.
    if (!scope && mask === ALL_FIELDS) return term.size;
    if (!scope && mask === SPEC_MASK) return term.specDf;
    const slots = scope instanceof Uint8Array || !scope ? scope : this.slotScope(scope);
    let df = 0;
    for (let p = 0; p < term.size; p++) {
      if (((term.counts[p] ?? 0) & mask) !== 0 && (!slots || slots[term.slots[p] ?? 0] === 1)) df++;
    }
    return df;
  }
}
