import {
  type AgentTargetId,
  DEFAULT_PAGE_SIZE,
  DEFAULT_RANKER,
  type Filters,
  type Ranker,
  type WorkingSetRule,
} from '../../engine/core';
import type { BuiltInCatalog } from '../../worker/boundary';

/**
 * Every piece of view state the page has, what a fresh visit shows, and the names the address
 * and the text filter give the filter axes. The address's (de)serialisation is in
 * `app/url/viewHash.ts`; every feature reads the view's shape from here.
 */

export const PANELS = ['search', 'catalog', 'timeline', 'prompt', 'evaluate', 'sessions'] as const;
export type PanelId = (typeof PANELS)[number];

/**
 * A built-in catalog is reproduced by a link. An imported one cannot be (its text never leaves
 * the browser), so the link only names it, and the page says so on arrival.
 */
export type CatalogChoice =
  | { kind: 'builtIn'; name: BuiltInCatalog }
  | { kind: 'imported'; name: string };

/** Whether the view's catalog is the built-in demo, the one the demo's own material is written for. */
export const isDemoCatalog = (catalog: CatalogChoice): boolean =>
  catalog.kind === 'builtIn' && catalog.name === 'demo';

/** The Evaluate panel's views, in the address as `eval=` so a link opens the same one. */
export const EVALUATE_TABS = ['queries', 'set', 'compare', 'lint', 'fixes', 'play'] as const;
export type EvaluateTab = (typeof EVALUATE_TABS)[number];

/** The catalog table's sort: a column id, descending or not. */
export type SortState = { id: string; desc: boolean };

export type View = {
  panel: PanelId;
  catalog: CatalogChoice;
  query: string;
  /** Only axes with values; values in the order they were added. */
  filters: Filters;
  ranker: Ranker;
  /** The agent targets whose ranks the Search panel shows beside each hit; none by default. */
  targets: AgentTargetId[];
  /**
   * Patterns the author tries under the targets that read one (the Claude API's regex): each a
   * row of the findability card, asked as written. At most MAX_VIEW_PATTERNS.
   */
  patterns: string[];
  /**
   * The MCP server name the agent targets put in tool names (`mcp__<server>__…`); '' = the
   * catalog's own (engine/agents/targetTools.ts).
   */
  server: string;
  /** Hits asked for: search_tools' own default is 10, so the menu preview matches it. */
  limit: number;
  /** The selected tool: the lens on the Search panel, the detail on the Catalog panel. */
  tool: string | undefined;
  /** The tool picked in "Why not?". */
  why: string | undefined;
  /** The Catalog panel's text filter. */
  find: string;
  sort: SortState | undefined;
  /** Timeline and Prompt: a demo scenario or saved transcript by name; undefined = the first demo. */
  scenario: string | undefined;
  /** The selected turn, 1-based (clamped to the scenario's turns when shown). */
  turn: number;
  /** Working-set slots, a whole number ≥ 1; undefined = the scenario's own budget. */
  budget: number | undefined;
  /**
   * What stays loaded between turns; undefined = `lru`, the design's harness
   * (docs/design/working-set.md).
   */
  rule: WorkingSetRule | undefined;
  /** The Timeline's side-by-side: the same session under this other rule; undefined = none. */
  compareRule: WorkingSetRule | undefined;
  /** Counterfactual: the working set declared most recently touched first, not name-sorted. */
  unsorted: boolean;
  /** Counterfactual: the varying line first instead of last. */
  varyingFirst: boolean;
  /** The Prompt panel's diff: against the previous turn, a chosen turn, or none shown. */
  diff: 'prev' | number | undefined;
  /** The guided demo's step, 1-based; undefined outside the demo. */
  demo: number | undefined;
  /** The presenter view: the tour's steps one panel at a time, in large type. */
  presenter: boolean;
  /** The Evaluate panel's view (Queries, Edit the set, Compare, Lint, Fixes). */
  evaluateTab: EvaluateTab;
};

export const LIMITS = [5, 10, 20, 50] as const;

/** How many patterns a view (and so a link) keeps, and how long each may be. */
export const MAX_VIEW_PATTERNS = 10;
const MAX_VIEW_PATTERN_CHARS = 1_000;

/** How long a server name a view keeps. */
export const MAX_VIEW_SERVER_CHARS = 200;

/** Patterns as a view keeps them: non-blank, each once, bounded in number and length. */
export const viewPatterns = (patterns: readonly string[]): string[] =>
  [...new Set(patterns.filter((pattern) => pattern.trim() !== ''))]
    .filter((pattern) => pattern.length <= MAX_VIEW_PATTERN_CHARS)
    .slice(0, MAX_VIEW_PATTERNS);

export const DEFAULT_VIEW: View = {
  panel: 'search',
  catalog: { kind: 'builtIn', name: 'demo' },
  query: '',
  filters: {},
  ranker: DEFAULT_RANKER,
  targets: [],
  patterns: [],
  server: '',
  limit: DEFAULT_PAGE_SIZE,
  tool: undefined,
  why: undefined,
  find: '',
  sort: undefined,
  scenario: undefined,
  turn: 1,
  budget: undefined,
  rule: undefined,
  compareRule: undefined,
  unsorted: false,
  varyingFirst: false,
  diff: undefined,
  demo: undefined,
  presenter: false,
  evaluateTab: 'queries',
};

/** Hash keys of the filter axes: the same short names as the text filter syntax. */
export const AXIS_KEYS = {
  capabilities: 'cap',
  domains: 'dom',
  entities: 'ent',
  relationships: 'rel',
} as const satisfies Record<keyof Filters, string>;

export const AXES = Object.keys(AXIS_KEYS) as (keyof Filters)[];

/**
 * The view that opens one tool as the palette opens it: the Search panel with the tool's name as
 * the query (which puts it among the hits, so the lens has it to show) and its lens open.
 */
export const toolView = (name: string): Partial<View> => ({
  panel: 'search',
  query: name,
  filters: {},
  tool: name,
  why: undefined,
});
