import { chromium, defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from './e2e/browser';
import { e2ePort } from './e2e/port';

/**
 * End-to-end tests against the built site (`vite build` first; `npm run test:e2e` does both).
 * The browser is CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own (e2e/browser.ts);
 * the app's tests take /usr/bin/chromium-headless-shell before /usr/bin/chromium when it is there.
 */
const executablePath = resolveChromium(() => chromium.executablePath());
/** The app's tests in the system's headless shell when it is installed (e2e/browser.ts: why). */
const shellPath = resolveChromium(() => chromium.executablePath(), { shell: true });

// A free port for this run alone, and never a server that is already there (e2e/port.ts).
const port = e2ePort();
const baseURL = `http://localhost:${port}`;

const launchOptions = (path: string | undefined) => ({
  ...(path === undefined ? {} : { executablePath: path }),
  args: CHROMIUM_ARGS,
});

/**
 * The benchmarks (`npm run bench:ui`, `npm run bench:live`): memory and speed measured in the
 * page, skipped unless BENCH_UI=1. They run one at a time with nothing beside them, so their
 * figures are the page's and not a neighbour's; `npm run test:e2e` does not run them.
 */
const BENCH = '**/perf/**/*.spec.ts';

export default defineConfig({
  testDir: 'e2e',
  // Specs only: e2e/*.test.ts are Vitest unit tests of the helpers here.
  testMatch: '**/*.spec.ts',
  // Three browsers at a time on the CI machine's two cores: the suite is CPU-bound (one worker's
  // Node, browser and page take about a core: the a11y spec, 57 CPU-s in 58 s), and a third
  // keeps both cores busy while another waits on a timer or a child process (8.1 minutes with
  // three against 9.1 with two, nothing flaky; four were slower). The benchmarks run one at a time.
  workers: 3,
  projects: [
    // Each its own output folder: the second run must not wipe the first one's failure reports.
    {
      name: 'app',
      testIgnore: BENCH,
      outputDir: 'test-results/app',
      use: {
        launchOptions: launchOptions(shellPath),
        // The offline cache's service worker copies every file a visit loads, and on a return
        // visit the whole build (the tokenizer's 2 MB too): ten fresh pages each opened and
        // reloaded took 28-30 CPU-s with it and 14 without. Specs about what it does (hosting,
        // embeds and the docs site, `toollens open`, the requests a page makes) allow it again.
        serviceWorkers: 'block',
      },
    },
    {
      name: 'bench',
      testMatch: BENCH,
      workers: 1,
      outputDir: 'test-results/bench',
      use: { launchOptions: launchOptions(executablePath) },
    },
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
    launchOptions: launchOptions(executablePath),
  },
});
