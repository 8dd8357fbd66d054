import { lengthNorm } from './bm25f';
import { SPEC_FIELDS, TEXT_FIELDS } from './fields';
import { BITS, countIn, fieldMask, MAX_COUNT } from './packedCounts';
import { RegionPool } from './regionPool';
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
 * typed array indexed by slot: a stem's postings are a list of (slot, packed counts) pairs, so
 * ranking walks numbers, not Map entries keyed by name strings (at 50,000 tools with real
 * queries a Map layout spent a fifth of a search in garbage collection). Every term's list, and
 * every tool's list of its terms, lives in one shared pool (regionPool.ts): most terms are one
 * tool's joined name forms, and a pair of typed arrays each cost more than their entries.
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

/**
 * One stem's postings: `size` entries of two parallel arrays from `start`. Read-only to callers,
 * and read at once: the arrays are the shared pool's, which a later change may move.
 */
export type TermPostings = {
  slots: Int32Array;
  counts: Int32Array;
  start: number;
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
  /** stem → term id; the id's list in `#lists` is its postings (slot, packed counts). */
  readonly #termIds = new Map<string, number>();
  /** term id → stem; undefined for a free id. */
  readonly #stemOf: (string | undefined)[] = [];
  readonly #freeIds: number[] = [];
  readonly #lists = new RegionPool();
  /** term id → its postings with a count in one of the spec's four fields. */
  #specDf = new Int32Array(64);
  /**
   * slot → its terms (ids, ascending) and their packed counts: what a tool contains, looked up
   * per shown hit (a tool has tens of terms, a common term's postings tens of thousands).
   */
  readonly #tools = new RegionPool();
  readonly #slotOf = new Map<string, number>();
  /** slot → name; undefined for a free slot. */
  readonly #names: (string | undefined)[] = [];
  /** Free slots, reused by the next add, so slot numbers stay below the catalog's peak size. */
  readonly #free: number[] = [];
  /** slot × FIELDS + field → tokens in that field. */
  #lengths = new Int32Array(0);
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
    const ids = new Int32Array(packed.size);
    let i = 0;
    for (const [stem, counts] of packed) {
      const id = this.#idOf(stem);
      ids[i++] = id;
      this.#lists.push(id, slot, counts);
      if ((counts & SPEC_MASK) !== 0) this.#specDf[id] = (this.#specDf[id] as number) + 1;
    }
    // Ascending ids, so a tool's count of one term is a binary search (countsAt).
    ids.sort();
    this.#tools.set(
      slot,
      ids,
      Int32Array.from(ids, (id) => packed.get(this.#stemOf[id] as string) ?? 0),
    );
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
    const tools = this.#tools;
    const lists = this.#lists;
    for (let i = 0; i < (tools.size[slot] as number); i++) {
      const id = tools.first[(tools.start[slot] as number) + i] as number;
      // Order within a term's postings carries no meaning: the last entry fills the hole.
      const from = lists.start[id] as number;
      const size = lists.size[id] as number;
      const at = lists.first.subarray(from, from + size).indexOf(slot);
      if (at === -1) continue;
      if (((lists.second[from + at] as number) & SPEC_MASK) !== 0) {
        this.#specDf[id] = (this.#specDf[id] as number) - 1;
      }
      lists.removeAt(id, at);
      if (size === 1) this.#freeId(id);
    }
    tools.free(slot);
    this.#slotOf.delete(name);
    this.#names[slot] = undefined;
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
    const id = this.#termIds.get(stem);
    if (id === undefined) return undefined;
    const lists = this.#lists;
    return {
      slots: lists.first,
      counts: lists.second,
      start: lists.start[id] as number,
      size: lists.size[id] as number,
      specDf: this.#specDf[id] as number,
    };
  }

  /** Gives back the room a load left in the pools (RegionPool.trim): after adding many tools. */
  trim(): void {
    this.#lists.trim();
    this.#tools.trim();
  }

  /** Terms in the index, and the entries of the two pools: for the bench's account of memory. */
  get stats(): { terms: number; postings: number; poolEntries: number } {
    return {
      terms: this.#termIds.size,
      postings: this.#lists.used,
      poolEntries: this.#lists.length + this.#tools.length,
    };
  }

  /** The id of `stem`, a new one (a free one first) when no tool has it yet. */
  #idOf(stem: string): number {
    let id = this.#termIds.get(stem);
    if (id !== undefined) return id;
    id = this.#freeIds.pop() ?? this.#stemOf.length;
    this.#termIds.set(stem, id);
    this.#stemOf[id] = stem;
    if (id >= this.#specDf.length) {
      const specDf = new Int32Array(Math.max(id + 1, this.#specDf.length * 2));
      specDf.set(this.#specDf);
      this.#specDf = specDf;
    }
    this.#specDf[id] = 0;
    return id;
  }

  #freeId(id: number): void {
    const stem = this.#stemOf[id];
    if (stem !== undefined) this.#termIds.delete(stem);
    this.#stemOf[id] = undefined;
    this.#lists.free(id);
    this.#freeIds.push(id);
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
    const id = this.#termIds.get(stem);
    const tools = this.#tools;
    if (id === undefined || slot >= tools.start.length) return 0;
    // The tool's term ids are ascending (add): a binary search.
    let low = tools.start[slot] as number;
    let high = low + (tools.size[slot] as number) - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const at = tools.first[mid] as number;
      if (at === id) return tools.second[mid] as number;
      if (at < id) low = mid + 1;
      else high = mid - 1;
    }
    return 0;
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
    const term = this.term(stem);
    if (!term) return [];
    const slots = term.slots.subarray(term.start, term.start + term.size);
    return Array.from(slots, (slot) => this.#names[slot] ?? '');
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
    return this.frequencyIn(this.term(stem), scope, mask);
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
    for (let p = term.start; p < term.start + term.size; p++) {
      if (((term.counts[p] ?? 0) & mask) !== 0 && (!slots || slots[term.slots[p] ?? 0] === 1)) df++;
    }
    return df;
  }
}
