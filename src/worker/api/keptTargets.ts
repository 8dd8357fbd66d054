import {
  type AgentTarget,
  type AgentTargetId,
  appendedTools,
  buildTarget,
  type TargetTool,
  type TargetToolsChange,
  type ToolIndex,
  targetTools,
  targetToolsChange,
} from '../../engine';
import { currentCatalog, onCatalogLoaded, requireLoaded } from './state';

/**
 * The agent targets over the loaded catalog, kept from one ask to the next and kept up to date:
 * when the catalog's version moves (an edit, a rename, a live server's list, a setting), the
 * tools that changed are found by identity (targetToolsChange) and each ready target re-indexes
 * those alone (AgentTarget.update). A target is first built in steps in the worker's idle time:
 * a chunk of tools at a time for about STEP_BUDGET_MS a step, so a search waits at most about one
 * step, the cheapest targets first. A new catalog, or another server name, starts afresh.
 */

/** How long one step may add tools before it yields: a search waits at most about this long. */
const STEP_BUDGET_MS = 25;
/** Tools added between two looks at the clock: a chunk is a few milliseconds. */
export const STEP_CHUNK = 64;

type Building = {
  target: AgentTarget;
  /** The tools it is built over: the catalog's when its build began. */
  tools: readonly TargetTool[];
  /** How many of them it holds. */
  done: number;
  /** The ones it holds (the first `done`), grown a chunk at a time (appendedTools). */
  held: TargetTool[];
  /** How long adding them took. */
  ms: number;
};

type Kept = {
  index: ToolIndex;
  server: string | undefined;
  /** The catalog version `tools` are of. */
  version: number;
  /** The catalog's target tools, as the ready targets hold them. */
  tools: readonly TargetTool[];
  ready: Map<AgentTargetId, AgentTarget>;
  building: Map<AgentTargetId, Building>;
};

let kept: Kept | undefined;
/** The scheduled step, if any; at most one is ever pending. */
let timer: ReturnType<typeof setTimeout> | undefined;

/** An update a target took: a chunk of its first build, or the catalog's changes since. */
export type TargetWork = { id: AgentTargetId; change: TargetToolsChange; during: 'build' | 'edit' };
/** Hears each update a target takes (tests count the work an edit costs). */
let onWork: ((work: TargetWork) => void) | undefined;

const updated = (
  id: AgentTargetId,
  target: AgentTarget,
  change: TargetToolsChange,
  during: TargetWork['during'],
) => {
  target.update(change);
  onWork?.({ id, change, during });
};

/** The loaded index, or undefined when none is. */
const loadedIndex = (): ToolIndex | undefined => {
  try {
    return requireLoaded().index;
  } catch {
    return undefined;
  }
};

/** The loaded catalog's tools as the agents see them, named under `server`. */
const toolsNow = (server: string | undefined): TargetTool[] =>
  targetTools(currentCatalog(), server);

/** Starts building target `id` over the catalog's tools, from none, a chunk at a time. */
const begin = (state: Kept, id: AgentTargetId): void => {
  state.building.set(id, {
    target: buildTarget(id, []),
    tools: state.tools,
    done: 0,
    held: [],
    ms: 0,
  });
};

/** Brings the ready targets to the catalog's version: the changed tools alone re-indexed. */
const brought = (state: Kept): Kept => {
  if (state.version === state.index.version) return state;
  const next = toolsNow(state.server);
  const change = targetToolsChange(state.tools, next);
  state.version = state.index.version;
  if (change) {
    for (const [id, target] of state.ready) updated(id, target, change, 'edit');
    state.tools = change.tools;
    return state;
  }
  // The tools came in another order (the ToolIndex never reorders them): built afresh, in steps.
  state.tools = next;
  for (const id of state.ready.keys()) begin(state, id);
  state.ready.clear();
  return state;
};

/** Another catalog is loaded: the targets built over the last one, and their steps, go at once. */
const letGo = () => {
  kept = undefined;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
};
let listening = false;

/** The kept targets of the loaded catalog named under `server`, up to date. */
const keptFor = (server: string | undefined): Kept => {
  const { index } = requireLoaded();
  if (!listening) onCatalogLoaded(letGo);
  listening = true;
  if (kept?.index !== index || kept.server !== server) {
    kept = {
      index,
      server,
      version: index.version,
      tools: toolsNow(server),
      ready: new Map(),
      building: new Map(),
    };
  }
  return brought(kept);
};

