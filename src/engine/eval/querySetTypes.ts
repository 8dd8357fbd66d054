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
  /**
   * Labelled by what an agent did, not judged by a person (a query mined from sessions: its
   * relevant tools are the ones the agent then called). Silver labels can be wrong.
   */
  silver?: true;
};

export type QuerySetResult =
  | { ok: true; queries: LabelledQuery[] }
  | { ok: false; errors: string[] };
