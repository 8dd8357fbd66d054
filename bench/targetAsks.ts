import { availableTargets } from '../src/engine';
import { currentCatalog } from '../src/worker/api/state';
import { engineApi } from '../src/worker/engineApi';

/**
 * `npm run -s bench:targets`: what the worker's agent-target questions cost on the synthetic
 * 10,000-tool catalog, in-process: the first `targetRanks` of a catalog (answered at once, each
 * target still building), the targets' first build (in steps, until `targetsBuilt` resolves), a
 * later `targetRanks` (the targets kept), a tool's findability card (3 name forms and 5
 * queries), and the first ask after an edit (the edited tool re-indexed in each target). Medians
 * of 5 rounds, ms.
 */
const QUERIES = ['export invoice', 'bulk order', 'customer refund', 'sync calendar', 'list users'];
const ROUNDS = 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};
const ranked = async (run: () => Promise<{ building?: true }[]>) => {
  const start = performance.now();
  const columns = await run();
  if (columns.some((column) => column.building)) throw new Error('bench: a target still building');
  return performance.now() - start;
};

const targets = availableTargets();
const figures = {
  first: [] as number[],
  built: [] as number[],
  later: [] as number[],
  card: [] as number[],
  edited: [] as number[],
};
for (let round = 0; round < ROUNDS; round++) {
  await engineApi.loadBuiltIn('synthetic10k');
  const searches = await Promise.all(
    QUERIES.map((query) => engineApi.search({ query, limit: 10 })),
  );
  const [first, second] = searches;
  if (!first || !second) throw new Error('bench: no search');
  figures.first.push(await timed(() => engineApi.targetRanks(first.request, targets)));
  figures.built.push(await timed(() => engineApi.targetsBuilt(targets)));
  figures.later.push(await ranked(() => engineApi.targetRanks(second.request, targets)));
  const tool = first.page.hits[0]?.name ?? '';
  figures.card.push(await timed(() => engineApi.findability(tool, targets, QUERIES)));
  const before = currentCatalog().tools.find((each) => each.name === tool);
  if (!before) throw new Error(`bench: no tool ${tool}`);
  await engineApi.updateTool({ tool: { ...before, description: `${before.description} Edited.` } });
  const again = await engineApi.search({ query: QUERIES[2] ?? '', limit: 10 });
  figures.edited.push(await ranked(() => engineApi.targetRanks(again.request, targets)));
}
console.log(`targets: ${targets.join(', ')} · synthetic10k · median of ${ROUNDS} rounds`);
for (const [name, values] of Object.entries(figures)) {
  console.log(`${name.padEnd(8)} ${median(values).toFixed(1)} ms`);
}
