import type { KnipConfig } from 'knip';

/**
 * `npm run knip`: no unused file, export, type or dependency (docs/testing.md). The entries are
 * the places the project is started from and nothing more. Knip finds the rest itself: index.html
 * and its script (src/ui/app/main.tsx) through the Vite plugin, the workers from their
 * `new Worker(new URL(…))`, the configs, setup files, tests and specs through the Vite, Vitest
 * and Playwright plugins, and the files package.json's scripts run (src/cli/main.ts, bench/start.ts,
 * tools/pkg/build.ts, tools/docsite/build.ts, …).
 */
const config: KnipConfig = {
  // A stale pattern here is an error, not a hint: the list stays the real entries.
  treatConfigHintsAsErrors: true,
  // An export tagged @definedOnce is a rule's one definition that docs/design.md's "Rules
  // defined once" names (src/rulesOnce.test.ts checks it is exported), imported or not.
  tags: ['-definedOnce'],
  ignoreIssues: {
    // LENS_REACH is LENS_MAX_CONTEXT by definition: two meanings (sent, drawn) of one number.
    'src/engine/excerpt/lensSpans.ts': ['duplicates'],
  },
  workspaces: {
    '.': {
      entry: [
        // The library: package.json's `exports`, built from this file by tools/pkg/build.ts.
        'src/engine/library.ts',
        // The engine's full entry for the worker and the CLI (it re-exports the page's, ./core):
        // its exports are checked by src/engineExports.test.ts instead, which counts a type a used
        // export's signature names as used, as the worker's and the page's types need it.
        'src/engine/index.ts',
        // The service worker, served from public/ as it is and registered by registerOffline.ts.
        'public/sw.js',
        // The benchmarks bench/bundle.ts bundles and runs (npm run bench, bench:gate, bench:memory).
        'bench/{main,gate,memory}.ts',
        // Benchmarks run by hand, `npx tsx bench/<name>.ts`, as each one's header says.
        'bench/{anthropicRegex,anthropicRegexVsPython,claudeCodeNames,mcpScale,toolSearchImport}.ts',
        // MCP servers the tests start as child processes (`node --import tsx <file>`, or bundled).
        'src/test/mcp/{callStdio,catalogStdio,endlessStdio,fileStdio,slowStdio}.ts',
        // The server the package test's fixture project runs through the installed CLI.
        'tools/pkg/fixture/server.mjs',
      ],
      ignoreDependencies: [
        // MCP servers src/cli/mcp.test.ts runs by their bins in node_modules/.bin (test/mcp/servers.ts).
        '@modelcontextprotocol/server-everything',
        '@playwright/mcp',
      ],
    },
    // Kept apart with their own package.json and lock: VitePress on Vite 5, typedoc on TypeScript 6.
    'tools/docsite': {},
    'tools/apidocs': {
      // Run by the root's docs:api script, `npx --prefix tools/apidocs typedoc`.
      ignoreDependencies: ['typedoc'],
    },
  },
};

export default config;
