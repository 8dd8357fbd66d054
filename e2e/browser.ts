import { existsSync } from 'node:fs';

/**
 * Which Chromium the e2e tests launch, so they run on any machine: `CHROMIUM_PATH` when set,
 * else the system Chromium, else the browser `npx playwright install chromium` put in
 * Playwright's cache. When there is none, the run stops before anything starts, saying why.
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Launch flags of the e2e runs and `npm run size`: headless, and a browser that fetches nothing
 * on its own (no updates, sync or background requests) so only the page's requests are seen.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** `executablePath: undefined` means Playwright's own browser: no path to pass. */
export type BrowserChoice = { executablePath: string | undefined } | { error: string };

type Inputs = {
  /** `process.env.CHROMIUM_PATH`; empty counts as unset. */
  envPath: string | undefined;
  /** Where Playwright's own Chromium would be (`chromium.executablePath()`), if it can say. */
  playwrightPath: string | undefined;
  exists: (path: string) => boolean;
};

const HOW_TO_GET_ONE =
  'Install one with `npx playwright install chromium` (on your own machine), or set ' +
  'CHROMIUM_PATH to a Chromium or Chrome executable.';

export const chooseChromium = ({ envPath, playwrightPath, exists }: Inputs): BrowserChoice => {
  if (envPath) {
    if (exists(envPath)) return { executablePath: envPath };
    return { error: `CHROMIUM_PATH is ${envPath}, but there is no file there. ${HOW_TO_GET_ONE}` };
  }
  if (exists(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM };
  if (playwrightPath && exists(playwrightPath)) return { executablePath: undefined };
  const looked = [SYSTEM_CHROMIUM, playwrightPath].filter(Boolean).join(' and ');
  return { error: `No Chromium for the e2e tests: none at ${looked}. ${HOW_TO_GET_ONE}` };
};

/**
 * The executable to launch (undefined: Playwright's own), or a thrown error with the message.
 * Playwright's path comes in as a function: `@playwright/test` is not imported here, so that
 * Vitest can load this module (the two test runners' `expect` cannot share a process).
 */
export const resolveChromium = (playwrightPath: () => string): string | undefined => {
  let bundled: string | undefined;
  try {
    bundled = playwrightPath();
  } catch {
    bundled = undefined; // A platform Playwright has no build for.
  }
  const choice = chooseChromium({
    envPath: process.env.CHROMIUM_PATH,
    playwrightPath: bundled,
    exists: existsSync,
  });
  if ('error' in choice) throw new Error(choice.error);
  return choice.executablePath;
};
