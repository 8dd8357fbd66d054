import { type AnyOrama, components, create, insertMultiple, search } from '@orama/orama';
import MiniSearch from 'minisearch';
import {
  analyzeQuery,
  analyzeStems,
  argumentText,
  type Catalog,
  DEFAULT_TOOLLENS_PARAMS,
  descriptionAt,
  searchTools,
  ToolIndex,
} from '../src/engine';

/**
 * The systems the bench runs side by side over the same tools and queries. Each builds its
 * index once (`build`, timed) and answers one query at a time with a page of 10.
 *
 * - toollens at three depths: `rank` (index.search: the ranking and the page's hits), `page`
 *   (searchTools: what search_tools returns, with excerpts, page budget and menu) and `ui`
 *   (searchTools with allRanks: the app's path, every ranker's rank for the movement column;
 *   Orama's index is built at load, as the app's worker does).
 * - the peers like for like: MiniSearch and Orama with toollens's analyzer, the same five
 *   fields and boosts, whole-token matching, any term (OR).
 * - the peers as they come: today's `minisearch` and `orama` (their own tokenizers, three
 *   fields, Orama with prefix matching).
 */
export type System = { build: (catalog: Catalog) => (query: string) => unknown };

/**
 * The peers as they come take seconds a real query at 50,000 tools (Orama's prefix lookup is
 * quadratic in df; MiniSearch's default has no stopwords, so "the" matches every tool): their
 * passes are bounded in time (run.ts), the other systems always run every query.
 */
export const TIME_BOUNDED: ReadonlySet<SystemName> = new Set(['minisearchDefault', 'oramaDefault']);

export const SYSTEM_NAMES = [
  'toollensRank',
  'toollensPage',
  'toollensUi',
  'minisearchLike',
  'oramaLike',
  'minisearchDefault',
  'oramaDefault',
] as const;
export type SystemName = (typeof SYSTEM_NAMES)[number];

/** How the table names each system. */
export const SYSTEM_LABELS: Record<SystemName, string> = {
  toollensRank: 'toollens rank',
  toollensPage: 'toollens page',
  toollensUi: 'toollens ui',
  minisearchLike: 'minisearch like',
  oramaLike: 'orama like',
  minisearchDefault: 'minisearch default',
  oramaDefault: 'orama default',
};

const LIMIT = 10;

/** The five fields the toollens ranker reads, with its default BM25F weights as boosts. */
const FIELDS = ['name', 'description', 'capabilities', 'glossary', 'arguments'] as const;
const BOOSTS: Record<(typeof FIELDS)[number], number> = DEFAULT_TOOLLENS_PARAMS.weights;

/**
 * Each tool's five field texts as toollens indexes them (toolStore.ts's field texts and
 * argumentText.ts): the glossary is the tool's concepts' glossary text.
 */
const fiveFieldDocuments = (catalog: Catalog) => {
  const glossary = new Map(catalog.ontology.concepts.map((concept) => [concept.id, concept]));
  return catalog.tools.map((tool, id) => ({
    id: String(id),
    name: tool.name,
    description: descriptionAt(tool),
    capabilities: tool.capabilities.join(' '),
    glossary: tool.concepts
      .map((concept) => glossary.get(concept)?.glossary ?? '')
      .filter((text) => text !== '')
      .join(' '),
    arguments: argumentText(tool.parameters),
  }));
};

const threeFieldDocuments = (catalog: Catalog) =>
  catalog.tools.map((tool, id) => ({
    id: String(id),
    name: tool.name,
    description: descriptionAt(tool),
    capabilities: tool.capabilities.join(' '),
  }));

/** toollens's analyzer: a field keeps repeated stems (term frequency), a query is de-duplicated. */
const analyzed = (text: string, field?: string): string[] =>
  field === undefined ? analyzeQuery(text).map((term) => term.stem) : analyzeStems(text);

/** An Orama index component whose every lookup is exact: a match is a whole-token match. */
const wholeTokenIndex = () => {
  const base = components.index.createIndex();
  const search: typeof base.search = (index, term, tokenize, language, props, _e, _t, ...rest) =>
    base.search(index, term, tokenize, language, props, true, 0, ...rest);
  return { ...base, search };
};

const oramaSearch = (db: AnyOrama, params: Parameters<typeof search>[1]) => {
  const results = search(db, params);
  if (results instanceof Promise) throw new Error('bench: Orama search became async');
  return results;
};

export const SYSTEMS: Record<SystemName, System> = {
  toollensRank: {
    build: (catalog) => {
      const index = new ToolIndex(catalog);
      return (query) => index.search({ query, limit: LIMIT });
    },
  },
  toollensPage: {
    build: (catalog) => {
      const index = new ToolIndex(catalog);
      return (query) => searchTools(index, { query, limit: LIMIT });
    },
  },
  toollensUi: {
    build: (catalog) => {
      const index = new ToolIndex(catalog);
      return (query) => searchTools(index, { query, limit: LIMIT, allRanks: true });
    },
  },
  /** MiniSearch with our analyzer (processTerm identity), five fields, our weights, exact, OR. */
  minisearchLike: {
    build: (catalog) => {
      const mini = new MiniSearch({
        fields: [...FIELDS],
        storeFields: [],
        tokenize: analyzed,
        processTerm: (term) => term,
        searchOptions: {
          boost: BOOSTS,
          prefix: false,
          fuzzy: false,
          combineWith: 'OR',
          tokenize: (text) => analyzed(text),
          processTerm: (term) => term,
        },
      });
      mini.addAll(fiveFieldDocuments(catalog));
      return (query) => mini.search(query).slice(0, LIMIT);
    },
  },
  /** Orama with our analyzer as its tokenizer, five fields, our weights, whole-token, any term. */
  oramaLike: {
    build: (catalog) => {
      const db = create({
        schema: Object.fromEntries(FIELDS.map((field) => [field, 'string'])) as Record<
          (typeof FIELDS)[number],
          'string'
        >,
        components: {
          tokenizer: {
            language: 'english',
            normalizationCache: new Map(),
            tokenize: (raw, _language, prop) => analyzed(raw, prop),
          },
          index: wholeTokenIndex(),
        },
      });
      insertMultiple(db, fiveFieldDocuments(catalog));
      return (term) =>
        oramaSearch(db, {
          term,
          properties: [...FIELDS],
          boost: BOOSTS,
          threshold: 1,
          limit: LIMIT,
        });
    },
  },
  /** MiniSearch's BM25 over three fields, with its default tokenizer: today's peer. */
  minisearchDefault: {
    build: (catalog) => {
      const mini = new MiniSearch({
        fields: ['name', 'description', 'capabilities'],
        storeFields: [],
      });
      mini.addAll(threeFieldDocuments(catalog));
      return (query) => mini.search(query).slice(0, LIMIT);
    },
  },
  /** Orama out of the box: its own tokenizer, prefix matching, no boosts: today's peer. */
  oramaDefault: {
    build: (catalog) => {
      const db = create({
        schema: {
          id: 'string',
          name: 'string',
          description: 'string',
          capabilities: 'string',
        } as const,
      });
      insertMultiple(db, threeFieldDocuments(catalog));
      return (term) =>
        oramaSearch(db, { term, properties: ['name', 'description', 'capabilities'], limit: 10 });
    },
  },
};
