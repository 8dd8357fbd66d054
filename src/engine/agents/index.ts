/**
 * Agents: other agents' tool search, emulated. `askTarget`, `buildTarget` and the targets'
 * builders (tokenizers, stemmers, scorers), and in `./core` the light part: the target ids and
 * their info, a target's tool list and its changes, the reading of a query, and the name rules the
 * session importers share. Other stages and the engine's entries import the stage from here (or
 * `./core`), never a module by path (`src/test/importRules.ts`).
 */

export { keywordPattern } from './anthropicRegex/keywordPattern';
export { ANTHROPIC_REGEX_MAX_PATTERN } from './anthropicRegex/target';
export { type AskOptions, askTarget } from './askTarget';
export { availableTargets, buildTarget } from './builders';
export * from './core';
