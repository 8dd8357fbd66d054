import type { LabelledQuery } from '../../../engine/core';

/**
 * Marking a search result relevant or not relevant (from the Search panel) as an edit of a query
 * set: the query's entry gets the tool in `relevant` or in `mustNot`. Pure, so the slice only
 * decides which set it applies to.
 */

export type ResultMark = 'relevant' | 'notRelevant';

/** The set made when a result is marked and no query set is open. */
export const MARKED_SET_NAME = 'Marked in Search';

/** One query typed twice ("Merge  PDF", "merge pdf") is one entry, not two. */
const sameQuery = (a: string, b: string): boolean => normal(a) === normal(b);
const normal = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

/** The entry of a set for a query, if it has one. */
export const entryFor = (
  queries: readonly LabelledQuery[],
  query: string,
): LabelledQuery | undefined => queries.find((each) => sameQuery(each.query, query));

/** How a tool is marked for a query in a set, if it is. */
export const markOf = (entry: LabelledQuery | undefined, tool: string): ResultMark | undefined => {
  if (entry?.relevant.includes(tool)) return 'relevant';
  if (entry?.mustNot?.includes(tool)) return 'notRelevant';
  return undefined;
};

/** An id for a new entry, from the query's words, numbered when taken. */
const newId = (query: string, queries: readonly LabelledQuery[]) => {
  const base = `q-${normal(query)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}`;
  const taken = new Set(queries.map((each) => each.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
};

/**
 * The set's queries with `tool` marked for `query` (undefined clears its mark). An existing
 * entry for the same query is updated in place; a tool is never both relevant and must-not; an
 * entry left with neither is removed, since it would measure nothing.
 */
export const applyMark = (
  queries: readonly LabelledQuery[],
  query: string,
  tool: string,
  mark: ResultMark | undefined,
): LabelledQuery[] => {
  const at = queries.findIndex((each) => sameQuery(each.query, query));
  const entry = queries[at];
  if (!entry && mark === undefined) return [...queries];
  const base: LabelledQuery = entry ?? {
    id: newId(query, queries),
    query: query.trim(),
    relevant: [],
  };
  const relevant = base.relevant.filter((name) => name !== tool);
  const mustNot = (base.mustNot ?? []).filter((name) => name !== tool);
  if (mark === 'relevant') relevant.push(tool);
  if (mark === 'notRelevant') mustNot.push(tool);
  const { grades, mustNot: _old, ...rest } = base;
  const kept =
    grades && Object.fromEntries(Object.entries(grades).filter(([n]) => relevant.includes(n)));
  const next: LabelledQuery = {
    ...rest,
    relevant,
    ...(kept && Object.keys(kept).length > 0 ? { grades: kept } : {}),
    ...(mustNot.length > 0 ? { mustNot } : {}),
  };
  const empty = relevant.length === 0 && mustNot.length === 0;
  if (!entry) return empty ? [...queries] : [...queries, next];
  return empty
    ? queries.filter((_, i) => i !== at)
    : queries.map((each, i) => (i === at ? next : each));
};
