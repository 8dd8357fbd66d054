/**
 * The lint stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export { DEFAULT_MIN_LINE_COVERAGE, minLineCoverageProblem } from './lineCoverage';
export type { Finding, LintOptions, LintRule, Severity } from './types';
