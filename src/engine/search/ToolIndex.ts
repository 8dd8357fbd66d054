import type { Catalog, Concept, Tool } from '../catalog/types';
import { descriptionAt } from '../catalog/types';
import { analyzeQuery, analyzeStems } from '../text/analyze';
import { type FieldTexts, OramaIndex } from './oramaIndex';
import { compareBm25, compareSeed, termWeight } from './rank';
import { hasFilters, inScope, normalizeFilters } from './scope';
import {
  DEFAULT_BOOSTS,
  type FieldBoosts,
  type FieldName,
  type Hit,
  type SearchOptions,
  type SearchResult,
  type TermWeight,
} from './types';

export type ToolIndexOptions = {
  /** Field boosts for BM25. Default: name 3, description 2, capabilities 2, glossary 1. */
  boosts?: FieldBoosts;
  /** The clock at which live descriptions are read, in ms since the epoch. Default 0. */
  clock?: number;
};

const FIELDS: readonly FieldName[] = ['name', 'description', 'capabilities', 'glossary'];

/** One indexed tool: its text per field, and the token sets that answer "which terms matched". */
type Entry = {
  tool: Tool;
  /** Orama's document id; names are user data, so they are never used as ids. */
  id: string;
  fields: FieldTexts;
  tokens: Record<FieldName, Set<string>>;
  all: Set<string>;
};

/**
 * search_tools over one catalog: Orama BM25 for the score, and a token-set sidecar (per tool,
 * plus postings per stem) for matched terms, document frequency within scope, and coverage.
 */
export class ToolIndex {
  readonly #orama = new OramaIndex();
  readonly #boosts: FieldBoosts;
  readonly #glossary: Map<string, Concept>;
  /** Catalog order; position is the final tie-break. */
  #order: string[] = [];
  /** name → index in #order, rebuilt whenever the order changes. */
  #position = new Map<string, number>();
  readonly #entries = new Map<string, Entry>();
  readonly #byId = new Map<string, Entry>();
  /** stem → names of the tools containing it in any field. */
  readonly #postings = new Map<string, Set<string>>();
  #clock: number;
  #nextId = 0;

  constructor(catalog: Catalog, options: ToolIndexOptions = {}) {
    this.#boosts = options.boosts ?? DEFAULT_BOOSTS;
    this.#clock = options.clock ?? 0;
    this.#glossary = new Map(catalog.ontology.concepts.map((concept) => [concept.id, concept]));
    for (const tool of catalog.tools) this.#add(tool);
    this.#setOrder(catalog.tools.map((tool) => tool.name));
  }

  get size(): number {
    return this.#order.length;
  }

  /** The tools in catalog order (with any in-place updates applied). */
  get tools(): Tool[] {
    return this.#order.map((name) => this.#entry(name).tool);
  }

  tool(name: string): Tool | undefined {
    return this.#entries.get(name)?.tool;
  }

  /** The ontology concepts a tool is tagged with, as indexed for its glossary field. */
  concepts(name: string): Concept[] {
    const tool = this.#entries.get(name)?.tool;
    if (!tool) return [];
    return tool.concepts.flatMap((id) => {
      const concept = this.#glossary.get(id);
      return concept ? [concept] : [];
    });
  }

  /** The description text as indexed (a live description is read at the index's clock). */
  description(name: string): string | undefined {
    return this.#entries.get(name)?.fields.description;
  }

