import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportCatalog } from '../src/engine';
import { loadCatalogs } from './catalogs';

/**
 * The helpers of the UI benchmarks (`npm run bench:ui`: the specs in e2e/perf). The page
 * probes run in the page (`page.addInitScript` or `page.evaluate`), so each closes over
 * nothing; the figures they keep are read back from `window`. The rest runs in Node: real50k's catalog file, its queries, its report.
 */

declare global {
  interface Window {
    __keystrokes?: number[];
    /** The samples of the keystrokes the hold answered (a half-typed word that finds nothing). */
    __held?: number[];
    /** Every message the page posted to a worker, by the engine call it makes. */
    __workerCalls?: Record<string, number>;
    /** Every long task of the page's main thread since the document began (longTaskObserver). */
    __benchLongTasks?: LongTask[];
  }
}

/** A long task as the page saw it: when it began and how long it ran, in the page's clock. */
export type LongTask = { startTime: number; duration: number; name: string; culprit: string };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** One decimal, as the reports print every time. */
export const ms = (value: number) => Number(value.toFixed(1));

/**
 * Counts the page's messages to its workers by the call they make (comlink names it in `path`),
 * before any script of the page runs: the worker calls one keystroke costs, whatever the client.
 */
export const countWorkerCalls = () => {
  const calls: Record<string, number> = {};
  window.__workerCalls = calls;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
    const message = args[0] as { type?: string; path?: string[] } | undefined;
    const name = message?.path?.join('.') || message?.type || 'other';
    calls[name] = (calls[name] ?? 0) + 1;
    return (post as (...values: unknown[]) => void).apply(this, args);
  };
};

/** Each count of `after` less its count in `before`. */
export const callsSince = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([name, n]) => [name, n - (before[name] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );

/**
 * The Long Tasks API from the document's start (an init script): every task of the main thread
 * over 50 ms, kept in `window.__benchLongTasks` with its attribution's container, if any.
 */
export const longTaskObserver = () => {
  const tasks: LongTask[] = [];
  window.__benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const attribution = (entry as PerformanceEntry & { attribution?: unknown[] }).attribution;
      const first = attribution?.[0] as
        | { containerType?: string; containerName?: string; containerSrc?: string }
        | undefined;
      tasks.push({
        startTime: entry.startTime,
        duration: entry.duration,
        name: entry.name,
        culprit: first
          ? [first.containerType, first.containerName, first.containerSrc].filter(Boolean).join(' ')
          : '',
      });
    }
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * The keystroke probe (`page.evaluate`): notes the time of each keydown in the query box; a
 * MutationObserver sees the results table's `data-query` become the box's new value (or the
 * hold's note name it); the time is read after the next frame is painted (a message posted
 * from requestAnimationFrame arrives after that frame). Samples go to `window.__keystrokes`,
 * the held ones also to `window.__held`.
 */
export const keystrokeProbe = () => {
  const box = document.querySelector<HTMLInputElement>('[data-testid="query-input"]');
  if (!box) throw new Error('bench: no query box');
  const samples: number[] = [];
  window.__keystrokes = samples;
  let pending: { start: number; expected?: string } | undefined;
  // A half-typed word that finds nothing is answered by the hold: the last results stay,
  // dimmed, under a note naming the typed query, and the table follows once typing rests
  // (600 ms, by design). That note's paint is the keystroke's answer; such keystrokes are
  // also reported apart (`held`).
  const held: number[] = [];
  window.__held = held;
  const check = () => {
    if (pending?.expected === undefined) return;
    const shown = document.querySelector('[data-query]')?.getAttribute('data-query');
    const holding = document.querySelector('[data-held-query]')?.getAttribute('data-held-query');
    if (shown !== pending.expected && holding !== pending.expected) return;
    const wasHeld = shown !== pending.expected;
    const { start } = pending;
    pending = undefined;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const ms = performance.now() - start;
        samples.push(ms);
        if (wasHeld) held.push(ms);
      };
      channel.port2.postMessage(0);
    });
  };
  box.addEventListener(
    'keydown',
    () => {
      pending = { start: performance.now() };
    },
    true,
  );
  box.addEventListener('input', () => {
    if (pending) pending.expected = box.value;
    check();
  });
  new MutationObserver(check).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-query'],
  });
};

/** Median, p95 and max of keystroke samples, and how many there were. */
export const keystrokeFigures = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    keystrokes: sorted.length,
    medianMs: ms(percentile(sorted, 50)),
    p95Ms: ms(percentile(sorted, 95)),
    maxMs: ms(sorted.at(-1) ?? Number.NaN),
  };
};

export type Real50kFile = {
  file: string;
  megabytes: number;
  tools: number;
  realQueries: string[];
  cleanup: () => void;
};

/**
 * bench/catalogs.ts's `real50k` written as the file a user would import: the catalog in its
 * own format (`exportCatalog`, the plain tool list it was imported from), in a fresh temporary
 * folder. Undefined when the datasets it is derived from are absent.
 */
export const writeReal50k = (): Real50kFile | undefined => {
  const [bench] = loadCatalogs(['real50k']);
  if (!bench) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'toollens-real50k-'));
  const file = join(dir, 'real50k.json');
  const text = exportCatalog(bench.catalog);
  writeFileSync(file, text);
  return {
    file,
    megabytes: Buffer.byteLength(text) / 1e6,
    tools: bench.catalog.tools.length,
    realQueries: bench.realQueries,
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
};

/**
 * `count` of the real queries, spread evenly over the list (it mixes bfcl's and livemcpbench's
 * in proportion, so an even spread holds both), the same ones every run.
 */
export const pickQueries = (queries: readonly string[], count: number): string[] => {
  const step = queries.length / count;
  return Array.from({ length: count }, (_, i) => queries[Math.floor(i * step)] ?? '');
};

/** How many tasks there were and how long, and the longest few, each at its time from `origin`. */
export const longTaskFigures = (
  tasks: readonly LongTask[],
  origin: number,
  keys?: readonly { at: number; before: string }[],
) => {
  const longest = [...tasks].sort((a, b) => b.duration - a.duration).slice(0, 8);
  /** The last keydown before the task began: the text typed into, and how long before. */
  const typedAt = (task: LongTask) => {
    const key = keys?.filter((each) => each.at <= task.startTime).at(-1);
    return key === undefined
      ? {}
      : { afterKeyMs: ms(task.startTime - key.at), typedInto: key.before };
  };
  return {
    count: tasks.length,
    over50ms: tasks.filter((task) => task.duration > 50).length,
    over200ms: tasks.filter((task) => task.duration > 200).length,
    longestMs: ms(Math.max(0, ...tasks.map((task) => task.duration))),
    totalMs: ms(tasks.reduce((sum, task) => sum + task.duration, 0)),
    longest: longest.map((task) => ({
      atMs: ms(task.startTime - origin),
      durationMs: ms(task.duration),
      ...typedAt(task),
    })),
  };
};
