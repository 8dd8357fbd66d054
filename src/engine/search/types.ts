import type { DroppedTerm } from '../text';

/** The shapes search_tools takes and returns. Plain data: they cross the worker boundary. */

/** The four indexed text fields, in boost order. */
export type FieldName = 'name' | 'description' | 'capabilities' | 'glossary';

/**
 * Per-field BM25 boosts. The design (docs/design/search.md#fields-and-boosts): name ×3,
 * description ×2, capabilities ×2, glossary ×1.
 */
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

/** The filter axes, in the order they are checked, reported and shown. */
export const FILTER_AXES = [
  'capabilities',
  'domains',
  'entities',
  'relationships',
] as const satisfies readonly (keyof Filters)[];

/** The texts the toollens ranker scores: the design's four fields and the tool's arguments. */
export type TextField = FieldName | 'arguments';

/**
 * `toollens` (the default): the design's ranker repaired for real queries; see ToollensParams.
 * `seed`: the design's order exactly (coverage, then Σw, then BM25, then catalog order).
 * `bm25`: Orama's BM25 score alone (then catalog order), for comparison.
 */
export const RANKERS = ['toollens', 'seed', 'bm25'] as const;
export type Ranker = (typeof RANKERS)[number];

/** The ranker a search uses when none is named: the page's, search_tools', eval's and the CLI's. */
export const DEFAULT_RANKER: Ranker = 'toollens';

/** How many hits a page holds when no limit is named. */
export const DEFAULT_PAGE_SIZE = 10;

export const isRanker = (value: string): value is Ranker =>
  (RANKERS as readonly string[]).includes(value);

/**
 * The toollens ranker. The query keeps only its informative terms (no filler, contraction
 * fragments, single letters or bare numbers; see text/informative.ts). Each tool is scored by
 * BM25F over five fields: the design's four and its arguments. A keyword query (at most
 * `keywordTerms` informative terms) is ranked as the design ranks, with the name match
 * (nameMatch.ts) after coverage: informative terms covered, the name match, their Σw, then the
 * score. A longer, prose query is ranked by the name match, then the score:
 * score = BM25F × (1 + coverageBonus × share), share being the matched part of the query's
 * Σw (the bonus is off by default, so the score is BM25F). Every hit reports each of these
 * (Hit.toollens).
 */
export type ToollensParams = {
  /** BM25 term-frequency saturation; usual range 0.5–2. Default 1.2. */
  k1: number;
  /** BM25 length normalisation, 0 (none) to 1 (full), the same in every field. Default 0.75. */
  b: number;
  /**
   * BM25F field weights: a term's count in a field is multiplied by its weight before
   * saturation. Default: the design's boosts (name 3, description 2, capabilities 2, glossary 1)
   * and arguments 1. A weight of 0 leaves the field out.
   */
  weights: Record<TextField, number>;
  /**
   * A query with at most this many informative terms is a keyword query, ranked coverage
   * first. Default 4. 0 never ranks coverage first; Infinity always does.
   */
  keywordTerms: number;
  /**
   * The coverage bonus λ in BM25F × (1 + λ × share), ≥ 0. Default 0 (off): measured, it moved
   * no dev set by more than ±.005 nDCG@10 at 0.25–1, and BM25F's sum over terms already
   * rewards covering more of them.
   */
  coverageBonus: number;
  /** Drop filler, contraction fragments, single letters and bare numbers. Default true. */
  filterQuery: boolean;
  /**
   * What a term matched only in the arguments counts for in coverage, 0 to 1; a term matched in
   * the tool's own text (name, description, capabilities, glossary) counts 1. Default 1/3: an
   * example inside an argument's description says how to call a tool, not what it is for, so
   * "click the submit button" ranks `browser_click` (two terms of its own text) above a
   * code-running tool whose one argument mentions all three words. The term still finds a tool
   * no other text finds.
   */
  argumentCoverage: number;
};

export const DEFAULT_TOOLLENS_PARAMS: ToollensParams = {
  k1: 1.2,
  b: 0.75,
  weights: { name: 3, description: 2, capabilities: 2, glossary: 1, arguments: 1 },
  keywordTerms: 4,
  coverageBonus: 0,
  filterQuery: true,
  argumentCoverage: 1 / 3,
};

export type SearchOptions = Filters & {
  query: string;
  /** How many hits to return; default 10. `Infinity` returns every hit. */
  limit?: number;
  /** Default `toollens`; `seed` is the design's ranker exactly. */
  ranker?: Ranker;
  /**
   * Also rank under the other rankers, so each hit's `ranks` has all three (the inspector's
   * movement arrows). Default false: search_tools needs one order, and the design's rankers' Orama
   * pass is most of the cost on a large catalog. Ranks not computed are 0.
   */
  allRanks?: boolean;
  /**
   * Field weights for this search only, over the index's own: Orama's boosts under `seed` and
   * `bm25` (name, description, capabilities, glossary; the arguments are not in Orama's index),
   * the BM25F weights under `toollens`. A weight of 0 leaves the field out of the score, and a
   * tool matched only there is not returned. For comparing weightings without a rebuild.
   */
  weights?: FieldWeights;
};

