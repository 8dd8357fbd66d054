import {
  type AnyOrama,
  components,
  count,
  create,
  insert,
  remove,
  search,
  type Tokenizer,
} from '@orama/orama';
import { radix } from '@orama/orama/trees';
import { analyzeField, analyzeQuery, type FieldBoosts, type FieldName } from '../../engine';

/**
 * The only module that imports Orama. It owns BM25 over the four text fields and nothing
 * else: scope, term weights, matched terms and the re-rank live beside it, computed from the
 * postings (postings.ts), because Orama reports neither which terms matched nor per-scope
 * statistics.
 */

export type FieldTexts = Record<FieldName, string>;

/** One BM25 score for one document id. */
export type Bm25Score = { id: string; score: number };

const FIELD_NAMES: readonly FieldName[] = ['name', 'description', 'capabilities', 'glossary'];

/**
 * The name's joined forms (joinedName.ts) in a property of their own, scored with the name's
 * boost: Orama's BM25 is a sum over properties, each with its own lengths, so a term of the four
 * fields scores exactly as it would without it.
 */
const JOINED = 'joinedName';

const SCHEMA = {
  ...Object.fromEntries(FIELD_NAMES.map((field) => [field, 'string'])),
  [JOINED]: 'string',
} as Record<FieldName | typeof JOINED, 'string'>;

/** The properties a search reads and their boosts: a field boosted 0 is not searched. */
const searched = (boosts: FieldBoosts): { prop: string; boost: number }[] => {
  const props = FIELD_NAMES.filter((field) => boosts[field] > 0).map((field) => ({
    prop: field as string,
    boost: boosts[field],
  }));
  return boosts.name > 0 ? [...props, { prop: JOINED, boost: boosts.name }] : props;
};

/**
 * How many of a field's tokens are mixed-case words kept whole beside their parts (analyze.ts
 * `analyzeField`), by the token list the tokenizer returned: they are searched like any token
 * but count in no field length, so Orama's BM25 of a text without one is what it always was.
 */
const overlapping = new WeakMap<readonly string[], number>();

/** A field's length as BM25 reads it: its tokens, wholes left out. */
const fieldLength = (tokens: readonly string[]): number =>
  tokens.length - (overlapping.get(tokens) ?? 0);

/**
 * Our analyzer in Orama's tokenizer slot, so index and query share one function. Orama calls
 * it with `prop` set at insert time and unset at query time. A field keeps its repeats so term
 * frequency still counts, its wholes last; a query is its terms' stems, each term's parts
 * included (a word typed in mixed case is searched by its whole and its parts), de-duplicated.
 */
const tokenizer: Tokenizer = {
  language: 'english',
  normalizationCache: new Map(),
  tokenize: (raw, _language, prop) => {
    if (prop === undefined) {
      const stems = analyzeQuery(raw).flatMap((term) => [term.stem, ...(term.parts ?? [])]);
      return [...new Set(stems)];
    }
    const { stems, wholes } = analyzeField(raw);
    if (wholes.length === 0) return stems;
    const tokens = [...stems, ...wholes];
    overlapping.set(tokens, wholes.length);
    return tokens;
  },
};

/**
 * Orama 3.1.18 collects a word's documents by walking every node below the one it reached and
 * checking each id against the list built so far (`includes`): cost grows with df², about
 * 25 ms for one word in 7,500 of 10,000 tools. An exact lookup (the only kind this index makes)
 * can only be answered by the node reached for the whole word, so that case copies its id set
 * once. Other lookups (prefix, typo tolerance: Orama's defaults, as the bench's raw-Orama peer
 * uses them) take Orama's own path unchanged. Pinned to 3.1.18; the whole-token and scoring
 * tests guard it.
 */
const collectAll = radix.RadixNode.prototype.findAllWords;
radix.RadixNode.prototype.findAllWords = function findWords(output, term, exact, tolerance) {
  if (!exact) return collectAll.call(this, output, term, exact, tolerance);
  // The node's own Set, not a copy: every reader (Orama's search and scoreInto below) copies it
  // with Array.from before iterating, and none writes to it.
  if (this.e && this.w === term && this.d.size > 0) output[term] = this.d as unknown as number[];
  return output;
};

