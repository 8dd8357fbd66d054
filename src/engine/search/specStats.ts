import { SPEC_FIELDS } from './fields';

/**
 * What Orama's BM25 reads beyond the postings' counts, kept as Orama keeps it so the design's
 * rankers (docs/design/search.md) score exactly as Orama 3.1.18 does (specBm25.ts): per property,
 * the running average field length Orama updates on every insert and removal (components/index.js
 * `insertDocumentScoreParameters`, `removeDocumentScoreParameters`, in the same floating-point
 * steps, so the average is Orama's to the last bit for the same sequence of adds and removals);
 * each tool's number of joined name forms (Orama holds them as a property of its own); and the
 * exact count of any term said more than the postings' packed counts hold (63) in one field.
 *
 * The properties are the design's four fields (SPEC_FIELDS order) and the joined forms.
 */

/** Orama's properties: the design's four fields, then the name's joined forms. */
const SPEC_PROPS = SPEC_FIELDS.length + 1;
/** The joined forms' property. */
export const JOINED_PROP = SPEC_FIELDS.length;

/** An over-the-cap count's key: slot, field and stem. */
const keyOf = (slot: number, f: number, stem: string) => `${slot}\u0000${f}\u0000${stem}`;

export class SpecStats {
  /** Per property Orama's running average length; NaN where Orama's is undefined (no documents). */
  readonly #average = new Float64Array(SPEC_PROPS).fill(Number.NaN);
  /** slot → its joined forms: the length of its joined property. */
  #joined = new Int32Array(0);
  /** Exact counts of 63 and over, by slot, field and stem, and each slot's keys. */
  readonly #over = new Map<string, number>();
  readonly #overBySlot = new Map<number, string[]>();

  /** Orama's average length of property `prop` (an index of SPEC_FIELDS, or JOINED_PROP). */
  average(prop: number): number {
    return this.#average[prop] as number;
  }

  /** A tool's number of joined forms. */
  joinedLength(slot: number): number {
    return this.#joined[slot] ?? 0;
  }

  /** The count of `stem` in field `f` of the tool at `slot`, where the packed count says 63. */
  exactCount(slot: number, f: number, stem: string, capped: number): number {
    return this.#over.get(keyOf(slot, f, stem)) ?? capped;
  }

  /**
   * A tool added: `lengths` its spec fields' lengths (SPEC_FIELDS order), `joined` its forms,
   * `over` its counts past the cap by field and stem; `documents` the count after it.
   */
  add(
    slot: number,
    lengths: readonly number[],
    joined: number,
    over: ReadonlyMap<string, number>,
    documents: number,
  ): void {
    if (slot >= this.#joined.length) {
      const next = new Int32Array(Math.max(slot + 1, this.#joined.length * 2, 16));
      next.set(this.#joined);
      this.#joined = next;
    }
    this.#joined[slot] = joined;
    for (let prop = 0; prop < SPEC_PROPS; prop++) {
      const length = prop === JOINED_PROP ? joined : (lengths[prop] ?? 0);
      const before = this.#average[prop] as number;
      // (avg ?? 0) × (n − 1) + length, over n: Orama's own steps.
      this.#average[prop] =
        ((Number.isNaN(before) ? 0 : before) * (documents - 1) + length) / documents;
    }
    if (over.size === 0) return;
    const keys: string[] = [];
    for (const [fieldStem, count] of over) {
      const [f, stem] = [Number(fieldStem.slice(0, 1)), fieldStem.slice(2)];
      const key = keyOf(slot, f, stem);
      this.#over.set(key, count);
      keys.push(key);
    }
    this.#overBySlot.set(slot, keys);
  }

  /** A tool removed, with its spec fields' lengths; `documents` the count before it left. */
  remove(slot: number, lengths: readonly number[], documents: number): void {
    for (let prop = 0; prop < SPEC_PROPS; prop++) {
      const length = prop === JOINED_PROP ? this.joinedLength(slot) : (lengths[prop] ?? 0);
      this.#average[prop] =
        documents > 1
          ? ((this.#average[prop] as number) * documents - length) / (documents - 1)
          : Number.NaN;
    }
    if (slot < this.#joined.length) this.#joined[slot] = 0;
    for (const key of this.#overBySlot.get(slot) ?? []) this.#over.delete(key);
    this.#overBySlot.delete(slot);
  }
}
