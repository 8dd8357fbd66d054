/** Latency summaries in milliseconds. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export type Latency = { p50Ms: number; p95Ms: number };

const median = (values: readonly number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Timed passes over the queries; each gives a p50 and a p95, and the medians are reported. */
export const ROUNDS = 5;

/**
 * Times `run` once per query, after one untimed pass over all of them (so every code path the
 * queries take is compiled before it is timed). The timed pass is repeated ROUNDS times and the
 * median of each percentile is kept: on a shared 2-core machine one descheduled moment can
 * otherwise decide a p95 over a few hundred sub-millisecond samples.
 */
export const time = (queries: readonly string[], run: (query: string) => void): Latency => {
  for (const query of queries) run(query);
  const p50s: number[] = [];
  const p95s: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const samples = queries.map((query) => {
      const start = performance.now();
      run(query);
      return performance.now() - start;
    });
    samples.sort((a, b) => a - b);
    p50s.push(percentile(samples, 0.5));
    p95s.push(percentile(samples, 0.95));
  }
  return { p50Ms: median(p50s), p95Ms: median(p95s) };
};
