import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the built site (`vite build` first; `npm run test:e2e` does both).
 * The browser is the system Chromium: never `npx playwright install` here.
 */
export default defineConfig({
  testDir: 'e2e',
  // The CI machine has two cores: one browser at a time keeps timings honest.
  workers: 1,
  retries: 0,
  reporter: 'list',
  webServer: {
    command: 'npx vite preview --port 4173 --strictPort',
    url: 'http://localhost:4173',
    reuseExistingServer: !process.env.CI,
  },
  use: {
    baseURL: 'http://localhost:4173',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
});
