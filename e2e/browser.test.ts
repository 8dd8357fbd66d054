import { describe, expect, it } from 'vitest';
import { chooseChromium, SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL } from './browser';

const BUNDLED = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

const choose = (envPath: string | undefined, present: string[]) =>
  chooseChromium({ envPath, playwrightPath: BUNDLED, exists: (path) => present.includes(path) });

describe('chooseChromium', () => {
  it('takes CHROMIUM_PATH first when the file is there, whatever else is installed', () => {
    expect(choose('/opt/chrome', ['/opt/chrome', SYSTEM_CHROMIUM, BUNDLED])).toEqual({
      executablePath: '/opt/chrome',
    });
  });

  it('refuses a CHROMIUM_PATH with no file, naming it, rather than falling back', () => {
    const choice = choose('/nonexistent', [SYSTEM_CHROMIUM, BUNDLED]);
    expect(choice).toEqual({ error: expect.stringContaining('CHROMIUM_PATH is /nonexistent') });
    expect(choice).toEqual({ error: expect.stringContaining('npx playwright install chromium') });
  });

  it('takes the system Chromium when CHROMIUM_PATH is unset or empty', () => {
    expect(choose(undefined, [SYSTEM_CHROMIUM, BUNDLED])).toEqual({
      executablePath: SYSTEM_CHROMIUM,
    });
    expect(choose('', [SYSTEM_CHROMIUM])).toEqual({ executablePath: SYSTEM_CHROMIUM });
  });

  it("takes the system's headless shell first when asked for it and it is installed", () => {
    const all = [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM, BUNDLED];
    const shell = (envPath: string | undefined, present: string[]) =>
      chooseChromium({
        envPath,
        playwrightPath: BUNDLED,
        exists: (path) => present.includes(path),
        shell: true,
      });
    expect(shell(undefined, all)).toEqual({ executablePath: SYSTEM_HEADLESS_SHELL });
    // Not asked for (the benchmarks): the full browser, whose figures are a visitor's.
    expect(choose(undefined, all)).toEqual({ executablePath: SYSTEM_CHROMIUM });
    // Not installed: the system Chromium, as before; CHROMIUM_PATH still comes first.
    expect(shell(undefined, [SYSTEM_CHROMIUM, BUNDLED])).toEqual({
      executablePath: SYSTEM_CHROMIUM,
    });
    expect(shell('/opt/chrome', ['/opt/chrome', ...all])).toEqual({
      executablePath: '/opt/chrome',
    });
  });

  it('leaves the path to Playwright when only its own browser is installed', () => {
    expect(choose(undefined, [BUNDLED])).toEqual({ executablePath: undefined });
  });

  it('says where it looked and how to get a browser when there is none', () => {
    const choice = choose(undefined, []);
    expect(choice).toEqual({
      error: `No Chromium for the e2e tests: none at ${SYSTEM_CHROMIUM} and ${BUNDLED}. Install one with \`npx playwright install chromium\` (on your own machine), or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
    });
  });

  it('still answers when Playwright cannot say where its browser would be', () => {
    const choice = chooseChromium({
      envPath: undefined,
      playwrightPath: undefined,
      exists: () => false,
    });
    expect(choice).toEqual({ error: expect.stringContaining(`none at ${SYSTEM_CHROMIUM}.`) });
  });
});
