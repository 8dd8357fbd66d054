import { SPEC_FIELDS, TEXT_FIELDS } from './fields';

/**
 * The five counts of one (stem, tool) pair (indexed as TEXT_FIELDS), packed into one integer,
 * 6 bits a field. A count above 63 is stored as 63, which BM25's saturation makes
 * indistinguishable anyway (tf 63 and tf 1,000 score within 2%); "matched" only asks whether a
 * count is above 0, which the cap keeps.
 */

export const BITS = 6;
export const MAX_COUNT = (1 << BITS) - 1;

/** Packs five counts (indexed as TEXT_FIELDS), each capped at 63. */
export const packCounts = (counts: readonly number[]): number =>
  counts.reduce((packed, count, f) => packed + Math.min(count, MAX_COUNT) * (1 << (BITS * f)), 0);

/** The bits of the fields whose weight is positive: a posting outside them does not count. */
export const fieldMask = (weights: readonly number[]): number =>
  weights.reduce((mask, weight, f) => (weight > 0 ? mask | (MAX_COUNT << (BITS * f)) : mask), 0);

/** Every field's bits. */
export const ALL_FIELDS = fieldMask(TEXT_FIELDS.map(() => 1));

/**
 * The design's four fields (docs/design/search.md): a stem only in the arguments is not matched by
 * seed or bm25.
 */
export const SPEC_MASK = fieldMask(
  TEXT_FIELDS.map((field) => ((SPEC_FIELDS as readonly string[]).includes(field) ? 1 : 0)),
);

/** The count in field `f` (an index of TEXT_FIELDS) of a packed posting. */
export const countIn = (packed: number, f: number): number => (packed >>> (BITS * f)) & MAX_COUNT;

/**
 * Set on a name count that is one of the name's joined forms (joinedName.ts), not a word of it:
 * the toollens ranker reads it as a name occurrence, Orama holds it in a property of its own.
 * The bit above the five fields' counts, so no field mask sees it.
 */
export const JOINED = 1 << (BITS * 5);
