import type { Catalog, Concept, Tool } from '../catalog/types';
import { descriptionAt } from '../catalog/types';
import { ToollensError } from '../errors';
import { analyzeQuery, analyzeStems } from '../text/analyze';
import { argumentText } from './argumentText';
import { FieldStats, TEXT_FIELDS } from './fieldStats';
import { type FieldTexts, OramaIndex } from './oramaIndex';
import { compareBm25, compareSeed, termWeight } from './rank';
import { hasFilters, inScope, normalizeFilters } from './scope';
import {
  compareToollens,
  describeToollens,
  rankToollens,
  type ToollensRanking,
} from './toollensRanker';
import {
  DEFAULT_BOOSTS,
  DEFAULT_TOOLLENS_PARAMS,
  type FieldBoosts,
  type FieldName,
  type FieldWeights,
  type Hit,
  type Ranker,
  type SearchOptions,
  type SearchResult,
  type TermWeight,
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

const FIELDS: readonly FieldName[] = ['name', 'description', 'capabilities', 'glossary'];

/** A search's field weights, checked: known fields only, each a finite number ≥ 0. */
const checkWeights = (weights: FieldWeights): FieldWeights => {
  for (const [field, weight] of Object.entries(weights)) {
    if (!(TEXT_FIELDS as readonly string[]).includes(field)) {
      throw new ToollensError(
        `toollens: unknown field "${field}" in weights; the fields are ${TEXT_FIELDS.join(', ')}`,
      );
    }
    if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0) {
      throw new ToollensError(
        `toollens: the weight of ${field} must be a number ≥ 0 (0 leaves it out), not ${String(weight)}`,
      );
    }
  }
  return weights;
};

/** The four fields Orama indexes, from a search's weights. */
const specWeights = (weights: FieldWeights): Partial<FieldBoosts> => {
  const { arguments: _notInOrama, ...spec } = weights;
  return spec;
};

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
 * Beside them, per-field term statistics over five fields (with the arguments) feed the
 * toollens ranker's BM25F.
 */
