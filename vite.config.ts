import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { ISOLATED_NODE_TESTS } from './src/test/isolatedTests.ts';

/**
 * The built app asks no other origin for anything on its own: a Content-Security-Policy says so
 * to the browser. Build only: the dev server needs inline scripts and a websocket for hot reload.
 * connect-src is the one opening: "Connect to server…" must reach an MCP server the
 * user types, which no static policy can name in advance. It admits any https: origin and plain
 * http on this machine (a local server), nothing else; the page itself sends a request only
 * when the user connects. docs/embedding.md, "Content-Security-Policy", gives the trade-off and the way to
 * close it (`connect-src 'self'` disables live connections and nothing else). Embeds do not
 * rely on it: their fetcher (src/ui/embed/fetchLimited.ts) asks the page's own origin alone.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  // React and recharts set style attributes; no remote stylesheet is ever loaded.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

const contentSecurityPolicy = (): Plugin => ({
  name: 'toollens-csp',
  apply: 'build',
  transformIndexHtml: (html) =>
    html.replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
    ),
});

/**
 * `assets.json`: every file of the build, so the offline cache can take them all on the first
 * visit, including chunks the page has not needed yet (the tokenizer, the charts).
 */
const assetList = (): Plugin => ({
  name: 'toollens-asset-list',
  apply: 'build',
  generateBundle(_options, bundle) {
    // Host configuration (public/_headers) is for the server, never fetched by the page.
    const files = Object.keys(bundle).filter(
      (file) => !file.endsWith('.map') && !/(^|\/)_(headers|redirects)$/.test(file),
    );
    this.emitFile({ type: 'asset', fileName: 'assets.json', source: JSON.stringify(files.sort()) });
  },
});

/** Rendered component tests: on happy-dom; every other test runs in plain Node. */
const UI_TESTS = 'src/ui/**/*.test.tsx';
/** The CLI's tests: in process (src/test/cliRunner.ts), a few as a child process (src/test/mcp/cliProcess.ts). */
const CLI_TESTS = 'src/cli/**/*.test.ts';

export default defineConfig({
  // Relative asset URLs: the built dist/ works from any sub-path of a static host.
  base: './',
  plugins: [react(), contentSecurityPolicy(), assetList()],
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: true },
  test: {
    // Two files at a time even on two cores (Vitest's default leaves one core to itself): many
    // files spend their time waiting on a child process (an MCP server, a spawned CLI), which
    // runs on the other core.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // e2e/*.test.ts: unit tests of the e2e helpers (Playwright's own tests are e2e/*.spec.ts).
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'e2e/**/*.test.ts',
            'tools/docsite/*.test.ts',
            'tools/test/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, UI_TESTS, CLI_TESTS, ...ISOLATED_NODE_TESTS],
          environment: 'node',
          // One module graph per worker, not per file: importing the engine afresh for each file
          // was half the project's time. Files that need their own: src/test/isolatedTests.ts.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-isolated', include: ISOLATED_NODE_TESTS, environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'cli',
          include: [CLI_TESTS],
          environment: 'node',
          // The bundle the few tests that spawn the CLI run (src/test/cliRunner.ts).
          globalSetup: ['src/test/cliBundle.setup.ts'],
          // A test of two or three runs of a command over a real catalog passes Vitest's 5 s
          // default on a busy two-core machine without anything being wrong. A hung CLI is
          // still caught: each run's own timeouts, and this one.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // Components rendered into a DOM and driven as a user would (docs/testing.md, "UI tests").
          name: 'ui',
          include: [UI_TESTS],
          environment: 'happy-dom',
          setupFiles: ['src/test/uiSetup.ts'],
          // One happy-dom per worker, not per file: each test unmounts and restores its clock
          // (uiSetup.ts), and setting up a DOM per file doubled the project's time.
          isolate: false,
        },
      },
    ],
  },
});
