import { FieldLengths } from './fieldLengths';
import { SPEC_FIELDS, TEXT_FIELDS } from './fields';
import { ALL_FIELDS, SPEC_MASK } from './packedCounts';
import { RegionPool } from './regionPool';
import { SpecStats } from './specStats';
import { stemIds, TermMemo } from './termIds';
import { TermTable } from './termTable';
import { ToolCounter, type ToolCounts } from './toolCounts';
import type { TextField } from './types';

export { ALL_FIELDS, countIn, fieldMask, JOINED, packCounts, SPEC_MASK } from './packedCounts';

/**
 * The engine's index: for each stem, the tools that contain it with its count in each of the five
 * fields (TEXT_FIELDS, packed in one integer: packedCounts.ts); each tool's field lengths
 * (fieldLengths.ts); what Orama's BM25 reads besides (specStats.ts). It answers every ranker:
 * df within a scope over a set of fields, which terms a tool matched and where, the toollens
 * BM25F and the design's BM25 (specBm25.ts; docs/design/search.md). The design's rankers read it
 * through SPEC_MASK, so `arguments` never leaks into the design's "matched".
 *
 * Every tool has a slot, a small integer reused after a removal, and everything per tool is
 * indexed by slot, so ranking walks numbers, not Map entries keyed by names. Every term's list
 * of (slot, counts) pairs, and every tool's list of its terms, lives in a shared pool
 * (regionPool.ts): most terms are one tool's joined name forms, and a typed array a list cost
 * more than its entries.
 */

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
  /** Postings with a count in one of the design's four fields: the design's unscoped df. */
  specDf: number;
};

export class Postings {
  /** What Orama's BM25 reads beyond the counts (specStats.ts). */
  readonly spec = new SpecStats();
  /** The terms by id; list `id` in `#lists` is that term's postings (slot, packed counts). */
  readonly #terms = new TermTable();
  readonly #stemIds = stemIds(this.#terms);
  #memo: TermMemo | undefined;
  readonly #lists = new RegionPool();
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
  readonly #lengths = new FieldLengths();
  readonly #counter = new ToolCounter();

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
    const lengths = TEXT_FIELDS.map((field) => stems[field].length);
    return this.#place(name, lengths, this.#counter.count(stems, joined, wholes, this.#stemIds));
  }

  /**
   * `add` from the five fields' texts and the name's words (splitWords), read through the load's
   * memo (termIds.ts): kept from add to add until `trim` ends the load or a removal frees ids.
   */
  addTexts(name: string, texts: readonly string[], nameWords: readonly string[]): number {
    this.#memo ??= new TermMemo(this.#terms);
    const memo = this.#memo;
    const lengths = texts.map((text, f) => this.#counter.text(text, f, memo));
    return this.#place(name, lengths, this.#counter.finish(memo.formIds(nameWords)));
  }

  #place(name: string, lengths: readonly number[], { ids, counts, over, forms }: ToolCounts) {
    const slot = this.#free.pop() ?? this.#names.length;
    this.#names[slot] = name;
    this.#slotOf.set(name, slot);
    this.#lengths.set(slot, lengths);
    // The seed and bm25 rankers read the first SPEC_FIELDS.length lengths: the design's come first.
    this.spec.add(slot, lengths, forms, over, this.#slotOf.size);
    for (let at = 0; at < ids.length; at++) {
      const id = ids[at] as number;
      const packed = counts[at] as number;
      this.#lists.push(id, slot, packed);
      if ((packed & SPEC_MASK) !== 0) this.#terms.countSpec(id, 1);
    }
    // Ascending ids, so a tool's count of one term is a binary search (countsAt).
    this.#tools.set(slot, ids, counts);
    this.#version++;
    return slot;
  }

  remove(name: string): void {
    const slot = this.#slotOf.get(name);
    if (slot === undefined) return;
    this.#memo = undefined;
    const lengths = SPEC_FIELDS.map((_, f) => this.#lengths.at(slot, f));
    this.spec.remove(slot, lengths, this.#slotOf.size);
    this.#lengths.clear(slot);
    const tools = this.#tools;
    const lists = this.#lists;
    for (let i = 0; i < (tools.size[slot] as number); i++) {
      const id = tools.first[(tools.start[slot] as number) + i] as number;
      // Order within a term's postings carries no meaning: the last entry fills the hole.
      const from = lists.start[id] as number;
      const size = lists.size[id] as number;
      const at = lists.first.subarray(from, from + size).indexOf(slot);
      if (at === -1) continue;
      if (((lists.second[from + at] as number) & SPEC_MASK) !== 0) this.#terms.countSpec(id, -1);
      lists.removeAt(id, at);
      if (size === 1) {
        this.#terms.free(id);
        lists.free(id);
      }
    }
    tools.free(slot);
    this.#slotOf.delete(name);
    this.#names[slot] = undefined;
    this.#free.push(slot);
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
    const id = this.#terms.id(stem);
    if (id === undefined) return undefined;
    const lists = this.#lists;
    return {
      slots: lists.first,
      counts: lists.second,
      start: lists.start[id] as number,
      size: lists.size[id] as number,
      specDf: this.#terms.specDf(id),
    };
  }

  /** Gives back the room a load left in the pools (RegionPool.trim): after adding many tools. */
  trim(): void {
    this.#memo = undefined;
    this.#lists.trim();
    this.#tools.trim();
  }

  /** Terms in the index, and the entries of the two pools: for the bench's account of memory. */
  get stats(): { terms: number; postings: number; poolEntries: number } {
    return {
      terms: this.#terms.size,
      postings: this.#lists.used,
      poolEntries: this.#lists.length + this.#tools.length,
    };
  }

  /** Tokens in field `f` (an index of TEXT_FIELDS) of the tool at `slot`. */
  lengthAt(slot: number, f: number): number {
    return this.#lengths.at(slot, f);
  }

  /** Tokens per field of one tool, indexed as TEXT_FIELDS. */
  lengths(name: string): readonly number[] | undefined {
    const slot = this.#slotOf.get(name);
    if (slot === undefined) return undefined;
    return this.#lengths.of(slot);
  }

  /**
   * BM25's length normalisation of every slot's every field (slot × 5 + field), computed once
   * per change of the catalog: a search divides by it per posting instead of recomputing it.
   */
  norms(b: number): Float64Array {
    return this.#lengths.norms(b, this.#slotOf.size, this.#names.length);
  }

  /** The packed counts of `stem` in one tool, 0 when it has none. */
  counts(name: string, stem: string): number {
    const slot = this.#slotOf.get(name);
    return slot === undefined ? 0 : this.countsAt(slot, stem);
  }

  /** The packed counts of `stem` in the tool at `slot`, 0 when it has none or the slot is free. */
  countsAt(slot: number, stem: string): number {
    const id = this.#terms.id(stem);
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

  /** The names of the tools containing `stem`, in no particular order. */
  toolsWith(stem: string): string[] {
    const term = this.term(stem);
    if (!term) return [];
    const slots = term.slots.subarray(term.start, term.start + term.size);
    return Array.from(slots, (slot) => this.#names[slot] ?? '');
  }

  /** Mean tokens per field over the whole index, indexed as TEXT_FIELDS; at least 1. */
  averageLengths(): number[] {
    return this.#lengths.averages(this.#slotOf.size);
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
