import { catalogServer } from '../agents/core';
import type { Catalog } from '../catalog/core';
import { type EvalRanker, evaluate } from '../eval';
import { compareReports, type LabelledQuery } from '../eval/core';
import { ToolIndex } from '../search';
import { diffCatalogs } from './diffCatalogs';
import type { CatalogDiff, FindabilityChange } from './types';

/**
 * How a release moves each query of a set under each ranker: the first relevant tool's rank
 * in the old catalog and in the new one, worst fall first. A query labelled with a tool's old
 * name counts the tool under its new name after a rename, so a rename alone loses no query.
 */

export type FindabilityOptions = {
  /** The renames to follow: the catalogs' own diff (`diffCatalogs`) unless given. */
  renamed?: CatalogDiff['renamed'];
  /** The MCP server the agent targets name every tool under, as `eval --server`. */
  server?: string;
};

/** The query set as the new catalog names its tools: each renamed name replaced by its new one. */
const followRenames = (
  queries: readonly LabelledQuery[],
  renamed: CatalogDiff['renamed'],
): LabelledQuery[] => {
  if (renamed.length === 0) return [...queries];
  const to = new Map(renamed.map((rename) => [rename.from, rename.to]));
  const rename = (name: string) => to.get(name) ?? name;
  return queries.map((query) => ({
    ...query,
    relevant: query.relevant.map(rename),
    ...(query.mustNot ? { mustNot: query.mustNot.map(rename) } : {}),
    ...(query.grades
      ? {
          grades: Object.fromEntries(
            Object.entries(query.grades).map(([name, grade]) => [rename(name), grade]),
          ),
        }
      : {}),
  }));
};

/** A rank past k is not found: the table reads the top k, as an agent's page does. */
const within = (rank: number | null, k: number) => (rank !== null && rank <= k ? rank : null);

/**
 * How each labelled query's tools moved between two versions of a catalog under each ranker, read
 * within the top `k` (renamed tools followed to their new names).
 */
export const diffFindability = (
  before: Catalog,
  after: Catalog,
  queries: readonly LabelledQuery[],
  rankers: readonly EvalRanker[],
  k: number,
  { renamed, server }: FindabilityOptions = {},
): FindabilityChange[] => {
  const [oldIndex, newIndex] = [new ToolIndex(before), new ToolIndex(after)];
  const renamedQueries = followRenames(queries, renamed ?? diffCatalogs(before, after).renamed);
  const options = (catalog: Catalog, ranker: EvalRanker) => ({
    ranker,
    cutoff: k,
    defaultServer: catalogServer(catalog),
    ...(server === undefined ? {} : { server }),
  });
  const rows = rankers.flatMap((ranker) =>
    compareReports(
      evaluate(oldIndex, queries, options(before, ranker)),
      evaluate(newIndex, renamedQueries, options(after, ranker)),
    ).perQuery.map((delta): FindabilityChange => {
      const [was, now] = [within(delta.rankA, k), within(delta.rankB, k)];
      return {
        queryId: delta.id,
        query: delta.query,
        ranker,
        before: was,
        after: now,
        fall: (now ?? k + 1) - (was ?? k + 1),
      };
    }),
  );
  return rows.sort(
    (a, b) =>
      b.fall - a.fall || a.ranker.localeCompare(b.ranker) || a.queryId.localeCompare(b.queryId),
  );
};
