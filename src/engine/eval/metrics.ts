/**
 * Ranking metrics over one ranked list of tool names. Pure functions, no engine state: the
 * Evaluate panel, the CLI and the tests all compute the same numbers from the same lists.
 */

/** The recall cut-offs a report gives when none are named: recall@1, @5 and @10. */
export const DEFAULT_RECALL_CUTOFFS: readonly number[] = [1, 5, 10];

/** Relevance grades by tool name; a missing name has grade 0. Binary sets use grade 1. */
export type Grades = ReadonlyMap<string, number>;

/** The arithmetic mean; 0 for no values. */
export const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((total, value) => total + value, 0) / values.length;

/** The middle value (the mean of the two middle ones for an even count); 0 for no values. */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Fraction of the relevant tools found in the top k. 0 when nothing is relevant. */
export const recallAt = (ranked: readonly string[], grades: Grades, k: number): number => {
  const relevant = [...grades.values()].filter((grade) => grade > 0).length;
  if (relevant === 0) return 0;
  const found = ranked.slice(0, k).filter((name) => (grades.get(name) ?? 0) > 0).length;
  return found / relevant;
};

/** 1 / rank of the first relevant tool, 0 when none is ranked. */
export const reciprocalRank = (ranked: readonly string[], grades: Grades): number => {
  const index = ranked.findIndex((name) => (grades.get(name) ?? 0) > 0);
  return index === -1 ? 0 : 1 / (index + 1);
};

const dcg = (gains: readonly number[]): number =>
  gains.reduce((total, gain, index) => total + gain / Math.log2(index + 2), 0);

/**
 * Normalised discounted cumulative gain at k, with linear gains (the grade itself) and the
 * usual log2(rank + 1) discount. The ideal ranking sorts every relevant grade first.
 */
export const ndcgAt = (ranked: readonly string[], grades: Grades, k: number): number => {
  const ideal = dcg(
    [...grades.values()]
      .filter((grade) => grade > 0)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  if (ideal === 0) return 0;
  return dcg(ranked.slice(0, k).map((name) => grades.get(name) ?? 0)) / ideal;
};