/** Per-field weights for one search; a field left out keeps the index's weight. */
export type FieldWeights = Partial<Record<TextField, number>>;

/** One de-duplicated query term and its weight within the scope. */
export type TermWeight = {
  /** The word as first typed in the query (lowercased). */
  term: string;
  /** The analyzer's stem: what is matched. */
  stem: string;
  /**
   * A word typed in mixed case ("GitHub"): the stems of its parts, which match it too when all
   * are in one field (wordForms.ts). One term either way.
   */
  parts?: string[];
  /** Documents in scope whose fields contain the term. */
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
  /**
   * 1-based rank under each ranker, so the UI can show movement; 0 when that ranker does not
   * return the tool (toollens drops filler words and reads arguments, so the hit sets differ).
   */
  ranks: Record<Ranker, number>;
  /**
   * The toollens ranker's view of the hit, when that ranker returns it. The fields above stay
   * the design's (raw query terms, four fields, Orama's BM25), so the two can be compared.
   */
  toollens?: ToollensScore;
};

/** One informative query term under the toollens ranker, measured within the scope. */
export type ToollensTerm = {
  term: string;
  stem: string;
  /** The stems of a mixed-case word's parts, as TermWeight's. */
  parts?: string[];
  /** Tools in scope containing the term in any of the five fields (of weight above 0). */
  df: number;
  /** w(t) = 1 + ln((N + 1) / (df + 1)): the weight of Σw and of the coverage share. */
  weight: number;
  /** BM25's idf = ln(1 + (N − df + 0.5) / (df + 0.5)). */
  idf: number;
};

/** How the toollens ranker read the query. */
export type ToollensQuery = {
  /** `keyword`: coverage, name match, Σw, score. `prose`: name match, then score. */
  mode: 'keyword' | 'prose';
  terms: ToollensTerm[];
  /** Query words that do not count, and why. */
  dropped: DroppedTerm[];
  /** Every word was filler, so all were kept (a query is never emptied). */
  keptAll: boolean;
  params: ToollensParams;
  /** What took effect, in words, for the inspector. */
  notes: string[];
};

/** One hit's scores under the toollens ranker. */
export type ToollensScore = {
  /** Stems of the informative terms this tool contains, in query order. */
  matchedTerms: string[];
  /**
   * Informative terms matched, each matched only in the arguments counting
   * `argumentCoverage`: the first key of a keyword query.
   */
  coverage: number;
  /** Informative terms matched only in the arguments. */
  argumentOnly: number;
  /** Informative terms in the query. */
  of: number;
  /**
   * How much of the tool's name the query says, in order, in [0, 1] (nameMatch.ts); 0 below
   * NAME_MATCH_MIN. The key after coverage of a keyword query, the first of a prose one.
   */
  nameMatch: number;
  /** Σ w(t) over matchedTerms; the key after the name match of a keyword query. */
  weightSum: number;
  /** weightSum / Σ w(t) of every informative term, in [0, 1]. */
  share: number;
  /** BM25F over the five fields with the field weights. */
  bm25f: number;
  /** BM25F × (1 + coverageBonus × share): the last key of a keyword query, the only one of prose. */
  score: number;
  /** For each matched stem, the fields it occurs in (with `arguments`). */
  fields: Record<string, TextField[]>;
  /** Matched stems found in the argument names or descriptions. */
  argumentTerms: string[];
  /** Dropped query words this tool contains: the design's ranker counts them, toollens does not. */
  droppedMatches: DroppedTerm[];
  /** What took effect for this hit, in words; filled for the hits returned. */
  notes: string[];
};

export type SearchResult = {
  query: string;
  /** `browse` when the query has no searchable term: the scope is listed in catalog order. */
  mode: 'query' | 'browse';
  /**
   * Set (true) in browse mode when the query was not blank but had no searchable word: only
   * stopwords, emoji or punctuation ("the of", "🚀"). The result then lists the whole scope,
   * and the menu says why. Absent for a blank query and in query mode.
   */
  noSearchableWord?: true;
  ranker: Ranker;
  scope: {
    /** Tools left after the filters: the N of w(t). */
    n: number;
    /** Tools in the catalog. */
    total: number;
    filters: Filters;
  };
  terms: TermWeight[];
  /** How the toollens ranker read the query (query mode only). */
  toollens?: ToollensQuery;
  /** Matching tools before the limit. */
  totalHits: number;
  hits: Hit[];
  /**
   * The catalog's scaffolding tools, in catalog order: always declared, so never a hit under
   * any ranker (the page names them once instead). Empty when the catalog marks none.
   */
  alwaysDeclared: readonly string[];
};
