import { formatCount, plural } from '../text/core';
import { capabilityRoot, type Tool } from './types';

/**
 * The capability line: one line of roots that stands in for every undiscovered tool, within a
 * budget of characters, so a pooled catalog of a thousand tools does not send a line as long
 * as the catalog. When every root fits, the line is every root (a single server's line, the
 * demo's 34 roots). When they do not, the line holds the roots that cover the most tools within
 * the budget, and says how many tools it leaves out: those stay searchable by text, and only a
 * capability filter cannot reach them.
 *
 * Choosing roots within a budget is budgeted maximum coverage (NP-hard). The pick is the better
 * of two: the greedy one, by tools newly covered per character, and the single root that covers
 * the most; that pair is within (1 − 1/e)/2 of the best line (Khuller, Moss and Naor, 1999), and
 * the property test checks it against brute force on small catalogs.
 */

/**
 * The line's default budget in characters: the design's line of 34 roots (341 here) fits it
 * (docs/design/capability-line.md).
 */
export const DEFAULT_LINE_BUDGET = 350;
/** The smallest budget accepted: the tags, one short root and the count of tools left out. */
export const MIN_LINE_BUDGET = 80;
/** The largest budget accepted: past it the line is the catalog again. */
export const MAX_LINE_BUDGET = 100_000;

const OPEN = '<tool_capabilities>';
const CLOSE = '</tool_capabilities>';
const SEPARATOR = ', ';

/** What a budget must be, or undefined when `budget` is one. */
export const lineBudgetProblem = (budget: number): string | undefined =>
  Number.isInteger(budget) && budget >= MIN_LINE_BUDGET && budget <= MAX_LINE_BUDGET
    ? undefined
    : `the line budget is a whole number of characters from ${MIN_LINE_BUDGET} to ${formatCount(MAX_LINE_BUDGET)}`;

/** The de-duplicated capability roots of every tool, sorted: what the line holds when it fits. */
export const capabilityRoots = (tools: readonly Tool[]): string[] =>
  [...new Set(tools.flatMap((tool) => tool.capabilities.map(capabilityRoot)))].sort();

/** A line's plan; read-only, since one plan is shared by every caller for the same tools. */
export type LinePlan = {
  /** The line as the prompt sends it. */
  text: string;
  budget: number;
  /** The roots in the line, sorted. */
  roots: string[];
  /** Every distinct root the catalog's tools carry. */
  catalogRoots: number;
  /** Tools the line is for: every tool but scaffolding, which is declared from the start. */
  tools: number;
  /** Of those, how many carry a root of the line. */
  covered: number;
  /** The tools under no root of the line, in catalog order. */
  uncovered: string[];
  /** Each root of the line with the tools under it, in catalog order. */
  rootTools: Map<string, string[]>;
};

/** The note the line ends with when it leaves tools out: `+ 41 tools under no root`. */
const leftOutNote = (count: number): string => `+ ${plural(count, 'tool')} under no root`;

const lineText = (roots: readonly string[], leftOut: number): string => {
  const note = leftOut > 0 ? leftOutNote(leftOut) : '';
  return `${OPEN}${[roots.join(SEPARATOR), note].filter((part) => part !== '').join(' ')}${CLOSE}`;
};

/** The tools (by index among `tools`) under each root. */
const toolsByRoot = (tools: readonly Tool[]): Map<string, number[]> => {
  const byRoot = new Map<string, number[]>();
  tools.forEach((tool, index) => {
    for (const root of new Set(tool.capabilities.map(capabilityRoot))) {
      const under = byRoot.get(root);
      if (under) under.push(index);
      else byRoot.set(root, [index]);
    }
  });
  return byRoot;
};

const cost = (root: string) => root.length + SEPARATOR.length;

/**
 * The order of roots that cover as many tools, in a line and in the cover that derives them:
 * the shorter first, then alphabetical (code units, never the locale's).
 */
export const shorterRootFirst = (a: string, b: string): number =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** How many of the widest roots each start a greedy line of their own (see chooseWithin). */
const SEEDS = 4;

type Pick = { roots: string[]; covered: number; spent: number };

/**
 * The greedy line from `seed`: each round the root that covers the most items not yet covered
 * per character, while it fits. Lazy: a root's gain only falls as others are taken, so a root
 * whose gain, recounted, still beats every other's last count is the best (Minoux's
 * accelerated greedy); a pick costs a few recounts, not a pass over every root.
 */
