import { defineConfig } from 'vitest/config';

/**
 * The package tests: `npm pack`, an install of the tarball into an empty folder (install.setup.ts,
 * once per run), then the installed CLI as a server's author runs it. Apart from the unit tests
 * (`npm run test:package`, after `vite build` in `test:e2e`): the pack needs the built app, and
 * a fresh dist/ is kept rather than built again (tools/pkg/build.ts).
 */
export default defineConfig({
  root: new URL('../..', import.meta.url).pathname,
  test: {
    include: ['tools/pkg/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tools/pkg/install.setup.ts'],
    // The setup packs and installs (tens of seconds on two busy cores); each test then runs
    // the CLI a few times, about a second a run through npx.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