/**
 * Orama matches by prefix and with typo tolerance by default, so `file` would hit the stem
 * `filenam`. Forcing exact radix lookups makes a match a whole-token match.
 */
const wholeTokenIndex = (linearFrequencies: boolean) => {
  const base = components.index.createIndex();
  const exactSearch: typeof base.search = (
    index,
    term,
    tokenize,
    language,
    properties,
    _exact,
    _tolerance,
    ...rest
  ) => base.search(index, term, tokenize, language, properties, true, 0, ...rest);

  // Orama 3.1.18 counts a token's frequency by scanning the field's whole token list once per
  // occurrence of the token, which is quadratic: a 1 MB description took minutes to index. Here
  // a field's tokens are counted once, on the first call for that list, and each call stores
  // what Orama's own would: the first occurrence of a token sets its frequency (count / field
  // length) in the document's table, and every occurrence bumps the token's occurrence count.
  // Linear, identical results. Pinned to 3.1.18's insertTokenScoreParameters (four lines, in
  // components/index.js); the test "indexes a 1 MB description in linear time with unchanged
  // scores" holds its results against Orama's own.
  const { getInternalDocumentId } = components.internalDocumentIDStore;
  const seen = new WeakMap<readonly string[], Map<string, number>>();
  const insertTokenScoreParameters: typeof base.insertTokenScoreParameters = (
    index,
    prop,
    id,
    tokens,
    token,
  ) => {
    let counts = seen.get(tokens);
    if (!counts) {
      counts = new Map();
      for (const each of tokens) counts.set(each, (counts.get(each) ?? 0) + 1);
      seen.set(tokens, counts);
    }
    const occurrences = index.tokenOccurrences[prop] ?? {};
    occurrences[token] = (occurrences[token] ?? 0) + 1;
    const count = counts.get(token) ?? 0;
    // Negative: this token's frequency is already stored for this field.
    if (count < 0) return;
    counts.set(token, -1);
    const internalId = getInternalDocumentId(index.sharedInternalDocumentStore, id);
    const frequencies = index.frequencies[prop]?.[internalId];
    if (frequencies) frequencies[token] = count / fieldLength(tokens);
  };
  // Orama's own (components/index.js), with the length of the field as BM25 reads it.
  const insertDocumentScoreParameters: typeof base.insertDocumentScoreParameters = (
    index,
    prop,
    id,
    tokens,
    docsCount,
  ) => {
    const internalId = getInternalDocumentId(index.sharedInternalDocumentStore, id);
    const length = fieldLength(tokens);
    index.avgFieldLength[prop] =
      ((index.avgFieldLength[prop] ?? 0) * (docsCount - 1) + length) / docsCount;
    (index.fieldLengths[prop] as Record<number, number>)[internalId] = length;
    (index.frequencies[prop] as Record<number, unknown>)[internalId] = {};
  };
  const own = { ...base, search: exactSearch, insertDocumentScoreParameters };
  return linearFrequencies ? { ...own, insertTokenScoreParameters } : own;
};

/**
 * Where Orama's own scoring adds its BM25 parts: the Map-shaped interface (has, get, set, keyed
 * by Orama's internal document id) that Orama's `calculateResultScores` writes into. The store
 * backs it with typed arrays indexed by internal id (accumulator.ts), so scoring 50,000 tools
 * makes no Map.
 */
export type ScoreSink = {
  has(internalId: number): boolean;
  get(internalId: number): number | undefined;
  set(internalId: number, score: number): unknown;
};