/** A target whose last chunk is in: brought to the catalog as it is now, then ready. */
const finish = (state: Kept, id: AgentTargetId, building: Building): void => {
  state.building.delete(id);
  if (building.tools !== state.tools) {
    const change = targetToolsChange(building.tools, state.tools);
    if (!change) {
      begin(state, id);
      return;
    }
    updated(id, building.target, change, 'edit');
  }
  state.ready.set(id, building.target);
};

/**
 * The building target whose build should end soonest, by the time its chunks took so far: one
 * not yet timed first, so each is timed once before the cheapest are chosen.
 */
const soonest = (state: Kept): [AgentTargetId, Building] | undefined => {
  let best: [AgentTargetId, Building] | undefined;
  let least = Number.POSITIVE_INFINITY;
  for (const entry of state.building) {
    const { done, ms, tools } = entry[1];
    const left = done === 0 ? 0 : (ms / done) * (tools.length - done);
    if (left < least) [best, least] = [entry, left];
  }
  return best;
};

/**
 * Adds tools to the building targets, a chunk at a time, for about `budgetMs`; true when none is
 * left. Each chunk goes to the target whose build will end soonest (the regex target's fields
 * are quicker read than Codex's stemmed words), so the cheaper columns are ready first.
 */
const advance = (state: Kept, budgetMs: number): boolean => {
  brought(state);
  const start = performance.now();
  for (let next = soonest(state); next; next = soonest(state)) {
    const [id, building] = next;
    const began = performance.now();
    const to = Math.min(building.done + STEP_CHUNK, building.tools.length);
    updated(
      id,
      building.target,
      appendedTools(building.held, building.tools, building.done, to),
      'build',
    );
    building.done = to;
    building.ms += performance.now() - began;
    if (building.done === building.tools.length) finish(state, id, building);
    if (performance.now() - start >= budgetMs) break;
  }
  return state.building.size === 0;
};

const step = () => {
  timer = undefined;
  // A step never lands on a catalog a newer load replaced.
  if (!kept || loadedIndex() !== kept.index || advance(kept, STEP_BUDGET_MS)) return;
  timer = setTimeout(step, 0);
};

const schedule = () => {
  timer ??= setTimeout(step, 0);
};

/**
 * The targets `ids` over the loaded catalog: each ready one up to date, or undefined while it
 * builds. Those never asked for begin their build now, in steps after this call.
 */
export const readyTargets = (
  ids: readonly AgentTargetId[],
  server: string | undefined,
): Map<AgentTargetId, AgentTarget | undefined> => {
  const state = keptFor(server);
  for (const id of ids) if (!state.ready.has(id) && !state.building.has(id)) begin(state, id);
  if (state.building.size > 0) schedule();
  return new Map(ids.map((id) => [id, state.ready.get(id)]));
};

/**
 * The targets `ids` once each is ready, or after `maxWaitMs` with those ready then (undefined
 * for the rest): waits for the steps without holding the worker, so searches run meanwhile.
 */
export const awaitTargets = async (
  ids: readonly AgentTargetId[],
  server: string | undefined,
  maxWaitMs = TARGETS_WAIT_MS,
): Promise<Map<AgentTargetId, AgentTarget | undefined>> => {
  const deadline = performance.now() + maxWaitMs;
  let targets = readyTargets(ids, server);
  while ([...targets.values()].includes(undefined) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, STEP_BUDGET_MS));
    targets = readyTargets(ids, server);
  }
  return targets;
};

/** The targets `ids`, every one ready: awaitTargets, then what is left built at once. */
export const builtTargets = async (
  ids: readonly AgentTargetId[],
  server: string | undefined,
): Promise<Map<AgentTargetId, AgentTarget>> => {
  await awaitTargets(ids, server);
  const state = keptFor(server);
  while (ids.some((id) => !state.ready.has(id))) advance(state, Number.POSITIVE_INFINITY);
  return new Map(ids.map((id) => [id, state.ready.get(id) as AgentTarget]));
};

/**
 * Longest a caller waits for the steps: well inside the page's 10 s deadline for an answer. One
 * that needs every target (a findability card, Evaluate) then finishes the build itself.
 */
const TARGETS_WAIT_MS = 5_000;

/** Whether a target build step is scheduled (tests). */
export const targetsBuilding = (): boolean => timer !== undefined;

/** Test hook: hears each update a target takes (undefined stops listening). */
export const observeTargetWork = (listener?: (work: TargetWork) => void): void => {
  onWork = listener;
};
