import {
  applySettings,
  type Catalog,
  type CatalogSettings,
  capabilityRoot,
  planLine,
  type Tool,
} from '../catalog/core';
import { scaffoldingOf } from './harnessTools';

/**
 * What the Catalog panel shows about a catalog's settings: each root of the line with the tools
 * it covers, the roots dropped, the line itself, and the tools no root reaches. Computed on the
 * catalog before the settings (`base`), so a dropped or renamed root can still be named.
 */

export type RootCoverage = {
  /** The root as the line shows it (after renaming). */
  root: string;
  /** The catalog's own roots that read as this one (itself, or several when merged). */
  from: string[];
  /** The tools with a capability under it, in catalog order. */
  tools: string[];
  /** Of those, the ones with no other root: dropping this root leaves them without any. */
  alone: string[];
};

export type RootsReport = {
  /** Every root the tools carry (after renaming), sorted; `inLine` are the line's. */
  roots: RootCoverage[];
  /** The roots the line holds within its budget: all of them when they fit. */
  inLine: string[];
  /** The line's budget in characters. */
  lineBudget: number;
  /** The tools the line is for (all but scaffolding), and those under a root of it. */
  lineTools: number;
  covered: number;
  /** The tools under no root of the line (rootless, or their roots left out of it). */
  underNoRoot: string[];
  /** The roots left out of the line, with the tools they covered. */
  dropped: RootCoverage[];
  line: string;
  lineChars: number;
  /** Tools with no root in the line at all; the goal is none. */
  rootless: string[];
  /** Of those, the ones that had a root before the drops: the drops' doing. */
  orphaned: string[];
  /** Tools marked as scaffolding under the settings, in catalog order. */
  scaffolding: string[];
  /**
   * The scaffolding tools every prompt declares: those marked, or, when none is, the harness's
   * search_tools and activate_tool (harnessTools.ts). `stats`' scaffoldingTools counts these.
   */
  declared: string[];
  /** Settings that name nothing in this catalog (a tool or a root it no longer has). */
  stale: string[];
};

/** Appends to a map of lists in place: copying the list per item is quadratic in its length. */
const push = (lists: Map<string, string[]>, key: string, item: string) => {
  const list = lists.get(key);
  if (list) list.push(item);
  else lists.set(key, [item]);
};

const rootsOf = (tool: Tool): Set<string> => new Set(tool.capabilities.map(capabilityRoot));

/** Tools that have a root now and would have none once `roots` are dropped. */
export const orphanedBy = (tools: readonly Tool[], roots: readonly string[]): string[] => {
  const gone = new Set(roots);
  return tools
    .filter((tool) => {
      const own = rootsOf(tool);
      return own.size > 0 && [...own].every((root) => gone.has(root));
    })
    .map((tool) => tool.name);
};

/** Coverage of each root of `tools`, with the base roots each one came from. */
const coverage = (tools: readonly Tool[], fromOf: (root: string) => string[]): RootCoverage[] => {
  const byRoot = new Map<string, string[]>();
  const alone = new Map<string, string[]>();
  for (const tool of tools) {
    const roots = rootsOf(tool);
    for (const root of roots) {
      push(byRoot, root, tool.name);
      if (roots.size === 1) push(alone, root, tool.name);
    }
  }
  return [...byRoot.keys()].sort().map((root) => ({
    root,
    from: fromOf(root),
    tools: byRoot.get(root) ?? [],
    alone: alone.get(root) ?? [],
  }));
};