// Orama's scoring records, per document, how many keywords each property matched, in a new Map
// per document per search; only a threshold below 1 reads it, and every search here uses 1.
// This stand-in takes the writes and keeps nothing.
const NO_PROPERTY_MATCHES = new Map<string, number>();
const NO_KEYWORD_MATCHES = {
  has: () => true,
  get: () => NO_PROPERTY_MATCHES,
  set: () => NO_KEYWORD_MATCHES,
};
NO_PROPERTY_MATCHES.set = () => NO_PROPERTY_MATCHES;

/** Orama's default BM25 parameters, which `search` applies when none are given. */
const RELEVANCE = { k: 1.2, b: 0.75, d: 0.5 };

type OramaInternals = {
  data: { index: components.index.Index };
  tokenizer: Tokenizer;
  internalDocumentIDStore: components.internalDocumentIDStore.InternalDocumentIDStore;
};

export class OramaIndex {
  readonly #db: AnyOrama;

  /** `linearFrequencies: false` keeps Orama's own quadratic counting, for the equivalence test. */
  constructor(options: { linearFrequencies?: boolean } = {}) {
    const index = wholeTokenIndex(options.linearFrequencies ?? true);
    this.#db = create({ schema: SCHEMA, components: { tokenizer, index } });
  }

  /**
   * Adds a document, with its name's joined forms (joinedName.ts); its Orama internal id, which
   * `scoreInto` reports scores by.
   */
  add(id: string, fields: FieldTexts, joined: readonly string[] = []): number {
    // Sync: no async hooks or plugins are registered, so insert returns a plain value.
    insert(this.#db, { id, ...fields, [JOINED]: joined.join(' ') });
    const internals = this.#db as unknown as OramaInternals;
    return components.internalDocumentIDStore.getInternalDocumentId(
      internals.internalDocumentIDStore,
      id,
    );
  }

  remove(id: string): void {
    remove(this.#db, id);
  }

  /**
   * BM25 with field boosts for every document containing any term of `query`. A field boosted
   * 0 is not searched: Orama rejects a boost of 0.
   */
  score(query: string, boosts: FieldBoosts): Bm25Score[] {
    const size = count(this.#db);
    const properties = searched(boosts);
    if (size === 0 || properties.length === 0) return [];
    const results = search(this.#db, {
      term: query,
      properties: properties.map(({ prop }) => prop),
      boost: Object.fromEntries(properties.map(({ prop, boost }) => [prop, boost])),
      // threshold 1 keeps every document matching any term; coverage is ranked by us.
      threshold: 1,
      limit: size,
    });
    if (results instanceof Promise) throw new Error('toollens: Orama search became async');
    return results.hits.map((hit) => ({ id: hit.id, score: hit.score }));
  }

  /**
   * The same BM25 as `score`, by Orama's own scoring function over its own index, written into
   * `sink` by internal id. `score` goes through Orama's `search`, which also sorts every match
   * and fetches every matching document: at 50,000 tools, with a real query matching most of
   * them, that was most of a search. This is the loop Orama's index `search` runs for threshold
   * 1 (properties, then tokens, then the words each token found), without the sort, the fetch
   * or the per-document keyword Maps; the equivalence test holds it to `score`.
   */
  scoreInto(query: string, boosts: FieldBoosts, sink: ScoreSink): void {
    const db = this.#db as unknown as OramaInternals;
    const docsCount = count(this.#db);
    const properties = searched(boosts);
    if (docsCount === 0 || properties.length === 0) return;
    const index = db.data.index;
    const tokens = db.tokenizer.tokenize(query) as string[];
    for (const { prop, boost } of properties) {
      const tree = index.indexes[prop] as { node: radix.RadixNode } | undefined;
      if (!tree) continue;
      for (const token of tokens) {
        const found = tree.node.find({ term: token, exact: true, tolerance: 0 });
        for (const word of Object.keys(found)) {
          components.index.calculateResultScores(
            index,
            prop,
            word,
            found[word] ?? [],
            docsCount,
            RELEVANCE,
            sink as Map<number, number>,
            boost,
            undefined,
            NO_KEYWORD_MATCHES as unknown as Map<number, Map<string, number>>,
          );
        }
      }
    }
  }
}
