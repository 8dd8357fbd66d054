import { Bm25Corpus } from './corpus';
import { fxhash32 } from './fxhash';
import { TokenIds } from './tokenIds';
import { codexTokens } from './tokenizer';

/**
 * The `bm25` crate's search engine as Codex builds it: `SearchEngineBuilder::<usize>::with_documents
 * (Language::English, documents)` (Michael-JB/bm25 `src/search.rs` @
 * 149e2b59d0442a9c96c983fc543e0b0de48a691c, version 2.3.0; Codex pins 2.3.2). Exact: avgdl is
 * fitted on every document's text, each document is embedded and added under its position, a
 * query is embedded with the same embedder (its own weights unused) and the scorer's matches are
 * cut at the limit. What is not Rust's is the order among equal scores, which Rust leaves to a
 * per-process hash seed: a search here returns its hits in groups of equal score, and says how
 * many of the group at the cut Codex returns, not which.
 *
 * Bm25Index holds the same engine keyed by any id and changed in place (corpus.ts): after any
 * upserts and removals it answers as the crate's engine built on the documents it holds, with
 * equal scores in the order each document was placed at. A document's text is a function of its
 * id (a tool's text never changes: an edit replaces the tool), so the index keeps no document's
 * tokens: it works them out again from the text to remove the document or explain its score.
 */

/** Documents with one f32 score, in their order (Bm25Index); Codex returns them in any order. */
export type TieGroup<D = number> = {
  score: number;
  /** The rank of the group's first place: 1 + the number of documents scoring higher. */
  rank: number;
  /** The documents' ids (positions, for the crate's engine). */
  ids: D[];
  /** How many of `ids` fall within the limit: all, but at the cut. */
  returned: number;
};

export type Bm25Search<D = number> = {
  /** The groups within the limit, best first. */
  groups: TieGroup<D>[];
  /** Documents that share a token with the query (Codex's `matching_tool_count`). */
  matching: number;
  /** How many Codex returns: min(limit, matching). */
  returned: number;
};

/** Cuts scored documents (best first) into tie groups, keeping `limit` places. */
export const tieGroups = <D = number>(
  scored: readonly { id: D; score: number }[],
  limit = Number.POSITIVE_INFINITY,
): TieGroup<D>[] => {
  const groups: TieGroup<D>[] = [];
  scored.forEach(({ id, score }, place) => {
    const last = groups.at(-1);
    if (last && last.score === score) last.ids.push(id);
    else groups.push({ score, rank: place + 1, ids: [id], returned: 0 });
  });
  return groups.flatMap((group) => {
    const returned = Math.min(group.ids.length, limit - (group.rank - 1));
    return returned > 0 ? [{ ...group, returned }] : [];
  });
};

/** A text's token ids, as the crate's embedder ids them. */
const tokenIds = (tokens: readonly string[]): number[] => tokens.map(fxhash32);

export class Bm25Index<D> {
  readonly #corpus = new Bm25Corpus<D>();
  readonly #text: (id: D) => string;
  readonly #tokenIds = new TokenIds();

  /** `text` gives a document's text, the same each time for the same id. */
  constructor(text: (id: D) => string) {
    this.#text = text;
  }

  /** The average length fitted on the documents held now. */
  get avgdl(): number {
    return this.#corpus.avgdl;
  }

  /** Adds a document (again, if held); `order` places it among equal scores. */
  upsert(id: D, order: number): void {
    const indices = this.#indices(id);
    this.#corpus.remove(id, indices);
    this.#corpus.add(id, indices, order);
  }

  remove(id: D): void {
    if (this.#corpus.has(id)) this.#corpus.remove(id, this.#indices(id));
  }

  /** Moves a document to `order` among equal scores. */
  place(id: D, order: number): void {
    this.#corpus.place(id, order);
  }

  /** The documents held, in no particular order. */
  ids(): IterableIterator<D> {
    return this.#corpus.ids();
  }

  /** Every matching document, best first; equal scores by order (not Codex's). */
  scored(query: string): { id: D; score: number }[] {
    return this.#corpus.matches(this.#tokenIds.of(query));
  }

  /**
   * A document's score for the query, token by token (query order; a token said twice twice):
   * the query is read once for every document explained.
   */
  explainer(query: string): (id: D) => { token: string; idf: number; weight: number }[] {
    const tokens = codexTokens(query);
    const ids = tokenIds(tokens);
    return (id) =>
      this.#corpus.parts(id, ids, this.#indices(id)).map((part, at) => ({
        token: tokens[at] ?? '',
        idf: part.idf,
        weight: part.weight,
      }));
  }

  search(query: string, limit?: number): Bm25Search<D> {
    const scored = this.scored(query);
    const groups = tieGroups(scored, limit);
    const returned = groups.reduce((sum, group) => sum + group.returned, 0);
    return { groups, matching: scored.length, returned };
  }

  #indices(id: D): number[] {
    return this.#tokenIds.of(this.#text(id));
  }
}

/** The crate's engine built on `documents`, each under its position. */
export class Bm25SearchEngine extends Bm25Index<number> {
  constructor(documents: readonly string[]) {
    super((id) => documents[id] ?? '');
    documents.forEach((_, id) => {
      this.upsert(id, id);
    });
  }
}
