/**
 * The node project's test files that need a module graph of their own. The rest share one per
 * Vitest worker (`isolate: false` in vite.config.ts): importing the engine afresh for each of
 * some 290 files was half the project's time. A file belongs here when it
 * - mocks a module (`vi.mock`): a shared graph has already imported the real one, or
 * - reads module state that another file may have set first.
 * `isolatedTests.test.ts` fails when a node-project file mocks a module and is not listed.
 */
export const ISOLATED_NODE_TESTS = [
  // vi.mock('../agents'): counts the texts each agent target is built over.
  'src/engine/lint/lintBigText.test.ts',
  // These two need the tokenizer unloaded at first; a file that counts tokens loads it for the
  // whole graph.
  'src/worker/api/countTokens.test.ts',
  'src/worker/api/searchApi.test.ts',
];
