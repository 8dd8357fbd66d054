/**
 * The `anthropic-regex` emulation: the Claude API's regex tool search, as documented, over
 * Python's `re` translated to JavaScript, and toollens's reading of a typed query as a pattern
 * (queryReading.ts). Its rules and sources are in docs/agents/anthropic-regex.md.
 */

export { anthropicRegexFields } from './fields';
export { ANTHROPIC_REGEX_K } from './limit';
export {
  backtrackingRisk,
  compilePython,
  longRepetitionsInRow,
  type PyMatch,
  type PyRegex,
  pySearch,
} from './pythonRe';
export { PyReError, PyReUnsupported } from './source';
export {
  ANTHROPIC_REGEX_FIELD_CHARS,
  ANTHROPIC_REGEX_MAX_PATTERN,
  anthropicRegexFieldChars,
  anthropicRegexTarget,
} from './target';
