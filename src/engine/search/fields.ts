import type { FieldName, TextField } from './types';

/**
 * The field lists, in one place with no Orama import, so the page and the CLI can read them
 * without pulling the search index into their bundle.
 */

/**
 * The design's four fields (docs/design/search.md): Orama's schema, and where the seed and bm25
 * rankers match a term.
 */
export const SPEC_FIELDS: readonly FieldName[] = [
  'name',
  'description',
  'capabilities',
  'glossary',
];

/**
 * The five fields the toollens ranker reads, in a fixed order: the bit position of every packed
 * count (postings.ts). The design's four come first, so field `f` of SPEC_FIELDS is bit `f`.
 */
export const TEXT_FIELDS: readonly TextField[] = [...SPEC_FIELDS, 'arguments'];

/** A field's bit position in a packed count (postings.ts): its index in TEXT_FIELDS. */
export const fieldIndex = (field: TextField): number => TEXT_FIELDS.indexOf(field);
