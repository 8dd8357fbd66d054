import {
  type AgentTarget,
  type AgentTargetId,
  appendedTools,
  availableTargets,
  buildTarget,
  type Catalog,
  type TargetTool,
  ToolIndex,
  targetTools,
} from '../src/engine';
import { STEP_CHUNK } from '../src/worker/api/keptTargets';
import { cpuMsSince, settledHeapMB } from './stats';

/**
 * The app's full load of a catalog, built as its worker builds it: the ToolIndex (a load,
 * catalogApi.ts: its constructor ends trimmed, as the worker's batches do), then every agent
 * target this build runs, each from no tools a chunk of STEP_CHUNK at a time (keptTargets.ts
 * builds them so, in steps between requests; here the steps run back to back). Each part's CPU
 * and wall time, and the heap it adds with the parts before it still alive: where the memory
 * goes. The catalog itself (the tools as imported) is not counted: it was in memory before the
 * load began.
 */
type LoadPart = { part: string; cpuMs: number; wallMs: number; heapMB: number };
export type AppLoad = { cpuMs: number; wallMs: number; heapMB: number; parts: LoadPart[] };

/** Target `id` over the catalog's tools, built as the worker builds it: a chunk at a time. */
export const buildTargetInSteps = (id: AgentTargetId, catalog: Catalog): AgentTarget => {
  const tools = targetTools(catalog);
  const target = buildTarget(id, []);
  const held: TargetTool[] = [];
  for (let done = 0; done < tools.length; done += STEP_CHUNK) {
    target.update(appendedTools(held, tools, done, Math.min(done + STEP_CHUNK, tools.length)));
  }
  return target;
};

/** What the load built, held here while its heap is read, then dropped. */
let alive: unknown[] = [];

export const measureAppLoad = (catalog: Catalog): AppLoad => {
  const parts: LoadPart[] = [];
  const base = settledHeapMB();
  let last = base;
  const step = (part: string, build: () => unknown): void => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    alive.push(build());
    const wallMs = performance.now() - started;
    const cpuMs = cpuMsSince(cpu);
    const now = settledHeapMB();
    parts.push({ part, cpuMs, wallMs, heapMB: now - last });
    last = now;
  };
  step('ToolIndex', () => new ToolIndex(catalog));
  for (const id of availableTargets()) step(`target ${id}`, () => buildTargetInSteps(id, catalog));
  const heapMB = settledHeapMB() - base;
  alive = [];
  const sum = (key: 'cpuMs' | 'wallMs') => parts.reduce((total, part) => total + part[key], 0);
  return { cpuMs: sum('cpuMs'), wallMs: sum('wallMs'), heapMB, parts };
};