export class ToolIndex {
  readonly #orama = new OramaIndex();
  readonly #stats = new FieldStats();
  readonly #boosts: FieldBoosts;
  readonly #params: ToollensParams;
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
    this.#params = {
      ...DEFAULT_TOOLLENS_PARAMS,
      ...options.toollens,
      weights: { ...DEFAULT_TOOLLENS_PARAMS.weights, ...options.toollens?.weights },
    };
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

  /** Whether the tool contains `stem` in any of the five fields the toollens ranker reads. */
  hasStem(name: string, stem: string): boolean {
    return this.#stats.counts(name, stem) > 0;
  }

  /**
   * Re-index one tool in place, keeping its catalog position: by `previousName` when renamed,
   * else by its own name. A name not yet in the catalog is appended.
   */
  updateTool(tool: Tool, previousName: string = tool.name): void {
    const position = this.#order.indexOf(previousName);
    if (tool.name !== previousName && this.#entries.has(tool.name)) {
      throw new ToollensError(
        `toollens: cannot rename "${previousName}" to "${tool.name}": name taken`,
        'conflict',
      );
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
        throw new ToollensError(`toollens: duplicate tool name "${tool.name}"`, 'conflict');
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
    const { ranker, limit, base, scope, scopeSet } = this.#prepare(options);
    const { terms } = base;
    if (terms.length === 0) {
      const shown = this.#browse(scope.slice(0, Math.max(0, limit)));
      return { ...base, mode: 'browse', totalHits: scope.length, hits: shown };
    }
    if (ranker === 'toollens' && options.allRanks !== true) {
      return this.#searchToollens(options, base, scope, scopeSet, limit);
    }

    // The spec's hits (any query term, four fields) and the toollens hits (informative
    // terms, five fields) differ; every hit carries its rank under each ranker that has it.
    // Each ranker's pass runs only when its order is shown or asked for (allRanks).
    const wantSpec = ranker !== 'toollens' || options.allRanks === true;
    const wantToollens = ranker === 'toollens' || options.allRanks === true;
    const seedHits = wantSpec ? this.#match(options, terms, scopeSet) : [];
    const toollens = wantToollens ? this.#rankToollens(options, scopeSet, scope.length) : undefined;
    const byName = new Map(seedHits.map((hit) => [hit.name, hit]));
    for (const [name, score] of toollens?.scores ?? []) {
      let hit = byName.get(name);
      if (!hit) {
        const entry = this.#entry(name);
        hit = this.#hit(
          entry,
          terms.filter((term) => entry.all.has(term.stem)),
          0,
        );
        byName.set(name, hit);
      }
      hit.toollens = score;
    }
    const lists: Record<Ranker, Hit[]> = {
      seed: [...seedHits].sort(compareSeed),
      bm25: [...seedHits].sort(compareBm25),
      toollens: toollens
        ? [...byName.values()]
            .filter((hit) => hit.toollens)
            .sort(compareToollens(toollens.query.mode))
        : [],
    };
    for (const key of ['seed', 'bm25', 'toollens'] as const) {
      lists[key].forEach((hit, index) => {
        hit.ranks[key] = index + 1;
      });
    }
    const ordered = lists[ranker];
    const shown = ordered.slice(0, Math.max(0, limit));
    for (const hit of shown) {
      this.#fields(hit);
      if (hit.toollens && toollens) {
        describeToollens(this.#stats, hit.name, hit.toollens, toollens.query, hit.coverage);
      }
    }
    return {
      ...base,
      mode: 'query',
      ...(toollens ? { toollens: toollens.query } : {}),
      totalHits: ordered.length,
      hits: shown,
    };
  }

  /**
   * search_tools' own path under the default ranker: order light rows first, and build full
   * hits only for the ones shown. On a large catalog a query word can match thousands of tools,
   * and a Hit for each of them was most of the cost.
   */
  #searchToollens(
    options: SearchOptions,
    base: Pick<SearchResult, 'query' | 'ranker' | 'scope' | 'terms'>,
    scope: readonly string[],
    scopeSet: Set<string> | undefined,
    limit: number,
  ): SearchResult {
    const toollens = this.#rankToollens(options, scopeSet, scope.length);
    const rows = [...toollens.scores]
      .map(([name, score]) => ({ name, toollens: score, order: this.#position.get(name) ?? -1 }))
      .sort(compareToollens(toollens.query.mode));
    const hits = rows.slice(0, Math.max(0, limit)).map((row, index) => {
      const entry = this.#entry(row.name);
      const hit = this.#hit(
        entry,
        base.terms.filter((term) => entry.all.has(term.stem)),
        0,
      );
      hit.toollens = row.toollens;
      hit.ranks.toollens = index + 1;
      this.#fields(hit);
      describeToollens(this.#stats, hit.name, row.toollens, toollens.query, hit.coverage);
      return hit;
    });
    return { ...base, mode: 'query', toollens: toollens.query, totalHits: rows.length, hits };
  }

  /**
   * Every matching tool's name in the order `search` returns them under `options.ranker`
   * (`limit` is ignored), without building hits: for bulk evaluation, where only the order
   * counts.
   */
  rankedNames(options: SearchOptions): string[] {
    const { ranker, base, scope, scopeSet } = this.#prepare(options);
    if (base.terms.length === 0) return [...scope];
    if (ranker === 'toollens') {
      const toollens = this.#rankToollens(options, scopeSet, scope.length);
      return [...toollens.scores]
        .map(([name, score]) => ({ name, toollens: score, order: this.#position.get(name) ?? -1 }))
        .sort(compareToollens(toollens.query.mode))
        .map((row) => row.name);
    }
    return this.#match(options, base.terms, scopeSet)
      .sort(ranker === 'seed' ? compareSeed : compareBm25)
      .map((hit) => hit.name);
  }

  /** Scope, N and the spec's query terms: the steps every ranker shares. */
  #prepare(options: SearchOptions) {
    const ranker: Ranker = options.ranker ?? 'toollens';
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
    const base = { query: options.query, ranker, scope: { n, total: this.size, filters }, terms };
    return { ranker, limit, base, scope, scopeSet };
  }

  #rankToollens(
    options: SearchOptions,
    scope: Set<string> | undefined,
    n: number,
  ): ToollensRanking {
    const params = options.weights
      ? { ...this.#params, weights: { ...this.#params.weights, ...checkWeights(options.weights) } }
      : this.#params;
    return rankToollens(this.#stats, options.query, scope, n, params);
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

  /** Browse mode: no searchable term, so the scope is listed in catalog order by every ranker. */
  #browse(scope: readonly string[]): Hit[] {
    return scope.map((name, index) => {
      const hit = this.#hit(this.#entry(name), [], 0);
      hit.ranks = { toollens: index + 1, seed: index + 1, bm25: index + 1 };
      return hit;
    });
  }

  #match(
    options: SearchOptions,
    terms: readonly TermWeight[],
    scope: Set<string> | undefined,
  ): Hit[] {
    const hits: Hit[] = [];
    const boosts = options.weights
      ? { ...this.#boosts, ...specWeights(checkWeights(options.weights)) }
      : this.#boosts;
    for (const { id, score } of this.#orama.score(options.query, boosts)) {
      const entry = this.#byId.get(id);
      if (!entry || (scope && !scope.has(entry.tool.name))) continue;
      const matched = terms.filter((term) => entry.all.has(term.stem));
      if (matched.length === 0) continue;
      hits.push(this.#hit(entry, matched, score));
    }
    return hits;
  }

  /** A hit with its rank keys; `fields` is filled by #fields for the hits returned. */
  #hit(entry: Entry, matched: readonly TermWeight[], bm25: number): Hit {
    return {
      name: entry.tool.name,
      order: this.#position.get(entry.tool.name) ?? -1,
      matchedTerms: matched.map((term) => term.stem),
      coverage: matched.length,
      weightSum: matched.reduce((total, term) => total + term.weight, 0),
      bm25,
      fields: {},
      ranks: { toollens: 0, seed: 0, bm25: 0 },
      // Present on every hit, so hits keep one shape whichever rankers returned them.
      toollens: undefined,
    };
  }

  /** For each matched stem of a returned hit, the fields it occurs in. */
  #fields(hit: Hit): void {
    const entry = this.#entry(hit.name);
    for (const stem of hit.matchedTerms) {
      hit.fields[stem] = FIELDS.filter((field) => entry.tokens[field].has(stem));
    }
  }

  #entry(name: string): Entry {
    const entry = this.#entries.get(name);
    if (!entry)
      throw new ToollensError(`toollens: no tool named "${name}" in the index`, 'not-found');
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
    const stems = {} as Record<FieldName, string[]>;
    for (const field of FIELDS) {
      stems[field] = analyzeStems(fields[field]);
      tokens[field] = new Set(stems[field]);
    }
    const all = new Set(FIELDS.flatMap((field) => [...tokens[field]]));
    const entry: Entry = { tool, id: `t${this.#nextId++}`, fields, tokens, all };
    this.#stats.add(tool.name, {
      ...stems,
      arguments: analyzeStems(argumentText(tool.parameters)),
    });
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
    this.#stats.remove(name);
    for (const stem of entry.all) {
      const names = this.#postings.get(stem);
      names?.delete(name);
      if (names?.size === 0) this.#postings.delete(stem);
    }
    this.#entries.delete(name);
    this.#byId.delete(entry.id);
  }
}
