import { availableParallelism, loadavg } from 'node:os';
import { expect, test } from '@playwright/test';
import {
  callsSince,
  countWorkerCalls,
  keystrokeFigures,
  keystrokeProbe,
  longTaskFigures,
  longTaskObserver,
  ms,
  pickQueries,
  writeReal50k,
} from '../../bench/uiBench';

/**
 * The Search panel on 50,000 real-derived tools (bench/catalogs.ts's `real50k`, from the bfcl
 * and livemcpbench datasets in ../shared; `npm run bench:ui`, skipped otherwise, and skipped
 * when the datasets are absent). The catalog is written to a JSON file and imported through
 * the header's Import… control, as a user would; every agent target the Targets menu lists is
 * ticked; then 10 of the catalog's real queries are typed key by key, a key every 120 ms (as
 * keystroke.spec.ts's `typing` pass). The Long Tasks API, from the document's start, gives every
 * main-thread task over 50 ms, reported by phase (load, targets, typing); the keystroke probe
 * gives keystroke to painted results. The bound: no long task over 200 ms while typing.
 */

test.skip(!process.env.BENCH_UI, 'a benchmark: run it with npm run bench:ui');

const QUERY_COUNT = 10;
const KEY_EVERY_MS = 120;
const TYPING_BOUND_MS = 200;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
];

declare global {
  interface Window {
    /** Page times (performance.now()) of the load's and the targets' milestones. */
    __benchMarks?: Record<string, number>;
    /** Each keydown in the query box: its page time and the box's value before it. */
    __benchKeys?: { at: number; before: string }[];
  }
}

