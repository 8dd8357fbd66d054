/**
 * Text: the words every stage reads and shows. The analyzer (`analyze`, the stemmer's stems, the
 * informative-term filter), and in `./core` the light rules: number and noun formatting, edit
 * distance, word diffs, hidden characters, word runs and the chars/4 token estimate. Other stages
 * and the engine's entries import the stage from here (or `./core`), never a module by path
 * (`src/test/importRules.ts`).
 */

export {
  analyze,
  analyzedPart,
  analyzeField,
  analyzeQuery,
  analyzeStems,
  eachAsciiSpan,
  fieldWords,
  MAX_ANALYZED_CHARS,
  type QueryTerm,
  STOPWORDS,
  splitWords,
  stem,
  stemOnce,
  type Token,
  WORD_RUN_PATTERN,
} from './analyze';
export * from './core';
export {
  analyzeInformative,
  type DroppedTerm,
  type DropReason,
  type InformativeQuery,
} from './informative';
