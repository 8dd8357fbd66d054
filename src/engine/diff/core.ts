/**
 * The diff stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export { diffCatalogs } from './diffCatalogs';
export type {
  CatalogDiff,
  ChangeClass,
  ChangedTool,
  FindabilityChange,
  Rename,
  SchemaChange,
} from './types';
