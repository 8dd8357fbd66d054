import { type Catalog, descriptionAt, ToolIndex } from '../src/engine';
import { cpuMsSince, median } from './stats';

/**
 * What an author's edit costs the search, against what it would cost without an incremental
 * index: `ToolIndex.updateTool` of one tool then a search (`edit`), against building a fresh
 * index of the same catalog then the same search (`full`). CPU ms, each the median of its
 * repeats. Each edit's search is a query that index has not run yet, as the full path's is.
 */
export type EditFigures = { edits: number; builds: number; editCpuMs: number; fullCpuMs: number };

/** CPU ms of `work`. */
const cpuOf = (work: () => unknown): number => {
  const start = process.cpuUsage();
  work();
  return cpuMsSince(start);
};

export const measureEdit = (
  catalog: Catalog,
  queries: readonly string[],
  { edits = 20, builds = 3 }: { edits?: number; builds?: number } = {},
): EditFigures => {
  // Each timed search its own query: the edits' first, then the builds', then the warm-up's.
  const WARM_UP = 3;
  if (queries.length < edits + builds + WARM_UP)
    throw new Error('bench: too few queries for the edits');
  const index = new ToolIndex(catalog);
  const tools = catalog.tools;
  const edit = (i: number, query: string) => {
    // Tools spread over the catalog, each given a word more (as a description being rewritten).
    const tool = tools[Math.floor((i * tools.length) / edits)] ?? tools[0];
    if (!tool) throw new Error('bench: an empty catalog has nothing to edit');
    index.updateTool({ ...tool, description: `${descriptionAt(tool)} edited` });
    index.search({ query, limit: 10 });
  };
  // Untimed, so the JIT has compiled the update path before the first timed edit.
  for (let i = 0; i < WARM_UP; i++) edit(i, queries[edits + builds + i] ?? '');
  const editCpu = Array.from({ length: edits }, (_, i) => cpuOf(() => edit(i, queries[i] ?? '')));
  const fullCpu = Array.from({ length: builds }, (_, i) =>
    cpuOf(() => new ToolIndex(catalog).search({ query: queries[edits + i] ?? '', limit: 10 })),
  );
  return { edits, builds, editCpuMs: median(editCpu), fullCpuMs: median(fullCpu) };
};