const greedyFrom = (
  sets: ReadonlyMap<string, readonly number[]>,
  room: number,
  seed: readonly string[],
): Pick => {
  const covered = new Set<number>();
  const roots: string[] = [];
  let spent = 0;
  const take = (root: string) => {
    roots.push(root);
    spent += cost(root);
    for (const item of sets.get(root) ?? []) covered.add(item);
  };
  for (const root of seed) take(root);
  const gainOf = (root: string) => {
    let gain = 0;
    for (const item of sets.get(root) ?? []) if (!covered.has(item)) gain++;
    return gain;
  };
  // Candidates by last known rate, best last (popped first).
  const queue = [...sets.keys()]
    .filter((root) => !seed.includes(root))
    .map((root) => ({ root, gain: gainOf(root) }))
    .filter((entry) => entry.gain > 0);
  const order = (a: { root: string; gain: number }, b: { root: string; gain: number }) =>
    a.gain / cost(a.root) - b.gain / cost(b.root) || shorterRootFirst(b.root, a.root);
  queue.sort(order);
  while (queue.length > 0) {
    const top = queue.pop() as { root: string; gain: number };
    if (spent + cost(top.root) > room) continue;
    const gain = gainOf(top.root);
    if (gain === 0) continue;
    const next = queue.at(-1);
    if (gain === top.gain || next === undefined || order({ root: top.root, gain }, next) >= 0) {
      take(top.root);
      continue;
    }
    // Its gain fell below the next one's: back in its place.
    const entry = { root: top.root, gain };
    let at = queue.length;
    while (at > 0 && order(queue[at - 1] as typeof entry, entry) > 0) at--;
    queue.splice(at, 0, entry);
  }
  return { roots, covered: covered.size, spent };
};

/**
 * The roots, among `sets` (root → the distinct items under it), that cover the most items
 * within `room` characters, each root costing its length and a separator. The greedy line by
 * items newly covered per character; the same started from each of the SEEDS widest roots (a
 * partial enumeration, which lifts the greedy's bound); and the widest root alone: the best of
 * them, ties to the shorter line.
 */
export const chooseWithin = (
  sets: ReadonlyMap<string, readonly number[]>,
  room: number,
): string[] => {
  const fitting = new Map(
    [...sets].filter(([root, items]) => items.length > 0 && cost(root) <= room),
  );
  const widest = [...fitting.keys()]
    .sort(
      (a, b) =>
        (fitting.get(b)?.length ?? 0) - (fitting.get(a)?.length ?? 0) || shorterRootFirst(a, b),
    )
    .slice(0, SEEDS);
  const picks = [greedyFrom(fitting, room, [])];
  for (const root of widest) picks.push(greedyFrom(fitting, room, [root]));
  const first = widest[0];
  if (first !== undefined) {
    picks.push({ roots: [first], covered: fitting.get(first)?.length ?? 0, spent: cost(first) });
  }
  let best = picks[0] as Pick;
  for (const pick of picks) {
    if (pick.covered > best.covered || (pick.covered === best.covered && pick.spent < best.spent)) {
      best = pick;
    }
  }
  return best.roots;
};

/** Characters left for the roots of a line over `tools` within `budget` (tags, longest note). */
export const rootRoom = (budget: number, tools: number): number =>
  budget - OPEN.length - CLOSE.length - leftOutNote(tools).length - 1 + SEPARATOR.length;

/** True when every root the tools carry fits the budget: the line leaves no tool out. */
export const allRootsFit = (tools: readonly Tool[], budget = DEFAULT_LINE_BUDGET): boolean => {
  const searchable = tools.filter((tool) => tool.scaffolding !== true);
  const unrooted = searchable.filter((tool) => tool.capabilities.length === 0).length;
  return unrooted === 0 && lineText(capabilityRoots(tools), 0).length <= budget;
};

/**
 * The line for `tools` within `budget` characters (DEFAULT_LINE_BUDGET): every root when they
 * fit, else the roots that cover the most tools, with the count of tools left out.
 */
export const planLine = (tools: readonly Tool[], budget = DEFAULT_LINE_BUDGET): LinePlan => {
  // Every turn of a replay assembles a prompt over the same tools: plan them once per budget.
  const plans = planned.get(tools) ?? new Map<number, LinePlan>();
  planned.set(tools, plans);
  const known = plans.get(budget);
  if (known !== undefined) return known;
  const plan = planAnew(tools, budget);
  plans.set(budget, plan);
  return plan;
};

const planned = new WeakMap<readonly Tool[], Map<number, LinePlan>>();

const planAnew = (tools: readonly Tool[], budget: number): LinePlan => {
  const searchable = tools.filter((tool) => tool.scaffolding !== true);
  const byRoot = toolsByRoot(searchable);
  const all = capabilityRoots(tools);
  const unrooted = searchable.filter((tool) => tool.capabilities.length === 0).length;
  let roots = all;
  if (lineText(all, unrooted).length > budget) {
    roots = chooseWithin(byRoot, rootRoom(budget, searchable.length)).sort();
  }
  const rootTools = new Map<string, string[]>();
  const under = new Set<number>();
  for (const root of roots) {
    const indices = byRoot.get(root) ?? [];
    for (const index of indices) under.add(index);
    rootTools.set(
      root,
      indices.map((index) => searchable[index]?.name ?? ''),
    );
  }
  const uncovered = searchable.filter((_, index) => !under.has(index)).map((tool) => tool.name);
  return {
    text: lineText(roots, uncovered.length),
    budget,
    roots,
    catalogRoots: all.length,
    tools: searchable.length,
    covered: searchable.length - uncovered.length,
    uncovered,
    rootTools,
  };
};

/** The one shared line that stands in for every undiscovered tool (planLine's text). */
export const capabilityLine = (tools: readonly Tool[], budget = DEFAULT_LINE_BUDGET): string =>
  planLine(tools, budget).text;
