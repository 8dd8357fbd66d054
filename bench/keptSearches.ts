import { syntheticCatalog } from '../src/data/synthetic';
import { explainMiss, openSearch, searchTools, ToolIndex } from '../src/engine';

/**
 * `node --expose-gc --import tsx bench/keptSearches.ts`: what one query's questions cost in
 * the engine, on synthetic catalogs of 10,000 and 50,000 tools. `fresh`: each question runs
 * its own search (the page, then the lens, the movement ranks, the order past the page and
 * "Why not?" each searched again); `session`: one search keeps its plan and passes and every
 * question reads them (openSearch). Then the heap the worker's kept searches hold (8, as
 * KEPT_SEARCHES), each asked its movement ranks, so both rankers' rows are kept.
 */
const QUERIES = ['export invoice', 'bulk order', 'customer refund', 'sync calendar'];
const KEPT = 8;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const heapMb = () => {
  // One gc() can leave the last round's garbage in the old generation; three settle it.
  for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1e6;
};

for (const size of [10_000, 50_000]) {
  const index = new ToolIndex(syntheticCatalog(size));
  const times = { fresh: [] as number[], session: [] as number[] };
  for (let round = 0; round < 5; round++) {
    for (const query of QUERIES) {
      const request = { query, limit: 10 };
      let start = performance.now();
      const page = searchTools(index, request);
      const names = page.hits.map((hit) => hit.name);
      searchTools(index, request);
      index.ranksOf(request, names);
      const near = index.rankedNames(request).slice(0, 210);
      explainMiss(index, request, near[20] ?? '');
      times.fresh.push(performance.now() - start);

      start = performance.now();
      const session = openSearch(index, request);
      session.lens(session.page.hits[0]?.name ?? '');
      session.movement();
      const nearMisses = session.nearMisses(210);
      session.whyNot(nearMisses[20] ?? '');
      times.session.push(performance.now() - start);
    }
  }
  // What the kept searches hold: the heap with them, less the heap once they are dropped
  // (the index caches what it caches either way, so a baseline taken before them misleads).
  const kept = Array.from({ length: KEPT }, (_, i) => {
    const session = openSearch(index, { query: QUERIES[i % QUERIES.length] ?? '', limit: 10 });
    session.movement();
    return session;
  });
  const withKept = heapMb();
  const keptCount = kept.length;
  kept.length = 0;
  const held = withKept - heapMb();
  console.log(
    `${size} tools: one query's page, lens, movement, near misses and Why not: fresh median ${median(times.fresh).toFixed(1)} ms, session median ${median(times.session).toFixed(1)} ms; ${keptCount} kept searches hold ${held.toFixed(1)} MB`,
  );
}