  /**
   * Re-index one tool in place, keeping its catalog position: by `previousName` when renamed,
   * else by its own name. A name not yet in the catalog is appended.
   */
  updateTool(tool: Tool, previousName: string = tool.name): void {
    const position = this.#order.indexOf(previousName);
    if (tool.name !== previousName && this.#entries.has(tool.name)) {
      throw new Error(`toollens: cannot rename "${previousName}" to "${tool.name}": name taken`);
    }
    if (position !== -1) this.#remove(previousName);
    this.#add(tool);
    const order = [...this.#order];
    if (position === -1) order.push(tool.name);
    else order[position] = tool.name;
    this.#setOrder(order);
  }

  /**
   * Append tools in catalog order. Loading a large catalog in batches through this lets the
   * caller report progress between them; names must be new.
   */
  addTools(tools: readonly Tool[]): void {
    for (const tool of tools) {
      if (this.#entries.has(tool.name))
        throw new Error(`toollens: duplicate tool name "${tool.name}"`);
      this.#add(tool);
    }
    this.#setOrder([...this.#order, ...tools.map((tool) => tool.name)]);
  }

  removeTool(name: string): void {
    if (!this.#entries.has(name)) return;
    this.#remove(name);
    this.#setOrder(this.#order.filter((other) => other !== name));
  }

  #setOrder(order: string[]): void {
    this.#order = order;
    this.#position = new Map(order.map((name, index) => [name, index]));
  }

  /**
   * Move the clock; every live description whose text changed is re-indexed in place.
   * Returns the names of the re-indexed tools.
   */
  setClock(clock: number): string[] {
    this.#clock = clock;
    const changed = this.tools.filter(
      (tool) =>
        typeof tool.description !== 'string' &&
        this.#entry(tool.name).fields.description !== descriptionAt(tool, clock),
    );
    for (const tool of changed) this.updateTool(tool);
    return changed.map((tool) => tool.name);
  }

  search(options: SearchOptions): SearchResult {
    const ranker = options.ranker ?? 'seed';
    const limit = options.limit ?? 10;
    const filters = normalizeFilters(options);
    const scoped = hasFilters(filters);
    const scope = scoped
      ? this.#order.filter((name) => inScope(this.#entry(name).tool, filters))
      : this.#order;
    const scopeSet = scoped ? new Set(scope) : undefined;
    const n = scope.length;

    const terms: TermWeight[] = analyzeQuery(options.query).map(({ stem, word }) => {
      const df = this.#documentFrequency(stem, scopeSet);
      return { term: word, stem, df, weight: termWeight(n, df) };
    });

    const hits =
      terms.length === 0 ? this.#browse(scope) : this.#match(options.query, terms, scopeSet);
    const bySeed = [...hits].sort(compareSeed);
    const byBm25 = [...hits].sort(compareBm25);
    bySeed.forEach((hit, index) => {
      hit.ranks.seed = index + 1;
    });
    byBm25.forEach((hit, index) => {
      hit.ranks.bm25 = index + 1;
    });
    const ordered = ranker === 'seed' ? bySeed : byBm25;
    return {
      query: options.query,
      mode: terms.length === 0 ? 'browse' : 'query',
      ranker,
      scope: { n, total: this.size, filters },
      terms,
      totalHits: hits.length,
      hits: ordered.slice(0, Math.max(0, limit)),
    };
  }

  #documentFrequency(stem: string, scope: Set<string> | undefined): number {
    const postings = this.#postings.get(stem);
    if (!postings) return 0;
    if (!scope) return postings.size;
    const [small, large] = postings.size < scope.size ? [postings, scope] : [scope, postings];
    let df = 0;
    for (const name of small) if (large.has(name)) df++;
    return df;
  }

  /** Browse mode: no searchable term, so the scope is listed in catalog order. */
  #browse(scope: readonly string[]): Hit[] {
    return scope.map((name) => this.#hit(this.#entry(name), [], 0));
  }

  #match(query: string, terms: readonly TermWeight[], scope: Set<string> | undefined): Hit[] {
    const hits: Hit[] = [];
    for (const { id, score } of this.#orama.score(query, this.#boosts)) {
      const entry = this.#byId.get(id);
      if (!entry || (scope && !scope.has(entry.tool.name))) continue;
      const matched = terms.filter((term) => entry.all.has(term.stem));
      if (matched.length === 0) continue;
      hits.push(this.#hit(entry, matched, score));
    }
    return hits;
  }

  #hit(entry: Entry, matched: readonly TermWeight[], bm25: number): Hit {
    const fields: Record<string, FieldName[]> = {};
    for (const term of matched) {
      fields[term.stem] = FIELDS.filter((field) => entry.tokens[field].has(term.stem));
    }
    return {
      name: entry.tool.name,
      order: this.#position.get(entry.tool.name) ?? -1,
      matchedTerms: matched.map((term) => term.stem),
      coverage: matched.length,
      weightSum: matched.reduce((total, term) => total + term.weight, 0),
      bm25,
      fields,
      ranks: { seed: 0, bm25: 0 },
    };
  }

  #entry(name: string): Entry {
    const entry = this.#entries.get(name);
    if (!entry) throw new Error(`toollens: no tool named "${name}" in the index`);
    return entry;
  }

  #fieldTexts(tool: Tool): FieldTexts {
    return {
      name: tool.name,
      description: descriptionAt(tool, this.#clock),
      capabilities: tool.capabilities.join(' '),
      glossary: tool.concepts
        .map((id) => this.#glossary.get(id)?.glossary ?? '')
        .filter((text) => text !== '')
        .join(' '),
    };
  }

  #add(tool: Tool): void {
    const fields = this.#fieldTexts(tool);
    const tokens = {} as Record<FieldName, Set<string>>;
    for (const field of FIELDS) tokens[field] = new Set(analyzeStems(fields[field]));
    const all = new Set(FIELDS.flatMap((field) => [...tokens[field]]));
    const entry: Entry = { tool, id: `t${this.#nextId++}`, fields, tokens, all };
    this.#entries.set(tool.name, entry);
    this.#byId.set(entry.id, entry);
    for (const stem of all) {
      const names = this.#postings.get(stem) ?? new Set<string>();
      names.add(tool.name);
      this.#postings.set(stem, names);
    }
    this.#orama.add(entry.id, fields);
  }

  #remove(name: string): void {
    const entry = this.#entry(name);
    this.#orama.remove(entry.id);
    for (const stem of entry.all) {
      const names = this.#postings.get(stem);
      names?.delete(name);
      if (names?.size === 0) this.#postings.delete(stem);
    }
    this.#entries.delete(name);
    this.#byId.delete(entry.id);
  }
}
