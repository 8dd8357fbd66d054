import { PerformanceObserver } from 'node:perf_hooks';

/** Latency summaries in milliseconds. */
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export type Latency = { p50Ms: number; p95Ms: number };
export type Percentiles = Latency & { p99Ms: number };

export const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

const percentiles = (samples: readonly number[]): Percentiles => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
  };
};

/** Each percentile's median over several passes. */
export const medianPercentiles = (passes: readonly Percentiles[]): Percentiles => ({
  p50Ms: median(passes.map((pass) => pass.p50Ms)),
  p95Ms: median(passes.map((pass) => pass.p95Ms)),
  p99Ms: median(passes.map((pass) => pass.p99Ms)),
});

/**
 * What the process holds, in MB, after full collections: the JS heap and the ArrayBuffers
 * (typed arrays' backing stores live outside the JS heap: `heapUsed` alone misses them, and
 * the ToolIndex's postings are typed arrays). Read it while the structure measured is alive;
 * the difference from a reading before it was built is what it holds. Throws without
 * `--expose-gc`: a heap read over uncollected garbage says nothing.
 */
export const settledHeapMB = (): number => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('bench: run node with --expose-gc to read the heap');
  // Twice: one full collection can leave the previous structure's garbage in the old generation.
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1024 / 1024;
};

/** Milliseconds of CPU (user + system, every thread of the process: GC helpers too) since `from`. */
export const cpuMsSince = (from: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** One pass over the queries: each call's wall time and CPU time, and how many were timed. */
export type Pass = { wall: Percentiles; cpu: Percentiles; timed: number };

/**
 * Times `run` once per query: wall by performance.now(), CPU by process.cpuUsage() deltas
 * (microsecond resolution; CPU is what a busy shared machine does not inflate, wall is what
 * a user waits). Stops after the query during which `deadline` (a performance.now() time)
 * passed, so a peer that takes seconds a query cannot hold the run for minutes: `timed` says
 * how many queries the figures cover.
 */
export const timePass = (
  queries: readonly string[],
  run: (query: string) => unknown,
  deadline = Number.POSITIVE_INFINITY,
): Pass => {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const query of queries) {
    if (wall.length > 0 && performance.now() > deadline) break;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run(query);
    wall.push(performance.now() - start);
    cpu.push(cpuMsSince(cpuStart));
  }
  return { wall: percentiles(wall), cpu: percentiles(cpu), timed: wall.length };
};

/**
 * Counts garbage collections. Node delivers `gc` performance entries from the event loop, not
 * inside synchronous code, so a count is read after yielding once (`count` is async); entries
 * are filtered by start time, so a collection before `start` (the bench's own gc() for the heap
 * figure) is never counted.
 */
export class GcCounter {
  readonly #observer = new PerformanceObserver(() => {});
  #entries: { startTime: number }[] = [];
  constructor() {
    this.#observer.observe({ entryTypes: ['gc'] });
  }
  /** Collections that started between `from` and `to` (performance.now() times). */
  async count(from: number, to: number): Promise<number> {
    await new Promise((resolve) => setImmediate(resolve));
    this.#entries.push(...this.#observer.takeRecords());
    const inside = this.#entries.filter(
      (entry) => entry.startTime >= from && entry.startTime <= to,
    );
    this.#entries = this.#entries.filter((entry) => entry.startTime > to);
    return inside.length;
  }
  disconnect(): void {
    this.#observer.disconnect();
  }
}

/** Timed warm passes over the queries: each gives percentiles, and their medians are reported. */
export const ROUNDS = 5;
