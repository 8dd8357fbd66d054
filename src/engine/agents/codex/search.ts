import { embedCodexTokens, fitAvgdl } from './embedder';
import { Scorer } from './scorer';
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
 */

/** Documents with one f32 score, in the order they were added; Codex returns them in any order. */
export type TieGroup = {
  score: number;
  /** The rank of the group's first place: 1 + the number of documents scoring higher. */
  rank: number;
  /** The documents' positions. */
  ids: number[];
  /** How many of `ids` fall within the limit: all, but at the cut. */
  returned: number;
};

export type Bm25Search = {
  /** The groups within the limit, best first. */
  groups: TieGroup[];
  /** Documents that share a token with the query (Codex's `matching_tool_count`). */
  matching: number;
  /** How many Codex returns: min(limit, matching). */
  returned: number;
};

/** Cuts scored documents (best first) into tie groups, keeping `limit` places. */
export const tieGroups = (
  scored: readonly { id: number; score: number }[],
  limit = Number.POSITIVE_INFINITY,
): TieGroup[] => {
  const groups: TieGroup[] = [];
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

export class Bm25SearchEngine {
  readonly avgdl: number;
  readonly #scorer = new Scorer<number>();

  constructor(documents: readonly string[]) {
    this.avgdl = fitAvgdl(documents, codexTokens);
    documents.forEach((text, id) => {
      this.#scorer.upsert(id, embedCodexTokens(codexTokens(text), this.avgdl));
    });
  }

  /** Every matching document, best first; equal scores in added order (not Codex's). */
  scored(query: string): { id: number; score: number }[] {
    return this.#scorer.matches(embedCodexTokens(codexTokens(query), this.avgdl));
  }

  /** A document's score for the query, token by token (query order; a token said twice twice). */
  explain(id: number, query: string): { token: string; idf: number; weight: number }[] {
    const tokens = codexTokens(query);
    const parts = this.#scorer.parts(id, embedCodexTokens(tokens, this.avgdl));
    return parts.map((part, at) => ({
      token: tokens[at] ?? '',
      idf: part.idf,
      weight: part.weight,
    }));
  }

  search(query: string, limit?: number): Bm25Search {
    const scored = this.scored(query);
    const groups = tieGroups(scored, limit);
    const returned = groups.reduce((sum, group) => sum + group.returned, 0);
    return { groups, matching: scored.length, returned };
  }
}
