/**
 * The prompt stage's light entry: what the page's entry (`engine/core`) and other stages' light
 * modules use of it. Nothing behind it imports an index, the stemmer, MiniSearch or the tokenizer
 * (`src/architecture.test.ts` checks it from `engine/core`); the rest of the stage is in
 * `./index`.
 */

export {
  type AssembledPrompt,
  type AssembleOptions,
  assemblePrompt,
  type DeclarationOrder,
  declarationLine,
  type PromptSection,
  SECTION_SEPARATOR,
  SECTION_TITLES,
  type SectionId,
} from './assemble';
export {
  comparePrompts,
  DEFAULT_PROVIDERS,
  type PromptComparison,
  type ProviderCache,
  type ProviderModel,
  sectionEnds,
} from './cache';
export {
  type CacheMeasures,
  type CacheOutcome,
  type CacheRuleModel,
  cacheUnder,
  type SectionEnd,
} from './cacheRule';
export {
  proposeScaffolding,
  type RootCoverage,
  type RootsReport,
  rootsReport,
  type ScaffoldingProposal,
} from './catalogSettingsReport';
export { type CatalogStats, catalogStats, DEFAULT_WORKING_SET_BUDGET, schemaChars } from './cost';
export { type DiffPart, diffPrompts, type PromptDiff } from './diff';
export { scaffoldingOf } from './harnessTools';
export { formatShare, type StandingSavings, standingSavings } from './savings';
export { type Size, type SurfaceCost, surfaceCost } from './surface';
export { type PieceTokenizer, type TokenPiece, type TokenPieces, tokenPieces } from './tokenPieces';