export const rootsReport = (base: Catalog, settings: CatalogSettings): RootsReport => {
  const renamed = (root: string) =>
    Object.hasOwn(settings.rename, root) ? (settings.rename[root] ?? root) : root;
  const baseRoots = [...new Set(base.tools.flatMap((tool) => [...rootsOf(tool)]))].sort();
  // Each line root's own roots, in one pass: settings from a link may name thousands.
  const from = new Map<string, string[]>();
  for (const each of baseRoots) push(from, renamed(each), each);
  const fromOf = (root: string) => from.get(root) ?? [];
  const applied = applySettings(base, settings).tools;
  // The drops alone undone: what each dropped root covered, named as renamed.
  const undropped = applySettings(base, { ...settings, drop: [] }).tools;
  const drop = new Set(settings.drop);
  const dropped = coverage(undropped, fromOf).filter((each) => drop.has(each.root));
  const rootless = applied.filter((tool) => tool.capabilities.length === 0).map((t) => t.name);
  const hadRoot = new Set(base.tools.filter((t) => t.capabilities.length > 0).map((t) => t.name));
  const names = new Set(base.tools.map((tool) => tool.name));
  const renamedRoots = new Set(baseRoots.map(renamed));
  const baseRootSet = new Set(baseRoots);
  const stale = [
    ...Object.keys(settings.scaffolding)
      .filter((name) => !names.has(name))
      .map((name) => `scaffolding: no tool "${name}"`),
    ...Object.keys(settings.rename)
      .filter((root) => !baseRootSet.has(root))
      .map((root) => `rename: no root "${root}"`),
    ...settings.drop
      .filter((root) => !renamedRoots.has(root))
      .map((root) => `drop: no root "${root}"`),
  ];
  const plan = planLine(applied, settings.lineBudget ?? base.lineBudget);
  return {
    roots: coverage(applied, fromOf),
    inLine: plan.roots,
    lineBudget: plan.budget,
    lineTools: plan.tools,
    covered: plan.covered,
    underNoRoot: plan.uncovered,
    dropped,
    line: plan.text,
    lineChars: plan.text.length,
    rootless,
    orphaned: rootless.filter((name) => hadRoot.has(name)),
    scaffolding: applied.filter((tool) => tool.scaffolding === true).map((tool) => tool.name),
    declared: scaffoldingOf({ ...base, tools: applied }).map((tool) => tool.name),
    stale,
  };
};

/**
 * The rule for proposing scaffolding, general enough for any catalog: a tool is proposed when it
 * works on the agent's own tool surface rather than on the user's data, because a model needs it
 * before it can find anything else (the design's scaffolding: search, activate, ontology, skills;
 * docs/design/prompt.md).
 * That is: a word of its name (after any `server__` prefix, plurals folded) names the surface
 * itself (tool, toolset, capability, skill, ontology, concept, help, instruction), or its whole
 * name is one discovery verb (`help`, `search`, `list`, `find`, `describe`, `discover`). A search
 * over the user's data (`search_issues`) is a data tool, found like any other, so it is not
 * proposed. Tools already scaffolding are left out. Only run when asked: a proposal, not a rule
 * applied behind the user's back.
 */
const SURFACE_WORDS = new Set([
  'tool',
  'toolset',
  'capability',
  'skill',
  'ontology',
  'concept',
  'help',
  'instruction',
]);
const DISCOVERY_VERBS = new Set(['help', 'search', 'list', 'find', 'describe', 'discover']);

const nameWords = (name: string): string[] =>
  (name.split(/__|\.|\//).at(-1) ?? name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

const folded = (word: string): string =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') ? word.slice(0, -1) : word;

export type ScaffoldingProposal = { name: string; reason: string };

export const proposeScaffolding = (catalog: Catalog): ScaffoldingProposal[] =>
  catalog.tools.flatMap((tool): ScaffoldingProposal[] => {
    if (tool.scaffolding === true) return [];
    const words = nameWords(tool.name);
    const surface = words.find(
      (word) => SURFACE_WORDS.has(word) || SURFACE_WORDS.has(folded(word)),
    );
    if (surface !== undefined)
      return [{ name: tool.name, reason: `its name works on the tool surface ("${surface}")` }];
    const [only] = words;
    if (words.length === 1 && only !== undefined && DISCOVERY_VERBS.has(only))
      return [{ name: tool.name, reason: `its name is the discovery verb "${only}"` }];
    return [];
  });
