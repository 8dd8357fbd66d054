import { chromium, defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './e2e/browser';
import { e2ePort } from './e2e/port';

/**
 * End-to-end tests against the built site (`vite build` first; `npm run test:e2e` does both).
 * The browser is CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own (e2e/browser.ts).
 */
const executablePath = resolveChromium(() => chromium.executablePath());

// A free port for this run alone, and never a server that is already there (e2e/port.ts).
const port = e2ePort();
const baseURL = `http://localhost:${port}`;

/**
 * Specs that load the machine (9,000-tool live lists, 200,000-entry saved input) or measure the
 * page's long tasks. `npm run test:e2e` runs them after the rest (`--project=alone`), one at a
 * time with nothing beside them, so their figures are the page's and not a neighbour's.
 */
const ALONE = [
  '**/mcpBurst.spec.ts',
  '**/savedInput.spec.ts',
  '**/bigDescription.spec.ts',
  '**/perf/**',
];

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/*.test.ts are Vitest unit tests of the helpers here.
  testMatch: '**/*.spec.ts',
  // Two browsers at a time on the CI machine's two cores; the heavy specs run alone (ALONE).
  workers: 2,
  projects: [
    // Each its own output folder: the second run must not wipe the first one's failure reports.
    { name: 'app', testIgnore: ALONE, outputDir: 'test-results/app' },
    { name: 'alone', testMatch: ALONE, workers: 1, outputDir: 'test-results/alone' },
  ],
  // On CI a test that fails once is run once more, and Playwright's report names it "flaky"
  // (never silently passed): a timing slip on a loaded 2-core machine should be seen and
  // fixed, not cost a whole run. Locally every failure counts at once.
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
  },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      ...(executablePath === undefined ? {} : { executablePath }),
      args: CHROMIUM_ARGS,
    },
  },
});
