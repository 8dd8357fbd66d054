/**
 * Prompt: what an agent's prompt costs and holds. The tokenizer (`loadTokenCounter`, loaded on
 * first use), and in `./core` everything else: prompt assembly and its sections, the providers'
 * cache model, catalog costs, prompt diffs, savings, the harness's scaffolding and the catalog
 * settings' reports. Other stages and the engine's entries import the stage from here (or
 * `./core`), never a module by path (`src/test/importRules.ts`).
 */

export * from './core';
export {
  loadTokenCounter,
  loadTokenizer,
  memoizedCounter,
  startedTokenCounter,
  type Tokenizer,
} from './tokens';
