import { lengthNorm } from './bm25f';
import { TEXT_FIELDS } from './fields';

const FIELDS = TEXT_FIELDS.length;

/**
 * Each tool's length in each of the five fields (tokens, wholes and joined forms left out), their
 * totals, and BM25's length normalisation of every slot's every field, computed once per change
 * of the catalog: a search divides by it per posting instead of recomputing it.
 */
export class FieldLengths {
  /** slot × FIELDS + field → tokens in that field. */
  #lengths = new Int32Array(0);
  readonly #totals: number[] = TEXT_FIELDS.map(() => 0);
  /** lengthNorm per slot and field, for `#normsB`; dropped whenever a length or total changes. */
  #norms: Float64Array | undefined;
  #normsB = Number.NaN;

  /** Sets a slot's lengths (indexed as TEXT_FIELDS), after any it had is cleared. */
  set(slot: number, lengths: readonly number[]): void {
    if ((slot + 1) * FIELDS > this.#lengths.length) {
      const next = new Int32Array(Math.max((slot + 1) * FIELDS, this.#lengths.length * 2, 16));
      next.set(this.#lengths);
      this.#lengths = next;
    }
    lengths.forEach((length, f) => {
      this.#totals[f] = (this.#totals[f] ?? 0) + length;
      this.#lengths[slot * FIELDS + f] = length;
    });
    this.#norms = undefined;
  }

  /** Clears a slot's lengths (a tool removed). */
  clear(slot: number): void {
    for (let f = 0; f < FIELDS; f++) {
      this.#totals[f] = (this.#totals[f] ?? 0) - (this.#lengths[slot * FIELDS + f] ?? 0);
      this.#lengths[slot * FIELDS + f] = 0;
    }
    this.#norms = undefined;
  }

  /** Tokens in field `f` (an index of TEXT_FIELDS) of the tool at `slot`. */
  at(slot: number, f: number): number {
    return this.#lengths[slot * FIELDS + f] ?? 0;
  }

  /** A slot's lengths, indexed as TEXT_FIELDS. */
  of(slot: number): number[] {
    return Array.from(this.#lengths.subarray(slot * FIELDS, (slot + 1) * FIELDS));
  }

  /** Mean tokens per field over `tools` tools, indexed as TEXT_FIELDS; at least 1. */
  averages(tools: number): number[] {
    const size = Math.max(1, tools);
    return this.#totals.map((total) => Math.max(1, total / size));
  }

  /** lengthNorm of every slot's every field (slot × 5 + field) over `capacity` slots. */
  norms(b: number, tools: number, capacity: number): Float64Array {
    if (this.#norms && this.#normsB === b) return this.#norms;
    const averages = this.averages(tools);
    const norms = new Float64Array(capacity * FIELDS);
    for (let i = 0; i < norms.length; i++) {
      norms[i] = lengthNorm(this.#lengths[i] ?? 0, averages[i % FIELDS] ?? 1, b);
    }
    this.#norms = norms;
    this.#normsB = b;
    return norms;
  }
}
