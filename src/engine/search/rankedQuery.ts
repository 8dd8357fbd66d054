import { ToollensError } from '../errors';
import { toHit } from './hits';
import {
  type Keep,
  type List,
  type Passes,
  ranksAt,
  rowOf,
  runPasses,
  type SearchPasses,
} from './passes';
import { listable, type Plan, plan, type QuerySettings } from './plan';
import { toollensScore } from './toollensRanker';
import type { ToolStore } from './toolStore';
import { selectTop } from './topK';
import type { Hit, Ranker, SearchOptions, SearchResult } from './types';
import { RANKERS } from './types';

/**
 * One query over a ToolStore, planned once and ranked once: the plan (scope, the design's terms
 * and their weights in it, docs/design/search.md) and each ranker's pass, kept for every later
 * question about the same query. The page builds full hits for its few rows only; the other
 * rankers' ranks (the movement column), the order past the page ("Why not?") and one tool's place
 * read the kept passes, running a ranker's pass only the first time it is needed. On a large
 * catalog a real query matches most tools: a Hit, a Map entry or a sort over each of them was most
 * of the cost.
 */

/** What a ranking reads: the store, the index's weights, its pass counters and its version. */
export type RankedQuerySource = {
  store: ToolStore;
  settings: QuerySettings;
  passes: SearchPasses;
  /** Bumped by every change to the store: a ranking of an older version refuses to answer. */
  version: () => number;
};

export class RankedQuery {
  readonly plan: Plan;
  /** The search asked. */
  readonly options: SearchOptions;
  readonly #source: RankedQuerySource;
  readonly #version: number;
  /** Every pass run so far for this plan. */
  readonly #passes: Passes = { lists: {} };
  /** The passes the page was ranked with: every hit's figures come from these alone. */
  readonly #page: Passes;
  #result: SearchResult | undefined;
  /** The shown ranker's rows, all of them in rank order, once asked. */
  #sorted: number[] | undefined;

  /**
   * Kept: asked again later, maybe after other searches, so its rows are copied out of the
   * shared scratch (`kept`, the default). A one-shot ranking (ToolIndex.search, rankedNames,
   * ranksOf) is read at once and reads the scratch itself, which saves copying every matched
   * row on each search; read after another search, it refuses (`#check`).
   */
  readonly #kept: boolean;
  /** How its rows are read (passes.ts `Keep`); `page` answers `result()` alone. */
  readonly #keep: Keep;
  #generation = 0;

  constructor(source: RankedQuerySource, options: SearchOptions, keep: Keep = 'kept') {
    this.#source = source;
    this.options = options;
    this.#keep = keep;
    this.#kept = keep === 'kept';
    this.#version = source.version();
    this.plan = plan(source.store, options);
    source.passes.plans++;
    // The design's hits (any query term, four fields) and the toollens hits (informative terms,
    // five fields) differ. The shown ranker's pass always runs; under seed or bm25 both spec
    // orders are free once Orama has scored, and allRanks asks for all three.
    const ranker = this.plan.ranker;
    const rankers: readonly Ranker[] = this.#browsing
      ? []
      : options.allRanks === true
        ? RANKERS
        : ranker === 'toollens'
          ? ['toollens']
          : ['seed', 'bm25'];
    this.#run(rankers);
    this.#page = { ...this.#passes, lists: { ...this.#passes.lists } };
  }

