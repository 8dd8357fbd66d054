import type { Catalog, Concept, Tool } from '../catalog/core';
import { explainHits, type HitExplanation } from './explainHit';
import type { SearchPasses } from './passes';
import type { QuerySettings } from './plan';
import { RankedQuery, type RankedQuerySource } from './rankedQuery';
import { ToolStore } from './toolStore';
import {
  DEFAULT_BOOSTS,
  DEFAULT_TOOLLENS_PARAMS,
  type FieldBoosts,
  type Hit,
  type SearchOptions,
  type SearchResult,
  type ToollensParams,
} from './types';

export type ToolIndexOptions = {
  /** Field boosts for BM25. Default: name 3, description 2, capabilities 2, glossary 1. */
  boosts?: FieldBoosts;
  /** The clock at which live descriptions are read, in ms since the epoch. Default 0. */
  clock?: number;
  /** The toollens ranker's parameters; each (and each field weight) defaults to DEFAULT_TOOLLENS_PARAMS. */
  toollens?: Partial<Omit<ToollensParams, 'weights'>> & {
    weights?: Partial<ToollensParams['weights']>;
  };
};

/**
 * search_tools over one catalog. The work is split by job: toolStore.ts keeps the tools and
 * their index (the postings, postings.ts, which every ranker reads) in step through updates;
 * rankedQuery.ts plans and ranks a search over it, read-only. This class only holds the two
 * together behind the API the callers use.
 */
export class ToolIndex {
  readonly #store: ToolStore;
  readonly #settings: QuerySettings;
  /** Bumped by every change to the tools, so a kept ranking knows it is out of date. */
  #version = 0;
  readonly #passes: SearchPasses = { plans: 0, spec: 0, toollens: 0, pruned: 0 };
  readonly #source: RankedQuerySource;

  constructor(catalog: Catalog, options: ToolIndexOptions = {}) {
    this.#settings = {
      boosts: options.boosts ?? DEFAULT_BOOSTS,
      params: {
        ...DEFAULT_TOOLLENS_PARAMS,
        ...options.toollens,
        weights: { ...DEFAULT_TOOLLENS_PARAMS.weights, ...options.toollens?.weights },
      },
    };
    this.#store = new ToolStore(catalog, options.clock ?? 0);
    this.#source = {
      store: this.#store,
      settings: this.#settings,
      passes: this.#passes,
      version: () => this.#version,
    };
  }

  get size(): number {
    return this.#store.size;
  }

  /** Changes with every change to the tools: what a caller keeps built over them is stale then. */
  get version(): number {
    return this.#version;
  }

  /** The tools in catalog order (with any in-place updates applied). */
  get tools(): Tool[] {
    return this.#store.tools;
  }

  tool(name: string): Tool | undefined {
    return this.#store.tool(name);
  }

  /** The ontology concepts a tool is tagged with, as indexed for its glossary field. */
  concepts(name: string): Concept[] {
    return this.#store.concepts(name);
  }

  /** The description text as indexed (a live description is read at the index's clock). */
  description(name: string): string | undefined {
    return this.#store.description(name);
  }

  /** Whether the tool contains `stem` in any of the five fields the toollens ranker reads. */
  hasStem(name: string, stem: string): boolean {
    return this.#store.postings.has(name, stem);
  }

  /**
   * Re-index one tool in place, keeping its catalog position: by `previousName` when renamed,
   * else by its own name. A name not yet in the catalog is appended.
   */
  updateTool(tool: Tool, previousName: string = tool.name): void {
    this.#store.updateTool(tool, previousName);
    this.#version++;
  }

  /**
   * Append tools in catalog order. Loading a large catalog in batches through this lets the
   * caller report progress between them; names must be new.
   */
  addTools(tools: readonly Tool[]): void {
    this.#store.addTools(tools);
    this.#version++;
  }

  /**
   * Gives back the room that adding many tools left in the index (the postings grew by
   * doubling): after a load in batches (addTools). The constructor does it for its catalog.
   */
  trim(): void {
    this.#store.postings.trim();
  }

  removeTool(name: string): void {
    this.#store.removeTool(name);
    this.#version++;
  }

  /**
   * Move the clock; every live description whose text changed is re-indexed in place.
   * Returns the names of the re-indexed tools.
   */
  setClock(clock: number): string[] {
    const changed = this.#store.setClock(clock);
    if (changed.length > 0) this.#version++;
    return changed;
  }

  /** How many plans and ranker passes this index has run, for tests that count them. */
  get passes(): Readonly<SearchPasses> {
    return { ...this.#passes };
  }

  /**
   * One query planned and ranked, kept for every question about it: its page, the other
   * rankers' ranks, the order past the page, one tool's place (ranking.ts). Answers only while
   * the tools are unchanged; after any change it refuses with an `expired` error.
   */
  rank(options: SearchOptions): RankedQuery {
    return new RankedQuery(this.#source, options);
  }

  search(options: SearchOptions): SearchResult {
    return this.rankPage(options).result();
  }

  /**
   * A ranking whose page alone is read, at once (search, search_tools): a prose query's tools
   * that cannot reach the page are counted, not scored (maxScore.ts). It answers nothing else.
   */
  rankPage(options: SearchOptions): RankedQuery {
    return new RankedQuery(this.#source, options, 'page');
  }

  /** A ranking read at once and dropped: no copy of its rows (RankedQuery `kept`). */
  #once(options: SearchOptions): RankedQuery {
    return new RankedQuery(this.#source, options, 'once');
  }

  /**
   * Each named tool's rank under every ranker for `options` (0 where one does not return it):
   * what `allRanks` adds to a page's hits, asked for after the page is shown.
   */
  ranksOf(options: SearchOptions, names: readonly string[]): Hit['ranks'][] {
    return this.#once(options).ranksOf(names);
  }

  /** A search, and why each of its hits scored what it did (explainHit.ts). */
  explain(options: SearchOptions): { result: SearchResult; explanations: HitExplanation[] } {
    const result = this.search(options);
    return { result, explanations: this.explainResult(result) };
  }

  /** Why each hit of a result this index returned (search_tools' too) scored what it did. */
  explainResult(result: SearchResult): HitExplanation[] {
    return explainHits(this.#store, result);
  }

  /** Why one tool scored what it did for `options`, wherever it ranks; undefined if not returned. */
  explainTool(options: SearchOptions, name: string): HitExplanation | undefined {
    const position = this.rankedNames(options).indexOf(name);
    if (position === -1) return undefined;
    const { explanations } = this.explain({ ...options, limit: position + 1 });
    return explanations[position];
  }

  /**
   * Every matching tool's name in the order `search` returns them under `options.ranker`
   * (`limit` is ignored), without building hits: for bulk evaluation, where only the order
   * counts.
   */
  rankedNames(options: SearchOptions): string[] {
    return this.#once(options).rankedNames();
  }
}
