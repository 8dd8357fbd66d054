/**
 * The engine's full entry, for the worker, the CLI, the benchmarks and the tests: everything in
 * `./core` (the light vocabulary and rules the page imports) plus the work that needs an index,
 * the analyzer or a tokenizer. Everything behind it is pure TypeScript: no DOM, no Node, no
 * React. Outside the engine, import from one of the two entries, never from a module by path.
 */

export { orphanedBy, proposeScaffolding, rootsReport } from './catalog/catalogSettingsReport';
export {
  chooseRoots,
  DEFAULT_ROOT_RULE,
  deriveCapabilities,
  ROOT_RULES,
  type RootRule,
} from './catalog/deriveRoots';
export { capabilityFromName, deriveTags, domainFromTool } from './catalog/deriveTags';
export { exportCatalog } from './catalog/exportCatalog';
export { catalogFacets } from './catalog/facets';
export { catalogFromValue, importCatalog } from './catalog/importCatalog';
export * from './core';
export { compareReports, jaccard, rankBiasedOverlap } from './eval/compare';
export { EVAL_RANKERS, evaluate, LENGTH_BUCKETS, lengthBucket } from './eval/evaluate';
export { ndcgAt, recallAt, reciprocalRank } from './eval/metrics';
export { nameAsOneWord, nameAsWords, nameQuerySet } from './eval/nameQueries';
export { isPeer, PEERS, peerRanking } from './eval/peers';
export { parseQuerySet, querySetToJson, readQuerySet } from './eval/querySet';
export { querySetToCsv, readQuerySetCsv } from './eval/querySetCsv';
export { allocateContext } from './excerpt/allocate';
export { clusterMatches } from './excerpt/clusters';
export { coverClusters } from './excerpt/cover';
export { buildExcerpt } from './excerpt/excerpt';
export { lensView } from './excerpt/lens';
export { excerptMatches } from './excerpt/matches';
export { renderMenu } from './excerpt/menu';
export { waterFill } from './excerpt/page';
export { fieldPrefix } from './excerpt/prefix';
export { renderOpening } from './excerpt/render';
export { lintCatalog } from './lint/lintCatalog';
export {
  assemblePrompt,
  declarationLine,
  declaredTools,
  sectionAt,
  varyingLine,
} from './prompt/assemble';
export {
  activatedChars,
  capabilityLine,
  capabilityRoots,
  catalogStats,
  DEFAULT_WORKING_SET_BUDGET,
  schemaChars,
} from './prompt/cost';
export { diffPrompts } from './prompt/diff';
export { surfaceCost } from './prompt/surface';
export { tokenPieces } from './prompt/tokenPieces';
export {
  charsPerFourCounter,
  loadTokenCounter,
  loadTokenizer,
  memoizedCounter,
  startedTokenCounter,
} from './prompt/tokens';
export { argumentEntries, argumentText } from './search/argumentText';
export { bm25f, bm25Idf } from './search/bm25f';
export { explainHits } from './search/explainHit';
export { openSearch, SearchSession } from './search/searchSession';
export { excerptTerms, pageOf, searchTools } from './search/searchTools';
export { ToolIndex } from './search/ToolIndex';
export { hitNotes } from './search/toollensRanker';
export { explainMiss, whyNotIn } from './search/whyNot';
export { nameDistance, nearestNames, validateActivation } from './session/activate';
export { importConversation } from './session/logFormats/importConversation';
export { findMarkers } from './session/markers';
export { parseTimestamp, parseTranscript, readTranscript } from './session/readTranscript';
export { replay } from './session/replay';
export { simulateAgent, simulatedActivation } from './session/simulate';
export { toolCosts } from './session/toolCosts';
export { mentionedTools } from './session/transcript';
export { projectWorkingSet } from './session/workingSet';
export {
  analyze,
  analyzeQuery,
  analyzeStems,
  MAX_ANALYZED_CHARS,
  STOPWORDS,
} from './text/analyze';
export {
  analyzeInformative,
  CONTRACTION_TAILS,
  dropReason,
  FILLER_WORDS,
} from './text/informative';
