/** The shapes search_tools takes and returns. Plain data: they cross the worker boundary. */

/** The four indexed text fields, in boost order. */
export type FieldName = 'name' | 'description' | 'capabilities' | 'glossary';

/** Per-field BM25 boosts. The spec: name ×3, description ×2, capabilities ×2, glossary ×1. */
export type FieldBoosts = Record<FieldName, number>;

export const DEFAULT_BOOSTS: FieldBoosts = {
  name: 3,
  description: 2,
  capabilities: 2,
  glossary: 1,
};

/**
 * The filter axes. Within one axis the values are alternatives (any may match);
 * the axes intersect. An empty or missing axis does not filter.
 */
export type Filters = {
  /** Prefix-matched by segment: `file` covers `file:read`, not `file-share:delete`. */
  capabilities?: string[];
  domains?: string[];
  /** A tool matches by its entities, or by either endpoint of one of its relationships. */
  entities?: string[];
  relationships?: string[];
};

/**
 * `seed`: the spec's order (coverage, then Σw, then BM25, then catalog order).
 * `bm25`: Orama's BM25 score alone (then catalog order), for comparison.
 */
export type Ranker = 'seed' | 'bm25';

export type SearchOptions = Filters & {
  query: string;
  /** How many hits to return; default 10. `Infinity` returns every hit. */
  limit?: number;
  /** Default `seed`. */
  ranker?: Ranker;
};

/** One de-duplicated query term and its weight within the scope. */
export type TermWeight = {
  /** The word as first typed in the query (lowercased). */
  term: string;
  /** The analyzer's stem: what is matched. */
  stem: string;
  /** Documents in scope whose fields contain the stem. */
  df: number;
  /** w(t) = 1 + ln((N + 1) / (df + 1)), N = the scope size. */
  weight: number;
};

export type Hit = {
  name: string;
  /** Position in the catalog: the final tie-break. */
  order: number;
  /** Stems of the query terms this tool contains, in query order. */
  matchedTerms: string[];
  /** Distinct query terms matched: `matchedTerms.length`. */
  coverage: number;
  /** Σ w(t) over matchedTerms. */
  weightSum: number;
  /** Orama's BM25 score with the field boosts (0 in browse mode). */
  bm25: number;
  /** For each matched stem, the fields it occurs in. */
  fields: Record<string, FieldName[]>;
  /** 1-based rank under each ranker, so the UI can show movement. */
  ranks: Record<Ranker, number>;
};

export type SearchResult = {
  query: string;
  /** `browse` when the query has no searchable term: the scope is listed in catalog order. */
  mode: 'query' | 'browse';
  ranker: Ranker;
  scope: {
    /** Tools left after the filters: the N of w(t). */
    n: number;
    /** Tools in the catalog. */
    total: number;
    filters: Filters;
  };
  terms: TermWeight[];
  /** Matching tools before the limit. */
  totalHits: number;
  hits: Hit[];
};
