import {
  type AgentTarget,
  availableTargets,
  buildTarget,
  type Catalog,
  ToolIndex,
  targetTools,
} from '../src/engine';
import { cpuMsSince, settledHeapMB } from './stats';

/**
 * The app's full load of a catalog, built as its worker builds it: the ToolIndex (a load,
 * catalogApi.ts), Orama's index (specIndexBuild.ts builds it in steps after the load; here at
 * once, the same work), and every agent target this build runs (targetsApi.ts builds each on
 * its first ask, over `targetTools` of the catalog). Each part's CPU and wall time, and the
 * heap it adds with the parts before it still alive: where the memory goes. The catalog itself
 * (the tools as imported) is not counted: it was in memory before the load began.
 */
export type LoadPart = { part: string; cpuMs: number; wallMs: number; heapMB: number };
export type AppLoad = { cpuMs: number; wallMs: number; heapMB: number; parts: LoadPart[] };

/** What the load built, held here while its heap is read, then dropped. */
let alive: unknown[] = [];

export const measureAppLoad = (catalog: Catalog): AppLoad => {
  const parts: LoadPart[] = [];
  const base = settledHeapMB();
  let last = base;
  const step = <T>(part: string, build: () => T): T => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const built = build();
    const wallMs = performance.now() - started;
    const cpuMs = cpuMsSince(cpu);
    alive.push(built);
    const now = settledHeapMB();
    parts.push({ part, cpuMs, wallMs, heapMB: now - last });
    last = now;
    return built;
  };
  const index = step('ToolIndex', () => new ToolIndex(catalog));
  step("Orama's index", () => {
    index.buildSpecIndex();
    return index;
  });
  for (const id of availableTargets()) {
    step(`target ${id}`, (): AgentTarget => buildTarget(id, targetTools(catalog)));
  }
  const heapMB = settledHeapMB() - base;
  alive = [];
  const sum = (key: 'cpuMs' | 'wallMs') => parts.reduce((total, part) => total + part[key], 0);
  return { cpuMs: sum('cpuMs'), wallMs: sum('wallMs'), heapMB, parts };
};