test('the Search panel typed on 50,000 real-derived tools, every agent target shown', async ({
  browser,
  page,
}) => {
  test.setTimeout(1_200_000);
  const written = writeReal50k();
  test.skip(
    written === undefined,
    'real50k needs the bfcl and livemcpbench datasets in ../shared/datasets (bench/catalogs.ts)',
  );
  if (written === undefined) return;
  const { file, megabytes, tools, realQueries, cleanup } = written;
  // The machine's load, at the start and the end: other work on it stretches every figure.
  const loadAtStart = ms(loadavg()[0] ?? Number.NaN);
  try {
    const [warmQuery = '', ...queries] = pickQueries(realQueries, QUERY_COUNT + 1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(longTaskObserver);
    await page.addInitScript(countWorkerCalls);
    await page.goto('/');
    const summary = page.getByRole('status', { name: 'Catalog' });
    await expect(summary).toContainText('169 tools');

    // The load's milestones, seen in the page: the file's change event, then the summary
    // naming 50,000 tools with no progress left.
    const expected = `${tools.toLocaleString('en-US')} tools`;
    const importAt = await page.evaluate((expectedText) => {
      const marks: Record<string, number> = {};
      window.__benchMarks = marks;
      document.addEventListener('change', () => (marks.change ??= performance.now()), true);
      const observer = new MutationObserver(() => {
        const text = document.querySelector('[data-testid="catalog-summary"]')?.textContent;
        const loading = document.querySelector('[data-testid="load-progress"]');
        if (marks.change !== undefined && text?.includes(expectedText) && !loading) {
          marks.summary = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      return performance.now();
    }, expected);
    // BENCH_UI_TRACE=1: a Chromium performance trace of the import and the typing (with CPU
    // samples; it slows the page, so its figures are not the benchmark's), for DevTools.
    const trace = process.env.BENCH_UI_TRACE ? test.info().outputPath('real50k-trace.json') : '';
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    await page.getByLabel('Import file…').setInputFiles(file);
    await expect(summary).toContainText(expected, { timeout: 600_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 600_000 });
    await page.waitForFunction(() => window.__benchMarks?.summary !== undefined);

    // Every target the menu lists, then a query whose rows show every target's rank.
    const choice = page.getByText(/^Targets( \(\d+\))?$/);
    const targetsAt = await page.evaluate(() => performance.now());
    await choice.click();
    const boxes = page.getByRole('group', { name: 'Agent targets to show' }).getByRole('checkbox');
    await expect(boxes.first()).toBeVisible({ timeout: 60_000 });
    const targets: string[] = [];
    for (const box of await boxes.all()) {
      await box.check();
      targets.push(((await box.getAttribute('data-testid')) ?? '').replace(/^target-/, ''));
    }
    await choice.click();
    const input = page.getByRole('searchbox', { name: /^Query/ });
    await page.evaluate(
      ([query, columns]) => {
        const marks = window.__benchMarks ?? {};
        const observer = new MutationObserver(() => {
          const shown = document.querySelector('[data-query]')?.getAttribute('data-query');
          const places = document.querySelectorAll('[data-testid="target-place"]');
          const rows = document.querySelectorAll('[data-testid="hit-row"]').length;
          const pending = document.querySelector('[data-testid="target-place"][data-pending]');
          if (shown === query && rows > 0 && places.length === rows * columns && !pending) {
            marks.ranks = performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      },
      [warmQuery, targets.length] as const,
    );
    await input.fill(warmQuery);
    await page.waitForFunction(() => window.__benchMarks?.ranks !== undefined, undefined, {
      timeout: 600_000,
    });
    await input.fill('');
    await page.waitForTimeout(1_000);

    // Typing: the keystroke probe, and each keydown's time and the text it was typed into.
    await page.evaluate(keystrokeProbe);
    await page.evaluate(() => {
      const keys: { at: number; before: string }[] = [];
      window.__benchKeys = keys;
      const box = document.querySelector<HTMLInputElement>('[data-testid="query-input"]');
      box?.addEventListener(
        'keydown',
        () => keys.push({ at: performance.now(), before: box.value }),
        true,
      );
    });
    const callsBefore = await page.evaluate(() => ({ ...window.__workerCalls }));
    const typingAt = await page.evaluate(() => performance.now());
    await input.focus();
    for (const query of queries) {
      for (const char of query) {
        await page.keyboard.press(char === ' ' ? 'Space' : char);
        await page.waitForTimeout(KEY_EVERY_MS);
      }
      await page.waitForTimeout(1_000);
      await input.fill('');
      await page.waitForTimeout(500);
    }
    const typingEnd = await page.evaluate(() => performance.now());
    if (trace) {
      await browser.stopTracing();
      console.log(`trace: ${trace}`);
    }

    const marks = await page.evaluate(() => window.__benchMarks ?? {});
    const tasks = await page.evaluate(() => window.__benchLongTasks ?? []);
    const keys = await page.evaluate(() => window.__benchKeys ?? []);
    const calls = callsSince(callsBefore, await page.evaluate(() => ({ ...window.__workerCalls })));
    const keystroke = keystrokeFigures(await page.evaluate(() => window.__keystrokes ?? []));
    const held = keystrokeFigures(await page.evaluate(() => window.__held ?? []));
    const between = (from: number, to: number) =>
      tasks.filter((task) => task.startTime >= from && task.startTime < to);
    const typingTasks = longTaskFigures(between(typingAt, typingEnd), typingAt, keys);
    const report = {
      catalog: { tools, fileMB: ms(megabytes), queries: queries.length, targets },
      machine: {
        cores: availableParallelism(),
        loadAverage1m: { start: loadAtStart, end: ms(loadavg()[0] ?? Number.NaN) },
      },
      load: {
        fileToChangeEventMs: ms((marks.change ?? Number.NaN) - importAt),
        importToSummaryMs: ms((marks.summary ?? Number.NaN) - importAt),
        longTasks: longTaskFigures(between(importAt, targetsAt), importAt),
      },
      targets: {
        tickToRanksShownMs: ms((marks.ranks ?? Number.NaN) - targetsAt),
        importToRanksShownMs: ms((marks.ranks ?? Number.NaN) - importAt),
        longTasks: longTaskFigures(between(targetsAt, typingAt), targetsAt),
      },
      typing: {
        keyEveryMs: KEY_EVERY_MS,
        keydowns: keys.length,
        keystroke,
        held: { keystrokes: held.keystrokes, medianMs: held.medianMs, maxMs: held.maxMs },
        longTasks: typingTasks,
        workerCallsPerKeystroke: Object.fromEntries(
          Object.entries(calls).map(([name, n]) => [name, Number((n / keys.length).toFixed(2))]),
        ),
      },
    };
    console.log(`Search panel on 50,000 real-derived tools:\n${JSON.stringify(report, null, 2)}`);
    test.info().annotations.push({ type: 'real50k', description: JSON.stringify(report) });

    expect(keystroke.keystrokes).toBeGreaterThanOrEqual(50);
    expect(
      typingTasks.longestMs,
      `the longest main-thread task while typing (the issue's bound: ${TYPING_BOUND_MS} ms)`,
    ).toBeLessThanOrEqual(TYPING_BOUND_MS);
  } finally {
    cleanup();
  }
});
