/**
 * The `anthropic-regex` emulation: the Claude API's regex tool search, as documented, over
 * Python's `re` translated to JavaScript, and toollens's reading of a typed query as a pattern
 * (queryReading.ts). Its rules and sources are in docs/agents/anthropic-regex.md.
 */

export { compilePython, pySearch } from './pythonRe';
export { PyReError, PyReUnsupported } from './source';
export { anthropicRegexTarget } from './target';
