/** Latency summaries in milliseconds. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

export type Latency = { p50Ms: number; p95Ms: number };

/** Times `run` once per query after `warmup` untimed passes over the first queries. */
export const time = (
  queries: readonly string[],
  run: (query: string) => void,
  warmup = 50,
): Latency => {
  for (const query of queries.slice(0, warmup)) run(query);
  const samples = queries.map((query) => {
    const start = performance.now();
    run(query);
    return performance.now() - start;
  });
  samples.sort((a, b) => a - b);
  return { p50Ms: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95) };
};