  /** No searchable term: the scope is listed in catalog order by every ranker. */
  get #browsing(): boolean {
    return this.plan.base.terms.length === 0;
  }

  #run(rankers: readonly Ranker[]): void {
    const { store, settings, passes } = this.#source;
    const ran = this.#passes.ranking;
    runPasses(store, settings, this.options, this.plan, rankers, this.#passes, passes, this.#keep);
    // The scratch generation the toollens rows were written in, when this call wrote them.
    if (!this.#kept && this.#passes.ranking !== ran) {
      this.#generation = store.sums.toollens.generation;
    }
  }

  /** A page-only ranking may have left rows past its page unscored: it answers nothing else. */
  #whole(): void {
    if (this.#keep === 'page')
      throw new Error('toollens search: a page-only ranking was asked past its page');
  }

  /** Refuses to answer from a store that changed since the plan: its slots may mean other tools. */
  assertCurrent(): void {
    this.#check();
  }

  #check(): ToolStore {
    if (!this.#kept && this.#passes.ranking) {
      if (this.#source.store.sums.toollens.generation !== this.#generation) {
        throw new ToollensError(
          `toollens search: a one-shot ranking of "${this.plan.base.query}" was read after another search`,
          'expired',
        );
      }
    }
    if (this.#source.version() !== this.#version) {
      throw new ToollensError(
        `toollens search: the catalog changed since the search for "${this.plan.base.query}"; search again`,
        'expired',
      );
    }
    return this.#source.store;
  }

  get #shown(): List {
    return this.#page.lists[this.plan.ranker] as List;
  }

  /** The hit of one row of the shown list, at `rank`, from the page's passes. */
  #hitAt(row: number, rank: number): Hit {
    const store = this.#source.store;
    const { spec, ranking, lists } = this.#page;
    const slot = this.#shown.slotAt(row);
    const name = store.atSlot(slot)?.tool.name ?? '';
    const specAt = spec ? spec.slots.subarray(0, spec.size).indexOf(slot) : -1;
    // The shown list is the toollens one (the default): the row is its row, no scan.
    const toollensAt =
      !ranking || !lists.toollens
        ? -1
        : this.#shown === lists.toollens
          ? row
          : rowOf(lists.toollens, slot);
    return toHit(
      store,
      name,
      this.plan.base.terms,
      spec && specAt !== -1 ? (spec.bm25[specAt] as number) : 0,
      ranksAt(lists, slot, { ranker: this.plan.ranker, rank }),
      ranking && toollensAt !== -1
        ? { score: toollensScore(ranking, toollensAt), query: ranking.query }
        : undefined,
    );
  }

  /** The page: the shown ranker's first `limit` hits, in full. */
  result(): SearchResult {
    const store = this.#check();
    this.#result ??= this.#browsing ? this.#browse(store) : this.#query(store);
    return this.#result;
  }

  #browse(store: ToolStore): SearchResult {
    const p = this.plan;
    const listed = listable(store, p.scope);
    const hits = listed.slice(0, Math.max(0, p.limit)).map((name, index) => {
      const at = index + 1;
      return toHit(store, name, [], 0, { toollens: at, seed: at, bm25: at }, undefined);
    });
    // Words typed but none searchable (stopwords, emoji, punctuation): say so, not browse in silence.
    const unsearchable = p.base.query.trim() !== '';
    return {
      ...p.base,
      mode: 'browse',
      ...(unsearchable ? { noSearchableWord: true as const } : {}),
      totalHits: listed.length,
      hits,
      alwaysDeclared: store.scaffolding,
    };
  }

  #query(store: ToolStore): SearchResult {
    const shown = this.#shown;
    const ranking = this.#page.ranking;
    // A shown hit's rank under its own ranker is its place; under each other ranker that ran it
    // is counted (the rows that rank before it), for the page's few hits only.
    const top = selectTop(shown.size, this.plan.limit, shown.compare);
    return {
      ...this.plan.base,
      mode: 'query',
      ...(ranking ? { toollens: ranking.query } : {}),
      totalHits: shown.total,
      hits: top.map((row, index) => this.#hitAt(row, index + 1)),
      alwaysDeclared: store.scaffolding,
    };
  }

  /** Every row of the shown ranker in rank order, sorted once. */
  #rows(): number[] {
    this.#whole();
    const shown = this.#shown;
    this.#sorted ??= selectTop(shown.size, shown.size, shown.compare);
    return this.#sorted;
  }

  /**
   * The first `count` tools the shown ranker returns, in rank order, without building hits:
   * the page and what comes after it.
   */
  rankedNames(count: number = Number.POSITIVE_INFINITY): string[] {
    const store = this.#check();
    const end = Math.max(0, count);
    if (this.#browsing) return listable(store, this.plan.scope).slice(0, end);
    const shown = this.#shown;
    return this.#rows()
      .slice(0, end)
      .map((row) => store.atSlot(shown.slotAt(row))?.tool.name ?? '');
  }

  /** A tool's place in the shown ranker's order (0 first), or -1 when it does not return it. */
  position(name: string): number {
    const store = this.#check();
    if (this.#browsing) return listable(store, this.plan.scope).indexOf(name);
    if (!store.tool(name)) return -1;
    const row = rowOf(this.#shown, store.entry(name).slot);
    return row === -1 ? -1 : this.#rows().indexOf(row);
  }

  /** The full hit at a place in the shown ranker's order, as a page that long would show it. */
  hitAt(position: number): Hit | undefined {
    this.#check();
    if (this.#browsing) return undefined;
    const row = this.#rows()[position];
    return row === undefined ? undefined : this.#hitAt(row, position + 1);
  }

  /**
   * Each named tool's rank under every ranker (0 where a ranker does not return it): the
   * movement column's figures. The rankers not run for the page run now, once.
   */
  ranksOf(names: readonly string[]): Hit['ranks'][] {
    const store = this.#check();
    if (this.#browsing) {
      const listed = listable(store, this.plan.scope);
      return names.map((name) => {
        const at = listed.indexOf(name) + 1;
        return { toollens: at, seed: at, bm25: at };
      });
    }
    this.#whole();
    this.#run(RANKERS);
    const { lists } = this.#passes;
    return names.map((name) => ranksAt(lists, store.tool(name) ? store.entry(name).slot : -1));
  }
}
