import type { ToolIndex } from '../../engine';
import { requireLoaded } from './state';

/**
 * Orama's index (read by the seed and bm25 rankers and by the movement column, never by the
 * default ranker) is built in the worker's idle time, in steps, after each load: the first
 * search never waits for it. Each step adds tools for about STEP_BUDGET_MS, then
 * yields to the event loop, so a search that arrives meanwhile runs between two steps. A search
 * under seed or bm25 before the build is done finishes it itself (the engine does).
 */

/** How long one step may add tools before it yields: a search waits at most about this long. */
export const STEP_BUDGET_MS = 25;
/**
 * Tools added between two looks at the clock. At 50,000 synthetic tools one tool costs about
 * 40–100 µs on a busy 2-core machine, so a chunk is a few milliseconds and a step overshoots
 * its budget by at most one chunk.
 */
export const STEP_CHUNK = 64;

/** The scheduled step, if any; at most one is ever pending. */
let timer: ReturnType<typeof setTimeout> | undefined;
/** A step's report: the index it built on, how long it took, and whether the build is done. */
export type StepListener = (index: ToolIndex, ms: number, done: boolean) => void;
/** Hears each finished step (tests, measurements). */
let onStep: StepListener | undefined;

/** The loaded index, or undefined when none is (before the first load, or between loads). */
const loadedIndex = (): ToolIndex | undefined => {
  try {
    return requireLoaded().index;
  } catch {
    return undefined;
  }
};

/** Adds tools to `index`'s Orama for about STEP_BUDGET_MS; true once the index is built. */
export const buildStep = (index: ToolIndex, budgetMs = STEP_BUDGET_MS): boolean => {
  const start = performance.now();
  let done = index.buildSpecIndexStep(STEP_CHUNK);
  while (!done && performance.now() - start < budgetMs) done = index.buildSpecIndexStep(STEP_CHUNK);
  onStep?.(index, performance.now() - start, done);
  return done;
};

const step = () => {
  timer = undefined;
  // Read afresh each step, so no step ever lands on an index a newer load replaced.
  const index = loadedIndex();
  if (!index || buildStep(index)) return;
  timer = setTimeout(step, 0);
};

/**
 * Builds the loaded index's Orama in steps from now on, unless it is built. Idempotent: called
 * again while steps are scheduled, it schedules no second loop. A catalog change during the
 * build restarts it inside the engine; the loop carries on until it is complete.
 */
export const buildSpecIndexSoon = (): void => {
  if (timer !== undefined) return;
  timer = setTimeout(step, 0);
};

/** Stops the loop (a load begins: its steps would be spent on the catalog being replaced). */
export const stopSpecIndexBuild = (): void => {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
};

/**
 * Longest a caller waits for the stepped build (the movement column) before finishing it
 * itself: well inside the page's 10 s deadline for an answer (EngineClient), and longer than
 * the whole stepped build of 50,000 tools measured on a busy 2-core machine (about 4.5 s).
 */
export const SPEC_INDEX_WAIT_MS = 5_000;

/**
 * Resolves once `index`'s Orama is built by the steps, so a caller that needs it (the movement
 * column) waits without holding the worker: searches keep running between the steps. Resolves
 * early, leaving the rest to the caller, after `maxWaitMs`, when no step is scheduled, or when
 * another catalog replaced `index`.
 */
export const specIndexBuilt = async (
  index: ToolIndex,
  maxWaitMs = SPEC_INDEX_WAIT_MS,
): Promise<void> => {
  const deadline = performance.now() + maxWaitMs;
  while (
    !index.oramaBuilt &&
    specIndexBuilding() &&
    loadedIndex() === index &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, STEP_BUDGET_MS));
  }
};

/** Whether a step is scheduled. */
export const specIndexBuilding = (): boolean => timer !== undefined;

/** Test and measurement hook: hears each step (undefined stops listening). */
export const observeSpecIndexSteps = (listener?: StepListener): void => {
  onStep = listener;
};
