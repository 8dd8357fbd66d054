import { existsSync } from 'node:fs';

/**
 * Which Chromium the e2e tests launch, so they run on any machine: `CHROMIUM_PATH` when set,
 * else the system Chromium, else the browser `npx playwright install chromium` put in
 * Playwright's cache. When there is none, the run stops before anything starts, saying why.
 */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The same Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright
 * itself runs headless tests in): the full browser's headless mode draws as a windowed browser
 * does and spent about twice the CPU on a page load (10 loads of the demo: 25–29 CPU-s against
 * 15 s), and the e2e suite is CPU-bound on two cores. The tests that want it ask for it first;
 * the benchmarks keep the full browser, whose figures are a visitor's.
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

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
  /** Take the system's headless shell before the system Chromium when it is installed. */
  shell?: boolean;
};

const HOW_TO_GET_ONE =
  'Install one with `npx playwright install chromium` (on your own machine), or set ' +
  'CHROMIUM_PATH to a Chromium or Chrome executable.';

export const chooseChromium = ({
  envPath,
  playwrightPath,
  exists,
  shell = false,
}: Inputs): BrowserChoice => {
  if (envPath) {
    if (exists(envPath)) return { executablePath: envPath };
    return { error: `CHROMIUM_PATH is ${envPath}, but there is no file there. ${HOW_TO_GET_ONE}` };
  }
  if (shell && exists(SYSTEM_HEADLESS_SHELL)) return { executablePath: SYSTEM_HEADLESS_SHELL };
  if (exists(SYSTEM_CHROMIUM)) return { executablePath: SYSTEM_CHROMIUM };
  if (playwrightPath && exists(playwrightPath)) return { executablePath: undefined };
  const looked = [SYSTEM_CHROMIUM, playwrightPath].filter(Boolean).join(' and ');
  return { error: `No Chromium for the e2e tests: none at ${looked}. ${HOW_TO_GET_ONE}` };
};

/**
 * The executable to launch (undefined: Playwright's own), or a thrown error with the message.
 * Playwright's path comes in as a function: `@playwright/test` is not imported here, so that
 * Vitest can load this module (the two test runners' `expect` cannot share a process).
 * `shell`: the system's headless shell first, when it is there.
 */
export const resolveChromium = (
  playwrightPath: () => string,
  { shell = false }: { shell?: boolean } = {},
): string | undefined => {
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
    shell,
  });
  if ('error' in choice) throw new Error(choice.error);
  return choice.executablePath;
};
