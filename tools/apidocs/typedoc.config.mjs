import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The API reference documents the package's library entry: its one source file and its settings
 * are tools/pkg/tsconfig.lib.json's, the same the package's build reads (tools/pkg/library.ts).
 * typedoc runs on TypeScript 6 here (package.json says why), which reads that tsconfig as well.
 */
const tsconfig = new URL('../pkg/tsconfig.lib.json', import.meta.url).pathname;
const { files } = JSON.parse(readFileSync(tsconfig, 'utf8'));

export default {
  name: 'toollens engine',
  entryPoints: files.map((file) => resolve(dirname(tsconfig), file)),
  tsconfig,
  out: new URL('../../dist/api', import.meta.url).pathname,
  readme: 'none',
  excludePrivate: true,
  excludeInternal: true,
  githubPages: false,
  disableSources: true,
  treatWarningsAsErrors: true,
  // Every function, class and constant the library exports says what it is for.
  validation: { notDocumented: true },
  requiredToBeDocumented: ['Function', 'Class', 'Variable', 'Enum'],
  // ToolIndex's lookups, edits and search (docs/search.md describes them) have no comment of their
  // own in the source yet.
  intentionallyNotDocumented: ['ToolIndex.tool', 'ToolIndex.removeTool', 'ToolIndex.search'],
};
