/** A labelled query: the tools a good search should return for it. */
export type LabelledQuery = {
  id: string;
  query: string;
  /** Names of the relevant tools. */
  relevant: string[];
  /** Optional graded relevance by name (default grade 1 for every relevant tool). */
  grades?: Record<string, number>;
  /** Tools that must not be returned for this query (in the top k that counts). */
  mustNot?: string[];
};

export type QuerySetResult =
  | { ok: true; queries: LabelledQuery[] }
  | { ok: false; errors: string[] };
