/** A labelled query: the tools a good search should return for it. */
export type LabelledQuery = {
  id: string;
  query: string;
  /** Names of the relevant tools. */
  relevant: string[];
  /** Optional graded relevance by name (default grade 1 for every relevant tool). */
  grades?: Record<string, number>;
};

export type QuerySetResult =
  | { ok: true; queries: LabelledQuery[] }
  | { ok: false; errors: string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `[{id, query, relevant:[names]}]`, the shape of the query sets in ../shared/datasets.
 * Extra fields are ignored. Every problem is reported with the element's index.
 */
export const readQuerySet = (value: unknown): QuerySetResult => {
  if (!Array.isArray(value)) return { ok: false, errors: ['query set: expected a JSON array'] };
  const errors: string[] = [];
  const queries: LabelledQuery[] = [];
  value.forEach((item, index) => {
    const where = `query set /${index}`;
    if (!isObject(item)) {
      errors.push(`${where}: expected an object`);
      return;
    }
    const { id, query, relevant } = item;
    if (typeof query !== 'string') {
      errors.push(`${where}: "query" must be a string`);
      return;
    }
    if (!Array.isArray(relevant) || !relevant.every((name) => typeof name === 'string')) {
      errors.push(`${where}: "relevant" must be an array of tool names`);
      return;
    }
    queries.push({
      id: typeof id === 'string' || typeof id === 'number' ? String(id) : String(index),
      query,
      relevant: relevant as string[],
    });
  });
  return errors.length > 0 ? { ok: false, errors: errors.slice(0, 100) } : { ok: true, queries };
};
