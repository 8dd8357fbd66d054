/**
 * The text stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export { type BoundedDiffPart, boundDiff } from './boundDiff';
export { editDistance } from './editDistance';
export { formatCount, formatStems, noun, plural } from './format';
export { escapeHidden, type ShownPiece, shownPieces } from './hiddenCharacters';
export { charsPerFourCounter, type TokenCounter, tokensByChars } from './tokenEstimate';
export { type CellBudget, type WordPart, wordDiff } from './wordDiff';
export { isAscii } from './wordRuns';
