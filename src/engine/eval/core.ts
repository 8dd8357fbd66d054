/**
 * The eval stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export {
  type Comparison,
  compareReports,
  type ExcerptComparison,
  type QueryDelta,
} from './compare';
export { DEFAULT_RECALL_CUTOFFS, type Grades, median } from './metrics';
export {
  type EvalMisses,
  evalMisses,
  type Miss,
  type MissRow,
  missesByRanker,
  type UnknownRelevant,
} from './misses';
export { type NameForm, nameForms } from './nameForms';
export { nameAsWords, nameQuerySet } from './nameQueries';
export { parseQuerySet, querySetToJson, readQuerySet } from './querySet';
export { querySetToCsv } from './querySetCsv';
export type { LabelledQuery, QuerySetResult } from './querySetTypes';
